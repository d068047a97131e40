// SPDX-License-Identifier: GPL-2.0-only
/*
 * `ksymtab diff --junit FILE`: the changes as a JUnit XML report, for CI
 * that shows test results.  One testsuite, and one testcase per kind of
 * change (removed, added, table, namespace, crc, module), always all six,
 * so that a dashboard tracks the same tests from run to run: a testcase
 * fails when a change of its kind is not allowed, with those lines in the
 * failure; the allowed ones are its system-out.  The lines are those of
 * the text output, verdict included.
 *
 * The report is written whole or not at all (outfile.c): FILE is a whole
 * report or untouched.
 */
#include <stdlib.h>
#include <string.h>

#include "ksymtab.h"

/*
 * XML character data: the markup characters as entities; a control byte or
 * a byte >= 0x80, which XML 1.0 may not hold or which may not be UTF-8, as
 * the text output's \ooo.
 */
static void xml_text(FILE *f, const char *s, size_t len)
{
	size_t i;

	for (i = 0; i < len; i++) {
		unsigned char c = s[i];

		if (c == '&')
			fputs("&amp;", f);
		else if (c == '<')
			fputs("&lt;", f);
		else if (c == '>')
			fputs("&gt;", f);
		else if (c == '"')
			fputs("&quot;", f);
		else if ((c < 0x20 && c != '\n') || c >= 0x7f)
			fprintf(f, "\\%03o", c);
		else
			fputc(c, f);
	}
}

/* the lines of @d's changes of kind @what that are (not) @allowed */
static int kind_lines(const struct diff *d, enum change what, int allowed,
		      char **buf, size_t *len, size_t *count)
{
	FILE *m = open_memstream(buf, len);
	size_t i;

	*count = 0;
	if (!m)
		return -ENOMEM;
	for (i = 0; i < d->n; i++) {
		const struct chg *c = &d->v[i];

		if (c->what != what || !c->allowed != !allowed)
			continue;
		diff_line(m, c);
		fputs(": ", m);
		diff_verdict(m, c);
		fputc('\n', m);
		(*count)++;
	}
	if (fclose(m)) {
		free(*buf);
		*buf = NULL;
		return -ENOMEM;
	}
	return 0;
}

static int write_report(FILE *f, const struct diff *d)
{
	size_t fails = 0;
	int k, r = 0;

	for (k = 0; k < CH_NR; k++) {
		size_t i;

		for (i = 0; i < d->n; i++)
			if (d->v[i].what == (enum change)k && !d->v[i].allowed)
				break;
		fails += i < d->n;
	}
	fputs("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites>\n", f);
	fprintf(f, "<testsuite name=\"ksymtab diff\" tests=\"%d\" failures=\"%zu\">\n",
		CH_NR, fails);
	for (k = 0; !r && k < CH_NR; k++) {
		char *bad = NULL, *ok = NULL;
		size_t nbad, nok, lbad, lok;

		r = kind_lines(d, k, 0, &bad, &lbad, &nbad);
		if (!r)
			r = kind_lines(d, k, 1, &ok, &lok, &nok);
		if (!r) {
			fprintf(f, "<testcase classname=\"ksymtab.diff\" name=\"%s\">",
				change_names[k]);
			if (nbad) {
				fprintf(f, "<failure message=\"%zu %s not allowed\">",
					nbad, change_names[k]);
				xml_text(f, bad, lbad);
				fputs("</failure>", f);
			}
			if (nok) {
				fputs("<system-out>", f);
				xml_text(f, ok, lok);
				fputs("</system-out>", f);
			}
			fputs("</testcase>\n", f);
		}
		free(bad);
		free(ok);
	}
	fputs("</testsuite>\n</testsuites>\n", f);
	return r;
}

int diff_junit(struct ksym_ctx *ctx, const char *path, const struct diff *d)
{
	struct outfile o;
	int r = outfile_open(ctx, &o, path);

	if (r)
		return r;
	r = write_report(o.f, d);
	if (r) {
		outfile_discard(&o);
		return r;
	}
	return outfile_commit(ctx, &o);
}
