/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Entry of vmlinux as a static Linux user program (qemu-sh4), and the
 * two system calls the self-test needs: the number in r3, the arguments
 * in r4-r7, `trapa #0x10 + <number of arguments>`, the result in r0.
 * SH-3/SH-4 may run the instructions after a trapa early (an erratum the
 * kernel's and glibc's system calls pad for), hence five harmless ORs.
 *
 * Addresses and constants that do not fit an 8-bit immediate are loaded
 * from a constant pool after the code (mov.l @(disp,pc)).
 */
#include <linux/linkage.h>

#define __NR_write	4
#define __NR_exit_group	252

#define TRAPA_PAD	or r0, r0; or r0, r0; or r0, r0; or r0, r0; or r0, r0

	.section .head.text, "ax", %progbits
	.globl	_start
_start:
	mov	#0, r14			/* no caller frame */
	mov.l	.Lstart_kernel, r1
	jsr	@r1
	 nop
	mov	r0, r4			/* exit status */
	mov.l	.Lnr_exit_group, r3
	trapa	#0x11
	TRAPA_PAD
	sleep				/* privileged: traps if ever reached */

	.balign	4
.Lstart_kernel:
	.long	start_kernel
.Lnr_exit_group:
	.long	__NR_exit_group

/* long arch_write(int fd, const void *buf, unsigned long len) */
SYM_FUNC_START(arch_write)
	mov	#__NR_write, r3
	trapa	#0x13
	TRAPA_PAD
	rts
	 nop
SYM_FUNC_END(arch_write)
