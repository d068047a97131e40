// SPDX-License-Identifier: GPL-2.0-only
/* Imports kx_plain with a CRC that is not kx_provider's. */
#include <linux/module.h>

int kx_plain(int x);

static int __init kx_neg_crc_init(void)
{
	pr_info("kx_neg_crc: kx_plain(41)=%d\n", kx_plain(41));
	return 0;
}
module_init(kx_neg_crc_init);

MODULE_LICENSE("GPL");
