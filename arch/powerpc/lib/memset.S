/* SPDX-License-Identifier: GPL-2.0-only */
#include <linux/linkage.h>
#include <linux/export.h>
#include <asm/ppc_asm.h>

/* void *memset(void *s, int c, size_t n): stores the low byte of c. */
SYM_FUNC_START(memset)
	PPC_LCMPI r5, 0
	beqlr
	mtctr	r5
	addi	r6, r3, -1
1:	stbu	r4, 1(r6)
	bdnz	1b
	blr
SYM_FUNC_END(memset)
EXPORT_SYMBOL(memset)
