/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef _ASM_X86_EXPORT_H
#define _ASM_X86_EXPORT_H

/*
 * The x86-64 psABI aligns a global object of 16 bytes or more to 16, so
 * the C compiler places a two-pointer struct kernel_symbol on 16; the
 * assembly entries must match or the table would mix strides.
 */
#ifdef CONFIG_X86_64
#define KSYM_ALIGN	16
#endif

#include <asm-generic/export.h>

#endif /* _ASM_X86_EXPORT_H */
