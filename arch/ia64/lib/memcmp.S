/* SPDX-License-Identifier: GPL-2.0-only */
#include <linux/linkage.h>
#include <linux/export.h>

/*
 * int memcmp(const void *a, const void *b, size_t n)
 * a, b, n in r32..r34; the difference of the first unequal bytes (as
 * unsigned char: ld1 zero-extends) in r8, 0 when all n are equal.
 */
SYM_FUNC_START(memcmp)
	mov	r8 = 0
	cmp.eq	p6, p0 = 0, r34
	;;
(p6)	br.ret.spnt.many rp
	;;
.Lmemcmp_loop:
	ld1	r14 = [r32], 1
	ld1	r15 = [r33], 1
	adds	r34 = -1, r34
	;;
	sub	r8 = r14, r15
	cmp.ne	p7, p0 = 0, r34		/* more bytes to compare */
	;;
	cmp.ne	p6, p0 = 0, r8		/* they differ: done */
	;;
(p6)	br.ret.spnt.many rp
(p7)	br.cond.sptk.few .Lmemcmp_loop
	;;
	br.ret.sptk.many rp
	;;
SYM_FUNC_END(memcmp)
EXPORT_SYMBOL(memcmp)
