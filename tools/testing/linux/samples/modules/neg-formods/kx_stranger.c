// SPDX-License-Identifier: GPL-2.0-only
/*
 * Linux 6.12 only: uses kx_for_named, exported for kx_named alone, with
 * no import of its namespace.
 */
#include <linux/module.h>
#include "../good/kx_formods.h"

static int __init kx_stranger_init(void)
{
	pr_info("kx_stranger: kx_for_named(4)=%d\n", kx_for_named(4));
	return 0;
}
module_init(kx_stranger_init);

MODULE_LICENSE("GPL");
