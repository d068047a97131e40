/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Entry of vmlinux as a static Linux user program (qemu-ppc, qemu-ppc64,
 * qemu-ppc64le), and the two system calls the self-test needs.
 *
 * System calls: "sc" with the number in r0 and arguments in r3..r8; the
 * result comes back in r3, and on failure CR0.SO is set and r3 holds a
 * positive errno.
 */
#include <linux/linkage.h>
#include <asm/ppc_asm.h>

#define __NR_write	4
#define __NR_exit_group	234

	.section .head.text, "ax", %progbits
#ifdef CONFIG_PPC64_ELF_ABI_V1
	/*
	 * ELFv1: e_entry names a function descriptor, like every function
	 * address.  The loader (the kernel's start_thread, qemu-user's
	 * init_thread alike) takes the code address and r2 from it, so
	 * the TOC pointer is set when DOTSYM(_start) runs.
	 */
	.pushsection ".opd", "aw"
	.balign	8
	.globl	_start
_start:
	.quad	DOTSYM(_start), .TOC.@tocbase, 0
	.popsection
DOTSYM(_start):
#else
	.globl	_start
_start:
#endif
#ifdef CONFIG_PPC64_ELF_ABI_V2
	/*
	 * ELFv2: the loader enters at e_entry with r12 = e_entry, as on a
	 * call through a global entry point: derive the TOC pointer from it.
	 */
	addis	r2, r12, (.TOC. - _start)@ha
	addi	r2, r2, (.TOC. - _start)@l
#endif
	/* A 16-byte aligned minimal frame whose back chain ends the list. */
	CLRRLI	r1, r1, 4
	li	r0, 0
	PPC_STLU r0, -STACK_FRAME_MIN(r1)
	bl	start_kernel
#ifdef CONFIG_PPC64
	nop				/* TOC restore slot of an external call */
#endif
	li	r0, __NR_exit_group	/* status is start_kernel's r3 */
	sc
	trap

/* long arch_write(int fd, const void *buf, unsigned long len) */
SYM_FUNC_START(arch_write)
	li	r0, __NR_write
	sc
	bnslr				/* CR0.SO clear: r3 is the count */
	neg	r3, r3			/* the kernel's convention: -errno */
	blr
SYM_FUNC_END(arch_write)
