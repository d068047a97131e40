/* SPDX-License-Identifier: GPL-2.0-only */
#include <linux/linkage.h>
#include <linux/export.h>

	.set	noreorder		/* delay slots are filled by hand */

/*
 * size_t strlen(const char *s)
 * The delay slot steps past every byte tested, the NUL too: hence the -1.
 */
SYM_FUNC_START(strlen)
	move	$v0, $a0
1:	lbu	$t0, 0($v0)
	bnez	$t0, 1b
	 PTR_ADDIU $v0, $v0, 1
	PTR_SUBU $v0, $v0, $a0
	jr	$ra
	 PTR_ADDIU $v0, $v0, -1
SYM_FUNC_END(strlen)
EXPORT_SYMBOL_GPL(strlen)
