/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Entry of vmlinux as a static Linux user program (qemu-riscv64), and the
 * system call the self-test writes with.  Linux riscv takes the system
 * call number in a7 and the arguments in a0-a5, and enters with ecall
 * (asm-generic/unistd.h numbers: write 64, exit_group 94).
 */
#include <linux/linkage.h>

#define __NR_write		64
#define __NR_exit_group		94

	.section .head.text, "ax", %progbits
	.globl	_start
	.type	_start, %function
_start:
	/*
	 * gp first, and not relaxable: the psABI lets the linker rewrite an
	 * access near __global_pointer$ as gp-relative, and relaxing this
	 * very "la" would turn it into "mv gp, gp" (Linux's head.S loads gp
	 * the same way).
	 */
.option push
.option norelax
	la	gp, __global_pointer$
.option pop
	/* The psABI wants sp 16-aligned; the kernel already gives that. */
	andi	sp, sp, -16
	/* The outermost frame: a zero return address ends any backtrace. */
	li	ra, 0
	call	start_kernel
	/* a0 holds start_kernel()'s return value: the exit status. */
	li	a7, __NR_exit_group
	ecall
	ebreak				/* not reached */
	.size	_start, . - _start

/* long arch_write(int fd, const void *buf, unsigned long len) */
SYM_FUNC_START(arch_write)
	li	a7, __NR_write
	ecall
	ret
SYM_FUNC_END(arch_write)
