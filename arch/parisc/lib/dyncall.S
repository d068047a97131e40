/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * $$dyncall: the millicode through which gcc for hppa makes every
 * indirect call ("bl $$dyncall, %r31" with the function pointer in
 * %r22).  A function pointer is a plabel: the entry point itself, or,
 * with bit 30 set, the address of a two-word descriptor { entry, %r19 }
 * (a function reached through a PLT).  The caller's %rp is saved in the
 * frame marker at -24(%sp) and the target returns straight to the
 * caller through %rp (the caller copied %r31 there).
 *
 * Our own copy rather than libgcc's: it is the whole dependency on
 * libgcc, and this way the link needs no compiler-specific library path.
 */
#include <linux/linkage.h>

	.text
	.align	4
	.globl	$$dyncall
	.type	$$dyncall, @function
$$dyncall:
	.proc
	.callinfo millicode
	.entry
	bb,>=,n	%r22, 30, 1f		/* bit 30 clear: an entry point */
	depi	0, 31, 2, %r22		/* descriptor address */
	ldw	4(%r22), %r19		/* the callee's linkage table pointer */
	ldw	0(%r22), %r22		/* its entry point */
1:	ldsid	(%sr0, %r22), %r1
	mtsp	%r1, %sr0
	be	0(%sr0, %r22)
	stw	%rp, -24(%sp)		/* delay slot: the caller's return point */
	.exit
	.procend
	.size	$$dyncall, . - $$dyncall
