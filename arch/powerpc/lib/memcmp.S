/* SPDX-License-Identifier: GPL-2.0-only */
#include <linux/linkage.h>
#include <linux/export.h>
#include <asm/ppc_asm.h>

/*
 * int memcmp(const void *a, const void *b, size_t n)
 * The difference of the first differing bytes (as unsigned char), else 0.
 */
SYM_FUNC_START(memcmp)
	li	r6, 0
	PPC_LCMPI r5, 0
	beq	2f
	mtctr	r5
	addi	r3, r3, -1
	addi	r4, r4, -1
1:	lbzu	r6, 1(r3)
	lbzu	r7, 1(r4)
	subf.	r6, r7, r6		/* r6 - r7 */
	bne	2f
	bdnz	1b
2:	mr	r3, r6
	blr
SYM_FUNC_END(memcmp)
EXPORT_SYMBOL(memcmp)
