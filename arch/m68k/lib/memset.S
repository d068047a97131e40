/* SPDX-License-Identifier: GPL-2.0-only */
#include <linux/linkage.h>
#include <linux/export.h>

/* void *memset(void *s, int c, size_t n): s in a0 and d0, as memcpy. */
SYM_FUNC_START(memset)
	move.l	(4,%sp),%a0
	move.l	(8,%sp),%d1
	move.l	(12,%sp),%d0
	bra	2f
1:	move.b	%d1,(%a0)+
2:	sub.l	#1,%d0
	bcc	1b
	move.l	(4,%sp),%d0
	move.l	%d0,%a0
	rts
SYM_FUNC_END(memset)
EXPORT_SYMBOL(memset)
