/* SPDX-License-Identifier: GPL-2.0-only */
#include <linux/linkage.h>
#include <linux/export.h>

/*
 * int memcmp(const void *a, const void *b, size_t n)
 * The difference of the first differing bytes, compared as unsigned char;
 * sub.w leaves it sign-extended, as the psABI wants an int returned.
 */
SYM_FUNC_START(memcmp)
	beqz	$a2, 2f
1:	ld.bu	$t0, $a0, 0
	ld.bu	$t1, $a1, 0
	bne	$t0, $t1, 3f
	addi.d	$a0, $a0, 1
	addi.d	$a1, $a1, 1
	addi.d	$a2, $a2, -1
	bnez	$a2, 1b
2:	move	$a0, $zero
	jr	$ra
3:	sub.w	$a0, $t0, $t1
	jr	$ra
SYM_FUNC_END(memcmp)
EXPORT_SYMBOL(memcmp)
