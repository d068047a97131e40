/* SPDX-License-Identifier: GPL-2.0-only */
#include <linux/linkage.h>
#include <linux/export.h>

/*
 * int memcmp(const void *a, const void *b, size_t n)
 * %arg0 = a, %arg1 = b, %arg2 = n; the difference of the first unequal
 * bytes (as unsigned char) in %ret0, 0 when all n are equal.
 */
SYM_FUNC_START(memcmp)
	comib,=	0, %arg2, 2f
	ldi	0, %ret0		/* delay slot: always */
1:	ldbs,ma	1(%arg0), %r19
	ldbs,ma	1(%arg1), %r20
	sub,=	%r19, %r20, %ret0	/* equal: skip the next insn */
	b,n	2f
	addib,<> -1, %arg2, 1b
	nop
2:	bv	%r0(%rp)
	nop
SYM_FUNC_END(memcmp)
EXPORT_SYMBOL(memcmp)
