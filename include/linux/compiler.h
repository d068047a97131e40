/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef _LINUX_COMPILER_H
#define _LINUX_COMPILER_H

#ifndef __ASSEMBLY__

#define __section(s)	__attribute__((__section__(s)))
#define __used		__attribute__((__used__))
#define __aligned(x)	__attribute__((__aligned__(x)))
#define __weak		__attribute__((__weak__))
#define __noreturn	__attribute__((__noreturn__))

#define __PASTE_1(a, b)	a##b
#define __PASTE(a, b)	__PASTE_1(a, b)

#define __UNIQUE_ID(prefix)	__PASTE(__PASTE(__UNIQUE_ID_, prefix), __COUNTER__)

/*
 * Make the compiler keep sym (and see it used) when only assembly refers
 * to it; the pointer lands in a section every link discards.
 */
#define __ADDRESSABLE(sym)						\
	static void *__section(".discard.addressable") __used		\
		__UNIQUE_ID(__PASTE(__addressable_, sym)) = (void *)&sym;

#define ARRAY_SIZE(a)	(sizeof(a) / sizeof((a)[0]))

#endif /* !__ASSEMBLY__ */
#endif /* _LINUX_COMPILER_H */
