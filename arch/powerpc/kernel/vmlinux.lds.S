/* SPDX-License-Identifier: GPL-2.0-only */
#include <asm-generic/vmlinux.lds.h>

ENTRY(_start)

/*
 * 64-bit: the TOC.  The linker points r2 (.TOC.) 0x8000 past the start
 * of .got, and the compilers' .toc entries (addresses loaded with
 * TOC16 relocations) go right after it, as in Linux's vmlinux.lds.S.
 * .opd holds the ELFv1 function descriptors (data: writable, like the
 * GOT, since they are relocated).  All three are empty on ppc32, where
 * small data (.sdata/.sbss) is in RW_SECTIONS already.
 */
#define PPC_RW_SECTIONS							\
	.got : ALIGN(256) {						\
		*(.got)							\
		*(.toc)							\
	}								\
	.opd : {							\
		KEEP(*(.opd))						\
	}

SECTIONS
{
	USER_IMAGE(0x10000000, , PPC_RW_SECTIONS)
}
