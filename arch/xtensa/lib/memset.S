/* SPDX-License-Identifier: GPL-2.0-only */
#include <linux/linkage.h>
#include <linux/export.h>

/*
 * void *memset(void *s, int c, size_t n)
 * call0: a2 = s (also the return value), a3 = c, a4 = n.
 */
SYM_FUNC_START(memset)
	mov	a5, a2
	beqz	a4, 2f
1:	s8i	a3, a5, 0
	addi	a5, a5, 1
	addi	a4, a4, -1
	bnez	a4, 1b
2:	ret
SYM_FUNC_END(memset)
EXPORT_SYMBOL(memset)
