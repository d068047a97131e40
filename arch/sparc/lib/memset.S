/* SPDX-License-Identifier: GPL-2.0-only */
#include <linux/linkage.h>
#include <asm/asm.h>
#include <linux/export.h>

/*
 * void *memset(void *s, int c, size_t n)
 *
 * A leaf: no register window, %o0 stays the return value.
 */
SYM_FUNC_START(memset)
	BRANCH_REG_ZERO(%o2, 2f)
	 mov	%o0, %o3
1:	subcc	%o2, 1, %o2
	stb	%o1, [%o3]
	BRANCH_LONG(bne, 1b)
	 add	%o3, 1, %o3
2:	retl
	 nop
SYM_FUNC_END(memset)
EXPORT_SYMBOL(memset)
