/* SPDX-License-Identifier: GPL-2.0-only */
#include <linux/linkage.h>
#include <linux/export.h>

/* void *memset(void *s, int c, size_t n), bytes merged as in memcpy. */
	.set	noreorder
SYM_FUNC_START(memset)
	.frame	$30, 0, $26, 0
	.prologue 0
	mov	$16, $0
	beq	$18, 2f
1:	ldq_u	$2, 0($16)
	insbl	$17, $16, $1
	mskbl	$2, $16, $2
	bis	$1, $2, $2
	stq_u	$2, 0($16)
	addq	$16, 1, $16
	subq	$18, 1, $18
	bne	$18, 1b
2:	ret	$31, ($26), 1
SYM_FUNC_END(memset)
EXPORT_SYMBOL(memset)
