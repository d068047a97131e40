/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef _LINUX_KSYMS_H
#define _LINUX_KSYMS_H

#include <linux/types.h>

/* One export table entry, decoded from either layout. */
struct ksym {
	unsigned long value;	/* what a C pointer to the symbol holds */
	const char *name;
	const char *namespace;	/* "" when none */
	bool gpl;
	unsigned int index;	/* position in its table */
};

unsigned int ksymtab_count(bool gpl);
void ksymtab_entry(bool gpl, unsigned int i, struct ksym *out);
bool ksymtab_lookup(const char *name, struct ksym *out);
bool ksymtab_crc(const struct ksym *sym, u32 *crc);
bool ksymtab_name_in_strings(const char *name);

int kstrcmp(const char *a, const char *b);
size_t kstrlen(const char *s);

#endif /* _LINUX_KSYMS_H */
