// SPDX-License-Identifier: GPL-2.0-only
/*
 * ksymtab diff OLD NEW: what changed between two export sets (symvers.c),
 * the check a CI comparing a GNU and an LLVM build of one tree, or two
 * releases of one distribution kernel, needs.  Every export is matched by
 * name; a change is one line (or one JSON object):
 *
 *   removed    NAME TABLE NAMESPACE CRC MODULE      (the old export)
 *   added      NAME TABLE NAMESPACE CRC MODULE      (the new export)
 *   table      NAME plain -> gpl
 *   namespace  NAME OLD -> NEW
 *   crc        NAME OLD -> NEW                      (when both know one)
 *   module     NAME OLD -> NEW
 *
 * A change a module built against OLD could depend on (everything but an
 * addition or a move from gpl to plain) makes the exit status 1.
 */
#include <stdlib.h>
#include <string.h>

#include "ksymtab.h"

static const char diff_help[] =
"Usage: ksymtab diff [--json] [--layout=abs|prel32] OLD NEW\n"
"       ksymtab diff [--json] [--layout=abs|prel32] OLD... --new NEW...\n"
"\n"
"Compare two export sets.  Each side is a Module.symvers file, or a linked\n"
"image and module objects (or archives of them): with more than one file\n"
"a side, the files after --new are the new side.  Exports are matched by\n"
"name; the changes are, one line each:\n"
"\n"
"  removed NAME TABLE NAMESPACE CRC MODULE   an export of OLD is gone\n"
"  added NAME TABLE NAMESPACE CRC MODULE     NEW has a new export\n"
"  table NAME OLD -> NEW                     moved between plain and gpl\n"
"  namespace NAME OLD -> NEW                 namespace changed\n"
"  crc NAME OLD -> NEW                       CRC changed (when both know it)\n"
"  module NAME OLD -> NEW                    exported by another module\n"
"\n"
"MODULE is vmlinux for an image, else the module's base name without .ko;\n"
"'-' is no namespace or no CRC.  A last line counts the changes.  Every\n"
"ELF input must be of one machine, class and byte order.\n"
"\n"
"  --json        one JSON object: the files, \"changes\" (one object per\n"
"                line) and the counts\n"
"  --new         the files after it are the new side\n"
"\n"
"Exit status: 0 nothing a module could depend on changed (additions and\n"
"moves from gpl to plain are allowed), 1 an export was removed or changed,\n"
"2 bad input or usage.\n";

enum change { CH_REMOVED, CH_ADDED, CH_TABLE, CH_NS, CH_CRC, CH_MODULE,
	      CH_NR };

static const char *const change_names[CH_NR] = {
	"removed", "added", "table", "namespace", "crc", "module",
};

struct chg {
	enum change what;
	const struct xent *old, *new;	/* NULL for added / removed */
};

struct diff {
	struct chg *v;
	size_t n, cap;
	size_t count[CH_NR];
	int breaking;
};

static int add_change(struct diff *d, enum change what,
		      const struct xent *old, const struct xent *new)
{
	if (grow_array(&d->v, &d->cap, d->n + 1, sizeof(*d->v)) < 0)
		return -ENOMEM;
	d->v[d->n].what = what;
	d->v[d->n].old = old;
	d->v[d->n].new = new;
	d->n++;
	d->count[what]++;
	if (what != CH_ADDED && !(what == CH_TABLE && !new->gpl))
		d->breaking = 1;
	return 0;
}

static int cmp_xent(const void *a, const void *b)
{
	const struct xent *x = *(const struct xent *const *)a;
	const struct xent *y = *(const struct xent *const *)b;

	return strcmp(x->name, y->name);
}

/*
 * One entry per name, sorted; the first of a name wins (as in resolve).
 * NULL: no memory.
 */
static const struct xent **by_name(const struct xset *s, size_t *n)
{
	const struct xent **v = alloc_array(s->n, sizeof(*v));
	struct strmap seen;
	size_t i;

	*n = 0;
	if (!v || strmap_init(&seen, s->n) < 0) {
		free(v);
		return NULL;
	}
	for (i = 0; i < s->n; i++) {
		int found;

		if (!strmap_insert(&seen, s->v[i].name, &found)) {
			free(v);
			v = NULL;
			break;
		}
		if (!found)
			v[(*n)++] = &s->v[i];
	}
	strmap_free(&seen);
	if (v)
		qsort(v, *n, sizeof(*v), cmp_xent);
	return v;
}

/* the changes between the entries @o and @n of one name */
static int compare_one(struct diff *d, const struct xent *o,
		       const struct xent *n)
{
	int r = 0;

	if (o->gpl != n->gpl)
		r = add_change(d, CH_TABLE, o, n);
	if (!r && strcmp(o->ns, n->ns))
		r = add_change(d, CH_NS, o, n);
	if (!r && o->has_crc && n->has_crc && o->crc != n->crc)
		r = add_change(d, CH_CRC, o, n);
	if (!r && strcmp(o->module, n->module))
		r = add_change(d, CH_MODULE, o, n);
	return r;
}

static int compare(const struct xset *olds, const struct xset *news,
		   struct diff *d)
{
	size_t no, nn, i = 0, j = 0;
	const struct xent **o = by_name(olds, &no);
	const struct xent **n = o ? by_name(news, &nn) : NULL;
	int r = o && n ? 0 : -ENOMEM;

	while (!r && (i < no || j < nn)) {
		int c = i == no ? 1 : j == nn ? -1 :
			strcmp(o[i]->name, n[j]->name);

		if (c < 0) {
			r = add_change(d, CH_REMOVED, o[i++], NULL);
			continue;
		}
		if (c > 0) {
			r = add_change(d, CH_ADDED, NULL, n[j++]);
			continue;
		}
		r = compare_one(d, o[i++], n[j++]);
	}
	free(o);
	free(n);
	return r;
}

static const char *table(const struct xent *x)
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

static void print_text(const struct diff *d, size_t nold, size_t nnew)
{
	size_t i;
	int k;

	for (i = 0; i < d->n; i++) {
		const struct chg *c = &d->v[i];
		const struct xent *x = c->old ? c->old : c->new;
		char a[16], b[16];

		printf("%s %s ", change_names[c->what], x->name);
		switch (c->what) {
		case CH_REMOVED:
		case CH_ADDED:
			printf("%s %s %s %s\n", table(x),
			       x->ns[0] ? x->ns : "-",
			       crc_str(x, a, sizeof(a)), x->module);
			break;
		case CH_TABLE:
			printf("%s -> %s\n", table(c->old), table(c->new));
			break;
		case CH_NS:
			printf("%s -> %s\n", c->old->ns[0] ? c->old->ns : "-",
			       c->new->ns[0] ? c->new->ns : "-");
			break;
		case CH_CRC:
			printf("%s -> %s\n", crc_str(c->old, a, sizeof(a)),
			       crc_str(c->new, b, sizeof(b)));
			break;
		default:
			printf("%s -> %s\n", c->old->module, c->new->module);
		}
	}
	printf("%zu exports old, %zu new:", nold, nnew);
	for (k = 0; k < CH_NR; k++)
		printf(" %zu %s%s", d->count[k], change_names[k],
		       k + 1 < CH_NR ? "," : "");
	printf(": %s\n", d->breaking ? "CHANGED" : d->n ? "compatible" :
	       "same");
}

static void json_xent(const struct xent *x)
{
	if (!x) {
		fputs("null", stdout);
		return;
	}
	fputs("{\"table\": ", stdout);
	json_str(stdout, table(x));
	fputs(", \"namespace\": ", stdout);
	json_str(stdout, x->ns);
	if (x->has_crc)
		printf(", \"crc\": \"0x%08x\"", x->crc);
	else
		fputs(", \"crc\": null", stdout);
	fputs(", \"module\": ", stdout);
	json_str(stdout, x->module);
	fputc('}', stdout);
}

static void json_files(const char *key, char **files, int n)
{
	int i;

	printf("  \"%s\": [", key);
	for (i = 0; i < n; i++) {
		if (i)
			fputs(", ", stdout);
		json_str(stdout, files[i]);
	}
	fputs("],\n", stdout);
}

static void print_json(const struct diff *d, char **old, int nold,
		       char **new, int nnew, size_t xold, size_t xnew)
{
	size_t i;
	int k;

	fputs("{\n", stdout);
	json_files("old", old, nold);
	json_files("new", new, nnew);
	printf("  \"exports\": {\"old\": %zu, \"new\": %zu},\n", xold, xnew);
	fputs("  \"changes\": [\n", stdout);
	for (i = 0; i < d->n; i++) {
		const struct chg *c = &d->v[i];

		fputs("    {\"change\": ", stdout);
		json_str(stdout, change_names[c->what]);
		fputs(", \"name\": ", stdout);
		json_str(stdout, (c->old ? c->old : c->new)->name);
		fputs(", \"old\": ", stdout);
		json_xent(c->old);
		fputs(", \"new\": ", stdout);
		json_xent(c->new);
		printf("}%s\n", i + 1 < d->n ? "," : "");
	}
	fputs("  ],\n  \"counts\": {", stdout);
	for (k = 0; k < CH_NR; k++)
		printf("\"%s\": %zu%s", change_names[k], d->count[k],
		       k + 1 < CH_NR ? ", " : "");
	printf("},\n  \"changed\": %s\n}\n", d->breaking ? "true" : "false");
}

int cmd_diff(struct ksym_ctx *ctx, int argc, char **argv)
{
	struct imgopts o = { 0 };
	struct xtarget target = { 0 };
	struct xset olds = { .ctx = ctx, .target = &target };
	struct xset news = { .ctx = ctx, .target = &target };
	struct diff d = { 0 };
	unsigned int bad_input = ctx->nr_bad;
	char **files;
	int nfiles = 0, split = -1, json = 0, i, r = 0, ret = 2;

	if (want_help(argc, argv, diff_help))
		return 0;
	files = alloc_array(argc, sizeof(*files));
	if (!files)
		return -ENOMEM;
	for (i = 1; i < argc; i++) {
		int used = 0;

		if (!strcmp(argv[i], "--new")) {
			if (split >= 0) {
				usage_error(ctx, "diff: --new given twice");
				goto out;
			}
			split = nfiles;
			continue;
		}
		if (!strcmp(argv[i], "--json")) {
			json = 1;
			continue;
		}
		if (argv[i][0] == '-' && argv[i][1]) {
			if (parse_image_opt(ctx, argv[i], &o, &used) < 0)
				goto out;
			if (!used) {
				usage_error(ctx, "diff: unknown option '%s'",
					    argv[i]);
				goto out;
			}
			continue;
		}
		files[nfiles++] = argv[i];
	}
	if (split < 0 && nfiles == 2)
		split = 1;
	if (split < 0) {
		usage_error(ctx, "diff: need OLD NEW, or OLD... --new NEW...");
		goto out;
	}
	if (split == 0 || split == nfiles) {
		usage_error(ctx, "diff: no %s files given",
			    split ? "NEW" : "OLD");
		goto out;
	}
	/* every bad file is named: only -ENOMEM stops the reading */
	for (i = 0; i < nfiles && r != -ENOMEM; i++)
		r = xset_read(i < split ? &olds : &news, files[i], &o);
	if (r != -ENOMEM && ctx->nr_bad == bad_input)
		r = compare(&olds, &news, &d);
	if (r == -ENOMEM)
		ret = r;
	if (r == -ENOMEM || ctx->nr_bad != bad_input)
		goto out;
	if (json)
		print_json(&d, files, split, files + split, nfiles - split,
			   olds.n, news.n);
	else
		print_text(&d, olds.n, news.n);
	ret = d.breaking ? 1 : 0;
out:
	free(d.v);
	xset_free(&olds);
	xset_free(&news);
	free(files);
	return ret;
}
