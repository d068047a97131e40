/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * LoongArch Linux runs with 16 KiB pages by default (4 and 64 KiB are
 * configurable): the generic 64 KiB MAX_PAGE_SIZE covers them all.  The
 * base is where GNU ld and ld.lld put a LoongArch executable.
 */
#include <asm-generic/vmlinux.lds.h>

OUTPUT_ARCH(loongarch)
ENTRY(_start)

SECTIONS
{
	USER_IMAGE(0x120000000, , )
}
