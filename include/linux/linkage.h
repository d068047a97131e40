/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef _LINUX_LINKAGE_H
#define _LINUX_LINKAGE_H

/*
 * Annotations for functions and data written in assembly:
 *
 *	SYM_FUNC_START(memcpy)
 *		...
 *	SYM_FUNC_END(memcpy)
 *	EXPORT_SYMBOL(memcpy)
 *
 * An architecture whose functions need more (ELFv1 descriptors, ia64
 * .proc/.endp, parisc .proc/.callinfo) defines these in <asm/linkage.h>.
 */

#include <asm/linkage.h>

#ifdef __ASSEMBLY__

/* The statement separator inside one macro line (parisc: '!'). */
#ifndef ASM_NL
#define ASM_NL ;
#endif

#ifndef __ALIGN
#define __ALIGN .balign 4
#endif

#ifndef SYM_FUNC_START
#define SYM_FUNC_START(name)						\
	.text ASM_NL __ALIGN ASM_NL .globl name ASM_NL			\
	.type name, %function ASM_NL name:
#endif

#ifndef SYM_FUNC_END
#define SYM_FUNC_END(name)	.size name, . - name
#endif

/* A global data object of the given alignment in .data. */
#ifndef SYM_DATA_START
#define SYM_DATA_START(name, align)					\
	.data ASM_NL .balign align ASM_NL .globl name ASM_NL		\
	.type name, %object ASM_NL name:
#endif

#ifndef SYM_DATA_END
#define SYM_DATA_END(name)	.size name, . - name
#endif

#endif /* __ASSEMBLY__ */
#endif /* _LINUX_LINKAGE_H */
