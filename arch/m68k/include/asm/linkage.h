/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef _ASM_M68K_LINKAGE_H
#define _ASM_M68K_LINKAGE_H

#ifdef __ASSEMBLY__

/*
 * clang's m68k assembler starts a comment at ';' (its CommentString),
 * where GNU as separates statements, and neither has another separator:
 * so the SYM_* annotations cannot be one line joined with ASM_NL.  They
 * are assembler macros instead, one statement a line, which both accept.
 */
#define __ALIGN		.balign 4

.macro __m68k_sym_func_start name:req
	.text
	.balign 4
	.globl \name
	.type \name, @function
\name:
.endm

.macro __m68k_sym_data_start name:req, align:req
	.data
	.balign \align
	.globl \name
	.type \name, @object
\name:
.endm

#define SYM_FUNC_START(name)		__m68k_sym_func_start name
#define SYM_FUNC_END(name)		.size name, . - name
#define SYM_DATA_START(name, align)	__m68k_sym_data_start name, align
#define SYM_DATA_END(name)		.size name, . - name

#endif /* __ASSEMBLY__ */
#endif /* _ASM_M68K_LINKAGE_H */
