// SPDX-License-Identifier: GPL-2.0-only
/*
 * A lib-y member that exports a routine nothing built in calls.  Stock
 * Linux 6.1 links every lib-y member when CONFIG_MODULES=y; with our
 * overlay lib/lib.a is linked as a library and only lib-ksyms.o's
 * reference keeps this member, so its export must still be in vmlinux.
 */
#include <linux/export.h>

int kx_lib_export(int x);

int kx_lib_export(int x)
{
	return 3 * x + 1;
}
EXPORT_SYMBOL(kx_lib_export);
