/* SPDX-License-Identifier: GPL-2.0-only */
#include <linux/linkage.h>
#include <linux/export.h>

/* size_t strlen(const char *s) */
	.set	noreorder
SYM_FUNC_START(strlen)
	.frame	$30, 0, $26, 0
	.prologue 0
	mov	$16, $1
1:	ldq_u	$2, 0($1)
	extbl	$2, $1, $2
	beq	$2, 2f
	addq	$1, 1, $1
	br	$31, 1b
2:	subq	$1, $16, $0
	ret	$31, ($26), 1
SYM_FUNC_END(strlen)
EXPORT_SYMBOL_GPL(strlen)
