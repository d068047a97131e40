/* SPDX-License-Identifier: GPL-2.0-only */
#include <asm-generic/vmlinux.lds.h>

OUTPUT_ARCH(arm)
ENTRY(_start)

/*
 * clang marks every EABI function .cantunwind even with -fno-unwind-tables,
 * which gives .ARM.exidx entries that nothing here reads; they are kept as
 * read-only data (an ld.lld /DISCARD/ of SHF_LINK_ORDER sections pointing
 * at kept text is fragile), with the bounds an unwinder would use.
 */
#define ARM_UNWIND_SECTIONS						\
	.ARM.exidx : {							\
		__exidx_start = .;					\
		*(.ARM.exidx .ARM.exidx.*)				\
		__exidx_end = .;					\
	}								\
	.ARM.extab : {							\
		*(.ARM.extab .ARM.extab.*)				\
	}

SECTIONS
{
	USER_IMAGE(0x10000, ARM_UNWIND_SECTIONS, )
}
