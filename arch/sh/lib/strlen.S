/* SPDX-License-Identifier: GPL-2.0-only */
#include <linux/linkage.h>
#include <linux/export.h>

/* size_t strlen(const char *s) */
SYM_FUNC_START(strlen)
	mov	r4, r1
1:	mov.b	@r1+, r2
	tst	r2, r2
	bf	1b
	sub	r4, r1			/* r1 is one past the NUL */
	mov	r1, r0
	rts
	 add	#-1, r0
SYM_FUNC_END(strlen)
EXPORT_SYMBOL_GPL(strlen)
