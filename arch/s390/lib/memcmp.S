/* SPDX-License-Identifier: GPL-2.0-only */
#include <linux/linkage.h>
#include <linux/export.h>

/*
 * int memcmp(const void *a, const void *b, size_t n)
 *
 * clcle compares two operands given as even/odd register pairs (address,
 * length) as unsigned bytes: cc 0 equal, 1 first low, 2 first high, 3
 * stopped after a CPU-determined amount with the pairs updated (go on).
 */
SYM_FUNC_START(memcmp)
	lgr	%r5, %r4		/* %r4/%r5: b, n */
	lgr	%r1, %r3
	lgr	%r3, %r4		/* %r2/%r3: a, n */
	lgr	%r4, %r1
.Lmemcmp_compare:
	clcle	%r2, %r4, 0
	jo	.Lmemcmp_compare
	lghi	%r2, 0			/* lghi leaves the cc alone */
	ber	%r14
	lghi	%r2, -1
	blr	%r14
	lghi	%r2, 1
	br	%r14
SYM_FUNC_END(memcmp)
EXPORT_SYMBOL(memcmp)
