/* SPDX-License-Identifier: GPL-2.0-only */
#include <linux/linkage.h>
#include <linux/export.h>

/*
 * void *memcpy(void *dst, const void *src, size_t n)
 * call0: a2 = dst (also the return value), a3 = src, a4 = n.
 */
SYM_FUNC_START(memcpy)
	mov	a5, a2
	beqz	a4, 2f
1:	l8ui	a6, a3, 0
	addi	a3, a3, 1
	s8i	a6, a5, 0
	addi	a5, a5, 1
	addi	a4, a4, -1
	bnez	a4, 1b
2:	ret
SYM_FUNC_END(memcpy)
EXPORT_SYMBOL(memcpy)
