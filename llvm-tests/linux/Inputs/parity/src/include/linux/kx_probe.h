/* SPDX-License-Identifier: GPL-2.0-only */
/* Made-up type for llvm-tests/linux/parity.test: members under options
 * kconfig detects from the compiler (two ways) and under one it does not. */
#ifndef _LINUX_KX_PROBE_H
#define _LINUX_KX_PROBE_H

struct kx_probe {
	int base;
#ifdef CONFIG_KX_CC_PROBE
	long probed;
#endif
#ifdef CONFIG_KX_USER_OPTION
	long chosen;
#endif
#ifdef CONFIG_KX_SELECTED
	long selected;
#endif
};
#endif
