/* SPDX-License-Identifier: GPL-2.0-only */
#include <linux/linkage.h>
#include <linux/export.h>

/*
 * void *memset(void *s, int c, size_t n)
 *
 * On a word-aligned buffer the byte is replicated into a word and stored
 * a word at a time; the rest byte by byte.  r0 is the return value.
 */
SYM_FUNC_START(memset)
	mov	ip, r0
	and	r1, r1, #0xff
	tst	r0, #3
	bne	2f
	orr	r1, r1, r1, lsl #8
	orr	r1, r1, r1, lsl #16
1:	subs	r2, r2, #4
	strhs	r1, [ip], #4
	bhs	1b
	add	r2, r2, #4		/* 0..3 bytes left */
2:	subs	r2, r2, #1
	strbhs	r1, [ip], #1
	bhs	2b
	bx	lr
SYM_FUNC_END(memset)
EXPORT_SYMBOL(memset)
