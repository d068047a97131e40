// SPDX-License-Identifier: GPL-2.0-only
/*
 * The C half of a module that exports (exporter-data.S is the assembly
 * half): a plain, a GPL-only and a namespaced function.  Its table comes
 * from its objects' macros in the sections contract and from
 * scripts/gen-exports at the module's link in the records contract; the
 * two .ko hold the same table (llvm-tests/matrix/records-modules.test).
 */
#include <linux/export.h>
#include <linux/module.h>

int ksym_exporter_plain(int x)
{
	return x + 1;
}
EXPORT_SYMBOL(ksym_exporter_plain);

int ksym_exporter_gpl(int x)
{
	return x * 2;
}
EXPORT_SYMBOL_GPL(ksym_exporter_gpl);

int ksym_exporter_ns(int x)
{
	return x - 1;
}
EXPORT_SYMBOL_NS(ksym_exporter_ns, KSYM_EXPORTER);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("ksymtab sample: a module that exports from C and assembly");
