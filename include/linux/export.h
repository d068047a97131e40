/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef _LINUX_EXPORT_H
#define _LINUX_EXPORT_H

/*
 * EXPORT_SYMBOL() and friends, for C and for assembly (*.S include this
 * file too).  What they write depends on the export contract
 * (init/Kconfig, Documentation/export-format.rst):
 *
 *   CONFIG_EXPORT_SECTIONS  (Linux up to 6.4) a ___ksymtab+NAME section
 *       per export holding its table entry, with the architecture's
 *       parameters from <asm/export.h>, which also defines the macros for
 *       assembly; C and assembly write the same bytes.
 *   CONFIG_EXPORT_RECORDS   (Linux 6.5+) one record per export in
 *       .export_symbol, from C and assembly alike; the tables are written
 *       at the link (scripts/gen-exports, <linux/export-internal.h>).
 *
 *   EXPORT_SYMBOL(sym)			plain table
 *   EXPORT_SYMBOL_GPL(sym)		GPL-only table
 *   EXPORT_SYMBOL_NS(sym, NS)		plain, in namespace NS (an identifier)
 *   EXPORT_SYMBOL_NS_GPL(sym, NS)	GPL-only, in namespace NS
 *
 * Write the export right after the definition.  This file also serves a
 * Linux 6.1 tree unchanged (Documentation/linux.rst): genksyms
 * (__GENKSYMS__), TRIM_UNUSED_KSYMS, __DISABLE_EXPORTS and
 * DEFAULT_SYMBOL_NAMESPACE behave as Linux's own header makes them.
 *
 * Linux's fixdep makes every file that mentions a CONFIG_ symbol depend on
 * it: this comment names CONFIG_MODVERSIONS so that toggling it rebuilds
 * every exporter (genksyms runs as part of the object's rule).
 */

#include <linux/stringify.h>

#ifndef __ASSEMBLY__
#ifdef MODULE
extern struct module __this_module;
#define THIS_MODULE (&__this_module)
#else
#define THIS_MODULE ((struct module *)0)
#endif
#endif

#ifndef CONFIG_EXPORT_RECORDS
/*
 * The sections contract: the architecture's table parameters and struct
 * kernel_symbol, which Linux up to 6.4 makes visible here (kernel/module/
 * uses it); that header also defines EXPORT_SYMBOL() for assembly.  Linux
 * 6.1 gives arm64 and riscv no <asm/export.h> (their *.S include
 * <asm-generic/export.h> directly).  The records contract needs none of
 * it here, and Linux 6.5+ has no <asm/export.h> and defines struct
 * kernel_symbol in kernel/module/internal.h.
 */
#if __has_include(<asm/export.h>)
#include <asm/export.h>
#else
#include <asm-generic/export.h>
#endif
#endif

#ifndef __ASSEMBLY__
#include <linux/compiler.h>
#endif

#ifdef CONFIG_EXPORT_RECORDS
/*
 * The records contract (Linux 6.5+, Documentation/export-format.rst): one
 * record per export in .export_symbol, the same from C and assembly:
 *
 *	__export_symbol_NAME:	"LICENSE\0" "NAMESPACE\0"
 *				.balign 8; .quad NAME	(64-bit)
 *				.balign 4; .long NAME	(32-bit)
 *
 * LICENSE is "" or "GPL".  The reference is the plain symbol: whether
 * the table holds a descriptor or a plabel is decided at the link, from
 * the symbol's type, by scripts/gen-exports and <linux/export-internal.h>.
 */
#ifdef CONFIG_64BIT
#define __EXPORT_RECORD_ALIGN	8
#define __EXPORT_RECORD_REF	.quad
#else
#define __EXPORT_RECORD_ALIGN	4
#define __EXPORT_RECORD_REF	.long
#endif
#ifdef __ASSEMBLY__
#define __EXPORT_GPL		GPL
#else
#define __EXPORT_GPL		"GPL"
#endif

#ifdef __ASSEMBLY__
/*
 * An assembler macro, one statement a line: clang's m68k assembler has no
 * statement separator (<asm/linkage.h> there).  Its arguments are bare
 * words (GNU as strips quotes from macro arguments and clang does not):
 * the license GPL or nothing, the namespace an identifier or nothing.
 * Not in a linker script, which kbuild also preprocesses with __ASSEMBLY__
 * (Linux 6.12's <linux/linkage.h> includes this file, and x86's
 * vmlinux.lds.S reaches it through <asm/cache.h>).
 */
#ifndef LINKER_SCRIPT
.macro __export_symbol_record name, license, ns
	.pushsection .export_symbol, "a", %progbits
__export_symbol_\name:
	.asciz "\license"
	.asciz "\ns"
	.balign __EXPORT_RECORD_ALIGN
	__EXPORT_RECORD_REF \name
	.popsection
.endm
#endif
#define ___EXPORT_SYMBOL(sym, license, ns)				\
	__export_symbol_record sym, license, ns
#elif defined(__GENKSYMS__)
#define ___EXPORT_SYMBOL(sym, license, ns)	__GENKSYMS_EXPORT_SYMBOL(sym)
#else
/*
 * The declaration makes an export of an undeclared name a compile error;
 * __ADDRESSABLE keeps a static or otherwise unused definition in the
 * object, as the record refers to it only from assembly.
 */
#define ___EXPORT_SYMBOL(sym, license, ns)				\
	extern typeof(sym) sym;						\
	__ADDRESSABLE(sym)						\
	asm("	.pushsection .export_symbol, \"a\", %progbits\n"	\
	    "__export_symbol_" #sym ":\n"				\
	    "	.asciz \"" license "\"\n"				\
	    "	.asciz \"" ns "\"\n"					\
	    "	.balign " __stringify(__EXPORT_RECORD_ALIGN) "\n"	\
	    "	" __stringify(__EXPORT_RECORD_REF) " " #sym "\n"	\
	    "	.popsection\n")
#endif

#elif !defined(__ASSEMBLY__)
/* The sections contract (Linux up to 6.4): GPL exports go to "_gpl" tables. */
#define __EXPORT_GPL		"_gpl"

/*
 * The entry is written as Linux 6.1 writes it, and for the same reasons.
 * A relative entry is assembly, the very directives <asm-generic/export.h>
 * gives *.S files: place-relative offsets are no C initializer.  An
 * absolute entry is the C initializer { (unsigned long)&sym, ... }: only
 * the compiler knows what a C pointer to sym is (the code address on most
 * architectures, a function descriptor on ia64, a plabel on parisc; a data
 * object's plain address everywhere), and it emits the object among the
 * file's other static objects, in its own order (gcc: in reverse, after
 * the top-level asm), which is the order of the symbol table that modpost
 * reads Module.symvers from (Documentation/linux.rst).  The compiler also
 * picks the section flags, as in Linux (GCC: "aw" on alpha and ppc64,
 * whose relocated constants it makes writable).
 *
 * Under LTO an absolute entry is assembly too: the LTO link internalizes a
 * symbol only bitcode refers to, so a C initializer would leave the image
 * exporting a local symbol, while a reference from top-level asm keeps it
 * global.  Linux 6.1 has no such build (LTO_CLANG only on x86_64 and arm64,
 * whose entries are relative).
 *
 * __ksymtab_NAME is a local symbol either way, as in Linux 6.1: a global
 * one would change where modpost finds it in vmlinux.o's symbol table.  A
 * name exported twice is found by ksymtab check, as by modpost.
 */
#if defined(CONFIG_HAVE_ARCH_PREL32_RELOCATIONS)
#define __KSYMTAB_TYPE(sym)
#define __KSYMTAB_FIELDS(sym)						\
	"	.long " #sym " - .\n"					\
	"	.long __kstrtab_" #sym " - .\n"				\
	"	.long __kstrtabns_" #sym " - .\n"
#elif defined(CONFIG_LTO_CLANG)
#define __KSYMTAB_TYPE(sym)						\
	"	.type __ksymtab_" #sym ", %object\n"			\
	"	.size __ksymtab_" #sym ", " __stringify(KSYMTAB_ENTRY_SIZE) "\n"
#define __KSYMTAB_FIELDS(sym)						\
	"	" __stringify(KSYM_PTR) " " #sym "\n"			\
	"	" __stringify(KSYM_PTR) " __kstrtab_" #sym "\n"		\
	"	" __stringify(KSYM_PTR) " __kstrtabns_" #sym "\n"
#endif

#ifdef __KSYMTAB_FIELDS
#define __KSYMTAB_ENTRY(sym, sec)					\
	asm("	.pushsection \"___ksymtab" sec "+" #sym "\", \"a\", %progbits\n" \
	    "	.balign " __stringify(KSYMTAB_ALIGN) "\n"		\
	    __KSYMTAB_TYPE(sym)						\
	    "__ksymtab_" #sym ":\n"					\
	    __KSYMTAB_FIELDS(sym)					\
	    "	.popsection\n")
#else
#define __KSYMTAB_ENTRY(sym, sec)					\
	static const struct kernel_symbol __ksymtab_##sym		\
	__section("___ksymtab" sec "+" #sym) __used			\
	__aligned(KSYMTAB_ALIGN)					\
		= { (unsigned long)&sym, __kstrtab_##sym, __kstrtabns_##sym }
#endif

#ifdef __GENKSYMS__
/* genksyms computes the CRC of the last declaration of sym it saw. */
#define ___EXPORT_SYMBOL(sym, sec, ns)	__GENKSYMS_EXPORT_SYMBOL(sym)
#else
/*
 * The declaration makes an export of an undeclared name a compile error;
 * __ADDRESSABLE keeps a static or otherwise unused definition in the
 * object, as the entry refers to it only from assembly.
 */
#define ___EXPORT_SYMBOL(sym, sec, ns)					\
	extern typeof(sym) sym;						\
	extern const char __kstrtab_##sym[];				\
	extern const char __kstrtabns_##sym[];				\
	__ADDRESSABLE(sym)						\
	asm("	.pushsection __ksymtab_strings, \"aMS\", %progbits, 1\n" \
	    "__kstrtab_" #sym ":\n"					\
	    "	.asciz \"" #sym "\"\n"					\
	    "__kstrtabns_" #sym ":\n"					\
	    "	.asciz \"" ns "\"\n"					\
	    "	.popsection\n");					\
	__KSYMTAB_ENTRY(sym, sec)
#endif

#endif /* CONFIG_EXPORT_RECORDS */

/*
 * In the sections contract <asm/export.h> (above) defined the assembler's
 * EXPORT_SYMBOL(); everything else gets it here.
 */
#if !defined(__ASSEMBLY__) || defined(CONFIG_EXPORT_RECORDS)

#if !defined(CONFIG_MODULES) || defined(__DISABLE_EXPORTS)
/*
 * No exports at all: without modules nobody reads them, and Linux builds
 * code for other contexts (the decompressor, the EFI stub) with
 * __DISABLE_EXPORTS.  The declaration keeps the user's ';' legal at file
 * scope.
 */
#ifdef __ASSEMBLY__
#define __EXPORT_SYMBOL(sym, sec, ns)
#else
#define __EXPORT_SYMBOL(sym, sec, ns)					\
	extern int __PASTE(__unused_export_, __LINE__)
#endif
#elif defined(CONFIG_TRIM_UNUSED_KSYMS) && !defined(CONFIG_EXPORT_RECORDS)
/*
 * Linux's TRIM_UNUSED_KSYMS: only names <generated/autoksyms.h> defines as
 * __KSYM_NAME are exported; every candidate leaves a __ksym_marker_NAME
 * symbol (discarded at the link) from which the build learns what each
 * object could export.  (Since 6.5 modpost trims, not the macros.)
 */
#include <linux/kconfig.h>
#include <generated/autoksyms.h>

#define __ksym_marker(sym)						\
	static int __ksym_marker_##sym[0] __section(".discard.ksym") __used

#define __EXPORT_SYMBOL(sym, sec, ns)					\
	__ksym_marker(sym);						\
	__cond_export_sym(sym, sec, ns, __is_defined(__KSYM_##sym))
#define __cond_export_sym(sym, sec, ns, conf)				\
	___cond_export_sym(sym, sec, ns, conf)
#define ___cond_export_sym(sym, sec, ns, enabled)			\
	__cond_export_sym_##enabled(sym, sec, ns)
#define __cond_export_sym_1(sym, sec, ns) ___EXPORT_SYMBOL(sym, sec, ns)
#ifdef __GENKSYMS__
#define __cond_export_sym_0(sym, sec, ns) __GENKSYMS_EXPORT_SYMBOL(sym)
#else
#define __cond_export_sym_0(sym, sec, ns)	/* nothing */
#endif
#else
#define __EXPORT_SYMBOL(sym, sec, ns)	___EXPORT_SYMBOL(sym, sec, ns)
#endif

/*
 * The license and namespace arguments: C strings in C, bare words in
 * assembly (the records contract's assembler macro above).
 */
#ifdef __ASSEMBLY__
#define __EXPORT_PLAIN
#define __EXPORT_NS(ns)		ns
#else
#define __EXPORT_PLAIN		""
#define __EXPORT_NS(ns)		__stringify(ns)
#endif

/*
 * As in Linux, the default namespace is decided where this header is
 * first read: a DEFAULT_SYMBOL_NAMESPACE defined later has no effect.  It
 * is an identifier in Linux 6.1; in the records contract's C, as in Linux
 * 6.12.118 (from 6.13's ceb8bf2ceaa7), a C string.
 */
#if defined(DEFAULT_SYMBOL_NAMESPACE) && defined(CONFIG_EXPORT_RECORDS) && \
	!defined(__ASSEMBLY__)
#define _EXPORT_SYMBOL(sym, sec)					\
	__EXPORT_SYMBOL(sym, sec, DEFAULT_SYMBOL_NAMESPACE)
#elif defined(DEFAULT_SYMBOL_NAMESPACE)
#define _EXPORT_SYMBOL(sym, sec)					\
	__EXPORT_SYMBOL(sym, sec, __EXPORT_NS(DEFAULT_SYMBOL_NAMESPACE))
#else
#define _EXPORT_SYMBOL(sym, sec)	__EXPORT_SYMBOL(sym, sec, __EXPORT_PLAIN)
#endif

/* Arguments are macro-expanded before # and ##, as in Linux. */
#define EXPORT_SYMBOL(sym)		_EXPORT_SYMBOL(sym, __EXPORT_PLAIN)
#define EXPORT_SYMBOL_GPL(sym)		_EXPORT_SYMBOL(sym, __EXPORT_GPL)
#define EXPORT_SYMBOL_NS(sym, ns)	__EXPORT_SYMBOL(sym, __EXPORT_PLAIN, __EXPORT_NS(ns))
#define EXPORT_SYMBOL_NS_GPL(sym, ns)	__EXPORT_SYMBOL(sym, __EXPORT_GPL, __EXPORT_NS(ns))

#if defined(CONFIG_EXPORT_RECORDS) && !defined(__ASSEMBLY__)
/*
 * A GPL export for the modules @mods only: a C string of comma-separated
 * names, each a name's prefix when it ends in '*' ("kvm,kvm-*").  As in
 * Linux 6.12.118, which has it from mainline, it is the namespace
 * "module:" @mods; what a loader makes of that differs by release
 * (Documentation/ksymtab.rst, resolve --module-ns).
 */
#define EXPORT_SYMBOL_GPL_FOR_MODULES(sym, mods)			\
	__EXPORT_SYMBOL(sym, __EXPORT_GPL, "module:" mods)
#endif

#ifdef __ASSEMBLY__
/*
 * A record refers to the plain symbol, data or function: its type decides
 * the table's form at the link.  Kept so that one *.S serves both
 * contracts (Linux 6.5 dropped EXPORT_DATA_SYMBOL with <asm/export.h>).
 */
#define EXPORT_DATA_SYMBOL(sym)		EXPORT_SYMBOL(sym)
#define EXPORT_DATA_SYMBOL_GPL(sym)	EXPORT_SYMBOL_GPL(sym)
#endif

#endif /* !__ASSEMBLY__ || CONFIG_EXPORT_RECORDS */
#endif /* _LINUX_EXPORT_H */
