# SPDX-License-Identifier: GPL-2.0-only
#
# Sourced, with srctree set, by the harness's shell programs: sets and
# exports LLVM_MATRIX_RELEASE, the release of the matrix's LLVM (22:
# LLVM=-22), which the top Makefile names in one place.  make exports it
# to what it runs; a program run by hand asks `make print-llvm-tools`, or
# reads the Makefile where make itself is not installed yet
# (install-toolchains).

if [ -z "${LLVM_MATRIX_RELEASE-}" ]; then
	if command -v make >/dev/null 2>&1; then
		LLVM_MATRIX_RELEASE=$(env -u MAKEFLAGS -u MAKELEVEL -u MFLAGS -u ARCH \
			-u O -u LLVM make -s -C "$srctree" print-llvm-tools |
			sed -n 's/^LLVM_MATRIX_RELEASE=//p')
	else
		LLVM_MATRIX_RELEASE=$(sed -n 's/^LLVM_MATRIX_RELEASE *:= *//p' "$srctree/Makefile")
	fi
	if [ -z "$LLVM_MATRIX_RELEASE" ]; then
		echo "${0##*/}: the top Makefile names no LLVM_MATRIX_RELEASE" >&2
		exit 2
	fi
	export LLVM_MATRIX_RELEASE
fi
