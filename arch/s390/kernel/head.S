/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Entry of vmlinux as a static Linux user program (qemu-s390x), and the
 * system call the self-test writes with.
 *
 * s390x ELF ABI: arguments in %r2-%r6, result in %r2, return address in
 * %r14, stack pointer %r15 (8-byte aligned).  A caller provides a 160-byte
 * register save area at 0(%r15) for its callee; its first doubleword is
 * the back chain, zero in the outermost frame.  System calls: "svc NR"
 * (NR < 256), arguments and result as for a C call.
 */
#include <linux/linkage.h>

#define __NR_write		4
#define __NR_exit_group		248
#define STACK_FRAME_OVERHEAD	160

	.section .head.text, "ax", %progbits
	.globl	_start
_start:
	nill	%r15, 0xfff8
	aghi	%r15, -STACK_FRAME_OVERHEAD
	xc	0(8, %r15), 0(%r15)	/* back chain: end of the chain */
	brasl	%r14, start_kernel
	lgfr	%r2, %r2		/* the int status */
	svc	__NR_exit_group
	j	.			/* not reached */

/* long arch_write(int fd, const void *buf, unsigned long len) */
SYM_FUNC_START(arch_write)
	svc	__NR_write
	br	%r14
SYM_FUNC_END(arch_write)
