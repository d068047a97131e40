/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef _ASM_SPARC_ASM_H
#define _ASM_SPARC_ASM_H

/*
 * One source for both rows.  V9 branches name the condition codes they
 * test: a long/pointer result (size_t counts) sets them in %xcc on sparc64
 * and in %icc on sparc32; V9 also branches on a register being zero
 * without a compare.  Each macro is one branch with one delay slot after
 * it, so callers write the delay slot as usual.
 */
#ifdef CONFIG_SPARC64
#define BRANCH_LONG(op, dest)		op,pt	%xcc, dest
#define BRANCH_INT(op, dest)		op,pt	%icc, dest
#define BRANCH_REG_ZERO(reg, dest)	brz,pn	reg, dest
#else
#define BRANCH_LONG(op, dest)		op	dest
#define BRANCH_INT(op, dest)		op	dest
#define BRANCH_REG_ZERO(reg, dest)	cmp	reg, 0; be dest
#endif

/* The Linux system call trap: 0x10 on sparc32, 0x6d for 64-bit tasks. */
#ifdef CONFIG_SPARC64
#define SYSCALL_TRAP	ta	0x6d
#else
#define SYSCALL_TRAP	ta	0x10
#endif

#endif /* _ASM_SPARC_ASM_H */
