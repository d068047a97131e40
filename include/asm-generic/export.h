/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef __ASM_GENERIC_EXPORT_H
#define __ASM_GENERIC_EXPORT_H

/*
 * The export table parameters of an architecture, and, in the sections
 * contract, EXPORT_SYMBOL() for assembly (*.S include <linux/export.h>,
 * which includes <asm/export.h>).  The table format is in
 * Documentation/export-format.rst; the C side is <linux/export.h>, which
 * reads the same parameters from here and emits the same bytes.  The same
 * file serves this tree and Linux 6.1 (Documentation/linux.rst).
 *
 * An architecture's <asm/export.h> may define, before including this:
 *   KSYM_ALIGN     alignment of an absolute entry (default: pointer size)
 *   KCRC_ALIGN     alignment of a CRC entry (default: 4)
 *   KSYM_FUNC(x)   what a pointer to function x is, in assembler syntax
 *                  (ia64 @fptr(x), parisc P%x; default x)
 *   KSYM_PTR       the pointer-sized data directive (default .quad/.long)
 *
 * Linux's fixdep makes every file that mentions a CONFIG_ symbol depend on
 * it: this comment names CONFIG_MODVERSIONS so that toggling it rebuilds
 * every exporter (genksyms runs as part of the object's rule).
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
 * An entry is struct kernel_symbol: value, name, namespace.  Relative
 * entries are three 32-bit offsets on every architecture, 4-aligned, so
 * that the table has no holes even where the absolute layout wants more.
 */
#ifdef CONFIG_HAVE_ARCH_PREL32_RELOCATIONS
#define KSYMTAB_ALIGN		4
#define KSYMTAB_ENTRY_SIZE	12
#else
#define KSYMTAB_ALIGN		KSYM_ALIGN
#define KSYMTAB_ENTRY_SIZE	(3 * KSYM_PTR_SIZE)
#endif

/*
 * The C view of an entry, which the module loader reads (Linux up to 6.4
 * has it in <linux/export.h>, which includes this file in the sections
 * contract; kernel/ksyms.c checks its size against KSYMTAB_ENTRY_SIZE).
 */
#if !defined(__ASSEMBLY__) && !defined(LINKER_SCRIPT)
#ifdef CONFIG_HAVE_ARCH_PREL32_RELOCATIONS
struct kernel_symbol {
	int value_offset;
	int name_offset;
	int namespace_offset;
};
#else
struct kernel_symbol {
	unsigned long value;
	const char *name;
	const char *namespace;
};
#endif
#endif

#ifndef KSYM_PTR
#if KSYM_PTR_SIZE == 8
#define KSYM_PTR	.quad
#else
#define KSYM_PTR	.long
#endif
#endif

/*
 * The assembler's EXPORT_SYMBOL() of the sections contract; the records
 * contract's is in <linux/export.h>, for C and assembly alike.
 */
#if defined(__ASSEMBLY__) && !defined(LINKER_SCRIPT) && !defined(CONFIG_EXPORT_RECORDS)

/*
 * ___EXPORT_SYMBOL NAME, VALUE, GPL, NS
 *   GPL is empty or _gpl; NS is empty or a bare namespace identifier
 *   (GNU as strips quotes from macro arguments and clang does not, so
 *   strings are never passed in).  Linux's Makefile.build finds the
 *   exports of a preprocessed *.S by the text "___EXPORT_SYMBOL NAME,"
 *   (one per line) to compute their CRCs, so the macro keeps that name.
 *   The parameters carry no :req: the line ".macro ___EXPORT_SYMBOL
 *   name:req, ..." would not match that sed pattern and would reach
 *   genksyms as text, whose error recovery then drops the first export
 *   after it (no CRC); "name," becomes a harmless EXPORT_SYMBOL(name);.
 *   Section types are written %progbits because '@' starts a comment on
 *   ARM, and every section gets the same flags as the C side gives it:
 *   clang rejects a flags change within one object.  __ksymtab_NAME is a
 *   local label without type or size, as Linux 6.1 writes it
 *   (<linux/export.h> says why).
 */
.macro ___EXPORT_SYMBOL name, val, gpl, ns
#if defined(CONFIG_MODULES) && !defined(__DISABLE_EXPORTS)
	.pushsection ___ksymtab\gpl+\name, "a", %progbits
	.balign KSYMTAB_ALIGN
__ksymtab_\name:
#ifdef CONFIG_HAVE_ARCH_PREL32_RELOCATIONS
	.long \val - .
	.long __kstrtab_\name - .
	.long __kstrtabns_\name - .
#else
	KSYM_PTR \val
	KSYM_PTR __kstrtab_\name
	KSYM_PTR __kstrtabns_\name
#endif
	.popsection

	/* The name, then the namespace ("" when none): mergeable strings. */
	.pushsection __ksymtab_strings, "aMS", %progbits, 1
__kstrtab_\name:
	.asciz "\name"
__kstrtabns_\name:
	.asciz "\ns"
	.popsection
#endif
.endm

#ifdef CONFIG_TRIM_UNUSED_KSYMS
/*
 * Linux's TRIM_UNUSED_KSYMS: only the names <generated/autoksyms.h>
 * defines as __KSYM_NAME are exported; every candidate leaves a
 * __ksym_marker_NAME label (discarded at the link) from which the build
 * learns what each object could export.
 */
#include <linux/kconfig.h>
#include <generated/autoksyms.h>

.macro __ksym_marker name:req
	.pushsection ".discard.ksym", "a"
__ksym_marker_\name:
	.popsection
.endm

/*
 * The export before the marker, which Linux 6.1 writes after it: ';' ends
 * the statement for GNU as but starts a comment for clang's m68k
 * assembler, which would drop whatever follows.  The marker only tells
 * Linux's build what the object could export; this tree does not read it.
 */
#define __EXPORT_SYMBOL(name, val, gpl, ns)				\
	__cond_export_sym(name, val, gpl, ns, __is_defined(__KSYM_##name)); \
	__ksym_marker name
#define __cond_export_sym(name, val, gpl, ns, conf)			\
	___cond_export_sym(name, val, gpl, ns, conf)
#define ___cond_export_sym(name, val, gpl, ns, enabled)			\
	__cond_export_sym_##enabled(name, val, gpl, ns)
#define __cond_export_sym_1(name, val, gpl, ns)				\
	___EXPORT_SYMBOL name, val, gpl, ns
#define __cond_export_sym_0(name, val, gpl, ns)
#else
#define __EXPORT_SYMBOL(name, val, gpl, ns)				\
	___EXPORT_SYMBOL name, val, gpl, ns
#endif

#define EXPORT_SYMBOL(name)		__EXPORT_SYMBOL(name, KSYM_FUNC(name), ,)
#define EXPORT_SYMBOL_GPL(name)		__EXPORT_SYMBOL(name, KSYM_FUNC(name), _gpl,)
#define EXPORT_SYMBOL_NS(name, ns)	__EXPORT_SYMBOL(name, KSYM_FUNC(name), , ns)
#define EXPORT_SYMBOL_NS_GPL(name, ns)	__EXPORT_SYMBOL(name, KSYM_FUNC(name), _gpl, ns)

/* A data object is exported by its plain address, never a descriptor. */
#define EXPORT_DATA_SYMBOL(name)	__EXPORT_SYMBOL(name, name, ,)
#define EXPORT_DATA_SYMBOL_GPL(name)	__EXPORT_SYMBOL(name, name, _gpl,)

#endif /* __ASSEMBLY__ && !LINKER_SCRIPT && !CONFIG_EXPORT_RECORDS */
#endif /* __ASM_GENERIC_EXPORT_H */
