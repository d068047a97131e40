/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Entry of vmlinux as a static Linux user program (qemu-x86_64 or
 * qemu-i386), and the two system calls the self-test needs.
 */
#include <linux/linkage.h>

	.section .head.text, "ax", %progbits
	.globl	_start
_start:
#ifdef CONFIG_X86_64
	xorl	%ebp, %ebp
	andq	$-16, %rsp
	call	start_kernel
	movl	%eax, %edi
	movl	$231, %eax		/* exit_group */
	syscall
#else
	xorl	%ebp, %ebp
	andl	$-16, %esp
	call	start_kernel
	movl	%eax, %ebx
	movl	$252, %eax		/* exit_group */
	int	$0x80
#endif
	hlt

/* long arch_write(int fd, const void *buf, unsigned long len) */
SYM_FUNC_START(arch_write)
#ifdef CONFIG_X86_64
	movl	$1, %eax
	syscall
	ret
#else
	pushl	%ebx
	movl	8(%esp), %ebx
	movl	12(%esp), %ecx
	movl	16(%esp), %edx
	movl	$4, %eax
	int	$0x80
	popl	%ebx
	ret
#endif
SYM_FUNC_END(arch_write)
