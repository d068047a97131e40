/* SPDX-License-Identifier: GPL-2.0-only */
#include <linux/linkage.h>
#include <linux/export.h>

/*
 * void *memcpy(void *dst, const void *src, size_t n)
 * Arguments in r4-r6, result in r0; the instruction after a branch
 * with /s (and after rts) is its delay slot and always runs.
 */
SYM_FUNC_START(memcpy)
	mov	r4, r0
	tst	r6, r6			/* T = (n == 0) */
	bt	2f
1:	mov.b	@r5+, r1
	dt	r6			/* n--, T = (n == 0) */
	mov.b	r1, @r4
	bf/s	1b
	 add	#1, r4
2:	rts
	 nop
SYM_FUNC_END(memcpy)
EXPORT_SYMBOL(memcpy)
