/* SPDX-License-Identifier: GPL-2.0-only */
#include <linux/linkage.h>
#include <linux/export.h>

/* size_t strlen(const char *s) */
SYM_FUNC_START(strlen)
	mov	r1, r0
1:	ldrb	r2, [r1], #1
	cmp	r2, #0
	bne	1b
	sub	r0, r1, r0		/* r1 is one past the NUL */
	sub	r0, r0, #1
	bx	lr
SYM_FUNC_END(strlen)
EXPORT_SYMBOL_GPL(strlen)
