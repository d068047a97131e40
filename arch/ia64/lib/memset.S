/* SPDX-License-Identifier: GPL-2.0-only */
#include <linux/linkage.h>
#include <linux/export.h>

/*
 * void *memset(void *s, int c, size_t n)
 * A leaf: in0..in2 are r32..r34 (no alloc).  Returns s in r8.
 */
SYM_FUNC_START(memset)
	mov	r8 = r32
	cmp.eq	p6, p0 = 0, r34
	;;
(p6)	br.ret.spnt.many rp
	;;
.Lmemset_loop:
	st1	[r32] = r33, 1
	adds	r34 = -1, r34
	;;
	cmp.ne	p6, p0 = 0, r34
	;;
(p6)	br.cond.sptk.few .Lmemset_loop
	;;
	br.ret.sptk.many rp
	;;
SYM_FUNC_END(memset)
EXPORT_SYMBOL(memset)
