/* SPDX-License-Identifier: GPL-2.0-only */
#include <asm-generic/vmlinux.lds.h>

OUTPUT_ARCH(hppa:hppa1.1)
ENTRY(_start)

/*
 * .PARISC.unwind holds the unwind entries that .proc/.procend make.
 * $global$ is the data pointer that head.S loads into %dp: non-PIC code
 * addresses data as "x - $global$" (GNU ld's default script puts it at
 * the start of .data, and so do we).  A static image needs no .plt or
 * .got: every plabel resolves to the entry point itself.
 */
#define PARISC_RO							\
	.PARISC.unwind : { *(.PARISC.unwind) }

#define PARISC_RW							\
	$global$ = ADDR(.data);

SECTIONS
{
	USER_IMAGE(0x10000, PARISC_RO, PARISC_RW)
}
