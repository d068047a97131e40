/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Pieces of the architecture linker scripts (arch/<arch>/kernel/vmlinux.lds.S).
 *
 * vmlinux is a static program that qemu-user can run, so text, read-only
 * data and data are page-aligned segments with their own permissions
 * (qemu-user faults on one page holding all three).
 */

#ifndef MAX_PAGE_SIZE
#define MAX_PAGE_SIZE	0x10000
#endif

/*
 * The export tables.  SORT() orders the per-symbol input sections by
 * name, and "___ksymtab+NAME" orders as NAME does, so each output table
 * is sorted by symbol name: the module loader binary-searches it.
 */
#define KSYMTAB_SECTION(tab)						\
	tab : {								\
		__start_##tab = .;					\
		KEEP(*(SORT(_##tab+*)))					\
		__stop_##tab = .;					\
	}

/*
 * kernel/ksyms.c takes the addresses of the strings' bounds.  On s390 the
 * compilers load an address with LARL, which reaches only even ones (the
 * s390x ELF ABI has every symbol 2-byte aligned; GNU ld refuses a *DBL
 * relocation to an odd symbol), so arch/s390 asks for the bounds 2-byte
 * aligned: a padding NUL where the strings start or end on an odd byte
 * (llvm-tests/kbuild/s390-strings-bounds.test).
 */
#ifndef KSYMTAB_STRINGS_BOUND_ALIGN
#define KSYMTAB_STRINGS_BOUND_ALIGN	1
#endif

#define EXPORT_TABLES							\
	KSYMTAB_SECTION(__ksymtab)					\
	KSYMTAB_SECTION(__ksymtab_gpl)					\
	KSYMTAB_SECTION(__kcrctab)					\
	KSYMTAB_SECTION(__kcrctab_gpl)					\
	__ksymtab_strings : {						\
		. = ALIGN(KSYMTAB_STRINGS_BOUND_ALIGN);			\
		__start___ksymtab_strings = .;				\
		KEEP(*(__ksymtab_strings))				\
		. = ALIGN(KSYMTAB_STRINGS_BOUND_ALIGN);			\
		__stop___ksymtab_strings = .;				\
	}

#define TEXT_SECTIONS							\
	.text : {							\
		_text = .;						\
		KEEP(*(.head.text))					\
		*(.text .text.*)					\
		_etext = .;						\
	}

#define RO_SECTIONS							\
	.rodata : {							\
		*(.rodata .rodata.*)					\
	}								\
	EXPORT_TABLES

#define RW_SECTIONS							\
	.data : {							\
		_sdata = .;						\
		*(.data .data.*)					\
		*(.sdata .sdata.*)					\
		_edata = .;						\
	}								\
	.bss : {							\
		__bss_start = .;					\
		*(.sbss .sbss.* .bss .bss.* COMMON)			\
		__bss_stop = .;						\
	}

/*
 * Sections a freestanding static image has no use for.  .export_symbol
 * holds the records of the records contract, which scripts/gen-exports
 * has turned into the tables before the link (Documentation/export-format.rst).  .note.gnu.property
 * goes too: ld.lld -r writes one with every feature bit set (Documentation/lib-ksyms.rst).
 */
#define DISCARDS							\
	/DISCARD/ : {							\
		*(.discard .discard.*)					\
		*(.export_symbol)					\
		*(.note.gnu.property .note.GNU-stack)			\
		*(.comment .eh_frame .eh_frame_hdr)			\
		*(.modinfo)						\
	}

/*
 * The usual shape of an image: text at BASE, then read-only data with
 * the export tables, then data, each starting on its own page.
 */
#define USER_IMAGE(BASE, ARCH_RO, ARCH_RW)				\
	. = BASE;							\
	TEXT_SECTIONS							\
	. = ALIGN(MAX_PAGE_SIZE);					\
	RO_SECTIONS							\
	ARCH_RO								\
	. = ALIGN(MAX_PAGE_SIZE);					\
	RW_SECTIONS							\
	ARCH_RW								\
	_end = .;							\
	DISCARDS
