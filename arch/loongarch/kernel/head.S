/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Entry of vmlinux as a static Linux user program (qemu-loongarch64), and
 * the system call the self-test writes with.  Linux LoongArch takes the
 * system call number in $a7 and the arguments in $a0-$a6, and enters with
 * "syscall 0" (asm-generic/unistd.h numbers: write 64, exit_group 94).
 */
#include <linux/linkage.h>

#define __NR_write		64
#define __NR_exit_group		94

	.section .head.text, "ax", %progbits
	.globl	_start
	.type	_start, %function
_start:
	/* The outermost frame: zero $fp and $ra end any backtrace. */
	move	$fp, $zero
	move	$ra, $zero
	/* The psABI wants $sp 16-aligned; the kernel already gives that. */
	bstrins.d $sp, $zero, 3, 0
	bl	start_kernel
	/* $a0 holds start_kernel()'s return value: the exit status. */
	li.w	$a7, __NR_exit_group
	syscall	0
	break	0			/* not reached */
	.size	_start, . - _start

/* long arch_write(int fd, const void *buf, unsigned long len) */
SYM_FUNC_START(arch_write)
	li.w	$a7, __NR_write
	syscall	0
	jr	$ra
SYM_FUNC_END(arch_write)
