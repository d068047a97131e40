// SPDX-License-Identifier: GPL-2.0-only
/*
 * Reading vmlinux's own export tables, the way the module loader does:
 * the tables are arrays between __start___ksymtab and __stop___ksymtab
 * (and _gpl), sorted by name, so a lookup is a binary search.
 *
 * No exported routine is called here: kstrcmp/kstrlen are private, so a
 * broken memcpy or strlen cannot hide a broken table.
 */
#include <linux/export.h>
#include <linux/ksyms.h>
#include <asm/export.h>	/* struct kernel_symbol, KSYMTAB_ENTRY_SIZE */

extern const char __start___ksymtab[], __stop___ksymtab[];
extern const char __start___ksymtab_gpl[], __stop___ksymtab_gpl[];
extern const char __start___kcrctab[], __stop___kcrctab[];
extern const char __start___kcrctab_gpl[], __stop___kcrctab_gpl[];
extern const char __start___ksymtab_strings[], __stop___ksymtab_strings[];

/* The C view of an entry and the one the headers write must agree. */
_Static_assert(sizeof(struct kernel_symbol) == KSYMTAB_ENTRY_SIZE,
	       "struct kernel_symbol is not the entry <asm/export.h> writes");

int kstrcmp(const char *a, const char *b)
{
	while (*a && *a == *b) {
		a++;
		b++;
	}
	return (unsigned char)*a - (unsigned char)*b;
}

size_t kstrlen(const char *s)
{
	size_t n = 0;

	while (s[n])
		n++;
	return n;
}

static const char *table_start(bool gpl)
{
	return gpl ? __start___ksymtab_gpl : __start___ksymtab;
}

unsigned int ksymtab_count(bool gpl)
{
	const char *stop = gpl ? __stop___ksymtab_gpl : __stop___ksymtab;

	return (stop - table_start(gpl)) / sizeof(struct kernel_symbol);
}

void ksymtab_entry(bool gpl, unsigned int i, struct ksym *out)
{
	const char *entry = table_start(gpl) + i * sizeof(struct kernel_symbol);

#ifdef CONFIG_HAVE_ARCH_PREL32_RELOCATIONS
	/* Each field holds the distance from itself to its target. */
	const struct kernel_symbol *ks = (const struct kernel_symbol *)entry;

	out->value = (unsigned long)&ks->value_offset + ks->value_offset;
	out->name = (const char *)&ks->name_offset + ks->name_offset;
	out->namespace = (const char *)&ks->namespace_offset +
			 ks->namespace_offset;
#else
	const struct kernel_symbol *ks = (const struct kernel_symbol *)entry;

	out->value = ks->value;
	out->name = ks->name;
	out->namespace = ks->namespace;
#endif
	out->gpl = gpl;
	out->index = i;
}

static bool search(bool gpl, const char *name, struct ksym *out)
{
	unsigned int lo = 0, hi = ksymtab_count(gpl);

	while (lo < hi) {
		unsigned int mid = lo + (hi - lo) / 2;
		int cmp;

		ksymtab_entry(gpl, mid, out);
		cmp = kstrcmp(name, out->name);
		if (!cmp)
			return true;
		if (cmp < 0)
			hi = mid;
		else
			lo = mid + 1;
	}
	return false;
}

bool ksymtab_lookup(const char *name, struct ksym *out)
{
	return search(false, name, out) || search(true, name, out);
}

bool ksymtab_crc(const struct ksym *sym, u32 *crc)
{
	const char *start = sym->gpl ? __start___kcrctab_gpl : __start___kcrctab;
	const char *stop = sym->gpl ? __stop___kcrctab_gpl : __stop___kcrctab;

	if ((unsigned long)(stop - start) / 4 <= sym->index)
		return false;
	*crc = ((const u32 *)start)[sym->index];
	return true;
}

bool ksymtab_name_in_strings(const char *name)
{
	return name >= __start___ksymtab_strings &&
	       name < __stop___ksymtab_strings;
}
