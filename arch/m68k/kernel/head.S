/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Entry of vmlinux as a static Linux user program (qemu-m68k), and the
 * two system calls the self-test needs: `trap #0` with the number in d0
 * and the arguments in d1, d2, d3, ...; the result comes back in d0.
 *
 * C functions take their arguments on the stack, return integers in d0
 * and pointers in a0, and must preserve d2-d7/a2-a6.
 */
#include <linux/linkage.h>

#define __NR_write	4
#define __NR_exit_group	247

	.section .head.text, "ax", %progbits
	.globl	_start
_start:
	suba.l	%a6,%a6			/* no caller frame */
	jsr	start_kernel
	move.l	%d0,%d1			/* exit status */
	move.l	#__NR_exit_group,%d0
	trap	#0
	illegal

/* long arch_write(int fd, const void *buf, unsigned long len) */
SYM_FUNC_START(arch_write)
	movem.l	%d2-%d3,-(%sp)
	move.l	(12,%sp),%d1
	move.l	(16,%sp),%d2
	move.l	(20,%sp),%d3
	moveq	#__NR_write,%d0
	trap	#0
	movem.l	(%sp)+,%d2-%d3
	rts
SYM_FUNC_END(arch_write)
