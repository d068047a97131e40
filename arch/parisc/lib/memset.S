/* SPDX-License-Identifier: GPL-2.0-only */
#include <linux/linkage.h>
#include <linux/export.h>

/*
 * void *memset(void *s, int c, size_t n)
 * %arg0 = s, %arg1 = c, %arg2 = n; returns s in %ret0.
 */
SYM_FUNC_START(memset)
	comib,=	0, %arg2, 2f
	copy	%arg0, %ret0		/* delay slot: always */
1:	addib,<> -1, %arg2, 1b
	stbs,ma	%arg1, 1(%arg0)		/* delay slot: always */
2:	bv	%r0(%rp)
	nop
SYM_FUNC_END(memset)
EXPORT_SYMBOL(memset)
