/* SPDX-License-Identifier: GPL-2.0-only */
#include <linux/linkage.h>
#include <linux/export.h>

/*
 * int memcmp(const void *a, const void *b, size_t n)
 * r0 = a, r1 = b, r2 = n; the difference of the first unequal bytes (as
 * unsigned char) in r0, 0 when all n are equal.
 */
SYM_FUNC_START(memcmp)
	{
		r3 = r0
		r0 = #0
		p0 = cmp.eq(r2, #0)
		if (p0.new) jumpr:nt r31
	}
1:	{
		r4 = memub(r3++#1)
		r5 = memub(r1++#1)
	}
	{
		r0 = sub(r4, r5)
		r2 = add(r2, #-1)
	}
	{
		p0 = cmp.eq(r0, #0)
		if (!p0.new) jumpr:nt r31
	}
	{
		p0 = cmp.eq(r2, #0)
		if (!p0.new) jump:t 1b
	}
	{ jumpr r31 }
SYM_FUNC_END(memcmp)
EXPORT_SYMBOL(memcmp)
