/* SPDX-License-Identifier: GPL-2.0-only */
#include <linux/linkage.h>
#include <linux/export.h>

/* size_t strlen(const char *s): %arg0 = s, length in %ret0. */
SYM_FUNC_START(strlen)
	copy	%arg0, %r19
1:	ldbs,ma	1(%r19), %r20
	comib,<> 0, %r20, 1b
	nop
	/* %r19 is one past the NUL */
	ldo	-1(%r19), %r19
	bv	%r0(%rp)
	sub	%r19, %arg0, %ret0	/* delay slot */
SYM_FUNC_END(strlen)
EXPORT_SYMBOL_GPL(strlen)
