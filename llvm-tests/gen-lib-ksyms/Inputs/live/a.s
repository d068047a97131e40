/* SPDX-License-Identifier: GPL-2.0-only */
/* A lib-y member with a plain and a GPL-only export (live tests). */
	.text
	.globl foo
foo:	.long 0
	.globl gpl_sym
gpl_sym: .long 0
	.section "___ksymtab+foo","a",%progbits
	.globl __ksymtab_foo
__ksymtab_foo:
	.long foo
	.section "___ksymtab_gpl+gpl_sym","a",%progbits
	.globl __ksymtab_gpl_sym
__ksymtab_gpl_sym:
	.long gpl_sym
