/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef _ASM_PARISC_EXPORT_H
#define _ASM_PARISC_EXPORT_H

/*
 * On PA-RISC a C function pointer is a plabel, not the entry point: gcc
 * writes (unsigned long)&fn as ".word P%fn" (R_PARISC_PLABEL32), and an
 * indirect call goes through $$dyncall, which follows the plabel to a
 * descriptor when bit 30 is set (a function in a shared object).  In
 * assembly, "fn" is the entry point and "P%fn" the plabel, so a function
 * export must say P%fn to hold what a C pointer to fn holds.  The
 * kernel's parisc export code did the same (P% in its ksyms entries).
 */
#define KSYM_FUNC(x)	P%x

#include <asm-generic/export.h>

#endif /* _ASM_PARISC_EXPORT_H */
