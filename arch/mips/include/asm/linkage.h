/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef _ASM_MIPS_LINKAGE_H
#define _ASM_MIPS_LINKAGE_H

#ifdef __ASSEMBLY__
#include <asm/asm.h>

/*
 * A MIPS function is bracketed by .ent/.end, as Linux's LEAF()/END() do:
 * the assemblers record the procedure (GNU as: .pdr) for debuggers, and
 * .end also sets the symbol's size.  .frame: a leaf with no stack frame
 * that returns through $ra.
 */
#define SYM_FUNC_START(name)						\
	.text ASM_NL .balign 4 ASM_NL .globl name ASM_NL		\
	.type name, %function ASM_NL .ent name ASM_NL name: ASM_NL	\
	.frame $sp, 0, $ra

#define SYM_FUNC_END(name)						\
	.end name ASM_NL .size name, . - name
#endif

#endif /* _ASM_MIPS_LINKAGE_H */
