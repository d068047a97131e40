/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef __ASM_GENERIC_LINKAGE_H
#define __ASM_GENERIC_LINKAGE_H
/* Most architectures need nothing beyond <linux/linkage.h>'s defaults. */
#endif
