// SPDX-License-Identifier: GPL-2.0-only
/*
 * Built with -DDEFAULT_SYMBOL_NAMESPACE=KX_DEFNS (see Kbuild): plain
 * EXPORT_SYMBOL() and EXPORT_SYMBOL_GPL() land in namespace KX_DEFNS.
 */
#include <linux/module.h>
#include "kx_provider.h"

int kx_defns(int x)
{
	return x + 40;
}
EXPORT_SYMBOL(kx_defns);

int kx_defns_gpl(int x)
{
	return x + 50;
}
EXPORT_SYMBOL_GPL(kx_defns_gpl);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("ksymexport test: exports in a default namespace");
