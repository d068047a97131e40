/* SPDX-License-Identifier: GPL-2.0-only */
#include <linux/linkage.h>
#include <linux/export.h>
#include <asm/ppc_asm.h>

/* size_t strlen(const char *s) */
SYM_FUNC_START(strlen)
	addi	r4, r3, -1
1:	lbzu	r0, 1(r4)
	cmpwi	r0, 0
	bne	1b
	subf	r3, r3, r4		/* r4 - r3: the offset of the NUL */
	blr
SYM_FUNC_END(strlen)
EXPORT_SYMBOL_GPL(strlen)
