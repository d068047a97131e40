#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# make-seeds.sh OUTDIR: a seed corpus for the harnesses of fuzz_cmd.c from
# real objects, archives and linked images of several classes and byte
# orders, made from llvm-tests/ksymtab/Inputs/exports.S with whatever
# assemblers and linkers are installed (LLVM=/usr/lib/llvm-N/bin, by
# default the matrix's LLVM); OUTDIR/pairs/ holds image-and-object pairs for the resolve
# harness, split as fuzz_cmd.c splits them.
set -eu

out=${1:?usage: make-seeds.sh OUTDIR}
srcdir=$(cd "$(dirname "$0")/../../.." && pwd)
in=$srcdir/llvm-tests/ksymtab/Inputs
if [ -z "${LLVM-}" ]; then
	srctree=$srcdir
	. "$srcdir/tools/testing/lib/llvm-release.sh"
	LLVM=/usr/lib/llvm-$LLVM_MATRIX_RELEASE/bin
fi
llvm=$LLVM
mkdir -p "$out"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

seed() {	# name triple ptr align [cpp flags...]
	name=$1 triple=$2 ptr=$3 align=$4
	shift 4
	for lay in abs rel; do
		flags=
		[ $lay = rel ] && flags=-DPREL32
		"$llvm/clang" -E -P -undef -x assembler-with-cpp -DPTR="$ptr" \
			-DALIGN="$align" $flags "$@" "$in/exports.S" \
			-o "$tmp/$name-$lay.s"
		"$llvm/llvm-mc" -triple="$triple" -filetype=obj \
			-o "$out/$name-$lay.o" "$tmp/$name-$lay.s" || continue
		"$llvm/ld.lld" -T "$in/image.lds" -o "$out/$name-$lay.img" \
			"$out/$name-$lay.o" 2>/dev/null || rm -f "$out/$name-$lay.img"
	done
}

seed x86_64 x86_64-linux-gnu .quad 16
seed i386 i386-linux-gnu .long 4
seed ppc64 powerpc64-linux-gnu .quad 8
seed riscv riscv64-linux-gnu .quad 8
seed mips32 mips-linux-gnu .long 4
seed mips64el mips64el-linux-gnuabi64 .quad 8
seed m68k m68k-linux-gnu .long 2 -DCRCS -DKCRC_ALIGN=2
if command -v ia64-linux-gnu-as >/dev/null 2>&1; then
	"$llvm/clang" -E -P -undef -x assembler-with-cpp -DPTR=data8 -DALIGN=8 \
		'-DFN(x)=@fptr(x)' "$in/exports.S" -o "$tmp/ia64.s"
	ia64-linux-gnu-as -o "$out/ia64-abs.o" "$tmp/ia64.s"
	ia64-linux-gnu-ld --no-warn-rwx-segments -T "$in/image.lds" \
		-o "$out/ia64-abs.img" "$out/ia64-abs.o"
fi
if command -v hppa-linux-gnu-as >/dev/null 2>&1; then
	"$llvm/clang" -E -P -undef -x assembler-with-cpp -DPTR=.long -DALIGN=4 \
		'-DFN(x)=P%x' "$in/exports.S" -o "$tmp/hppa.s"
	hppa-linux-gnu-as -o "$out/parisc-abs.o" "$tmp/hppa.s"
fi
"$llvm/llvm-ar" rc "$out/lib.a" "$out/x86_64-abs.o" "$out/i386-rel.o"
mkdir -p "$out/pairs"
for img in "$out"/*.img; do
	name=$(basename "$img" .img)
	{ cat "$img"; printf '\n--ksymtab-fuzz-split--\n'; cat "$out/$name.o"; } \
		> "$out/pairs/$name"
done
echo "$(ls "$out" | wc -l) seeds in $out"
