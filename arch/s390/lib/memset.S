/* SPDX-License-Identifier: GPL-2.0-only */
#include <linux/linkage.h>
#include <linux/export.h>

/*
 * void *memset(void *s, int c, size_t n)
 *
 * Store the first byte, then let mvc propagate it: mvc moves left to
 * right one byte at a time, so a move from s to s + 1 repeats s[0].
 * Blocks of 256 and the rest through exrl, as in memcpy.S.
 */
SYM_FUNC_START(memset)
	ltgr	%r4, %r4
	jz	.Lmemset_exit
	lgr	%r1, %r2		/* %r2 is the return value */
	stc	%r3, 0(%r1)
	aghi	%r4, -2			/* length - 1 of what is left to fill */
	jm	.Lmemset_exit		/* n was 1 */
	srlg	%r5, %r4, 8
	ltgr	%r5, %r5
	jz	.Lmemset_rest
.Lmemset_loop:
	mvc	1(256, %r1), 0(%r1)
	la	%r1, 256(%r1)
	brctg	%r5, .Lmemset_loop
.Lmemset_rest:
	exrl	%r4, .Lmemset_mvc
.Lmemset_exit:
	br	%r14
.Lmemset_mvc:
	mvc	1(1, %r1), 0(%r1)
SYM_FUNC_END(memset)
EXPORT_SYMBOL(memset)
