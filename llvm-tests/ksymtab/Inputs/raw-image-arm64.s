// SPDX-License-Identifier: GPL-2.0-only
// A raw arm64 Image's objects (raw-image*.test): the boot header
// (Documentation/arch/arm64/booting.rst) with an EFI stub's "MZ" and a PE
// header of one section, and export entries as <linux/export-internal.h>
// writes them with PREL32 (3 x s32).  --defsym CRC=1: with CRCs;
// SORTED=1: every plain name sorts before every GPL one; NOTAB=1: no
// exports at all; BE=1: big-endian (aarch64_be), without EFI stub.
	.section .head.text,"ax"
	// the header's fields are little-endian on either byte order
	.ifdef BE
head:	.long 0, 0			// code0, code1: no EFI stub
	.quad 0				// text_offset
	.quad 0				// image_size: not given
	.byte 1, 0, 0, 0, 0, 0, 0, 0	// flags: big-endian
	.quad 0, 0, 0
	.ascii "ARM\x64"
	.long 0
	.else
head:	.ascii "MZ"			// code0: the EFI stub's "MZ"
	.short 0
	.long 0				// code1
	.quad 0				// text_offset
	.quad raw_image_size
	.quad 0				// flags: little-endian
	.quad 0, 0, 0
	.ascii "ARM\x64"
	.long pe - head			// the PE header's offset
	.endif
pe:	.ascii "PE\0\0"
	.short 0xaa64, 1		// machine, one section
	.long 0, 0, 0
	.short 0, 0			// no optional header
	.ascii ".text\0\0\0"
	.long raw_file_size, 0, raw_file_size, 0, 0, 0, 0, 0

	// an entry as <linux/export-internal.h> writes it
	.macro export name, sec, ns, crc
	.section "__ksymtab_strings","aMS",%progbits,1
__kstrtab_\name: .asciz "\name"
__kstrtabns_\name: .asciz "\ns"
	.section "___ksymtab\sec+\name","a"
	.balign 4
	.long \name - ., __kstrtab_\name - ., __kstrtabns_\name - .
	.ifdef CRC
	.section "___kcrctab\sec+\name","a"
	.balign 4
	.long \crc
	.endif
	.endm

	.text
	.globl alpha, beta, gamma, Delta, zeta, eta
alpha:	ret
beta:	ret
gamma:	ret
Delta:	ret
zeta:	ret
eta:	ret
	.section .rodata
	.asciz "not_an_export"
	.long 0x12345678
	.ifndef NOTAB
	export beta, , , 0x1234abcd
	export alpha, , , 0x0badc0de
	.ifdef SORTED
	export eta, , , 0x77778888
	export gamma, _gpl, NS_G, 0x11112222
	export zeta, _gpl, , 0x55556666
	.else
	export zeta, , , 0x55556666
	export gamma, _gpl, NS_G, 0x11112222
	export Delta, _gpl, , 0x33334444
	.endif
	.endif
	.data
	.quad 42
