// SPDX-License-Identifier: GPL-2.0-only
// A raw riscv64 Image's objects (raw-image*.test): the boot header
// (Documentation/arch/riscv/boot-image-header.rst, version 0.2) and export
// entries as <linux/export-internal.h> writes them without PREL32 (3 x
// pointer).  --defsym CRC=1: with CRCs; NOTAB=1: no exports at all.
	.section .head.text,"ax"
	.long 0, 0			// code0, code1
	.quad 0				// text_offset
	.quad raw_image_size
	.quad 0				// flags: little-endian
	.long 2				// version 0.2
	.long 0
	.quad 0
	.ascii "RISCV\0\0\0"
	.ascii "RSC\x05"
	.long 0

	.macro export name, sec, ns, crc
	.section "__ksymtab_strings","aMS",%progbits,1
__kstrtab_\name: .asciz "\name"
__kstrtabns_\name: .asciz "\ns"
	.section "___ksymtab\sec+\name","a"
	.balign 8
	.quad \name, __kstrtab_\name, __kstrtabns_\name
	.ifdef CRC
	.section "___kcrctab\sec+\name","a"
	.balign 4
	.long \crc
	.endif
	.endm

	.text
	.globl alpha, beta, gamma, Delta, zeta
alpha:	ret
beta:	ret
gamma:	ret
Delta:	ret
zeta:	ret
	.section .rodata
	.asciz "not_an_export"
	.quad 0xffffffff80001234
	.ifndef NOTAB
	export beta, , , 0x1234abcd
	export alpha, , , 0x0badc0de
	export zeta, , , 0x55556666
	export gamma, _gpl, NS_G, 0x11112222
	export Delta, _gpl, , 0x33334444
	.endif
	.data
	.quad 42
