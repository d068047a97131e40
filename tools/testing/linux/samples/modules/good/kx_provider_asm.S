/* SPDX-License-Identifier: GPL-2.0-only */
/* An export from assembly: long kx_asm_add(long a, long b). */
#include <linux/linkage.h>
#include <linux/version.h>
/* Linux 6.5 dropped <asm/export.h>: <linux/export.h> serves assembly too. */
#if LINUX_VERSION_CODE >= KERNEL_VERSION(6, 5, 0)
#include <linux/export.h>
#else
#include <asm-generic/export.h>
#endif

SYM_FUNC_START(kx_asm_add)
#if defined(__x86_64__)
	leaq	(%rdi,%rsi), %rax
	RET
#elif defined(__i386__)
	/* arch/x86/Makefile builds 32-bit code with -mregparm=3: a, b in eax, edx. */
	leal	(%eax,%edx), %eax
	RET
#elif defined(__riscv)
	add	a0, a0, a1
	ret
#elif defined(__aarch64__)
	add	x0, x0, x1
	ret
#else
#error "kx_asm_add: no assembly for this architecture"
#endif
SYM_FUNC_END(kx_asm_add)
EXPORT_SYMBOL_GPL(kx_asm_add)
