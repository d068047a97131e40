/* SPDX-License-Identifier: GPL-2.0-only */
#include <asm-generic/vmlinux.lds.h>

ENTRY(_start)

/* With -G0 there is no small data, so no _SDA_BASE_ (GP) to define. */
SECTIONS
{
	USER_IMAGE(0x10000, , )
}
