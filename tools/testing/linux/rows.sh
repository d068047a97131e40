# SPDX-License-Identifier: GPL-2.0-only
#
# Sourced by tools/testing/linux/linux-check, linux-boot and linux-parity:
# the rows and toolchains of the Linux builds (Documentation/linux.rst) and
# how Linux's make is called for them; $version (linux-check's
# LINUX_VERSION, 6.1 when unset) is read where a row differs by version.

. "$srctree/tools/testing/lib/toolchains.sh"

# The Linux versions, one line each: VERSION, its folder under LINUX_OUT
# (6.1's is LINUX_OUT itself, where its builds were kept before there was
# a choice), its kbuild patch and its parity patch (tools/testing/linux/).
linux_versions='6.1 . lib-ksyms.patch parity-attributes.patch
6.12 6.12 lib-ksyms-6.12.patch parity-attributes-6.12.patch'
all_versions=$(echo "$linux_versions" | awk '{ printf "%s%s", s, $1; s = " " }')

# all_reports: linux-report's page of every version's reports, in
# LINUX_OUT (or the default build/linux).
all_reports() {
	_base=${LINUX_OUT:-$srctree/build/linux} _tops=
	for _v in $all_versions; do
		eval "$(version_info "$_v")"
		_tops="$_tops $_v=$_base${version_dir:+/$version_dir}"
	done
	# shellcheck disable=SC2086
	python3 "$srctree/tools/testing/linux/linux-report" all "$_base" $_tops >/dev/null
}

# version_info VERSION: shell assignments for the caller to eval:
# version_dir (empty for LINUX_OUT itself), patchname, parityname.
# Returns 1 for an unknown version.
version_info() {
	echo "$linux_versions" | awk -v v="$1" '$1 == v {
		printf "version_dir=%s patchname=%s parityname=%s\n",
			$2 == "." ? "" : $2, $3, $4; f = 1 }
		END { exit !f }'
}

# row_info ROW: shell assignments for the caller to eval, as
# eval "$(row_info "$row")": arch (ARCH), cross (the GNU prefix), image
# (the image target), frags (the configuration fragments,
# tools/testing/linux/config-*), row_tcs (the toolchains the row is built
# with) and neg_builds (the negative test modules that Linux builds in
# this row; every other one must fail).  Returns 1 for an unknown row.
row_info() {
	case $1 in
	x86_64)
		echo "arch=x86_64 cross= image=bzImage neg_builds="
		echo "frags='config config-x86_64' row_tcs='gnu llvm1 llvm'" ;;
	x86_64-trim)
		echo "arch=x86_64 cross= image=bzImage"
		echo "frags='config config-x86_64-trim' row_tcs=gnu"
		# 6.1's TRIM_UNUSED_KSYMS drops an export nothing imports, in
		# a module too (<linux/export.h>: __cond_export_sym), so the
		# exported static function leaves nothing to refuse.  6.12's
		# modpost trims only vmlinux and in-tree modules (-t), and
		# refuses the local symbol's record first.
		if [ "${version:-6.1}" = 6.1 ]; then
			echo "neg_builds=neg-static"
		else
			echo "neg_builds="
		fi ;;
	# 32-bit x86: ARCH=i386 (arch/x86/Kconfig: 64BIT's default), whose
	# .export_symbol records hold a 32-bit absolute reference (.long,
	# R_386_32) and whose tables are relative (X86 selects
	# HAVE_ARCH_PREL32_RELOCATIONS whatever the width).
	i386)
		echo "arch=i386 cross=i686-linux-gnu- image=bzImage neg_builds="
		echo "frags='config config-i386' row_tcs='gnu llvm'" ;;
	riscv64)
		echo "arch=riscv cross=riscv64-linux-gnu- image=Image neg_builds="
		echo "frags='config config-riscv64' row_tcs='gnu llvm'" ;;
	arm64)
		echo "arch=arm64 cross=aarch64-linux-gnu- image=Image neg_builds="
		echo "frags=config row_tcs='gnu llvm'" ;;
	# ThinLTO (config-lto): Linux's HAS_LTO_CLANG wants clang, ld.lld,
	# the integrated assembler and an NM and AR of LLVM, so no gnu; the
	# matrix's LLVM only.
	x86_64-lto)
		echo "arch=x86_64 cross= image=bzImage neg_builds="
		echo "frags='config config-x86_64 config-lto' row_tcs=llvm" ;;
	arm64-lto)
		echo "arch=arm64 cross=aarch64-linux-gnu- image=Image neg_builds="
		echo "frags='config config-lto' row_tcs=llvm" ;;
	*) return 1 ;;
	esac
}
all_rows="x86_64 x86_64-trim i386 riscv64 arm64 x86_64-lto arm64-lto"

# kconfig_renames: the fragments spell options as 6.1 does; this sed
# script respells those $version renamed, so that one fragment serves
# both versions and 6.1's builds keep the inputs they were configured
# from.  6.12: riscv's QEMU virt machine is ARCH_VIRT
# (arch/riscv/Kconfig.socs), 6.1's SOC_VIRT is gone.
case ${version:-6.1} in
6.12) kconfig_renames='s/^CONFIG_SOC_VIRT=/CONFIG_ARCH_VIRT=/' ;;
*) kconfig_renames= ;;
esac
all_toolchains="gnu llvm1 llvm"

# tc_vars TC: the make variables of a toolchain (tools/testing/lib/
# toolchains.sh): Linux's LLVM builds take no CROSS_COMPILE, and llvm is
# always the matrix's LLVM, whatever LLVM= make was given.
tc_vars() {
	case $1 in
	gnu) toolchain_vars gnu "$cross" ;;
	*) toolchain_vars "$1" "" ;;
	esac
}

# tc_cc TC: the row's C compiler for a user-space program.
tc_cc() {
	_t=$(case $arch in x86_64) echo x86_64-linux-gnu ;; i386) echo i686-linux-gnu ;;
		riscv) echo riscv64-linux-gnu ;; arm64) echo aarch64-linux-gnu ;; esac)
	case $1 in
	gnu) echo "${cross:-$_t-}gcc" ;;
	llvm1) echo "clang --target=$_t -fuse-ld=lld" ;;
	llvm) echo "clang-$LLVM_MATRIX_RELEASE --target=$_t -fuse-ld=lld" ;;
	esac
}

# kmake SRC OUT TC make-args...: Linux's make for the row, niced.  make
# reads LLVM and the rest from the environment too, so they are removed.
# KBUILD_SYMTYPES=1: genksyms also writes each exporting object's
# .symtypes, the type expansions linux-parity explains CRCs with; it
# changes no object.
kmake() {
	_src=$1 _out=$2 _tc=$3
	shift 3
	# shellcheck disable=SC2046
	env -u LLVM -u LLVM_IAS -u ARCH -u CROSS_COMPILE -u KBUILD_OUTPUT \
		nice -n 5 make -C "$_src" O="$_out" ARCH="$arch" \
		$(tc_vars "$_tc") KBUILD_SYMTYPES=1 "$@"
}

# check_selection: every LINUX_ROWS and LINUX_TOOLCHAINS entry is known.
check_selection() {
	for _r in $rows; do
		row_info "$_r" >/dev/null || die "$_r: unknown row ($all_rows)"
	done
	for _t in $toolchains; do
		case " $all_toolchains " in
		*" $_t "*) ;;
		*) die "$_t: unknown toolchain ($all_toolchains)" ;;
		esac
	done
}

# check_tools: the toolchains of the selection are installed: for each
# LINUX_ROWS row and each of its LINUX_TOOLCHAINS, the compiler and
# linker Linux's make runs first (the rest come in the same Debian
# packages), else one line naming the row, the toolchain, the program
# and the packages to install, exit 2, before anything is built.
check_tools() {
	for _r in $rows; do
		eval "$(row_info "$_r")"
		for _t in $toolchains; do
			case " $row_tcs " in *" $_t "*) ;; *) continue ;; esac
			case $_t in
			gnu)
				_need="${cross}gcc ${cross}ld"
				_pkg="gcc${cross:+-${cross%-}} binutils${cross:+-${cross%-}}" ;;
			llvm1)
				_need="clang ld.lld"
				_pkg="clang lld llvm" ;;
			llvm)
				_need="clang-$LLVM_MATRIX_RELEASE ld.lld-$LLVM_MATRIX_RELEASE"
				_pkg="clang-$LLVM_MATRIX_RELEASE lld-$LLVM_MATRIX_RELEASE llvm-$LLVM_MATRIX_RELEASE" ;;
			esac
			for _p in $_need; do
				command -v "$_p" >/dev/null 2>&1 ||
					die "$_r $_t: $_p not found (install $_pkg)"
			done
		done
	done
}
