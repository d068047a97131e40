/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef _ASM_M68K_EXPORT_H
#define _ASM_M68K_EXPORT_H

/*
 * The m68k ABI aligns pointers, longs and structs to 2 only, so the C
 * compiler places struct kernel_symbol (and a CRC word) on 2-byte
 * boundaries; the assembly entries must agree or the table gets holes.
 * This is why the 2016 asm-generic/export.h grew KSYM_ALIGN and
 * KCRC_ALIGN overrides (Al Viro: "m68k aligns pointers to 2").
 */
#define KSYM_ALIGN	2
#define KCRC_ALIGN	2

#include <asm-generic/export.h>

#endif /* _ASM_M68K_EXPORT_H */
