/* SPDX-License-Identifier: GPL-2.0-only */
#include <linux/linkage.h>
#include <linux/export.h>

/*
 * void *memcpy(void *dst, const void *src, size_t n)
 *
 * Byte by byte without BWX: load the aligned quadwords that hold the
 * bytes (ldq_u), extract the source byte, merge it into the destination
 * quadword and store that back.
 */
	.set	noreorder
SYM_FUNC_START(memcpy)
	.frame	$30, 0, $26, 0
	.prologue 0
	mov	$16, $0
	beq	$18, 2f
1:	ldq_u	$1, 0($17)
	ldq_u	$2, 0($16)
	extbl	$1, $17, $1
	insbl	$1, $16, $1
	mskbl	$2, $16, $2
	bis	$1, $2, $2
	stq_u	$2, 0($16)
	addq	$16, 1, $16
	addq	$17, 1, $17
	subq	$18, 1, $18
	bne	$18, 1b
2:	ret	$31, ($26), 1
SYM_FUNC_END(memcpy)
EXPORT_SYMBOL(memcpy)
