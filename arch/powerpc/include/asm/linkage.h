/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef _ASM_POWERPC_LINKAGE_H
#define _ASM_POWERPC_LINKAGE_H

#ifdef CONFIG_PPC64_ELF_ABI_V1
/*
 * 64-bit ELFv1: a function NAME is a descriptor in .opd, three doublewords
 * { entry, TOC base, environment }, and its code starts at the dot symbol
 * DOTSYM(NAME) = .NAME.  Callers through a pointer load r2 and the entry
 * from the descriptor; GNU ld turns "bl NAME" into a branch to the code.
 * An assembly routine must look the same as one from the C compiler, so
 * that NAME (the descriptor) is what C's &NAME is.
 */
#define XGLUE(a, b)	a##b
#define GLUE(a, b)	XGLUE(a, b)
#define DOTSYM(name)	GLUE(., name)

#ifdef __ASSEMBLY__
#define SYM_FUNC_START(name)						\
	.pushsection ".opd", "aw" ;					\
	.balign 8 ;							\
	.globl name ;							\
	.type name, @function ;						\
name:									\
	.quad DOTSYM(name), .TOC.@tocbase, 0 ;				\
	.popsection ;							\
	.text ;								\
	.balign 4 ;							\
	.globl DOTSYM(name) ;						\
	.type DOTSYM(name), @function ;					\
DOTSYM(name):

/* Both compilers give the descriptor symbol the size of the code. */
#define SYM_FUNC_END(name)						\
	.size DOTSYM(name), . - DOTSYM(name) ;				\
	.size name, . - DOTSYM(name)
#endif /* __ASSEMBLY__ */

#else
/* ELFv2 and 32-bit: a function symbol is its code address. */
#define DOTSYM(name)	name
#endif

#if defined(__ASSEMBLY__) && defined(CONFIG_PPC64)
/*
 * Mark every assembly object with its ABI in e_flags, as the compilers
 * mark theirs (an unmarked object is 0, "either"): the linkers then
 * refuse a mix, and ld.lld says "ABI version 1 is not supported" instead
 * of linking ELFv1 code it cannot handle.
 */
#ifdef CONFIG_PPC64_ELF_ABI_V1
	.abiversion 1
#else
	.abiversion 2
#endif
#endif

#endif /* _ASM_POWERPC_LINKAGE_H */
