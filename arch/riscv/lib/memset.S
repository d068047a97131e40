/* SPDX-License-Identifier: GPL-2.0-only */
#include <linux/linkage.h>
#include <linux/export.h>

/* void *memset(void *s, int c, size_t n): sb stores the low byte of c. */
SYM_FUNC_START(memset)
	mv	t0, a0			/* a0 stays s: the return value */
	beqz	a2, 2f
1:	sb	a1, 0(t0)
	addi	t0, t0, 1
	addi	a2, a2, -1
	bnez	a2, 1b
2:	ret
SYM_FUNC_END(memset)
EXPORT_SYMBOL(memset)
