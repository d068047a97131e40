/* SPDX-License-Identifier: GPL-2.0-only */
/* Made-up type for llvm-tests/linux/parity.test: an attribute one
 * compiler has, reached through two macros, on a member (as 6.1's
 * mm_struct has __randomize_layout, __designated_init). */
#ifndef _LINUX_KX_ATTR_H
#define _LINUX_KX_ATTR_H

#if __has_attribute(__kx_attr__)
# define __kx_attr	__attribute__((__kx_attr__))
#else
# define __kx_attr
#endif
#define __kx_layout __kx_attr

struct kx_wrapped {
	long aligned_member __attribute__((aligned(8)));
	struct {
		int inner;
	} __kx_layout;
};
#endif
