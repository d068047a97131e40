/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef _LINUX_TYPES_H
#define _LINUX_TYPES_H

#ifndef __ASSEMBLY__
typedef __SIZE_TYPE__		size_t;
typedef __PTRDIFF_TYPE__	ptrdiff_t;
typedef __UINTPTR_TYPE__	uintptr_t;
typedef __INT32_TYPE__		s32;
typedef __UINT32_TYPE__		u32;
typedef __UINT8_TYPE__		u8;
typedef __UINT64_TYPE__		u64;
typedef _Bool			bool;
#define true	1
#define false	0
#define NULL	((void *)0)
#endif

#endif /* _LINUX_TYPES_H */
