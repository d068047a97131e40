// SPDX-License-Identifier: GPL-2.0-only
/*
 * Imports every export of kx_provider and kx_defns, memcpy (an assembly
 * export of vmlinux), crc7_be (from the in-tree crc7.ko) and kx_lib_export
 * (a lib-y member of vmlinux that only lib-ksyms keeps), calls each with
 * known inputs and prints one line per result.
 */
#include <linux/module.h>
#include <linux/crc7.h>
#include <linux/pm.h>
#include <linux/string.h>
#include "kx_provider.h"

MODULE_IMPORT_NS(KX_NS);
MODULE_IMPORT_NS(KX_DEFNS);

/* A size the compiler cannot see, so memcpy is a call, not inlined. */
static int kx_len = 6;
module_param(kx_len, int, 0444);

static int __init kx_user_init(void)
{
	static const u8 msg[] = "kx-abc";
	u8 copy[8] = { 0 };

	memcpy(copy, msg, kx_len);
	pr_info("kx_user: kx_plain(41)=%d\n", kx_plain(41));
	pr_info("kx_user: kx_gpl(21)=%d\n", kx_gpl(21));
	pr_info("kx_user: kx_ns(49)=%d\n", kx_ns(49));
	pr_info("kx_user: kx_ns_gpl(9)=%d\n", kx_ns_gpl(9));
	pr_info("kx_user: kx_expanded(1)=%d\n", kx_expanded(1));
	pr_info("kx_user: kx_asm_add(40,2)=%ld\n", kx_asm_add(40, 2));
	pr_info("kx_user: kx_data=%d\n", kx_data);
	pr_info("kx_user: kx_pm_ops.runtime_suspend()=%d\n",
		kx_pm_ops.runtime_suspend(NULL));
	pr_info("kx_user: kx_pm_ops_ns.runtime_resume()=%d\n",
		kx_pm_ops_ns.runtime_resume(NULL));
	pr_info("kx_user: kx_defns(2)=%d\n", kx_defns(2));
	pr_info("kx_user: kx_defns_gpl(2)=%d\n", kx_defns_gpl(2));
	pr_info("kx_user: kx_lib_export(5)=%d\n", kx_lib_export(5));
	pr_info("kx_user: memcpy=%s\n", copy);
	pr_info("kx_user: crc7_be(kx-abc)=0x%02x\n", crc7_be(0, msg, 6));
	return 0;
}
module_init(kx_user_init);

static void __exit kx_user_exit(void)
{
}
module_exit(kx_user_exit);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("ksymexport test: imports every kind of export");
