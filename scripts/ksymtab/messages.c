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
