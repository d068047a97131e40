/* SPDX-License-Identifier: GPL-2.0-only */
#include <linux/linkage.h>
#include <linux/export.h>

/* void *memset(void *s, int c, size_t n) */
SYM_FUNC_START(memset)
#ifdef CONFIG_X86_64
	movq	%rdi, %r9
	movl	%esi, %eax
	movq	%rdx, %rcx
	rep stosb
	movq	%r9, %rax
	ret
#else
	pushl	%edi
	movl	8(%esp), %edi
	movl	12(%esp), %eax
	movl	16(%esp), %ecx
	movl	%edi, %edx
	rep stosb
	movl	%edx, %eax
	popl	%edi
	ret
#endif
SYM_FUNC_END(memset)
EXPORT_SYMBOL(memset)
