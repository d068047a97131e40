/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef _LINUX_EXPORT_INTERNAL_H
#define _LINUX_EXPORT_INTERNAL_H

/*
 * The export tables of the records contract, written at the link: the
 * assembler source scripts/gen-exports writes from the .export_symbol
 * records of vmlinux.o has, per export,
 *
 *	KSYMTAB_FUNC(NAME, SEC)		a function: the entry holds what a C
 *					pointer to it holds
 *	KSYMTAB_DATA(NAME, SEC)		a data object: its plain address
 *	SYMBOL_CRC(NAME, 0xCRC, SEC)	with CONFIG_MODVERSIONS
 *
 * where SEC is empty or _gpl, and NAME's strings (__kstrtab_NAME,
 * __kstrtabns_NAME in __ksymtab_strings), which it writes itself: a
 * namespace is any string, and a string is no macro argument that GNU as
 * and clang read alike.  Together they are exactly what the sections
 * contract's macros write into an object (Documentation/export-format.rst),
 * so the same linker script sorts them into the same tables.
 *
 * The per-architecture parts are Linux's export-internal.h macros:
 * __KSYM_ALIGN and __KSYM_REF (a relative or a pointer-sized absolute
 * field), and KSYM_FUNC (ia64's @fptr, parisc's P%), from the parameters
 * in <asm/export.h>; a powerpc64 ELFv1 function symbol already is its
 * descriptor, and m68k's 2-byte alignment is its KSYM_ALIGN.  Assembler
 * macros, one statement a line, as clang's m68k assembler has no
 * statement separator; assembly only, as ia64 has no C compiler.
 * __ksymtab_NAME is a local label without type or size, as 6.12's
 * __KSYMTAB() writes it.
 */

#ifndef __ASSEMBLY__
#error "<linux/export-internal.h> is for the generated assembler source only"
#endif

#include <asm/export.h>

#define __KSYM_ALIGN		.balign KSYMTAB_ALIGN
#ifdef CONFIG_HAVE_ARCH_PREL32_RELOCATIONS
#define __KSYM_REF(x)		.long x - .
#else
#define __KSYM_REF(x)		KSYM_PTR x
#endif

.macro __ksymtab_entry name, val, sec
	.pushsection ___ksymtab\sec+\name, "a", %progbits
	__KSYM_ALIGN
__ksymtab_\name:
	__KSYM_REF(\val)
	__KSYM_REF(__kstrtab_\name)
	__KSYM_REF(__kstrtabns_\name)
	.popsection
.endm

.macro __ksymtab_crc name, crc, sec
	.pushsection ___kcrctab\sec+\name, "a", %progbits
	.balign KCRC_ALIGN
__crc_\name:
	.long \crc
	.popsection
.endm

#define KSYMTAB_FUNC(name, sec)		__ksymtab_entry name, KSYM_FUNC(name), sec
#define KSYMTAB_DATA(name, sec)		__ksymtab_entry name, name, sec
#define SYMBOL_CRC(name, crc, sec)	__ksymtab_crc name, crc, sec

#endif /* _LINUX_EXPORT_INTERNAL_H */
