/* SPDX-License-Identifier: GPL-2.0-only */
#include <asm-generic/vmlinux.lds.h>

ENTRY(_start)

SECTIONS
{
	/* GNU ld's default for SH Linux programs (-m shlelf_linux). */
	USER_IMAGE(0x400000, , )
}
