/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef __ASM_GENERIC_EXPORT_H
#define __ASM_GENERIC_EXPORT_H

/*
 * The export table parameters of an architecture, and EXPORT_SYMBOL()
 * for assembly (*.S, through <asm/export.h>).  The table format is in
 * Documentation/export-format.rst; the C side is <linux/export.h>, which
 * reads the same parameters from here and emits the same bytes.
 *
 * An architecture's <asm/export.h> may define, before including this:
 *   KSYM_ALIGN     alignment of an absolute entry (default: pointer size)
 *   KCRC_ALIGN     alignment of a CRC entry (default: 4)
 *   KSYM_FUNC(x)   what a pointer to function x is, in assembler syntax
 *                  (ia64 @fptr(x), parisc P%x; default x)
 *   KSYM_PTR       the pointer-sized data directive (default .quad/.long)
 */

/* From the configuration, not the compiler: ia64 assembles without one. */
#ifdef CONFIG_64BIT
#define KSYM_PTR_SIZE	8
#else
#define KSYM_PTR_SIZE	4
#endif

#ifndef KSYM_ALIGN
#define KSYM_ALIGN	KSYM_PTR_SIZE
#endif
#ifndef KCRC_ALIGN
#define KCRC_ALIGN	4
#endif
#ifndef KSYM_FUNC
#define KSYM_FUNC(x)	x
#endif

/*
 * A relative entry is two 32-bit offsets on every architecture: 4-aligned,
 * so that a table of 8-byte entries has no holes even where the absolute
 * layout wants 16 (x86_64).
 */
#ifdef CONFIG_HAVE_ARCH_PREL32_RELOCATIONS
#define KSYMTAB_ALIGN		4
#define KSYMTAB_ENTRY_SIZE	8
#else
#define KSYMTAB_ALIGN		KSYM_ALIGN
#define KSYMTAB_ENTRY_SIZE	(2 * KSYM_PTR_SIZE)
#endif

#ifndef KSYM_PTR
#if KSYM_PTR_SIZE == 8
#define KSYM_PTR	.quad
#else
#define KSYM_PTR	.long
#endif
#endif

#ifdef __ASSEMBLY__

/*
 * __kexport NAME, VALUE, GPL, NS
 *   GPL is empty or _gpl; NS is empty or a bare namespace identifier
 *   (GNU as strips quotes from macro arguments and clang does not, so
 *   strings are never passed in).  Section types are written %progbits
 *   because '@' starts a comment on ARM, and every section gets the same
 *   flags as the C side gives it: clang rejects a flags change.
 */
.macro __kexport name:req, val:req, gpl, ns
#ifdef CONFIG_MODULES
	.pushsection ___ksymtab\gpl+\name, "a", %progbits
	.balign KSYMTAB_ALIGN
	.globl __ksymtab_\name
	.type __ksymtab_\name, %object
__ksymtab_\name:
#ifdef CONFIG_HAVE_ARCH_PREL32_RELOCATIONS
	.long \val - .
	.long __kstrtab_\name - .
#else
	KSYM_PTR \val
	KSYM_PTR __kstrtab_\name
#endif
	.size __ksymtab_\name, . - __ksymtab_\name
	.popsection

	/*
	 * The name, then the namespace ("" when none).  .ascii plus an
	 * explicit NUL: clang does not join string literals after .asciz.
	 */
	.pushsection __ksymtab_strings, "a", %progbits
__kstrtab_\name:
	.ascii "\name"
	.byte 0
	.ifnb \ns
	.ascii "\ns"
	.endif
	.byte 0
	.popsection

#ifdef CONFIG_MODVERSIONS
	.pushsection ___kcrctab\gpl+\name, "a", %progbits
	.balign KCRC_ALIGN
__kcrctab_\name:
	.weak __crc_\name
	.long __crc_\name
	.popsection
#endif
#endif /* CONFIG_MODULES */
.endm

#define EXPORT_SYMBOL(name)		__kexport name, KSYM_FUNC(name), ,
#define EXPORT_SYMBOL_GPL(name)		__kexport name, KSYM_FUNC(name), _gpl,
#define EXPORT_SYMBOL_NS(name, ns)	__kexport name, KSYM_FUNC(name), , ns
#define EXPORT_SYMBOL_NS_GPL(name, ns)	__kexport name, KSYM_FUNC(name), _gpl, ns

/* A data object is exported by its plain address, never a descriptor. */
#define EXPORT_DATA_SYMBOL(name)	__kexport name, name, ,
#define EXPORT_DATA_SYMBOL_GPL(name)	__kexport name, name, _gpl,

#endif /* __ASSEMBLY__ */
#endif /* __ASM_GENERIC_EXPORT_H */
