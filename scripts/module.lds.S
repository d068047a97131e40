/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The linker script of every module's final link (NAME.o and, in the
 * records contract, .NAME.export.o into NAME.ko; scripts/Makefile.build),
 * as Linux's scripts/module.lds.S: the export entries merged into one
 * table per kind, sorted by name as in vmlinux, and the records, which
 * scripts/gen-exports has turned into those entries, discarded.
 * Documentation/export-format.rst describes both.
 */
SECTIONS {
	/DISCARD/ : { *(.export_symbol) }

	__ksymtab	0 : { *(SORT(___ksymtab+*)) }
	__ksymtab_gpl	0 : { *(SORT(___ksymtab_gpl+*)) }
	__kcrctab	0 : { *(SORT(___kcrctab+*)) }
	__kcrctab_gpl	0 : { *(SORT(___kcrctab_gpl+*)) }
}
