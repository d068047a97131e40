/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef _ASM_PARISC_LINKAGE_H
#define _ASM_PARISC_LINKAGE_H

#ifdef __ASSEMBLY__

/*
 * In hppa GNU as ';' starts a comment and '!' separates statements, so
 * one macro line joins its statements with '!'.
 */
#define ASM_NL	!

#define __ALIGN	.align 4

/*
 * A function is a procedure to the assembler: .proc/.callinfo/.entry and
 * .exit/.procend make its unwind entry (.PARISC.unwind).  The default
 * .callinfo describes a leaf without a frame, which is what the lib
 * routines are; others spell their .callinfo out.
 */
#define SYM_FUNC_START(name)						\
	.text ASM_NL __ALIGN ASM_NL .globl name ASM_NL			\
	.type name, @function ASM_NL name: ASM_NL			\
	.proc ASM_NL .callinfo frame=0, no_calls ASM_NL .entry

#define SYM_FUNC_END(name)						\
	.exit ASM_NL .procend ASM_NL .size name, . - name

#endif /* __ASSEMBLY__ */
#endif /* _ASM_PARISC_LINKAGE_H */
