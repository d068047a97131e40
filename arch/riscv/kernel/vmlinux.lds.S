/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The RISC-V extras: small read-only data (.srodata, constants gcc puts
 * near gp) goes with the read-only data, and __global_pointer$ is what
 * head.S loads into gp.  A relaxing linker may turn an access within
 * +-2 KiB of __global_pointer$ into one gp-relative instruction, so it
 * is 2 KiB past the start of the data, where .sdata and .sbss are, as
 * in Linux's vmlinux.lds.S.
 */
#include <asm-generic/vmlinux.lds.h>

OUTPUT_ARCH(riscv)
ENTRY(_start)

#define RISCV_RO							\
	.srodata : {							\
		*(.srodata .srodata.*)					\
	}

#define RISCV_RW							\
	__global_pointer$ = _sdata + 0x800;

SECTIONS
{
	USER_IMAGE(0x10000, RISCV_RO, RISCV_RW)
}
