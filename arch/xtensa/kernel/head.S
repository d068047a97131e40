/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Entry of vmlinux as a static Xtensa Linux user program (call0 ABI),
 * and the system call the self-test needs.  Assembled on this row, never
 * linked or run: there is no Xtensa linker here.
 *
 * System calls: "syscall" with the number in a2 and the arguments in
 * a6, a3, a4, a5, a8, a9; the result comes back in a2.  Numbers from
 * arch/xtensa/kernel/syscalls/syscall.tbl.
 */
#include <linux/linkage.h>

#define __NR_write		13
#define __NR_exit_group		119

/*
 * SYSCALL (encoding 0x005000) needs the Exception option, which clang
 * 22's driver cannot turn on for assembly: -mcpu is refused for this
 * triple and "-Xclang -target-feature -Xclang +exception" reaches cc1,
 * not the assembler (cc1as -target-feature +exception assembles these
 * very bytes).  So the instruction is written out.
 */
#define SYSCALL		.byte 0x00, 0x50, 0x00

	.section .head.text, "ax", %progbits
	.globl	_start
	.type	_start, %function
_start:
	/*
	 * call0 ABI: a1 is the stack pointer, 16-byte aligned; a0 = 0 ends
	 * the call chain.  No literals here (.head.text has no literal
	 * pool): every constant fits an immediate.
	 */
	movi	a0, 0
	movi	a2, -16
	and	a1, a1, a2
	call0	start_kernel
	/* exit_group(start_kernel()) */
	mov	a6, a2
	movi	a2, __NR_exit_group
	SYSCALL
	.size	_start, . - _start

/* long arch_write(int fd, const void *buf, unsigned long len) */
SYM_FUNC_START(arch_write)
	mov	a6, a2			/* fd; buf, len already in a3, a4 */
	movi	a2, __NR_write
	SYSCALL
	ret
SYM_FUNC_END(arch_write)
