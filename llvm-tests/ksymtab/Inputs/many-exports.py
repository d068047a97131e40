#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""Print x86_64 assembly for an object exporting N functions.

Usage: many-exports.py N [--merged]

Each export gets its own ___ksymtab+NAME section (as this tree's macros
write them), or with --merged all share one __ksymtab section (as in a
.ko file), and a CRC entry in ___kcrctab+NAME or __kcrctab.
"""
import sys

n = int(sys.argv[1])
merged = sys.argv[2:] == ['--merged']
w = sys.stdout.write
w('\t.text\n')
for i in range(n):
    w('\t.globl f%d\n\t.type f%d,@function\nf%d:\n\tret\n' % (i, i, i))
for i in range(n):
    w('\t.section %s,"a",@progbits\n' % ('__ksymtab' if merged else '___ksymtab+f%d' % i))
    w('\t.quad f%d\n\t.quad __kstrtab_f%d\n' % (i, i))
    w('\t.section %s,"a",@progbits\n' % ('__kcrctab' if merged else '___kcrctab+f%d' % i))
    w('\t.long 0x%08x\n' % i)
    w('\t.section __ksymtab_strings,"a",@progbits\n')
    w('__kstrtab_f%d:\n\t.asciz "f%d"\n\t.byte 0\n' % (i, i))
