/* SPDX-License-Identifier: GPL-2.0-only */
#include <linux/linkage.h>
#include <linux/export.h>

/* A data object exported from assembly: 'KSYM', read back by init/main.c. */
SYM_DATA_START(arch_export_magic, 4)
	.long	0x4b53594d
SYM_DATA_END(arch_export_magic)
EXPORT_DATA_SYMBOL(arch_export_magic)
