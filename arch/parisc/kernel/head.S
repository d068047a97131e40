/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Entry of vmlinux as a static hppa-linux user program (qemu-hppa), and
 * the system call the self-test needs.
 *
 * System calls branch to the gateway page, "ble 0x100(%sr2, %r0)", with
 * the number in %r20 (set in the delay slot) and the arguments in
 * %r26, %r25, %r24, ...; the result comes back in %r28, %r31 is the
 * return link.  Numbers from arch/parisc/kernel/syscalls/syscall.tbl.
 */
#include <linux/linkage.h>

#define __NR_write		4
#define __NR_exit_group		222

	.section .head.text, "ax", %progbits
	.align	4
	.globl	_start
	.type	_start, @function
_start:
	.proc
	.callinfo frame=64, calls, save_rp
	.entry
	/*
	 * Non-PIC code reaches global data relative to the data pointer:
	 * "addil LR'x-$global$, %dp".  The linker script defines $global$.
	 */
	ldil	L%$global$, %dp
	ldo	R%$global$(%dp), %dp

	/*
	 * The stack grows up: %sp points just past the last frame.  Round
	 * it up to the ABI's 64 bytes and reserve a 64-byte frame for
	 * _start: a callee stores its return pointer at -20(%sp) and its
	 * arguments at -36..-48(%sp) of this frame (the frame marker and
	 * the argument area).  A zero previous-sp and rp end the chain.
	 */
	ldo	63(%sp), %sp
	depi	0, 31, 6, %sp
	ldo	64(%sp), %sp
	stw	%r0, -4(%sp)
	stw	%r0, -20(%sp)

	bl	start_kernel, %rp
	nop

	/* exit_group(start_kernel()) */
	copy	%ret0, %arg0
	ble	0x100(%sr2, %r0)
	ldi	__NR_exit_group, %r20
	/* not reached */
	break	0, 0
	.exit
	.procend
	.size	_start, . - _start

/*
 * long arch_write(int fd, const void *buf, unsigned long len)
 * The arguments already sit where the system call wants them.  %rp is
 * kept in the caller's frame marker across the gateway branch.
 */
	.text
	.align	4
	.globl	arch_write
	.type	arch_write, @function
arch_write:
	.proc
	.callinfo frame=0, calls, save_rp
	.entry
	stw	%rp, -20(%sp)
	ble	0x100(%sr2, %r0)
	ldi	__NR_write, %r20
	ldw	-20(%sp), %rp
	bv	%r0(%rp)
	nop
	.exit
	.procend
	.size	arch_write, . - arch_write
