/* SPDX-License-Identifier: GPL-2.0-only */
#include <linux/linkage.h>
#include <asm/asm.h>
#include <linux/export.h>

/*
 * int memcmp(const void *a, const void *b, size_t n)
 *
 * Returns the difference of the first differing bytes, compared as
 * unsigned char, or 0.
 */
SYM_FUNC_START(memcmp)
	BRANCH_REG_ZERO(%o2, 2f)
	 mov	%o0, %o3
1:	ldub	[%o3], %o4
	ldub	[%o1], %o5
	subcc	%o4, %o5, %o0
	BRANCH_INT(bne, 3f)
	 add	%o3, 1, %o3
	subcc	%o2, 1, %o2
	BRANCH_LONG(bne, 1b)
	 add	%o1, 1, %o1
2:	retl
	 clr	%o0
3:	retl
	 nop
SYM_FUNC_END(memcmp)
EXPORT_SYMBOL(memcmp)
