/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Entry of vmlinux as a static Linux user program (qemu-mips or
 * qemu-mips64el), and the system call the self-test writes with.  Linux
 * MIPS takes the system call number in $v0 (each ABI has its own table:
 * o32 from 4000, n64 from 5000), the arguments in $a0-$a3, and returns
 * the result in $v0 with $a3 set when it is an error number.
 */
#include <linux/linkage.h>
#include <asm/asm.h>

#ifdef CONFIG_64BIT
#define __NR_write		(5000 + 1)
#define __NR_exit_group		(5000 + 205)
#else
#define __NR_write		(4000 + 4)
#define __NR_exit_group		(4000 + 246)
#endif

	.set	noreorder		/* delay slots are filled by hand */

	.section .head.text, "ax", %progbits
	.globl	_start
	.type	_start, %function
	.ent	_start
_start:
	.frame	$sp, 0, $ra
	/* What a non-PIC crt1 does: $gp for any $gp-relative access. */
	PTR_LA	$gp, _gp
	/* The outermost frame: a zero frame pointer ends any backtrace. */
	move	$fp, $zero
	/*
	 * sp 16-aligned (o32 needs 8, n64 16), then the 16-byte area where
	 * an o32 callee may save $a0-$a3; n64 does not use it.
	 */
	li	$t0, -16
	and	$sp, $sp, $t0
	jal	start_kernel
	 PTR_ADDIU $sp, $sp, -16
	/* $v0 holds start_kernel()'s return value: the exit status. */
	move	$a0, $v0
	li	$v0, __NR_exit_group
	syscall
	break				/* not reached */
	.end	_start
	.size	_start, . - _start

/*
 * long arch_write(int fd, const void *buf, unsigned long len)
 * returns the byte count, or -errno as the kernel's own convention has it.
 */
SYM_FUNC_START(arch_write)
	li	$v0, __NR_write
	syscall
	bnez	$a3, 1f
	 nop
	jr	$ra
	 nop
1:	jr	$ra
	 PTR_SUBU $v0, $zero, $v0
SYM_FUNC_END(arch_write)
