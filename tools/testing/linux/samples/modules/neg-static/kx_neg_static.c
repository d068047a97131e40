// SPDX-License-Identifier: GPL-2.0-only
/* Exports a static function, which Linux refuses at build time. */
#include <linux/module.h>

static int kx_static(int x)
{
	return x;
}
EXPORT_SYMBOL(kx_static);

MODULE_LICENSE("GPL");
