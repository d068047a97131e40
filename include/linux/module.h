/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef _LINUX_MODULE_H
#define _LINUX_MODULE_H

/*
 * Module information, as the kernel's <linux/module.h> records it: each
 * MODULE_*() places one NUL-terminated "key=value" string in the section
 * .modinfo, byte-aligned so that the strings follow each other with no
 * padding.  `ksymtab resolve` reads "license=" (GPL-only exports need a
 * GPL-compatible licence) and "import_ns=" (namespaced exports need the
 * import), as modpost does.
 */
#include <linux/compiler.h>
#include <linux/export.h>
#include <linux/stringify.h>

#ifndef __ASSEMBLY__

#define __MODULE_INFO_ID(prefix)	__PASTE(prefix, __COUNTER__)

#define __MODULE_INFO(tag, info)					\
	static const char __MODULE_INFO_ID(__UNIQUE_ID_##tag)[]	\
	__used __section(".modinfo") __aligned(1) =			\
		__stringify(tag) "=" info

#define MODULE_INFO(tag, info)		__MODULE_INFO(tag, info)

/*
 * GPL-compatible licences (the kernel's list): "GPL", "GPL v2",
 * "GPL and additional rights", "Dual BSD/GPL", "Dual MIT/GPL",
 * "Dual MPL/GPL".  Anything else cannot use EXPORT_SYMBOL_GPL symbols.
 */
#define MODULE_LICENSE(_license)	MODULE_INFO(license, _license)
#define MODULE_DESCRIPTION(_desc)	MODULE_INFO(description, _desc)
#define MODULE_AUTHOR(_author)		MODULE_INFO(author, _author)
/* ns is a bare identifier, as in EXPORT_SYMBOL_NS(sym, ns) */
#define MODULE_IMPORT_NS(_ns)		MODULE_INFO(import_ns, __stringify(_ns))

#endif /* !__ASSEMBLY__ */
#endif /* _LINUX_MODULE_H */
