/* SPDX-License-Identifier: GPL-2.0-only */
#include <linux/linkage.h>
#include <linux/export.h>

/*
 * void *memcpy(void *dst, const void *src, size_t n)
 * %arg0 = dst, %arg1 = src, %arg2 = n; returns dst in %ret0.  A plain
 * byte loop: the store sits in the delay slot of the loop branch.
 */
SYM_FUNC_START(memcpy)
	comib,=	0, %arg2, 2f
	copy	%arg0, %ret0		/* delay slot: always */
1:	ldbs,ma	1(%arg1), %r19
	addib,<> -1, %arg2, 1b
	stbs,ma	%r19, 1(%arg0)		/* delay slot: always */
2:	bv	%r0(%rp)
	nop
SYM_FUNC_END(memcpy)
EXPORT_SYMBOL(memcpy)
