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

#include "ksymtab.h"

unsigned int nr_errors;
unsigned int nr_warnings;
unsigned int nr_bad;
int ksymtab_quiet;

static void vmsg(const char *prefix, const char *file, const char *level,
		 const char *fmt, va_list ap)
{
	if (ksymtab_quiet)
		return;
	fputs(prefix, stderr);
	if (file)
		fprintf(stderr, "%s: ", file);
	if (level)
		fputs(level, stderr);
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
}

void bad(const char *file, const char *fmt, ...)
{
	va_list ap;

	nr_bad++;
	va_start(ap, fmt);
	vmsg("ksymtab: ", file, NULL, fmt, ap);
	va_end(ap);
}

void finding(const char *file, const char *fmt, ...)
{
	va_list ap;

	nr_errors++;
	va_start(ap, fmt);
	vmsg("ksymtab: ", file, NULL, fmt, ap);
	va_end(ap);
}

void warning(const char *file, const char *fmt, ...)
{
	va_list ap;

	nr_warnings++;
	va_start(ap, fmt);
	vmsg("ksymtab: ", file, "warning: ", fmt, ap);
	va_end(ap);
}

void mp_error(const char *fmt, ...)
{
	va_list ap;

	nr_errors++;
	va_start(ap, fmt);
	vmsg("ERROR: ksymtab: ", NULL, NULL, fmt, ap);
	va_end(ap);
}

void mp_warn(const char *fmt, ...)
{
	va_list ap;

	nr_warnings++;
	va_start(ap, fmt);
	vmsg("WARNING: ksymtab: ", NULL, NULL, fmt, ap);
	va_end(ap);
}

void usage_error(const char *fmt, ...)
{
	va_list ap;

	nr_bad++;
	va_start(ap, fmt);
	fputs("ksymtab: usage error: ", stderr);
	vfprintf(stderr, fmt, ap);
	fputs(" (try --help)\n", stderr);
	va_end(ap);
}

static void __attribute__((noreturn)) oom(void)
{
	fputs("ksymtab: out of memory\n", stderr);
	exit(2);
}

void *xcalloc(size_t n, size_t size)
{
	void *p = calloc(n ? n : 1, size ? size : 1);

	if (!p)
		oom();
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
	return p;
}

char *xstrdup(const char *s)
{
	char *p = strdup(s);

	if (!p)
		oom();
	return p;
}
