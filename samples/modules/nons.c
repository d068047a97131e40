// SPDX-License-Identifier: GPL-2.0-only
/*
 * Uses bcd2bin from namespace KSYM_SAMPLE without MODULE_IMPORT_NS:
 * `ksymtab resolve` reports
 *   ERROR: ksymtab: module ... uses symbol bcd2bin from namespace
 *   KSYM_SAMPLE, but does not import it.
 */
#include <linux/kernel.h>
#include <linux/module.h>

unsigned int nons_sample(unsigned char v)
{
	return bcd2bin(v);
}

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("ksymtab sample: namespaced symbol without the import");
