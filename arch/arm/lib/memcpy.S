/* SPDX-License-Identifier: GPL-2.0-only */
#include <linux/linkage.h>
#include <linux/export.h>

/*
 * void *memcpy(void *dst, const void *src, size_t n)
 *
 * Words when both pointers are word-aligned (ARMv5 has no unaligned
 * word access), then the rest byte by byte.  r0 is left alone: it is
 * also the return value.
 */
SYM_FUNC_START(memcpy)
	mov	ip, r0
	orr	r3, r0, r1
	tst	r3, #3
	bne	2f
1:	subs	r2, r2, #4
	ldrhs	r3, [r1], #4
	strhs	r3, [ip], #4
	bhs	1b
	add	r2, r2, #4		/* 0..3 bytes left */
2:	subs	r2, r2, #1
	ldrbhs	r3, [r1], #1
	strbhs	r3, [ip], #1
	bhs	2b
	bx	lr
SYM_FUNC_END(memcpy)
EXPORT_SYMBOL(memcpy)
