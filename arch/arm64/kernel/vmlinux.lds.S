/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * MAX_PAGE_SIZE stays at the generic 64K: an arm64 kernel may run with 4K,
 * 16K or 64K pages, and the segments must be aligned for the largest.
 */
#include <asm-generic/vmlinux.lds.h>

OUTPUT_ARCH(aarch64)
ENTRY(_start)

SECTIONS
{
	USER_IMAGE(0x400000, , )
}
