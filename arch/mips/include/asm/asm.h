/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef _ASM_MIPS_ASM_H
#define _ASM_MIPS_ASM_H

/*
 * Pointer-sized instructions, as Linux's <asm/asm.h> names them, so that
 * one source serves o32 (32-bit addu/addiu) and n64 (daddu/daddiu: a
 * 32-bit addiu on a 64-bit pointer would sign-extend bit 31 into it).
 */
#ifdef CONFIG_64BIT
#define PTR_ADDU	daddu
#define PTR_ADDIU	daddiu
#define PTR_SUBU	dsubu
#define PTR_LA		dla
#else
#define PTR_ADDU	addu
#define PTR_ADDIU	addiu
#define PTR_SUBU	subu
#define PTR_LA		la
#endif

#endif /* _ASM_MIPS_ASM_H */
