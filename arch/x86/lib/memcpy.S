/* SPDX-License-Identifier: GPL-2.0-only */
#include <linux/linkage.h>
#include <linux/export.h>

/* void *memcpy(void *dst, const void *src, size_t n) */
SYM_FUNC_START(memcpy)
#ifdef CONFIG_X86_64
	movq	%rdi, %rax
	movq	%rdx, %rcx
	rep movsb
	ret
#else
	pushl	%esi
	pushl	%edi
	movl	12(%esp), %edi
	movl	16(%esp), %esi
	movl	20(%esp), %ecx
	movl	%edi, %eax
	rep movsb
	popl	%edi
	popl	%esi
	ret
#endif
SYM_FUNC_END(memcpy)
EXPORT_SYMBOL(memcpy)
