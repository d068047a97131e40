/* SPDX-License-Identifier: GPL-2.0-only */
#include <linux/linkage.h>
#include <linux/export.h>

	.set	noreorder		/* delay slots are filled by hand */

/*
 * int memcmp(const void *a, const void *b, size_t n)
 * The difference of the first differing bytes, compared as unsigned char.
 */
SYM_FUNC_START(memcmp)
	beqz	$a2, 2f
	 move	$v0, $zero
1:	lbu	$t0, 0($a0)
	lbu	$t1, 0($a1)
	PTR_ADDIU $a0, $a0, 1
	bne	$t0, $t1, 3f
	 PTR_ADDIU $a1, $a1, 1
	PTR_ADDIU $a2, $a2, -1
	bnez	$a2, 1b
	 nop
2:	jr	$ra
	 nop
3:	jr	$ra
	 subu	$v0, $t0, $t1
SYM_FUNC_END(memcmp)
EXPORT_SYMBOL(memcmp)
