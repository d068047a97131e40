/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef _LINUX_EXPORT_H
#define _LINUX_EXPORT_H

/*
 * EXPORT_SYMBOL() and friends for C.  Assembly gets the same macros from
 * <asm/export.h>; both write the entries described in
 * Documentation/export-format.rst, byte for byte the same, with the
 * architecture's parameters from <asm/export.h>:
 *
 *   EXPORT_SYMBOL(sym)			plain table
 *   EXPORT_SYMBOL_GPL(sym)		GPL-only table
 *   EXPORT_SYMBOL_NS(sym, NS)		plain, in namespace NS (an identifier)
 *   EXPORT_SYMBOL_NS_GPL(sym, NS)	GPL-only, in namespace NS
 *
 * Write the export right after the definition.  A name exported twice
 * fails at the link (two definitions of __ksymtab_NAME); an export of an
 * undefined name fails there too.
 */

#include <asm/export.h>

#ifdef __ASSEMBLY__
/* Assembly sources get the macros straight from <asm/export.h>. */
#else

#include <linux/compiler.h>
#include <linux/stringify.h>

#ifdef CONFIG_MODULES

/*
 * Everything is written in assembly, exactly as <asm-generic/export.h>
 * writes it for *.S files: the C compiler would choose its own section
 * flags ("aw" for relocated constants on ppc64 ELFv2) and its own order
 * for the strings (gcc emits file-scope arrays in reverse).
 *
 * The name, then the namespace ("" when none).
 */
#define __KSTRTAB(sym, ns)						\
	asm("	.pushsection __ksymtab_strings, \"a\", %progbits\n"	\
	    "__kstrtab_" #sym ":\n"					\
	    "	.ascii \"" #sym "\"\n"					\
	    "	.byte 0\n"						\
	    "	.ascii \"" ns "\"\n"					\
	    "	.byte 0\n"						\
	    "	.popsection\n")

#ifdef CONFIG_HAVE_ARCH_PREL32_RELOCATIONS
#define __KSYMTAB_FIELDS(sym)						\
	"	.long " #sym " - .\n"					\
	"	.long __kstrtab_" #sym " - .\n"
#else
#define __KSYMTAB_FIELDS(sym)						\
	"	" __stringify(KSYM_PTR) " " #sym "\n"			\
	"	" __stringify(KSYM_PTR) " __kstrtab_" #sym "\n"
#endif

#if !defined(KSYM_C_ENTRY_BY_COMPILER) || defined(CONFIG_HAVE_ARCH_PREL32_RELOCATIONS)
#define __KSYMTAB_ENTRY(sym, sec)					\
	asm("	.pushsection \"___ksymtab" sec "+" #sym "\", \"a\", %progbits\n" \
	    "	.balign " __stringify(KSYMTAB_ALIGN) "\n"		\
	    "	.globl __ksymtab_" #sym "\n"				\
	    "	.type __ksymtab_" #sym ", %object\n"			\
	    "__ksymtab_" #sym ":\n"					\
	    __KSYMTAB_FIELDS(sym)					\
	    "	.size __ksymtab_" #sym ", " __stringify(KSYMTAB_ENTRY_SIZE) "\n" \
	    "	.popsection\n")
#else
/*
 * Where a C pointer to a function is something only the compiler knows to
 * write (a plabel on parisc: the architecture defines
 * KSYM_C_ENTRY_BY_COMPILER), an absolute entry is a C initializer; a data
 * object's address is plain either way.
 */
struct kernel_symbol {
	unsigned long value;
	const char *name;
};

#define __KSYMTAB_ENTRY(sym, sec)					\
	extern const char __kstrtab_##sym[];				\
	extern const struct kernel_symbol __ksymtab_##sym;		\
	const struct kernel_symbol __ksymtab_##sym			\
	__section("___ksymtab" sec "+" #sym) __used			\
	__aligned(KSYMTAB_ALIGN)					\
		= { (unsigned long)&sym, __kstrtab_##sym }
#endif

#ifdef CONFIG_MODVERSIONS
/* A weak reference: the final link defines __crc_NAME (scripts/gen-crcs). */
#define __KCRCTAB_ENTRY(sym, sec)					\
	asm("	.pushsection \"___kcrctab" sec "+" #sym "\", \"a\", %progbits\n" \
	    "	.balign " __stringify(KCRC_ALIGN) "\n"			\
	    "__kcrctab_" #sym ":\n"					\
	    "	.weak __crc_" #sym "\n"					\
	    "	.long __crc_" #sym "\n"					\
	    "	.popsection\n")
#else
#define __KCRCTAB_ENTRY(sym, sec)
#endif

#define __EXPORT_SYMBOL(sym, sec, ns)					\
	__KCRCTAB_ENTRY(sym, sec);					\
	__KSTRTAB(sym, ns);						\
	__KSYMTAB_ENTRY(sym, sec)

#else /* !CONFIG_MODULES */
#define __EXPORT_SYMBOL(sym, sec, ns)					\
	extern int __PASTE(__unused_export_, __LINE__)
#endif

#define EXPORT_SYMBOL(sym)		__EXPORT_SYMBOL(sym, "", "")
#define EXPORT_SYMBOL_GPL(sym)		__EXPORT_SYMBOL(sym, "_gpl", "")
#define EXPORT_SYMBOL_NS(sym, ns)	__EXPORT_SYMBOL(sym, "", #ns)
#define EXPORT_SYMBOL_NS_GPL(sym, ns)	__EXPORT_SYMBOL(sym, "_gpl", #ns)

#endif /* __ASSEMBLY__ */
#endif /* _LINUX_EXPORT_H */
