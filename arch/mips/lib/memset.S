/* SPDX-License-Identifier: GPL-2.0-only */
#include <linux/linkage.h>
#include <linux/export.h>

	.set	noreorder		/* delay slots are filled by hand */

/* void *memset(void *s, int c, size_t n): sb stores the low byte of c. */
SYM_FUNC_START(memset)
	beqz	$a2, 2f
	 move	$v0, $a0		/* the return value, in either case */
1:	PTR_ADDIU $a2, $a2, -1
	sb	$a1, 0($a0)
	bnez	$a2, 1b
	 PTR_ADDIU $a0, $a0, 1
2:	jr	$ra
	 nop
SYM_FUNC_END(memset)
EXPORT_SYMBOL(memset)
