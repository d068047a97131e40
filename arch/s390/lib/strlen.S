/* SPDX-License-Identifier: GPL-2.0-only */
#include <linux/linkage.h>
#include <linux/export.h>

/*
 * size_t strlen(const char *s)
 *
 * srst searches for the byte in %r0 (bits 32-55 zero) from the address
 * in its second operand up to the end address in its first; an end of 0
 * means no limit.  cc 3 means it stopped after a CPU-determined amount
 * with the start updated: go on.  cc 1: the end operand holds the
 * address of the NUL.
 */
SYM_FUNC_START(strlen)
	lghi	%r0, 0
	lgr	%r1, %r2
	lghi	%r3, 0
.Lstrlen_search:
	srst	%r3, %r1
	jo	.Lstrlen_search
	sgr	%r3, %r2
	lgr	%r2, %r3
	br	%r14
SYM_FUNC_END(strlen)
EXPORT_SYMBOL_GPL(strlen)
