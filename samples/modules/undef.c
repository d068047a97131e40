// SPDX-License-Identifier: GPL-2.0-only
/*
 * Imports a symbol nothing exports: `ksymtab resolve` reports
 *   ERROR: ksymtab: "ksym_sample_missing" [...] undefined!
 */
#include <linux/kernel.h>
#include <linux/module.h>

extern int ksym_sample_missing(int x);

int undef_sample(int x)
{
	return ksym_sample_missing(x) + (int)int_sqrt(x);
}

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("ksymtab sample: an unresolved import");
