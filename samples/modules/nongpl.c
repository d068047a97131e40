// SPDX-License-Identifier: GPL-2.0-only
/*
 * A proprietary-licensed module that uses a GPL-only export (gcd):
 * `ksymtab resolve` reports
 *   ERROR: ksymtab: GPL-incompatible module ... uses GPL-only symbol 'gcd'
 */
#include <linux/kernel.h>
#include <linux/module.h>

unsigned long nongpl_sample(unsigned long a, unsigned long b)
{
	return gcd(a, b) + int_sqrt(a);
}

MODULE_LICENSE("Proprietary");
MODULE_DESCRIPTION("ksymtab sample: GPL-only symbol from a non-GPL module");
