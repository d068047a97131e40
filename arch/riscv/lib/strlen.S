/* SPDX-License-Identifier: GPL-2.0-only */
#include <linux/linkage.h>
#include <linux/export.h>

/* size_t strlen(const char *s) */
SYM_FUNC_START(strlen)
	mv	t0, a0
1:	lbu	t1, 0(t0)
	beqz	t1, 2f
	addi	t0, t0, 1
	j	1b
2:	sub	a0, t0, a0
	ret
SYM_FUNC_END(strlen)
EXPORT_SYMBOL_GPL(strlen)
