// SPDX-License-Identifier: GPL-2.0-only
/* Imports kx_nowhere, which no module and not vmlinux exports. */
#include <linux/module.h>

int kx_nowhere(int x);

static int __init kx_neg_undef_init(void)
{
	pr_info("kx_neg_undef: kx_nowhere(1)=%d\n", kx_nowhere(1));
	return 0;
}
module_init(kx_neg_undef_init);

MODULE_LICENSE("GPL");
