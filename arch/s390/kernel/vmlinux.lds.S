/* SPDX-License-Identifier: GPL-2.0-only */
#include <asm-generic/vmlinux.lds.h>

OUTPUT_ARCH(s390:64-bit)
ENTRY(_start)

SECTIONS
{
	/* GNU ld's default text address for elf64_s390. */
	USER_IMAGE(0x1000000, , )
}
