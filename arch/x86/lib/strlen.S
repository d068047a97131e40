/* SPDX-License-Identifier: GPL-2.0-only */
#include <linux/linkage.h>
#include <linux/export.h>

/* size_t strlen(const char *s) */
SYM_FUNC_START(strlen)
#ifdef CONFIG_X86_64
	movq	%rdi, %rax
1:	cmpb	$0, (%rax)
	je	2f
	incq	%rax
	jmp	1b
2:	subq	%rdi, %rax
	ret
#else
	movl	4(%esp), %edx
	movl	%edx, %eax
1:	cmpb	$0, (%eax)
	je	2f
	incl	%eax
	jmp	1b
2:	subl	%edx, %eax
	ret
#endif
SYM_FUNC_END(strlen)
EXPORT_SYMBOL_GPL(strlen)
