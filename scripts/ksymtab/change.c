// SPDX-License-Identifier: GPL-2.0-only
/*
 * How a change between two export sets is worded, the same in diff's
 * text and JSON and in its JUnit report (junit.c): one file below both.
 */
#include <stdio.h>

#include "ksymtab.h"

const char *const change_names[CH_NR] = {
	"removed", "added", "table", "namespace", "crc", "module",
};

const char *xent_table(const struct xent *x)
{
	return x->gpl ? "gpl" : "plain";
}

static const char *crc_str(const struct xent *x, char *buf, size_t size)
{
	if (!x->has_crc)
		return "-";
	snprintf(buf, size, "0x%08x", x->crc);
	return buf;
}

void diff_line(FILE *f, const struct chg *c)
{
	const struct xent *x = c->old ? c->old : c->new;
	char a[16], b[16];

	fprintf(f, "%s %s ", change_names[c->what], x->name);
	switch (c->what) {
	case CH_REMOVED:
	case CH_ADDED:
		fprintf(f, "%s %s %s %s", xent_table(x), x->ns[0] ? x->ns : "-",
			crc_str(x, a, sizeof(a)), x->module);
		break;
	case CH_TABLE:
		fprintf(f, "%s -> %s", xent_table(c->old), xent_table(c->new));
		break;
	case CH_NS:
		fprintf(f, "%s -> %s", c->old->ns[0] ? c->old->ns : "-",
			c->new->ns[0] ? c->new->ns : "-");
		break;
	case CH_CRC:
		fprintf(f, "%s -> %s", crc_str(c->old, a, sizeof(a)),
			crc_str(c->new, b, sizeof(b)));
		break;
	default:
		fprintf(f, "%s -> %s", c->old->module, c->new->module);
	}
}

void diff_verdict(FILE *f, const struct chg *c)
{
	fputs(c->allowed ? "allowed" : "not allowed", f);
	if (c->by) {
		fputs(" by ", f);
		text_str(f, c->by->where, 0);
	} else {
		/* only a move from gpl to plain is allowed by no rule */
		fputs(c->what == CH_TABLE && c->allowed ? " (always)" :
		      " (no rule)", f);
	}
}
