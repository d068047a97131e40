/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Entry of vmlinux as a static Hexagon Linux user program (qemu-hexagon),
 * and the system call the self-test needs.
 *
 * System calls: "trap0(#1)" with the number in r6, the arguments in
 * r0..r5 and the result in r0.  Hexagon uses the generic system call
 * table (include/uapi/asm-generic/unistd.h).  r6 is written in a packet
 * of its own: registers written inside a packet are only visible after it.
 */
#include <linux/linkage.h>

#define __NR_write		64
#define __NR_exit_group		94

	.section .head.text, "ax", %progbits
	.globl	_start
	.type	_start, %function
_start:
	/*
	 * The ABI wants an 8-byte aligned stack; round down to 16 as the C
	 * libraries do.  fp = lr = 0 ends the frame chain.  No GP: the
	 * image is built with -G0 (see arch/hexagon/Makefile).
	 */
	{
		r29 = and(r29, #-16)
		r30 = #0
		r31 = #0
	}
	call	start_kernel
	/* exit_group(start_kernel()): the status is already in r0 */
	{ r6 = #__NR_exit_group }
	{ trap0(#1) }
	.size	_start, . - _start

/* long arch_write(int fd, const void *buf, unsigned long len) */
SYM_FUNC_START(arch_write)
	{ r6 = #__NR_write }
	{ trap0(#1) }
	{ jumpr r31 }
SYM_FUNC_END(arch_write)
