// SPDX-License-Identifier: GPL-2.0-only
/*
 * A module that exports a helper to a few modules only, with
 * EXPORT_SYMBOL_GPL_FOR_MODULES (the records contract only: Kbuild leaves
 * it out of the default build).  The export's namespace is
 * "module:fm_user,fm-client-*": Linux 6.12.118 wants that namespace
 * imported by name, mainline lets fm_user and every fm-client-... or
 * fm_client_... module use it without an import
 * (llvm-tests/ksymtab/resolve-module-ns.test).
 */
#include <linux/export.h>
#include <linux/module.h>

int fm_helper(int v)
{
	return v + 1;
}
EXPORT_SYMBOL_GPL_FOR_MODULES(fm_helper, "fm_user,fm-client-*");

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("ksymtab sample: an export for some modules only");
