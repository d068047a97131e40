/* SPDX-License-Identifier: GPL-2.0-only */
#include <linux/linkage.h>
#include <linux/export.h>

/* void *memset(void *s, int c, size_t n): st.b stores the low byte of c. */
SYM_FUNC_START(memset)
	move	$a3, $a0		/* $a0 stays s: the return value */
	beqz	$a2, 2f
1:	st.b	$a1, $a3, 0
	addi.d	$a3, $a3, 1
	addi.d	$a2, $a2, -1
	bnez	$a2, 1b
2:	jr	$ra
SYM_FUNC_END(memset)
EXPORT_SYMBOL(memset)
