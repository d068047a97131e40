/* SPDX-License-Identifier: GPL-2.0-only */
#include <linux/linkage.h>
#include <linux/export.h>

/*
 * void *memcpy(void *dst, const void *src, size_t n)
 * r0 = dst (also the return value), r1 = src, r2 = n.
 */
SYM_FUNC_START(memcpy)
	{
		r3 = r0
		p0 = cmp.eq(r2, #0)
		if (p0.new) jumpr:nt r31
	}
1:	{
		r4 = memub(r1++#1)
		r2 = add(r2, #-1)
	}
	{
		memb(r3++#1) = r4
		p0 = cmp.eq(r2, #0)
		if (!p0.new) jump:t 1b
	}
	{ jumpr r31 }
SYM_FUNC_END(memcpy)
EXPORT_SYMBOL(memcpy)
