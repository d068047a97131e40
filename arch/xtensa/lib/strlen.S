/* SPDX-License-Identifier: GPL-2.0-only */
#include <linux/linkage.h>
#include <linux/export.h>

/* size_t strlen(const char *s): call0, s in a2, the length in a2. */
SYM_FUNC_START(strlen)
	mov	a3, a2
1:	l8ui	a4, a3, 0
	addi	a3, a3, 1
	bnez	a4, 1b
	sub	a2, a3, a2		/* a3 is one past the NUL */
	addi	a2, a2, -1
	ret
SYM_FUNC_END(strlen)
EXPORT_SYMBOL_GPL(strlen)
