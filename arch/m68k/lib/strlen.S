/* SPDX-License-Identifier: GPL-2.0-only */
#include <linux/linkage.h>
#include <linux/export.h>

/* size_t strlen(const char *s) */
SYM_FUNC_START(strlen)
	move.l	(4,%sp),%a0
1:	move.b	(%a0)+,%d1		/* sets Z on the NUL */
	bne	1b
	move.l	%a0,%d0
	sub.l	(4,%sp),%d0
	sub.l	#1,%d0			/* a0 is one past the NUL */
	rts
SYM_FUNC_END(strlen)
EXPORT_SYMBOL_GPL(strlen)
