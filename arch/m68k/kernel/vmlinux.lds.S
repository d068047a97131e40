/* SPDX-License-Identifier: GPL-2.0-only */
#include <asm-generic/vmlinux.lds.h>

ENTRY(_start)

SECTIONS
{
	/* GNU ld's default for m68k Linux programs (-m m68kelf). */
	USER_IMAGE(0x80000000, , )
}
