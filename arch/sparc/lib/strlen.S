/* SPDX-License-Identifier: GPL-2.0-only */
#include <linux/linkage.h>
#include <asm/asm.h>
#include <linux/export.h>

/* size_t strlen(const char *s) */
SYM_FUNC_START(strlen)
	mov	%o0, %o1
1:	ldub	[%o1], %o2
	cmp	%o2, 0
	BRANCH_INT(bne, 1b)
	 add	%o1, 1, %o1
	sub	%o1, %o0, %o0
	retl
	 sub	%o0, 1, %o0		/* the loop stepped past the NUL */
SYM_FUNC_END(strlen)
EXPORT_SYMBOL_GPL(strlen)
