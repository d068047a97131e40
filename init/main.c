// SPDX-License-Identifier: GPL-2.0-only
/*
 * The runtime proof: vmlinux walks its own export tables, finds every
 * exported routine by name (binary search, as the module loader does)
 * and calls it through the pointer it found.  One line per check:
 *
 *	PASS: <check>
 *	FAIL: <check>: <why>
 *
 * and a last line "<n> checks, <m> failed"; the exit status is 0 only
 * when nothing failed.
 */
#include <linux/ctype.h>
#include <linux/export.h>
#include <linux/kernel.h>
#include <linux/ksyms.h>
#include <linux/printk.h>

static unsigned int checks, failures;

static void report(bool ok, const char *what, const char *name,
		   const char *why)
{
	checks++;
	if (!ok)
		failures++;
	pr_str(ok ? "PASS: " : "FAIL: ");
	pr_str(what);
	if (name) {
		pr_str(" ");
		pr_str(name);
	}
	if (!ok && why) {
		pr_str(": ");
		pr_str(why);
	}
	pr_str("\n");
}

#ifdef CONFIG_MODULES

static void check_table(bool gpl)
{
	const char *what = gpl ? "table __ksymtab_gpl" : "table __ksymtab";
	unsigned int i, n = ksymtab_count(gpl);
	struct ksym prev, cur;
	const char *why = NULL;

	for (i = 0; i < n && !why; i++) {
		ksymtab_entry(gpl, i, &cur);
		if (!ksymtab_name_in_strings(cur.name))
			why = "a name points outside __ksymtab_strings";
		else if (i && kstrcmp(prev.name, cur.name) >= 0)
			why = "not sorted by name";
		prev = cur;
	}
	if (why) {
		report(false, what, cur.name, why);
		return;
	}
	report(true, what, NULL, NULL);
}

/* CRC-32 (IEEE), as scripts/gen-crcs computes __crc_NAME. */
static u32 crc32_name(const char *s)
{
	u32 crc = 0xffffffff;
	int k;

	while (*s) {
		crc ^= (unsigned char)*s++;
		for (k = 0; k < 8; k++)
			crc = (crc >> 1) ^ (0xedb88320 & -(crc & 1));
	}
	return ~crc;
}

/* What a module would see of one export. */
struct expect {
	const char *name;
	bool gpl;
	const char *namespace;
	unsigned long address;	/* what a C pointer holds; 0: lib-y, unknown */
	bool (*exercise)(unsigned long value);
};

static bool bytes_equal(const char *a, const char *b, unsigned int n)
{
	while (n--)
		if (*a++ != *b++)
			return false;
	return true;
}

static bool try_memcpy(unsigned long value)
{
	void *(*fn)(void *, const void *, size_t) = (void *)value;
	char src[] = "export table", dst[16] = { 0 };

	return fn(dst, src, sizeof(src)) == dst &&
	       bytes_equal(dst, src, sizeof(src));
}

static bool try_memset(unsigned long value)
{
	void *(*fn)(void *, int, size_t) = (void *)value;
	char buf[20] = { 0 };
	unsigned int i;

	if (fn(buf, 0x5a, 17) != buf)
		return false;
	for (i = 0; i < sizeof(buf); i++)
		if (buf[i] != (i < 17 ? 0x5a : 0))
			return false;
	return true;
}

static bool try_strlen(unsigned long value)
{
	size_t (*fn)(const char *) = (void *)value;

	return fn("ksymtab") == 7 && fn("") == 0;
}

static bool try_memcmp(unsigned long value)
{
	int (*fn)(const void *, const void *, size_t) = (void *)value;

	return fn("abc", "abd", 3) < 0 && fn("abd", "abc", 3) > 0 &&
	       fn("abc", "abc", 3) == 0 && fn("x", "y", 0) == 0;
}

static bool try_magic(unsigned long value)
{
	return *(const u32 *)value == 0x4b53594d;
}

static bool try_gcd(unsigned long value)
{
	unsigned long (*fn)(unsigned long, unsigned long) = (void *)value;

	return fn(48, 18) == 6 && fn(17, 5) == 1 && fn(0, 9) == 9;
}

static bool try_int_sqrt(unsigned long value)
{
	unsigned long (*fn)(unsigned long) = (void *)value;

	return fn(1000000) == 1000 && fn(99) == 9 && fn(1) == 1;
}

static bool try_bcd2bin(unsigned long value)
{
	unsigned int (*fn)(unsigned char) = (void *)value;

	return fn(0x42) == 42 && fn(0x99) == 99;
}

static bool try_ctype(unsigned long value)
{
	const unsigned char *table = (const unsigned char *)value;

	return (table['7'] & _D) && (table['q'] & _L) && !(table['-'] & _D);
}

static bool try_hweight(unsigned long value)
{
	unsigned int (*fn)(unsigned int) = (void *)value;

	return fn(0xf0f0) == 8 && fn(0xffffffff) == 32 && fn(0) == 0;
}

/*
 * memcmp and __sw_hweight32 live in lib-y objects that nothing built in
 * refers to; they must never be named here, or the linker would pull them
 * without lib-ksyms and the check would prove nothing.
 */
static const struct expect expected[] = {
	{ "memcpy",		false, "", (unsigned long)&memcpy, try_memcpy },
	{ "memset",		false, "", (unsigned long)&memset, try_memset },
	{ "strlen",		true,  "", (unsigned long)&strlen, try_strlen },
	{ "memcmp",		false, "", 0, try_memcmp },
	{ "arch_export_magic",	false, "", (unsigned long)&arch_export_magic, try_magic },
	{ "gcd",		true,  "", (unsigned long)&gcd, try_gcd },
	{ "int_sqrt",		false, "", (unsigned long)&int_sqrt, try_int_sqrt },
	{ "bcd2bin",		false, "KSYM_SAMPLE", (unsigned long)&bcd2bin, try_bcd2bin },
	{ "_ctype",		false, "", (unsigned long)&_ctype, try_ctype },
	{ "__sw_hweight32",	false, "", 0, try_hweight },
};

static void check_export(const struct expect *e)
{
	struct ksym sym;
	u32 crc;

	if (!ksymtab_lookup(e->name, &sym)) {
		report(false, "lookup", e->name, "missing from the export tables");
		return;
	}
	if (sym.gpl != e->gpl)
		report(false, "lookup", e->name,
		       e->gpl ? "expected in __ksymtab_gpl" : "expected in __ksymtab");
	else if (kstrcmp(sym.namespace, e->namespace))
		report(false, "lookup", e->name, "wrong namespace");
	else if (e->address && sym.value != e->address)
		report(false, "lookup", e->name,
		       "table value differs from the symbol's address");
	else
		report(true, "lookup", e->name, NULL);

	/* Never call through a pointer the table got wrong. */
	if (e->address && sym.value != e->address)
		report(false, "call", e->name, "skipped: the table's value is wrong");
	else
		report(e->exercise(sym.value), "call", e->name,
		       "wrong result through the table's pointer");

	if (IS_ENABLED(CONFIG_MODVERSIONS)) {
		bool ok = ksymtab_crc(&sym, &crc);

		report(ok && crc == crc32_name(e->name), "crc", e->name,
		       ok ? "CRC differs from crc32(name)" : "no CRC entry");
	}
}

static void self_test(void)
{
	unsigned int i;

	pr_str("ksymtab self-test: ");
	pr_str(IS_ENABLED(CONFIG_HAVE_ARCH_PREL32_RELOCATIONS) ?
	       "relative" : "absolute");
	pr_str(" entries, ");
	pr_dec(ksymtab_count(false));
	pr_str(" plain + ");
	pr_dec(ksymtab_count(true));
	pr_str(" gpl exports\n");

	check_table(false);
	check_table(true);
	for (i = 0; i < ARRAY_SIZE(expected); i++)
		check_export(&expected[i]);
}

#else /* !CONFIG_MODULES */

static void self_test(void)
{
	pr_str("ksymtab self-test: CONFIG_MODULES=n, no export tables\n");
	report(strlen("vmlinux") == 7, "call", "strlen", "wrong result");
}

#endif

int start_kernel(void)
{
	self_test();
	pr_dec(checks);
	pr_str(" checks, ");
	pr_dec(failures);
	pr_str(" failed\n");
	return failures ? 1 : 0;
}
