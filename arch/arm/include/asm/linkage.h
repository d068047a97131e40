/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef _ASM_ARM_LINKAGE_H
#define _ASM_ARM_LINKAGE_H

#ifdef __ASSEMBLY__
/*
 * Unified assembler syntax (UAL) in every .S, as Linux's asm/unified.h
 * sets it: clang's integrated assembler speaks only UAL ("ldrbne"), and
 * GNU as starts in the old divided syntax ("ldrneb") unless told.
 */
	.syntax unified
	.arm
#endif

/*
 * The generic SYM_FUNC_START/END fit: '%function' (not '@function', '@'
 * starts a comment here) and ';' separates statements in both assemblers.
 */
#define __ALIGN	.balign 4

#endif /* _ASM_ARM_LINKAGE_H */
