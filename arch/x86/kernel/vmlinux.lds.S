/* SPDX-License-Identifier: GPL-2.0-only */
#include <asm-generic/vmlinux.lds.h>

ENTRY(_start)

SECTIONS
{
	USER_IMAGE(0x400000, , )
}
