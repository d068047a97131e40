/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef _ASM_IA64_LINKAGE_H
#define _ASM_IA64_LINKAGE_H

#ifdef __ASSEMBLY__

/*
 * Functions are procedures to the assembler: .proc/.endp bracket each
 * one (unwind information, and the entry point that @fptr() and
 * descriptors refer to).  Entries start on a 32-byte line: two bundles.
 */
#define __ALIGN	.align 32

#define SYM_FUNC_START(name)						\
	.text ASM_NL __ALIGN ASM_NL .global name ASM_NL			\
	.type name, @function ASM_NL .proc name ASM_NL name:

#define SYM_FUNC_END(name)						\
	.endp name ASM_NL .size name, . - name

#endif /* __ASSEMBLY__ */
#endif /* _ASM_IA64_LINKAGE_H */
