/* SPDX-License-Identifier: GPL-2.0-only */
#include <linux/linkage.h>
#include <linux/export.h>

/*
 * int memcmp(const void *a, const void *b, size_t n)
 * The difference of two unsigned bytes is already the sign-extended int
 * that the calling convention wants in v0.
 */
	.set	noreorder
SYM_FUNC_START(memcmp)
	.frame	$30, 0, $26, 0
	.prologue 0
	mov	$31, $0
	beq	$18, 2f
1:	ldq_u	$1, 0($16)
	ldq_u	$2, 0($17)
	extbl	$1, $16, $1
	extbl	$2, $17, $2
	subq	$1, $2, $0
	bne	$0, 2f
	addq	$16, 1, $16
	addq	$17, 1, $17
	subq	$18, 1, $18
	bne	$18, 1b
2:	ret	$31, ($26), 1
SYM_FUNC_END(memcmp)
EXPORT_SYMBOL(memcmp)
