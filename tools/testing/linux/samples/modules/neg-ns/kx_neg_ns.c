// SPDX-License-Identifier: GPL-2.0-only
/* Uses kx_ns from namespace KX_NS with no MODULE_IMPORT_NS(KX_NS). */
#include <linux/module.h>

int kx_ns(int x);

static int __init kx_neg_ns_init(void)
{
	pr_info("kx_neg_ns: kx_ns(49)=%d\n", kx_ns(49));
	return 0;
}
module_init(kx_neg_ns_init);

MODULE_LICENSE("GPL");
