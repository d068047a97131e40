/* SPDX-License-Identifier: GPL-2.0-only */
#include <linux/linkage.h>
#include <linux/export.h>

/*
 * int memcmp(const void *a, const void *b, size_t n)
 * The difference of the first differing bytes, compared as unsigned char:
 * in -255..255, so the 64-bit sub is already a sign-extended int.
 */
SYM_FUNC_START(memcmp)
	beqz	a2, 2f
1:	lbu	t0, 0(a0)
	lbu	t1, 0(a1)
	bne	t0, t1, 3f
	addi	a0, a0, 1
	addi	a1, a1, 1
	addi	a2, a2, -1
	bnez	a2, 1b
2:	li	a0, 0
	ret
3:	sub	a0, t0, t1
	ret
SYM_FUNC_END(memcmp)
EXPORT_SYMBOL(memcmp)
