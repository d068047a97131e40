/* SPDX-License-Identifier: GPL-2.0-only */
#include <linux/linkage.h>
#include <linux/export.h>

/* int memcmp(const void *a, const void *b, size_t n) */
SYM_FUNC_START(memcmp)
#ifdef CONFIG_X86_64
	xorl	%eax, %eax
	testq	%rdx, %rdx
	je	2f
1:	movzbl	(%rdi), %eax
	movzbl	(%rsi), %ecx
	subl	%ecx, %eax
	jne	2f
	incq	%rdi
	incq	%rsi
	decq	%rdx
	jne	1b
2:	ret
#else
	pushl	%esi
	pushl	%edi
	movl	12(%esp), %esi
	movl	16(%esp), %edi
	movl	20(%esp), %edx
	xorl	%eax, %eax
	testl	%edx, %edx
	je	2f
1:	movzbl	(%esi), %eax
	movzbl	(%edi), %ecx
	subl	%ecx, %eax
	jne	2f
	incl	%esi
	incl	%edi
	decl	%edx
	jne	1b
2:	popl	%edi
	popl	%esi
	ret
#endif
SYM_FUNC_END(memcmp)
EXPORT_SYMBOL(memcmp)
