/* SPDX-License-Identifier: GPL-2.0-only */
#include <linux/linkage.h>
#include <linux/export.h>

	.set	noreorder		/* delay slots are filled by hand */

/* void *memcpy(void *dst, const void *src, size_t n): a byte at a time. */
SYM_FUNC_START(memcpy)
	beqz	$a2, 2f
	 move	$v0, $a0		/* the return value, in either case */
1:	lbu	$t0, 0($a1)
	PTR_ADDIU $a2, $a2, -1
	sb	$t0, 0($a0)
	PTR_ADDIU $a1, $a1, 1
	bnez	$a2, 1b
	 PTR_ADDIU $a0, $a0, 1
2:	jr	$ra
	 nop
SYM_FUNC_END(memcpy)
EXPORT_SYMBOL(memcpy)
