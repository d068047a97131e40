// SPDX-License-Identifier: GPL-2.0-only
/*
 * Linux 6.12 only: a module not named in kx_for_named's list that imports
 * the namespace "module:kx_named" literally.  6.12.118's loader takes
 * it: the list of names restricts nothing there.
 */
#include <linux/module.h>
#include "kx_formods.h"

MODULE_INFO(import_ns, "module:kx_named");

static int __init kx_stranger_ns_init(void)
{
	pr_info("kx_stranger_ns: kx_for_named(3)=%d\n", kx_for_named(3));
	return 0;
}
module_init(kx_stranger_ns_init);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("ksymexport test: a stranger importing a module namespace");
