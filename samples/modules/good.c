// SPDX-License-Identifier: GPL-2.0-only
/*
 * A well-behaved module: GPL, uses a plain export (int_sqrt), a GPL-only
 * one (gcd), exported data (_ctype) and a namespaced export (bcd2bin in
 * KSYM_SAMPLE) that it imports.  `ksymtab resolve` accepts it.
 */
#include <linux/ctype.h>
#include <linux/kernel.h>
#include <linux/module.h>

int good_sample(unsigned long a, unsigned long b, unsigned char bcd)
{
	if (!isdigit('7'))
		return -1;
	return (int)(int_sqrt(a) + gcd(a, b) + bcd2bin(bcd));
}

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("ksymtab sample: imports plain, GPL, data and namespaced exports");
MODULE_IMPORT_NS(KSYM_SAMPLE);
