/* SPDX-License-Identifier: GPL-2.0-only */
#define MAX_PAGE_SIZE	0x10000		/* the largest IA-64 Linux page */
#include <asm-generic/vmlinux.lds.h>

OUTPUT_FORMAT("elf64-ia64-little")
OUTPUT_ARCH(ia64)
ENTRY(_start)

/*
 * .opd: the function descriptors { entry, gp } that ld makes for every
 * @fptr() (the export table points there).  Read-only once linked, as in
 * ld's default script, which also keeps the unwind tables beside it.
 * .got and .IA_64.pltoff hold gp-relative linkage data; short data
 * (.sdata/.sbss) is already in .data/.bss.  gp-relative offsets reach
 * +-2 MB, so __gp sits 2 MB into the data region, as Linux's ia64
 * vmlinux.lds.S placed it after .got (otherwise ld picks one itself).
 */
#define IA64_RO								\
	.opd : { *(.opd) }						\
	.IA_64.unwind_info : { KEEP(*(.IA_64.unwind_info*)) }		\
	.IA_64.unwind : { KEEP(*(.IA_64.unwind*)) }

#define IA64_RW								\
	.got : { *(.got.plt) *(.got) }					\
	.IA_64.pltoff : { *(.IA_64.pltoff) }				\
	__gp = ADDR(.data) + 0x200000;

SECTIONS
{
	/* The usual IA-64 Linux text region (region 2). */
	USER_IMAGE(0x4000000000000000, IA64_RO, IA64_RW)
}
