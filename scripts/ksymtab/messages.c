// SPDX-License-Identifier: GPL-2.0-only
/*
 * Diagnostics.  Every message is one line on stderr:
 *
 *   ksymtab: FILE: what is wrong              bad input (exit 2)
 *   ksymtab: FILE: what is wrong              a finding of check (exit 1)
 *   ksymtab: FILE: warning: what              a warning (exit status kept)
 *   ERROR: ksymtab: ...                       resolve findings (modpost)
 *   WARNING: ksymtab: ...                     resolve warnings (modpost)
 *   ksymtab: usage error: ... (try --help)    usage (exit 2)
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "ksymtab.h"

unsigned int nr_errors;
unsigned int nr_warnings;
unsigned int nr_bad;
int ksymtab_quiet;

/*
 * The line is escaped as a whole (json.c, text_str()): a file or symbol
 * name holding a newline must not split the one line of a diagnostic.
 */
static void vmsg(const char *prefix, const char *file, const char *level,
		 const char *suffix, const char *fmt, va_list ap)
{
	char *what;

	if (ksymtab_quiet)
		return;
	if (vasprintf(&what, fmt, ap) < 0) {
		fputs("ksymtab: out of memory\n", stderr);
		exit(2);
	}
	fputs(prefix, stderr);
	if (file) {
		text_str(stderr, file, 0);
		fputs(": ", stderr);
	}
	if (level)
		fputs(level, stderr);
	text_str(stderr, what, 0);
	if (suffix)
		fputs(suffix, stderr);
	fputc('\n', stderr);
	free(what);
}

void bad(const char *file, const char *fmt, ...)
{
	va_list ap;

	nr_bad++;
	va_start(ap, fmt);
	vmsg("ksymtab: ", file, NULL, NULL, fmt, ap);
	va_end(ap);
}

void finding(const char *file, const char *fmt, ...)
{
	va_list ap;

	nr_errors++;
	va_start(ap, fmt);
	vmsg("ksymtab: ", file, NULL, NULL, fmt, ap);
	va_end(ap);
}

void warning(const char *file, const char *fmt, ...)
{
	va_list ap;

	nr_warnings++;
	va_start(ap, fmt);
	vmsg("ksymtab: ", file, "warning: ", NULL, fmt, ap);
	va_end(ap);
}

void mp_error(const char *fmt, ...)
{
	va_list ap;

	nr_errors++;
	va_start(ap, fmt);
	vmsg("ERROR: ksymtab: ", NULL, NULL, NULL, fmt, ap);
	va_end(ap);
}

void mp_warn(const char *fmt, ...)
{
	va_list ap;

	nr_warnings++;
	va_start(ap, fmt);
	vmsg("WARNING: ksymtab: ", NULL, NULL, NULL, fmt, ap);
	va_end(ap);
}

void usage_error(const char *fmt, ...)
{
	va_list ap;

	nr_bad++;
	va_start(ap, fmt);
	vmsg("ksymtab: usage error: ", NULL, NULL, " (try --help)", fmt, ap);
	va_end(ap);
}

static void __attribute__((noreturn)) oom(void)
{
	fputs("ksymtab: out of memory\n", stderr);
	exit(2);
}

/*
 * The arrays of a kernel-sized image run to tens of megabytes (symbols,
 * exports, hash slots) and are read at random: transparent huge pages cut
 * their page faults and TLB misses (Documentation/ksymtab.rst, "Speed at
 * kernel scale"), and many machines give them only
 * on request (THP "madvise").  Allocations this large are fresh mappings,
 * so only the 2 MiB-aligned part inside is advised.
 */
#define HUGE_PAGE	(2UL << 20)

static void advise_huge(void *p, size_t bytes)
{
#ifdef MADV_HUGEPAGE
	uintptr_t start = ((uintptr_t)p + HUGE_PAGE - 1) & ~(HUGE_PAGE - 1);
	uintptr_t end = ((uintptr_t)p + bytes) & ~(HUGE_PAGE - 1);

	if (bytes >= 2 * HUGE_PAGE && end > start)
		madvise((void *)start, end - start, MADV_HUGEPAGE);
#endif
}

void *xcalloc(size_t n, size_t size)
{
	void *p = calloc(n ? n : 1, size ? size : 1);

	if (!p)
		oom();
	advise_huge(p, n * size);
	return p;
}

void *xrealloc(void *p, size_t n, size_t size)
{
	if (size && n > (size_t)-1 / size)
		oom();
	n *= size;
	p = realloc(p, n ? n : 1);
	if (!p)
		oom();
	advise_huge(p, n);
	return p;
}

/* room for @need elements at *@cap, doubling: n appends cost O(n) */
void *xgrow(void *p, size_t *cap, size_t need, size_t size)
{
	size_t n = *cap ? *cap : 16;

	if (need <= *cap)
		return p;
	while (n < need) {
		if (n > (size_t)-1 / 2)
			oom();
		n *= 2;
	}
	*cap = n;
	return xrealloc(p, n, size);
}

char *xstrdup(const char *s)
{
	char *p = strdup(s);

	if (!p)
		oom();
	return p;
}
