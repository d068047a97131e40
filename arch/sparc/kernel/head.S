/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Entry of vmlinux as a static Linux user program (qemu-sparc or
 * qemu-sparc64), and the system call the self-test writes with.
 *
 * SPARC ELF ABI: arguments in %o0-%o5, result in %o0, %o7 the call's own
 * address.  Every frame starts with the save area of its register window
 * (16 words), then room for a callee to store its register arguments: a
 * minimum frame of 96 bytes, 8-aligned, on sparc32 (64 + struct return
 * pointer + 6 words); of 176 bytes, 16-aligned, on sparc64 (128 + 6
 * doublewords), whose %sp and %fp are biased: the frame is at %sp + 2047.
 * System calls: number in %g1, arguments in %o0-%o5, "ta 0x10" (sparc32)
 * or "ta 0x6d" (sparc64); an error sets the carry (%icc resp. %xcc) and
 * returns a positive errno.  Branches and calls have a delay slot: the
 * instruction after one (indented by an extra space) runs before control
 * reaches the target.
 */
#include <linux/linkage.h>
#include <asm/asm.h>

#define __NR_write		4
#define __NR_exit_group		188

#ifdef CONFIG_SPARC64
#define STACK_BIAS		2047
#define STACK_FRAME_MIN		176
#define STACK_ALIGN		16
#else
#define STACK_BIAS		0
#define STACK_FRAME_MIN		96
#define STACK_ALIGN		8
#endif

	.section .head.text, "ax", %progbits
	.globl	_start
_start:
	/*
	 * %sp points at the save area the kernel left above argc: keep it,
	 * and give start_kernel a frame of its own below, aligned.
	 */
	add	%sp, STACK_BIAS, %g1
	and	%g1, -STACK_ALIGN, %g1
	sub	%g1, STACK_BIAS + STACK_FRAME_MIN, %sp
	call	start_kernel
	 mov	%g0, %fp		/* outermost frame */
	mov	__NR_exit_group, %g1	/* status: start_kernel's %o0 */
	SYSCALL_TRAP
	unimp	0			/* not reached */

/* long arch_write(int fd, const void *buf, unsigned long len) */
SYM_FUNC_START(arch_write)
	mov	__NR_write, %g1
	SYSCALL_TRAP
	BRANCH_LONG(bcc, 1f)
	 nop
	neg	%o0			/* -errno, as the kernel's callers expect */
1:	retl
	 nop
SYM_FUNC_END(arch_write)
