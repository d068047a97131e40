/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Entry of vmlinux as a static Linux user program (qemu-arm), and the
 * system call the self-test writes with.  EABI system calls take the
 * number in r7 and the arguments in r0-r6, and enter with svc #0 (the
 * number in the instruction is ignored; that was the old OABI):
 * write is 4, exit_group 248 (arch/arm/tools/syscall.tbl).
 */
#include <linux/linkage.h>

#define __NR_write		4
#define __NR_exit_group		248

	.section .head.text, "ax", %progbits
	.globl	_start
	.type	_start, %function
_start:
	/* The outermost frame: no caller to unwind to. */
	mov	fp, #0
	mov	lr, #0
	/* AAPCS wants sp 8-aligned at a public interface. */
	bic	sp, sp, #7
	bl	start_kernel
	/* r0 holds start_kernel()'s return value: the exit status. */
	mov	r7, #__NR_exit_group
	svc	#0
	udf	#0			/* not reached */
	.size	_start, . - _start

/*
 * long arch_write(int fd, const void *buf, unsigned long len)
 * r7 is callee-saved under AAPCS, so it is kept across the call.
 */
SYM_FUNC_START(arch_write)
	push	{r7, lr}
	mov	r7, #__NR_write
	svc	#0
	pop	{r7, lr}
	bx	lr
SYM_FUNC_END(arch_write)
