/* SPDX-License-Identifier: GPL-2.0-only */
#include <linux/linkage.h>
#include <linux/export.h>

/*
 * int memcmp(const void *a, const void *b, size_t n)
 * call0: a2 = a, a3 = b, a4 = n; the difference of the first unequal
 * bytes (as unsigned char: l8ui zero-extends) in a2, 0 when all n are
 * equal.
 */
SYM_FUNC_START(memcmp)
	mov	a5, a2
	movi	a2, 0
	beqz	a4, 2f
1:	l8ui	a6, a5, 0
	l8ui	a7, a3, 0
	addi	a5, a5, 1
	addi	a3, a3, 1
	sub	a2, a6, a7
	bnez	a2, 2f
	addi	a4, a4, -1
	bnez	a4, 1b
2:	ret
SYM_FUNC_END(memcmp)
EXPORT_SYMBOL(memcmp)
