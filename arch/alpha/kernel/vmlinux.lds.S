/* SPDX-License-Identifier: GPL-2.0-only */
#include <asm-generic/vmlinux.lds.h>

ENTRY(_start)

/*
 * The GOT holds the addresses that code loads through gp (!literal); ld
 * sets gp to .got + 0x8000 when the script does not.  It is writable
 * (ld and the assembler flag it so), so it goes with the data.  Data
 * reached by gp-relative 32-bit pairs (gprelhigh/gprellow, gcc's
 * -mlarge-data default), .sdata and .sbss included, may be anywhere.
 */
#define ALPHA_RW							\
	.got : {							\
		*(.got)							\
	}

SECTIONS
{
	/* GNU ld's default for alpha Linux programs (-m elf64alpha). */
	USER_IMAGE(0x120000000, , ALPHA_RW)
}
