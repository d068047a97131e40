/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Never used on this row (no Xtensa linker here); it says what the image
 * would be.
 */
#include <asm-generic/vmlinux.lds.h>

/*
 * L32R loads a constant from a literal pool at a lower address, so each
 * .literal section must come before the .text that uses it, as in
 * Linux's arch/xtensa/kernel/vmlinux.lds.S: the generic text output
 * section is redefined with the literals interleaved.
 */
#undef TEXT_SECTIONS
#define TEXT_SECTIONS							\
	.text : {							\
		_text = .;						\
		KEEP(*(.head.text))					\
		*(.literal .text .literal.* .text.*)			\
		_etext = .;						\
	}

OUTPUT_ARCH(xtensa)
ENTRY(_start)

SECTIONS
{
	USER_IMAGE(0x10000, , )
}
