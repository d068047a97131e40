/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Entry of vmlinux as a static Linux user program (qemu-alpha), and the
 * two system calls the self-test needs: `callsys` with the number in v0
 * ($0) and the arguments in a0-a5 ($16-$21); the result comes back in v0,
 * with a3 ($19) nonzero when v0 is an errno.
 *
 * C code reaches globals through gp ($29), which each procedure derives
 * from its own address in pv ($27) (ldgp), and after each call from the
 * return address ($26).
 */
#include <linux/linkage.h>

#define __NR_write	4
#define __NR_exit_group	405

	.set	noreorder
	.section .head.text, "ax", %progbits
	.globl	_start
	.ent	_start
_start:
	.frame	$30, 0, $26, 0
	br	$29, 1f			/* no pv at process entry: gp from pc */
1:	ldgp	$29, 0($29)
	.prologue 0
	mov	$31, $15		/* no caller frame */
	bic	$30, 15, $30		/* 16-byte stack alignment */
	ldq	$27, start_kernel($29)	!literal!1
	jsr	$26, ($27), start_kernel	!lituse_jsr!1
	mov	$0, $16			/* exit status */
	lda	$0, __NR_exit_group($31)
	callsys
	halt
	.end	_start

/* long arch_write(int fd, const void *buf, unsigned long len) */
SYM_FUNC_START(arch_write)
	.frame	$30, 0, $26, 0
	.prologue 0
	lda	$0, __NR_write($31)
	callsys
	beq	$19, 1f
	subq	$31, $0, $0		/* failure: -errno */
1:	ret	$31, ($26), 1
SYM_FUNC_END(arch_write)
