/* SPDX-License-Identifier: GPL-2.0-only */
#include <linux/linkage.h>
#include <linux/export.h>

/* size_t strlen(const char *s) */
SYM_FUNC_START(strlen)
	mov	x1, x0
1:	ldrb	w2, [x1], #1
	cbnz	w2, 1b
	sub	x0, x1, x0		/* x1 is one past the NUL */
	sub	x0, x0, #1
	ret
SYM_FUNC_END(strlen)
EXPORT_SYMBOL_GPL(strlen)
