// SPDX-License-Identifier: GPL-2.0-only
/*
 * Linux 6.12 only: the module kx_formods exports kx_for_named for.
 * 6.12.118 grants nothing by name: the module must import the namespace
 * "module:kx_named" as it is spelled (its MODULE_IMPORT_NS() takes an
 * identifier, so the modinfo line is written as it expands).  Mainline
 * (6.16 on) would refuse this import and need none.
 */
#include <linux/module.h>
#include "kx_formods.h"

#ifndef KX_NO_IMPORT
MODULE_INFO(import_ns, "module:kx_named");
#endif

static int __init kx_named_init(void)
{
	pr_info("kx_named: kx_for_named(2)=%d\n", kx_for_named(2));
	return 0;
}
module_init(kx_named_init);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("ksymexport test: the module an export is for");
