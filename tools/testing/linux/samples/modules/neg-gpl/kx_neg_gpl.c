// SPDX-License-Identifier: GPL-2.0-only
/*
 * A module that says it is proprietary and uses kx_gpl, a GPL-only export.
 * modpost refuses to write its .ko; for the boot proof it is built with
 * KX_LICENSE_GPL=1 and the license in the .ko edited back to a
 * proprietary one afterwards (tools/testing/linux/linux-boot), as a mistaken build
 * would leave it, so that the loader is what refuses it.
 */
#include <linux/module.h>

int kx_gpl(int x);

static int __init kx_neg_gpl_init(void)
{
	pr_info("kx_neg_gpl: kx_gpl(21)=%d\n", kx_gpl(21));
	return 0;
}
module_init(kx_neg_gpl_init);

#ifdef KX_LICENSE_GPL
MODULE_LICENSE("GPL");
#else
MODULE_LICENSE("Proprietary");
#endif
