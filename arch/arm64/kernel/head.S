/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Entry of vmlinux as a static Linux user program (qemu-aarch64), and the
 * system call the self-test writes with.  Linux arm64 takes the system
 * call number in x8 and the arguments in x0-x5, and enters with svc #0
 * (asm-generic/unistd.h numbers: write 64, exit_group 94).
 */
#include <linux/linkage.h>

#define __NR_write		64
#define __NR_exit_group		94

	.section .head.text, "ax", %progbits
	.globl	_start
	.type	_start, %function
_start:
	/* The outermost frame: a zero frame record ends any backtrace. */
	mov	x29, xzr
	mov	x30, xzr
	/* AAPCS64 wants sp 16-aligned; the kernel already gives that. */
	mov	x0, sp
	and	sp, x0, #~15
	bl	start_kernel
	/* w0 holds start_kernel()'s return value: the exit status. */
	mov	x8, #__NR_exit_group
	svc	#0
	brk	#0x3e8			/* not reached */
	.size	_start, . - _start

/* long arch_write(int fd, const void *buf, unsigned long len) */
SYM_FUNC_START(arch_write)
	mov	x8, #__NR_write
	svc	#0
	ret
SYM_FUNC_END(arch_write)
