/* SPDX-License-Identifier: GPL-2.0-only */
/* The assembly half of the exporter module: a GPL-only data export. */
#include <linux/linkage.h>
#include <linux/export.h>

SYM_DATA_START(ksym_exporter_magic, 4)
	.long	0x4b53594d
SYM_DATA_END(ksym_exporter_magic)
EXPORT_DATA_SYMBOL_GPL(ksym_exporter_magic)
