/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Test object: four functions and a data object exported in every way the
 * format allows (plain, gpl, namespaced, data, weak), with CRC entries.
 * Preprocess with: -DPTR=<.quad|.long> -DALIGN=<n> [-DPREL32]
 * [-DFN(x)=<@fptr(x)|P%x>] [-DCRCS] [-DKCRC_ALIGN=<n>]
 * or, for a row of tools/testing/matrix/rows, -DROW_<row> -DPTR_SIZE=<4|8> in place of
 * PTR and FN: the row's assembler syntax is chosen below.
 * A relative entry holds the plain address of a function even on ia64 and
 * parisc: a place-relative offset cannot name a descriptor or plabel.
 */
#ifndef PTR
#if defined(ROW_ia64)
#define PTR data8
#elif defined(ROW_sparc64)
#define PTR .xword
#elif PTR_SIZE == 8
#define PTR .quad
#else
#define PTR .long
#endif
#endif
#ifndef FN
#if defined(ROW_ia64)
#define FN(x) @fptr(x)
#elif defined(ROW_parisc)
#define FN(x) P%x
#else
#define FN(x) x
#endif
#endif
#ifndef KCRC_ALIGN
#define KCRC_ALIGN 4
#endif
	.macro kexp name, val, gpl, ns
	.section ___ksymtab\gpl+\name,"a",%progbits
#ifdef PREL32
	.balign 4
#else
	.balign ALIGN
#endif
	.globl __ksymtab_\name
__ksymtab_\name:
#ifdef PREL32
	.long \name - .
	.long __kstrtab_\name - .
#else
	PTR \val
	PTR __kstrtab_\name
#endif
	.section __ksymtab_strings,"a",%progbits
__kstrtab_\name:
	.ascii "\name"
	.byte 0
	.ifnb \ns
	.ascii "\ns"
	.endif
	.byte 0
	.section ___kcrctab\gpl+\name,"a",%progbits
	.balign KCRC_ALIGN
	.weak __crc_\name
	.long __crc_\name
	.endm

	.text
	.globl func_a
	.type func_a,%function
func_a:
	.4byte 0
	.size func_a,4
	.globl gpl_d
	.type gpl_d,%function
gpl_d:
	.4byte 0
	.size gpl_d,4
	.globl ns_c
	.type ns_c,%function
ns_c:
	.4byte 0
	.size ns_c,4
	.weak weak_w
	.type weak_w,%function
weak_w:
	.4byte 0
	.size weak_w,4
	.data
	.globl data_b
	.type data_b,%object
	.size data_b,4
data_b:
	.4byte 0

	kexp func_a, FN(func_a), ,
	kexp data_b, data_b, ,
	kexp ns_c, FN(ns_c), , KSYM_SAMPLE
	kexp gpl_d, FN(gpl_d), _gpl,
	kexp weak_w, FN(weak_w), _gpl,
#ifdef CRCS
	.set __crc_func_a, 0x1234abcd
#endif
