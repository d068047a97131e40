/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Entry of vmlinux as a static IA-64 Linux user program, and
 * arch_write().  This row has no C compiler, so there is no start_kernel
 * to call: _start sets up what the C ABI would need and exits with 0.
 * Never run here (no qemu for ia64); the image is inspected instead.
 *
 * System calls: "break 0x100000" with the number in r15 and the
 * arguments in the first registers of the current output frame
 * (out0..); the result comes back in r8, with r10 = -1 when r8 is an
 * errno.  Numbers are 1024 + the entry in
 * arch/ia64/kernel/syscalls/syscall.tbl (write 3, exit_group 212).
 */
#include <linux/linkage.h>

#define __NR_write		1027
#define __NR_exit_group		1236
#define __IA64_BREAK_SYSCALL	0x100000

	.section .head.text, "ax", %progbits
	.align	32
	.global	_start
	.type	_start, @function
	.proc	_start
_start:
	/*
	 * gp: code addresses short data and the linkage table relative to
	 * it (the linker picks __gp).  sp: 16-byte aligned, with the
	 * 16-byte scratch area a callee may use above it.  One output
	 * register for the system call's argument.
	 */
	alloc	r2 = ar.pfs, 0, 0, 1, 0
	movl	gp = __gp
	;;
	adds	sp = -16, sp
	;;
	and	sp = -16, sp
	mov	out0 = 0		/* exit_group(0) */
	mov	r15 = __NR_exit_group
	;;
	break.i	__IA64_BREAK_SYSCALL
	;;
	break.i	0			/* not reached */
	;;
	.endp	_start
	.size	_start, . - _start

/*
 * long arch_write(int fd, const void *buf, unsigned long len)
 * A leaf without alloc: its r32..r34 are the caller's out0..out2, which
 * is where the system call reads its arguments.  Returns the count, or
 * -errno.
 */
SYM_FUNC_START(arch_write)
	mov	r15 = __NR_write
	;;
	break.i	__IA64_BREAK_SYSCALL
	;;
	cmp.eq	p6, p0 = -1, r10
	;;
(p6)	sub	r8 = r0, r8
	br.ret.sptk.many rp
	;;
SYM_FUNC_END(arch_write)
