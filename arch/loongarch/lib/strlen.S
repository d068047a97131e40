/* SPDX-License-Identifier: GPL-2.0-only */
#include <linux/linkage.h>
#include <linux/export.h>

/* size_t strlen(const char *s) */
SYM_FUNC_START(strlen)
	move	$a1, $a0
1:	ld.bu	$t0, $a1, 0
	beqz	$t0, 2f
	addi.d	$a1, $a1, 1
	b	1b
2:	sub.d	$a0, $a1, $a0
	jr	$ra
SYM_FUNC_END(strlen)
EXPORT_SYMBOL_GPL(strlen)
