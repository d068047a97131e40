/* SPDX-License-Identifier: GPL-2.0-only */
/* Made-up types for llvm-tests/linux/parity.test: each difference
 * between old/ and new/ is spelled here under the condition that
 * linux-parity explain must name. */
#ifndef _LINUX_KX_PARITY_H
#define _LINUX_KX_PARITY_H

struct kx_member {
	int a;
#ifdef CONFIG_CC_IS_CLANG
	long clang_only;
#else
	int gcc_only;
#endif
};

#ifdef __clang__
# ifndef KX_INNER_LONG
#  define KX_INNER_LONG
# endif
typedef long kx_inner_t;
#else
typedef int kx_inner_t;
#endif
typedef kx_inner_t kx_mid_t;
typedef kx_mid_t kx_outer_t;

enum kx_mode {
	KX_MODE_A,
#if CONFIG_GCC_VERSION >= 120000
	KX_MODE_B,
#endif
	KX_MODE_MAX
};
struct kx_modes {
	int count[KX_MODE_MAX];
};

#if defined(CONFIG_CC_HAS_KX_FEATURE)
extern long kx_decl(int x);
#else
extern int kx_decl(int x);
#endif

struct kx_plain {
	int x;
};

struct kx_hidden {
	unsigned int flags;
};
#endif
