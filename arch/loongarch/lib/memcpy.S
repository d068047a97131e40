/* SPDX-License-Identifier: GPL-2.0-only */
#include <linux/linkage.h>
#include <linux/export.h>

/* void *memcpy(void *dst, const void *src, size_t n): a byte at a time. */
SYM_FUNC_START(memcpy)
	move	$a3, $a0		/* $a0 stays dst: the return value */
	beqz	$a2, 2f
1:	ld.bu	$t0, $a1, 0
	st.b	$t0, $a3, 0
	addi.d	$a1, $a1, 1
	addi.d	$a3, $a3, 1
	addi.d	$a2, $a2, -1
	bnez	$a2, 1b
2:	jr	$ra
SYM_FUNC_END(memcpy)
EXPORT_SYMBOL(memcpy)
