/* SPDX-License-Identifier: GPL-2.0-only */
#include <linux/linkage.h>
#include <linux/export.h>

/* size_t strlen(const char *s): r0 = s, the length in r0. */
SYM_FUNC_START(strlen)
	{ r1 = r0 }
1:	{ r2 = memub(r1++#1) }
	{
		p0 = cmp.eq(r2, #0)
		if (!p0.new) jump:t 1b
	}
	/* r1 is one past the NUL */
	{ r0 = sub(r1, r0) }
	{
		r0 = add(r0, #-1)
		jumpr r31
	}
SYM_FUNC_END(strlen)
EXPORT_SYMBOL_GPL(strlen)
