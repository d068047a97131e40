// SPDX-License-Identifier: GPL-2.0-only
/* A module that says it is proprietary and uses kx_gpl, a GPL-only export. */
#include <linux/module.h>

int kx_gpl(int x);

static int __init kx_neg_gpl_init(void)
{
	pr_info("kx_neg_gpl: kx_gpl(21)=%d\n", kx_gpl(21));
	return 0;
}
module_init(kx_neg_gpl_init);

MODULE_LICENSE("Proprietary");
