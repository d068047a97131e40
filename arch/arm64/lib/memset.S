/* SPDX-License-Identifier: GPL-2.0-only */
#include <linux/linkage.h>
#include <linux/export.h>

/*
 * void *memset(void *s, int c, size_t n)
 *
 * The byte is replicated into all eight lanes of x1, stored eight bytes
 * at a time, and the tail byte by byte.
 */
SYM_FUNC_START(memset)
	mov	x3, x0			/* x0 is also the return value */
	and	w1, w1, #0xff
	orr	w1, w1, w1, lsl #8
	orr	w1, w1, w1, lsl #16
	orr	x1, x1, x1, lsl #32
	subs	x2, x2, #8
	b.lo	2f
1:	str	x1, [x3], #8
	subs	x2, x2, #8
	b.hs	1b
2:	adds	x2, x2, #8		/* 0..7 bytes left */
	b.eq	4f
3:	strb	w1, [x3], #1
	subs	x2, x2, #1
	b.ne	3b
4:	ret
SYM_FUNC_END(memset)
EXPORT_SYMBOL(memset)
