// SPDX-License-Identifier: GPL-2.0-only
/* Packed BCD to binary: a namespaced export (KSYM_SAMPLE). */
#include <linux/export.h>
#include <linux/kernel.h>

unsigned int bcd2bin(unsigned char val)
{
	unsigned int tens = val >> 4;

	return (val & 0x0f) + (tens << 3) + (tens << 1);
}
EXPORT_SYMBOL_NS(bcd2bin, KSYM_SAMPLE);
