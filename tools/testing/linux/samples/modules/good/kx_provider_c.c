// SPDX-License-Identifier: GPL-2.0-only
/*
 * Every kind of export from C: plain, GPL, namespaced, namespaced GPL, a
 * data object, a name produced by a macro (the argument must be expanded
 * before the header stringifies it) and two dev_pm_ops exports, which
 * include/linux/pm.h writes with __EXPORT_SYMBOL(sym, sec, ns) directly
 * (runtime PM ones: the system-sleep members are empty without
 * CONFIG_PM_SLEEP, which tinyconfig lacks).
 */
#include <linux/module.h>
#include <linux/pm.h>
#include <linux/pm_runtime.h>
#include "kx_provider.h"

int kx_plain(int x)
{
	return x + 1;
}
EXPORT_SYMBOL(kx_plain);

int kx_gpl(int x)
{
	return 2 * x;
}
EXPORT_SYMBOL_GPL(kx_gpl);

int kx_ns(int x)
{
	return x - 7;
}
EXPORT_SYMBOL_NS(kx_ns, KX_NS);

int kx_ns_gpl(int x)
{
	return x * x;
}
EXPORT_SYMBOL_NS_GPL(kx_ns_gpl, KX_NS);

int kx_data = 1234;
EXPORT_SYMBOL(kx_data);

#define KX_NAME(n) kx_##n
int KX_NAME(expanded)(int x)
{
	return x + 100;
}
EXPORT_SYMBOL_GPL(KX_NAME(expanded));

static int kx_suspend(struct device *dev)
{
	return 7;
}

static int kx_resume(struct device *dev)
{
	return 8;
}

EXPORT_RUNTIME_DEV_PM_OPS(kx_pm_ops, kx_suspend, kx_resume, NULL);
EXPORT_NS_GPL_RUNTIME_DEV_PM_OPS(kx_pm_ops_ns, kx_suspend, kx_resume, NULL, KX_NS);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("ksymexport test: one export of each kind");
