/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef _ASM_POWERPC_PPC_ASM_H
#define _ASM_POWERPC_PPC_ASM_H

/*
 * Register names for assembly.  GNU as takes bare r3 only with
 * -mregnames; %r3 works in GNU as and in clang's integrated assembler.
 */
#define r0	%r0
#define r1	%r1
#define r2	%r2
#define r3	%r3
#define r4	%r4
#define r5	%r5
#define r6	%r6
#define r7	%r7
#define r8	%r8
#define r9	%r9
#define r10	%r10
#define r11	%r11
#define r12	%r12

#ifdef CONFIG_PPC64
#define PPC_LCMPI	cmpldi		/* compare an unsigned long */
#define PPC_STLU	stdu
#define CLRRLI		clrrdi
#ifdef CONFIG_PPC64_ELF_ABI_V1
#define STACK_FRAME_MIN	112	/* 48 header + 64 parameter save area */
#else
#define STACK_FRAME_MIN	32	/* back chain, CR, LR, TOC save */
#endif
#else
#define PPC_LCMPI	cmplwi
#define PPC_STLU	stwu
#define CLRRLI		clrrwi
#define STACK_FRAME_MIN	16	/* back chain, LR save, padding to 16 */
#endif

#endif /* _ASM_POWERPC_PPC_ASM_H */
