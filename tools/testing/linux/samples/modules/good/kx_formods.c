// SPDX-License-Identifier: GPL-2.0-only
/*
 * Linux 6.12 only: a GPL export for the module named kx_named alone.
 * 6.12.118's <linux/export.h> writes it with the namespace
 * "module:kx_named"; its loader and modpost compare that like any other
 * namespace (Documentation/linux-design.rst, "EXPORT_SYMBOL_GPL_FOR_MODULES").
 */
#include <linux/module.h>
#include "kx_formods.h"

int kx_for_named(int x)
{
	return x + 60;
}
EXPORT_SYMBOL_GPL_FOR_MODULES(kx_for_named, "kx_named");

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("ksymexport test: an export for one named module");
