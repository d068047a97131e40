#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# Regenerate the recorded "objdump -h" listings in this directory, which
# the lib-ksyms tests feed to scripts/gen-lib-ksyms through cat-listing.sh.
# Needs the GNU cross binutils named below and llvm-objdump (the matrix's
# LLVM by default; LLVM_BIN=/path/bin selects another).  Run it from anywhere:
#
#	llvm-tests/gen-lib-ksyms/Inputs/record.sh
#
# For each ROW it assembles three members with the row's GNU as, archives
# them with the row's GNU ar into lib.a and records
#	ROW.gnu.txt   ROW-objdump -h lib.a
#	ROW.llvm.txt  llvm-objdump -h lib.a
# and for x86_64 also the single object (obj.*.txt) and an empty archive
# (empty.*.txt).  The members, in archive order:
#	a.o                          Z_upper, __underscore, foo (___ksymtab+),
#	                             gpl_sym (___ksymtab_gpl+), CRCs
#	member_name_longer_than_15.o zeta, and a 72-character _gpl name
#	plain.o                      no exports
# 32-bit rows (i386, m68k) give GNU objdump's narrow columns; i386 has
# .rel sections, the others .rela; llvm-objdump lists both.

set -eu

here=$(cd "$(dirname "$0")" && pwd)
if [ -z "${LLVM_BIN-}" ]; then
	srctree=$(cd "$here/../../../.." && pwd)
	. "$srctree/tools/testing/lib/llvm-release.sh"
	LLVM_BIN=/usr/lib/llvm-$LLVM_MATRIX_RELEASE/bin
fi
tmp=$(mktemp -d "${TMPDIR:-/tmp}/record-lib-ksyms.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

long=exported_symbol_with_a_name_longer_than_sixty_four_characters_0123456789

# entry SECTION NAME PTR ALIGN: one table entry in the export-format.rst shape
entry()
{
	cat <<EOT
	.section "$1+$2","a",%progbits
	.balign $4
	.globl __ksymtab_$2
__ksymtab_$2:
	$3 $2
	$3 __kstrtab_$2
	.section "__ksymtab_strings","a",%progbits
__kstrtab_$2:
	.ascii "$2\0"
	.ascii "\0"
EOT
}

# crc SECTION NAME ALIGN: one CRC entry
crc()
{
	cat <<EOT
	.section "$1+$2","a",%progbits
	.balign $3
__kcrctab_$2:
	.long __crc_$2
	.weak __crc_$2
EOT
}

def()
{
	printf '\t.text\n\t.globl %s\n%s:\n\t.long 0\n' "$1" "$1"
}

# save_listing FILE COMMAND...: COMMAND's output under an SPDX header.
save_listing()
{
	out=$1
	shift
	{
		echo "# SPDX-License-Identifier: GPL-2.0-only"
		echo "# Recorded by record.sh; the stand-in objdumps drop these '# ' lines."
		"$@"
	} > "$out"
}

record()
{
	row=$1 prefix=$2 ptr=$3 align=$4 kcrc=$5
	d=$tmp/$row
	mkdir -p "$d"
	{
		for s in Z_upper __underscore foo gpl_sym; do def $s; done
		entry ___ksymtab Z_upper "$ptr" "$align"
		entry ___ksymtab __underscore "$ptr" "$align"
		entry ___ksymtab foo "$ptr" "$align"
		crc ___kcrctab foo "$kcrc"
		entry ___ksymtab_gpl gpl_sym "$ptr" "$align"
		crc ___kcrctab_gpl gpl_sym "$kcrc"
	} > "$d/a.s"
	{
		def zeta
		def $long
		entry ___ksymtab zeta "$ptr" "$align"
		entry ___ksymtab_gpl $long "$ptr" "$align"
	} > "$d/member_name_longer_than_15.s"
	def plain > "$d/plain.s"
	(
		cd "$d"
		for m in a member_name_longer_than_15 plain; do
			"${prefix}as" -o $m.o $m.s
		done
		"${prefix}ar" rcD lib.a a.o member_name_longer_than_15.o plain.o
		save_listing "$here/$row.gnu.txt" "${prefix}objdump" -h lib.a
		save_listing "$here/$row.llvm.txt" "$LLVM_BIN/llvm-objdump" -h lib.a
		if [ "$row" = x86_64 ]; then
			save_listing "$here/obj.gnu.txt" "${prefix}objdump" -h a.o
			save_listing "$here/obj.llvm.txt" "$LLVM_BIN/llvm-objdump" -h a.o
			"${prefix}ar" rcD empty.a
			save_listing "$here/empty.gnu.txt" "${prefix}objdump" -h empty.a
			save_listing "$here/empty.llvm.txt" "$LLVM_BIN/llvm-objdump" -h empty.a
		fi
	)
}

record x86_64 x86_64-linux-gnu- .quad 16 4
record i386 i686-linux-gnu- .long 4 4
record m68k m68k-linux-gnu- .long 2 2
record ppc64 powerpc64-linux-gnu- .quad 8 4
record riscv riscv64-linux-gnu- .quad 8 4
record ia64 ia64-linux-gnu- data8 8 4
