// SPDX-License-Identifier: GPL-2.0-only
/*
 * Diagnostics.  Every message is one line, written to the run's ctx->diag
 * (the tool: stderr) and counted in the run's context, which the driver
 * turns into the exit status; nothing here is global:
 *
 *   ksymtab: FILE: what is wrong              bad input (exit 2)
 *   ksymtab: FILE: what is wrong              a finding of check (exit 1)
 *   ksymtab: FILE: warning: what              a warning (exit status kept)
 *   ERROR: ksymtab: ...                       resolve findings (modpost)
 *   WARNING: ksymtab: ...                     resolve warnings (modpost)
 *   ksymtab: usage error: ... (try --help)    usage (exit 2)
 *
 * "ksymtab" is ctx->prog when a program other than the tool runs the
 * library (scripts/gen-exports): its messages keep the same shape.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ksymtab.h"

/* most lines fit; a longer one is formatted again into the heap */
#define MSG_STACK 512

/*
 * The line is escaped as a whole (json.c, text_str()): a file or symbol
 * name holding a newline must not split the one line of a diagnostic.
 * Without memory for a long line, its first MSG_STACK - 1 bytes are
 * written: a diagnostic is never lost, nor an error made of it.
 */
static void vmsg(const struct ksym_ctx *ctx, const char *prefix,
		 const char *file, const char *level, const char *suffix,
		 const char *fmt, va_list ap)
{
	char buf[MSG_STACK], *what = buf;
	FILE *f = ctx->diag;
	va_list again;
	int len;

	if (!f)
		return;
	va_copy(again, ap);
	len = vsnprintf(buf, sizeof(buf), fmt, ap);
	if (len >= (int)sizeof(buf)) {
		what = malloc(len + 1);
		if (what)
			vsnprintf(what, len + 1, fmt, again);
		else
			what = buf;
	}
	va_end(again);
	fputs(prefix, f);
	fputs(ctx->prog ? ctx->prog : "ksymtab", f);
	fputs(": ", f);
	if (file) {
		text_str(f, file, 0);
		fputs(": ", f);
	}
	if (level)
		fputs(level, f);
	text_str(f, what, 0);
	if (suffix)
		fputs(suffix, f);
	fputc('\n', f);
	if (what != buf)
		free(what);
}

void bad(struct ksym_ctx *ctx, const char *file, const char *fmt, ...)
{
	va_list ap;

	ctx->nr_bad++;
	va_start(ap, fmt);
	vmsg(ctx, "", file, NULL, NULL, fmt, ap);
	va_end(ap);
}

void finding(struct ksym_ctx *ctx, const char *file, const char *fmt, ...)
{
	va_list ap;

	ctx->nr_errors++;
	va_start(ap, fmt);
	vmsg(ctx, "", file, NULL, NULL, fmt, ap);
	va_end(ap);
}

void warning(struct ksym_ctx *ctx, const char *file, const char *fmt, ...)
{
	va_list ap;

	ctx->nr_warnings++;
	va_start(ap, fmt);
	vmsg(ctx, "", file, "warning: ", NULL, fmt, ap);
	va_end(ap);
}

void mp_error(struct ksym_ctx *ctx, const char *fmt, ...)
{
	va_list ap;

	ctx->nr_errors++;
	va_start(ap, fmt);
	vmsg(ctx, "ERROR: ", NULL, NULL, NULL, fmt, ap);
	va_end(ap);
}

void mp_warn(struct ksym_ctx *ctx, const char *fmt, ...)
{
	va_list ap;

	ctx->nr_warnings++;
	va_start(ap, fmt);
	vmsg(ctx, "WARNING: ", NULL, NULL, NULL, fmt, ap);
	va_end(ap);
}

void usage_error(struct ksym_ctx *ctx, const char *fmt, ...)
{
	va_list ap;

	ctx->nr_bad++;
	va_start(ap, fmt);
	vmsg(ctx, "", NULL, "usage error: ", " (try --help)",
	     fmt, ap);
	va_end(ap);
}
