/* SPDX-License-Identifier: GPL-2.0-only */
#include <linux/linkage.h>
#include <linux/export.h>
#include <asm/ppc_asm.h>

/*
 * void *memcpy(void *dst, const void *src, size_t n)
 * A byte loop counted in CTR; r3 (dst) is returned untouched.
 */
SYM_FUNC_START(memcpy)
	PPC_LCMPI r5, 0
	beqlr
	mtctr	r5
	addi	r6, r3, -1
	addi	r4, r4, -1
1:	lbzu	r0, 1(r4)
	stbu	r0, 1(r6)
	bdnz	1b
	blr
SYM_FUNC_END(memcpy)
EXPORT_SYMBOL(memcpy)
