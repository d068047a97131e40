/* SPDX-License-Identifier: GPL-2.0-only */
#include <linux/linkage.h>
#include <linux/export.h>

/*
 * int memcmp(const void *a, const void *b, size_t n)
 *
 * The difference of the first differing bytes, compared as unsigned char.
 */
SYM_FUNC_START(memcmp)
	mov	ip, r0
1:	subs	r2, r2, #1
	blo	2f
	ldrb	r0, [ip], #1
	ldrb	r3, [r1], #1
	subs	r0, r0, r3
	beq	1b
	bx	lr
2:	mov	r0, #0
	bx	lr
SYM_FUNC_END(memcmp)
EXPORT_SYMBOL(memcmp)
