/* SPDX-License-Identifier: GPL-2.0-only */
#include <asm-generic/vmlinux.lds.h>

ENTRY(_start)

SECTIONS
{
	/* GNU ld's default text addresses for elf64_sparc and elf32_sparc. */
#ifdef CONFIG_SPARC64
	USER_IMAGE(0x100000, , )
#else
	USER_IMAGE(0x10000, , )
#endif
}
