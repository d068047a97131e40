/* SPDX-License-Identifier: GPL-2.0-only */
#include <linux/linkage.h>
#include <linux/export.h>

/*
 * void *memcpy(void *dst, const void *src, size_t n)
 *
 * mvc moves 1 to 256 bytes; its length field holds length - 1.  Whole
 * 256-byte blocks first, then the rest (1..256 bytes) through exrl, which
 * executes the mvc below with the low byte of %r4 ORed into its length.
 */
SYM_FUNC_START(memcpy)
	ltgr	%r4, %r4
	jz	.Lmemcpy_exit
	lgr	%r1, %r2		/* %r2 is the return value */
	aghi	%r4, -1
	srlg	%r5, %r4, 8		/* whole blocks before the rest */
	ltgr	%r5, %r5
	jz	.Lmemcpy_rest
.Lmemcpy_loop:
	mvc	0(256, %r1), 0(%r3)
	la	%r1, 256(%r1)
	la	%r3, 256(%r3)
	brctg	%r5, .Lmemcpy_loop
.Lmemcpy_rest:
	exrl	%r4, .Lmemcpy_mvc
.Lmemcpy_exit:
	br	%r14
.Lmemcpy_mvc:
	mvc	0(1, %r1), 0(%r3)
SYM_FUNC_END(memcpy)
EXPORT_SYMBOL(memcpy)
