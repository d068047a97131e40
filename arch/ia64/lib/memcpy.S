/* SPDX-License-Identifier: GPL-2.0-only */
#include <linux/linkage.h>
#include <linux/export.h>

/*
 * void *memcpy(void *dst, const void *src, size_t n)
 * A leaf: in0..in2 are r32..r34 (no alloc).  Returns dst in r8.
 */
SYM_FUNC_START(memcpy)
	mov	r8 = r32
	cmp.eq	p6, p0 = 0, r34
	;;
(p6)	br.ret.spnt.many rp
	;;
.Lmemcpy_loop:
	ld1	r14 = [r33], 1
	adds	r34 = -1, r34
	;;
	st1	[r32] = r14, 1
	cmp.ne	p6, p0 = 0, r34
	;;
(p6)	br.cond.sptk.few .Lmemcpy_loop
	;;
	br.ret.sptk.many rp
	;;
SYM_FUNC_END(memcpy)
EXPORT_SYMBOL(memcpy)
