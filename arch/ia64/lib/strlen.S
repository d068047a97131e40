/* SPDX-License-Identifier: GPL-2.0-only */
#include <linux/linkage.h>
#include <linux/export.h>

/* size_t strlen(const char *s): s in r32, the length in r8. */
SYM_FUNC_START(strlen)
	mov	r2 = r32
	;;
.Lstrlen_loop:
	ld1	r14 = [r2], 1
	;;
	cmp.ne	p6, p0 = 0, r14
	;;
(p6)	br.cond.sptk.few .Lstrlen_loop
	;;
	sub	r8 = r2, r32		/* r2 is one past the NUL */
	;;
	adds	r8 = -1, r8
	br.ret.sptk.many rp
	;;
SYM_FUNC_END(strlen)
EXPORT_SYMBOL_GPL(strlen)
