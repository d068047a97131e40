/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef _ASM_IA64_EXPORT_H
#define _ASM_IA64_EXPORT_H

/*
 * IA-64 calls through function descriptors: a C function pointer is the
 * address of a { entry, gp } pair in .opd that the linker makes, and in
 * assembly that is @fptr(name) (R_IA64_FPTR64LSB), while "name" is the
 * bare entry point.  Linux's ia64 export table held @fptr(name) for
 * functions for this reason, and the plain address for data objects
 * (EXPORT_DATA_SYMBOL, which the asm-generic header provides).
 *
 * KSYM_PTR stays the generic .quad: GNU as 2.40 for ia64 writes the same
 * R_IA64_FPTR64LSB / R_IA64_DIR64LSB for ".quad" as for "data8".
 */
#define KSYM_FUNC(x)	@fptr(x)

#include <asm-generic/export.h>

#endif /* _ASM_IA64_EXPORT_H */
