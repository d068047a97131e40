/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef _LINUX_STRINGIFY_H
#define _LINUX_STRINGIFY_H

/* Expand the argument first, then make it a string. */
#define __stringify_1(x...)	#x
#define __stringify(x...)	__stringify_1(x)

#endif /* _LINUX_STRINGIFY_H */
