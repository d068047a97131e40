# SPDX-License-Identifier: GPL-2.0-only
#
# Sourced, with srctree set: the one map from a toolchain's name to the
# make variables that select it, for our kbuild (tools/testing/matrix/
# build-row) and for Linux's (tools/testing/linux/rows.sh).

. "$srctree/tools/testing/lib/llvm-release.sh"

# toolchain_vars TC CROSS [LLVM]: the make variables of toolchain TC:
#   gnu          the GNU tools of CROSS_COMPILE
#   llvm         LLVM=LLVM (default the matrix's, -LLVM_MATRIX_RELEASE)
#   llvm-gnu-as  the same with LLVM_IAS=0
#   llvm1        LLVM=1: the unsuffixed LLVM on PATH
# then CROSS_COMPILE=CROSS when CROSS is not empty.  Returns 1 for an
# unknown TC.
toolchain_vars() {
	_llvm=${3:--$LLVM_MATRIX_RELEASE}
	case $1 in
	gnu)		_vars= ;;
	llvm)		_vars="LLVM=$_llvm" ;;
	llvm-gnu-as)	_vars="LLVM=$_llvm LLVM_IAS=0" ;;
	llvm1)		_vars="LLVM=1" ;;
	*)		return 1 ;;
	esac
	echo "$_vars${_vars:+${2:+ }}${2:+CROSS_COMPILE=$2}"
}
