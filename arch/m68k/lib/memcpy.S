/* SPDX-License-Identifier: GPL-2.0-only */
#include <linux/linkage.h>
#include <linux/export.h>

/*
 * void *memcpy(void *dst, const void *src, size_t n)
 *
 * A pointer is returned in a0 (the SVR4 m68k ABI that gcc and clang
 * follow) and in d0 as well, as the kernel's m68k routines always did.
 * Only the instruction forms both GNU as and clang's assembler accept.
 */
SYM_FUNC_START(memcpy)
	move.l	(4,%sp),%a0
	move.l	(8,%sp),%a1
	move.l	(12,%sp),%d1
	bra	2f
1:	move.b	(%a1)+,(%a0)+
2:	sub.l	#1,%d1
	bcc	1b			/* no borrow: bytes left */
	move.l	(4,%sp),%d0
	move.l	%d0,%a0
	rts
SYM_FUNC_END(memcpy)
EXPORT_SYMBOL(memcpy)
