/* SPDX-License-Identifier: GPL-2.0-only */
#include <linux/linkage.h>
#include <linux/export.h>

/*
 * int memcmp(const void *a, const void *b, size_t n)
 * mov.b sign-extends; the bytes compare as unsigned char.
 */
SYM_FUNC_START(memcmp)
	tst	r6, r6
	bt/s	2f
	 mov	#0, r0
1:	mov.b	@r4+, r0
	mov.b	@r5+, r1
	extu.b	r0, r0
	extu.b	r1, r1
	sub	r1, r0
	tst	r0, r0
	bf	2f
	dt	r6
	bf	1b
2:	rts
	 nop
SYM_FUNC_END(memcmp)
EXPORT_SYMBOL(memcmp)
