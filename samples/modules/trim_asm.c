// SPDX-License-Identifier: GPL-2.0-only
/*
 * A module that refers to memcmp from a function's inline assembly and
 * from nowhere else: the case of ClangBuiltLinux #1369.  With LTO this
 * object is bitcode until its ld -r, and bitcode's symbol table (what
 * llvm-nm reads) leaves out the symbols a function's inline assembly
 * names, so a TRIM_UNUSED_KSYMS list read from it would trim memcmp and
 * the module would not load.  The word holds memcmp's address, as an
 * ordinary relocation against the undefined symbol.
 */
#include <linux/export.h>
#include <linux/module.h>

void trim_asm_ref(void)
{
	asm volatile(".pushsection .data\n\t"
		     ".balign " __stringify(KSYM_PTR_SIZE) "\n\t"
		     __stringify(KSYM_PTR) " memcmp\n\t"
		     ".popsection");
}

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("refers to memcmp from inline assembly only");
