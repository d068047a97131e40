/* SPDX-License-Identifier: GPL-2.0-only */
#include <linux/linkage.h>
#include <linux/export.h>

/*
 * void *memset(void *s, int c, size_t n)
 * r0 = s (also the return value), r1 = c, r2 = n.
 */
SYM_FUNC_START(memset)
	{
		r3 = r0
		p0 = cmp.eq(r2, #0)
		if (p0.new) jumpr:nt r31
	}
1:	{
		memb(r3++#1) = r1
		r2 = add(r2, #-1)
	}
	{
		p0 = cmp.eq(r2, #0)
		if (!p0.new) jump:t 1b
	}
	{ jumpr r31 }
SYM_FUNC_END(memset)
EXPORT_SYMBOL(memset)
