// SPDX-License-Identifier: GPL-2.0-only
/*
 * Population count.  A lib-y object whose export nothing built in uses:
 * without lib-ksyms the linker leaves it out of vmlinux.
 */
#include <linux/export.h>
#include <linux/kernel.h>

unsigned int __sw_hweight32(unsigned int w)
{
	w = w - ((w >> 1) & 0x55555555);
	w = (w & 0x33333333) + ((w >> 2) & 0x33333333);
	w = (w + (w >> 4)) & 0x0f0f0f0f;
	w = w + (w >> 8);
	return (w + (w >> 16)) & 0x3f;
}
EXPORT_SYMBOL(__sw_hweight32);
