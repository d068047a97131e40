#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""Print x86_64 assembly for an object with more than 0xff00 sections.

Usage: many-sections.py > many.s

With 0xff00 sections or more the ELF header's e_shnum is 0 and the real
count is section 0's sh_size; symbols in sections from 0xff00 on carry
SHN_XINDEX.  Empty filler sections put .text.late at index 0xfff1, the
value of SHN_ABS, next to an absolute symbol zzz_abs of the same value 0
as the local function late_fn there, whose export is relocated against
the section symbol.  llvm-mc numbers sections in order of appearance after
the null section, .strtab and .text.
"""
import sys

SHN_ABS = 0xfff1
w = sys.stdout.write
w('\t.text\n')
for i in range(3, SHN_ABS):
    w('\t.section .s%d,"a"\n' % i)
w('''	.section .text.late,"ax",@progbits
	.type late_fn,@function
late_fn:
	ret
	.globl zzz_abs
	.set zzz_abs, 0
	.section ___ksymtab+late_fn,"a",@progbits
	.quad late_fn
	.quad __kstrtab_late_fn
	.section __ksymtab_strings,"a",@progbits
__kstrtab_late_fn:
	.asciz "late_fn"
''')
