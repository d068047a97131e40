/* SPDX-License-Identifier: GPL-2.0-only */
#include <linux/linkage.h>
#include <linux/export.h>

/* void *memset(void *s, int c, size_t n) */
SYM_FUNC_START(memset)
	mov	r4, r0
	tst	r6, r6
	bt	2f
1:	dt	r6
	mov.b	r5, @r4
	bf/s	1b
	 add	#1, r4
2:	rts
	 nop
SYM_FUNC_END(memset)
EXPORT_SYMBOL(memset)
