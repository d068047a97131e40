/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The MIPS extras.  _gp is what head.S loads into $gp: 0x7ff0 past the
 * start of the data, so a signed 16-bit offset from it reaches the first
 * 64 KiB of .data/.sdata/.sbss (the code is built with -G 0 and makes no
 * such access; the linkers would want _gp if an object did).  The ABI
 * bookkeeping sections (.reginfo, .MIPS.options, .pdr of .ent/.end,
 * .gnu.attributes) have no use in the image, as in Linux's vmlinux.lds.S.
 * .MIPS.abiflags stays (its PT_MIPS_ABIFLAGS tells a loader the FP mode)
 * and is placed with the read-only data: left to ld.lld as an orphan it
 * lands right after .text, and the read-only segment then starts inside
 * the last text page, which qemu-user faults on.
 */
#include <asm-generic/vmlinux.lds.h>

OUTPUT_ARCH(mips)
ENTRY(_start)

#define MIPS_RO							\
	.MIPS.abiflags : {						\
		*(.MIPS.abiflags)					\
	}

#define MIPS_RW								\
	_gp = _sdata + 0x7ff0;						\
	/DISCARD/ : {							\
		*(.reginfo .MIPS.options .options .pdr .gnu.attributes)	\
	}

SECTIONS
{
#ifdef CONFIG_64BIT
	USER_IMAGE(0x120000000, MIPS_RO, MIPS_RW)
#else
	USER_IMAGE(0x400000, MIPS_RO, MIPS_RW)
#endif
}
