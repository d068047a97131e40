/* SPDX-License-Identifier: GPL-2.0-only */
#include <linux/linkage.h>
#include <linux/export.h>

/* int memcmp(const void *a, const void *b, size_t n) */
SYM_FUNC_START(memcmp)
	move.l	%d2,-(%sp)		/* callee-saved */
	move.l	(8,%sp),%a0
	move.l	(12,%sp),%a1
	move.l	(16,%sp),%d1
	moveq	#0,%d0
	moveq	#0,%d2
	bra	2f
1:	move.b	(%a0)+,%d0		/* the upper 24 bits stay 0 */
	move.b	(%a1)+,%d2
	sub.l	%d2,%d0
	bne	3f
2:	sub.l	#1,%d1
	bcc	1b
3:	move.l	(%sp)+,%d2
	rts
SYM_FUNC_END(memcmp)
EXPORT_SYMBOL(memcmp)
