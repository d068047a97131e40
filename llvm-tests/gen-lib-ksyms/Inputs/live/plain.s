/* SPDX-License-Identifier: GPL-2.0-only */
/* A member without exports: lib-ksyms must not pull it (live tests). */
	.text
	.globl plain
plain:	.long 0
