#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# Write the inputs of one malformed-GROUP.test into DIR, and nothing else:
# that test checks what each ksymtab command says of each input,
# valgrind-malformed.test that valgrind finds no error while it says it, on
# the same inputs.  Every input but the text ones is the good object of
# malformed.yaml (beside this script) with one thing wrong; the tests name
# each input and say what is wrong with it.  The records group's inputs are
# the good object of records.yaml (records.test) with one record fault each;
# the bitcode group's (bitcode.test) are LLVM bitcode, which ksymtab does not
# read: objects and archive members.  yaml2obj is the one on PATH; the
# archives and bitcode groups take llvm-ar from LLVM_AR, bitcode clang from
# CLANG.
#
# Usage: malformed-inputs.sh GROUP DIR
#   GROUP: elf-header, sections, relocations, symbols, names, archives,
#   file-types, records or bitcode

set -eu

inputs=$(cd "$(dirname "$0")" && pwd)
group=${1:?usage: malformed-inputs.sh GROUP DIR}
dir=$(cd "${2:?usage: malformed-inputs.sh GROUP DIR}" && pwd)
# Intermediate files (the good object, archive members) go elsewhere: an
# archive member's name is its file's.
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$tmp"
yaml2obj "$inputs/malformed.yaml" -o good.o

# Usage: bad NAME -DMACRO=VALUE...: the good object with those fields.
bad() {
	name=$1
	shift
	yaml2obj "$inputs/malformed.yaml" "$@" -o "$dir/$name"
}

# Usage: bad_record NAME -DMACRO=VALUE...: the good records object with those
# fields.
bad_record() {
	name=$1
	shift
	yaml2obj "$inputs/records.yaml" "$@" -o "$dir/$name"
}

# Usage: poke NAME OFFSET BYTE: the good object with BYTE (printf's \ooo)
# at OFFSET (yaml2obj writes only valid ELF classes and byte orders).
poke() {
	cp good.o "$dir/$1"
	printf "$3" | dd of="$dir/$1" bs=1 seek="$2" conv=notrunc status=none
}

case $group in
elf-header)
	: > "$dir/empty"
	printf 'this is not an object file\n' > "$dir/not-elf"
	head -c 20 good.o > "$dir/truncated-header"
	head -c 4 good.o > "$dir/elf-magic-only"
	head -c 5 good.o > "$dir/elf-magic-class"
	poke bad-class 4 '\007'
	poke bad-data 5 '\011'
	bad shoff-past-end -DSHOFF=0x100000
	# yaml2obj writes the section header table last.
	head -c -100 good.o > "$dir/truncated-sections"
	bad shstrndx-past -DSHSTRNDX=200
	;;
sections)
	bad section-offset-past-end -DENTRYOFFSET=0x100000
	bad section-size-past-end -DSTRSIZE=0x7fffffff
	bad section-name-past -DENTRYNAME=0xfffff0
	bad zero-size-entry -DENTRYSIZE=0
	bad odd-size-entry -DENTRYSIZE=12
	bad entry-nobits -DENTRYTYPE=SHT_NOBITS
	;;
relocations)
	bad reloc-symbol-past -DVALSYM=99999
	bad reloc-no-symbol '-DVALSYM=<none>'
	bad reloc-offset-past -DNAMEOFFSET=0x1000
	bad reloc-applies-to-section0 -DRELAINFO=0
	bad reloc-section-past -DRELAINFO=4000
	bad reloc-against-section0 '-DSTRSYMSECTION=<none>' -DSTRSYMINDEX=0
	bad reloc-entsize -DRELAENTSIZE=7
	bad reloc-unknown-type -DVALTYPE=200
	bad reloc-symtab-link -DRELALINK=1
	bad no-name-reloc -DNAMETYPE=R_X86_64_NONE
	;;
symbols)
	bad symtab-link-bad -DSYMTABLINK=999
	bad symtab-entsize -DSYMTABENTSIZE=5
	bad symbol-name-past -DFUNCNAME=0xfffff0
	bad symbol-shndx-past '-DFUNCSECTION=<none>' -DFUNCINDEX=0x7000
	;;
names)
	bad name-past-strings -DNAMEADDEND=0x10000
	bad name-unterminated -DSTRSIZE=22
	bad name-mismatch -DNAMEADDEND=8
	;;
archives)
	ar=${LLVM_AR:?malformed-inputs.sh: archives: no LLVM_AR}
	printf 'plain text, not ELF\n' > notes.txt
	printf 'x\n' > second.o
	"$ar" rc "$dir/nonelf-member" good.o notes.txt
	"$ar" rc two.a good.o second.o
	head -c -40 two.a > "$dir/truncated-member"
	"$ar" rc one.a good.o
	head -c -100 one.a > "$dir/member-past-end"
	printf '!<thin>\nabc' > "$dir/thin-archive"
	# GNU ar ends each name of the long-name table "//" with "/\n"; this
	# one has neither (27 bytes: only the padding newline follows), and
	# member "/0" names its offset 0.
	{
		printf '!<arch>\n'
		printf '%-16s%-32s%-10s`\n' // '' 27
		printf 'a_rather_long_member_name.o\n'
		printf '%-16s%-12s%-6s%-6s%-8s%-10s`\n' /0 0 0 0 644 4
		printf 'abc\n'
	} > "$dir/long-name-unterminated"
	;;
file-types)
	mkdir "$dir/directory"
	mkfifo "$dir/fifo"
	;;
records)
	# strlen's record is the second, at 0x10: "GPL\0N\"S\0", its
	# reference at 0x18.
	bad_record misaligned.o -DOFF2=20
	bad_record noreloc.o -DTYPE2=R_X86_64_NONE
	bad_record reltype.o -DTYPE2=R_X86_64_PC32
	bad_record license.o -DREC2=47505800224e5300000000000000000000000000000000
	bad_record unterminated.o -DREC2=47504c004141414141414141414141414141414141414141 -DREF2=4141414141414141
	bad_record oversized.o -DREC2=47504c004e4e4e4e4e4e4e4e4e4e4e4e4e4e4e00 -DOFF2=32
	bad_record other.o -DRSYM2=memcpy
	bad_record outside.o -DVAL2=64
	bad_record nolabel.o -DLABEL1=memcpy_record -DLABEL2=strlen_record
	bad_record section-align.o -DSECALIGN=4
	;;
bitcode)
	# What clang -flto and -flto=thin write for every C object of an LTO
	# build (Documentation/kbuild.rst, "LTO"), "BC" 0xC0DE, and the
	# wrapper 0x0B17C0DE that clang writes for Darwin; archives of them
	# beside the ELF object, a bitcode member after an ELF one and before,
	# and a thin archive naming one (its member file is full.o here).
	ar=${LLVM_AR:?malformed-inputs.sh: bitcode: no LLVM_AR}
	cc=${CLANG:?malformed-inputs.sh: bitcode: no CLANG}
	printf 'int bc_func(void) { return 1; }\nint bc_data = 2;\n' > bc.c
	"$cc" --target=x86_64-linux-gnu -flto -c bc.c -o full.o
	"$cc" --target=x86_64-linux-gnu -flto=thin -c bc.c -o thin.o
	"$cc" --target=x86_64-apple-darwin -flto -c bc.c -o wrapped.o
	cp full.o thin.o wrapped.o "$dir"
	"$ar" rc "$dir/elf-then-thin.a" good.o thin.o
	"$ar" rc "$dir/full-then-elf.a" full.o good.o
	(cd "$dir" && "$ar" rcT thin-archive.a full.o)
	;;
*)
	echo "malformed-inputs.sh: $group: no such group" >&2
	exit 2
	;;
esac
