/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef _ASM_ALPHA_LINKAGE_H
#define _ASM_ALPHA_LINKAGE_H

#ifdef __ASSEMBLY__

/*
 * Alpha procedures are bracketed by .ent/.end, which give the symbol its
 * function type and size and open the procedure descriptor that the
 * body's .frame and .prologue fill in.  16-byte alignment: the
 * instruction fetch block, as the kernel's arch/alpha/lib does.
 */
#define __ALIGN		.align 4

#define SYM_FUNC_START(name)						\
	.text ASM_NL __ALIGN ASM_NL .globl name ASM_NL .ent name ASM_NL name:
#define SYM_FUNC_END(name)	.end name

#endif /* __ASSEMBLY__ */
#endif /* _ASM_ALPHA_LINKAGE_H */
