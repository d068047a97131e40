/* SPDX-License-Identifier: GPL-2.0-only */
#include <linux/linkage.h>
#include <linux/export.h>

/* void *memcpy(void *dst, const void *src, size_t n): a byte at a time. */
SYM_FUNC_START(memcpy)
	mv	t0, a0			/* a0 stays dst: the return value */
	beqz	a2, 2f
1:	lbu	t1, 0(a1)
	sb	t1, 0(t0)
	addi	a1, a1, 1
	addi	t0, t0, 1
	addi	a2, a2, -1
	bnez	a2, 1b
2:	ret
SYM_FUNC_END(memcpy)
EXPORT_SYMBOL(memcpy)
