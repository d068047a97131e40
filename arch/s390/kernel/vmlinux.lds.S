/* SPDX-License-Identifier: GPL-2.0-only */
/* LARL reaches even addresses only (include/asm-generic/vmlinux.lds.h). */
#define KSYMTAB_STRINGS_BOUND_ALIGN	2
#include <asm-generic/vmlinux.lds.h>

OUTPUT_ARCH(s390:64-bit)
ENTRY(_start)

SECTIONS
{
	/* GNU ld's default text address for elf64_s390. */
	USER_IMAGE(0x1000000, , )
}
