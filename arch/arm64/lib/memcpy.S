/* SPDX-License-Identifier: GPL-2.0-only */
#include <linux/linkage.h>
#include <linux/export.h>

/*
 * void *memcpy(void *dst, const void *src, size_t n)
 *
 * Eight bytes at a time, then the tail byte by byte.  AArch64 allows
 * unaligned loads and stores to normal memory, so neither pointer needs
 * aligning first.
 */
SYM_FUNC_START(memcpy)
	mov	x3, x0			/* x0 is also the return value */
	subs	x2, x2, #8
	b.lo	2f
1:	ldr	x4, [x1], #8
	str	x4, [x3], #8
	subs	x2, x2, #8
	b.hs	1b
2:	adds	x2, x2, #8		/* 0..7 bytes left */
	b.eq	4f
3:	ldrb	w4, [x1], #1
	strb	w4, [x3], #1
	subs	x2, x2, #1
	b.ne	3b
4:	ret
SYM_FUNC_END(memcpy)
EXPORT_SYMBOL(memcpy)
