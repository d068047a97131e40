/* SPDX-License-Identifier: GPL-2.0-only */
#include <linux/linkage.h>
#include <linux/export.h>

/*
 * int memcmp(const void *a, const void *b, size_t n)
 *
 * The difference of the first differing bytes, compared as unsigned char.
 */
SYM_FUNC_START(memcmp)
	mov	w3, #0
	cbz	x2, 2f
1:	ldrb	w3, [x0], #1
	ldrb	w4, [x1], #1
	subs	w3, w3, w4
	b.ne	2f
	subs	x2, x2, #1
	b.ne	1b
2:	mov	w0, w3
	ret
SYM_FUNC_END(memcmp)
EXPORT_SYMBOL(memcmp)
