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
 *   crc        NAME OLD -> NEW                      ("-": no CRC on that side)
 *   module     NAME OLD -> NEW
 *
 * A change a module built against OLD could depend on (everything but an
 * addition or a move from gpl to plain) makes the exit status 1.  With
 * --rules and --symbols (rules.c) the rules decide what is allowed and
 * which exports matter; each line then ends in its verdict.
 */
#include <stdlib.h>
#include <string.h>

#include "ksymtab.h"

static const char diff_help[] =
"Usage: ksymtab diff [--json] [--junit=FILE] [--rules=FILE] [--symbols=FILE]\n"
"                    [--layout=abs|prel32] OLD NEW\n"
"       ksymtab diff [OPTIONS] OLD... --new NEW...\n"
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
"  crc NAME OLD -> NEW                       CRC changed, or on one side only (-)\n"
"  module NAME OLD -> NEW                    exported by another module\n"
"\n"
"MODULE is vmlinux for an image, else the module's base name without .ko;\n"
"'-' is no namespace or no CRC.  A last line counts the changes.  Every\n"
"ELF input must be of one machine, class and byte order.\n"
"\n"
"  --json          one JSON object: the files, \"changes\" (one object per\n"
"                  line) and the counts\n"
"  --junit=FILE    also write a JUnit report to FILE: one testcase per\n"
"                  kind of change, failed by a change not allowed\n"
"  --new           the files after it are the new side\n"
"  --rules=FILE    which changes are allowed (repeatable; later rules win)\n"
"  --symbols=FILE  only these exports matter: one name or glob a line\n"
"\n"
"A rules file has one rule a line ('#' starts a comment):\n"
"\n"
"  symbol GLOB KIND...      exports whose name matches GLOB\n"
"  module GLOB KIND...      exports of the modules GLOB matches (vmlinux:\n"
"                           the image)\n"
"  namespace GLOB KIND...   exports in the namespaces GLOB matches ('-':\n"
"                           in none)\n"
"  list GLOB                only exports a list entry matches matter\n"
"\n"
"KIND is what the rule allows: added, removed, crc, gpl (plain -> gpl),\n"
"namespace, module, all, or none.  For each change the last rule matching\n"
"the old or the new export decides, and allows the kinds it names and no\n"
"other; with no rule, additions are allowed.  A move from gpl to plain is\n"
"always allowed.  Given a list (list rules, --symbols), the changes of an\n"
"export no entry matches are ignored.  With rules, a line ends in its\n"
"verdict (': allowed by FILE:LINE', ': not allowed (no rule)', ...), and a\n"
"rule or entry that matches no export of either side is reported:\n"
"'ksymtab: FILE:LINE: warning: rule matched nothing'.\n"
"\n"
"  # the crc of anything may change; nothing may go away\n"
"  symbol * added crc\n"
"  # a driver outside the kABI: anything goes\n"
"  module staging_* all\n"
"  # but its core exports must stay\n"
"  symbol staging_core_* added\n"
"  # a namespace that is being reworked may lose exports\n"
"  namespace CXL added removed crc\n"
"  # exports may move to another module or namespace\n"
"  symbol usb_* added module namespace\n"
"  # plain -> gpl is allowed for these\n"
"  symbol __drm_* added gpl\n"
"  # and these must not change at all, not even be added\n"
"  symbol kabi_frozen_* none\n"
"\n"
"A list for --symbols (the changes of other exports are then ignored):\n"
"\n"
"  # what our module uses ('[...]' lines are skipped)\n"
"  [our_module]\n"
"  usb_register_driver\n"
"  usb_deregister\n"
"\n"
"Exit status: 0 nothing a module could depend on changed, or only what\n"
"the rules allow (without rules: additions and moves from gpl to plain),\n"
"1 a change not allowed, 2 bad input or usage (nothing is printed and no\n"
"JUnit file written).\n";

const char *const change_names[CH_NR] = {
	"removed", "added", "table", "namespace", "crc", "module",
};

/* a change, judged by the rules (none given: the default, rules.c) */
static int add_change(struct diff *d, enum change what,
		      const struct xent *old, const struct xent *new)
{
	struct chg *c;

	if (!rules_in_scope(d->rules, (old ? old : new)->name)) {
		d->nignored++;
		return 0;
	}
	if (grow_array(&d->v, &d->cap, d->n + 1, sizeof(*d->v)) < 0)
		return -ENOMEM;
	c = &d->v[d->n++];
	c->what = what;
	c->old = old;
	c->new = new;
	c->allowed = rules_allow(d->rules, what, old, new, &c->by);
	d->count[what]++;
	if (c->allowed)
		d->nallowed++;
	else
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
	/*
	 * A CRC on one side only is a change too: an image that lost its CRCs
	 * (MODVERSIONS off, or a build that dropped them) is not the same
	 * kernel to a module with __versions.  An object's CRC that only the
	 * final link decides is compared with nothing.
	 */
	if (!r && !o->crc_unknown && !n->crc_unknown &&
	    (o->has_crc != n->has_crc || (o->has_crc && o->crc != n->crc)))
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

void diff_line(FILE *f, const struct chg *c)
{
	const struct xent *x = c->old ? c->old : c->new;
	char a[16], b[16];

	fprintf(f, "%s %s ", change_names[c->what], x->name);
	switch (c->what) {
	case CH_REMOVED:
	case CH_ADDED:
		fprintf(f, "%s %s %s %s", table(x), x->ns[0] ? x->ns : "-",
			crc_str(x, a, sizeof(a)), x->module);
		break;
	case CH_TABLE:
		fprintf(f, "%s -> %s", table(c->old), table(c->new));
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

static void print_text(const struct diff *d, size_t nold, size_t nnew)
{
	size_t i;
	int k;

	for (i = 0; i < d->n; i++) {
		diff_line(stdout, &d->v[i]);
		if (d->rules) {
			fputs(": ", stdout);
			diff_verdict(stdout, &d->v[i]);
		}
		putchar('\n');
	}
	printf("%zu exports old, %zu new:", nold, nnew);
	for (k = 0; k < CH_NR; k++)
		printf(" %zu %s%s", d->count[k], change_names[k],
		       k + 1 < CH_NR ? "," : "");
	if (d->rules)
		printf("; %zu allowed, %zu not allowed, %zu ignored",
		       d->nallowed, d->n - d->nallowed, d->nignored);
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

static void json_rule(const struct rule *x)
{
	if (x)
		json_str(stdout, x->where);
	else
		fputs("null", stdout);
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
		if (d->rules) {
			printf(", \"allowed\": %s, \"rule\": ",
			       c->allowed ? "true" : "false");
			json_rule(c->by);
		}
		printf("}%s\n", i + 1 < d->n ? "," : "");
	}
	fputs("  ],\n  \"counts\": {", stdout);
	for (k = 0; k < CH_NR; k++)
		printf("\"%s\": %zu%s", change_names[k], d->count[k],
		       k + 1 < CH_NR ? ", " : "");
	fputs("},\n", stdout);
	if (d->rules) {
		int first = 1;

		printf("  \"verdicts\": {\"allowed\": %zu, \"not_allowed\": %zu, \"ignored\": %zu},\n",
		       d->nallowed, d->n - d->nallowed, d->nignored);
		fputs("  \"unused\": [", stdout);
		for (i = 0; i < d->rules->n; i++) {
			if (d->rules->v[i].used)
				continue;
			fputs(first ? "" : ", ", stdout);
			json_rule(&d->rules->v[i]);
			first = 0;
		}
		fputs("],\n", stdout);
	}
	printf("  \"changed\": %s\n}\n", d->breaking ? "true" : "false");
}

/* --NAME=VALUE or --NAME VALUE: the value, or NULL if @argv[*i] is not it */
static const char *opt_value(struct ksym_ctx *ctx, int argc, char **argv,
			     int *i, const char *name, int *missing)
{
	const char *v = skip_prefix(argv[*i], name);

	if (!v || (*v && *v != '='))
		return NULL;
	if (*v == '=' && v[1])
		return v + 1;
	if (*v == '=' || *i + 1 == argc) {
		usage_error(ctx, "diff: %s needs a FILE", name);
		*missing = 1;
		return NULL;
	}
	return argv[++*i];
}

/* What the diff command line asks for. */
struct diff_args {
	struct imgopts o;
	struct rules rules;
	const char *junit;
	char **files;
	int nfiles, split, json, have_rules;
};

/*
 * One option of @argv at *@i (*@i moves past a separate value): 1 when
 * taken, 0 when it is a file, 2 on a usage error, -ENOMEM.
 */
static int diff_option(struct ksym_ctx *ctx, struct diff_args *a, int argc,
		       char **argv, int *i)
{
	const char *val;
	int used = 0, missing = 0, r;

	if (!strcmp(argv[*i], "--new")) {
		if (a->split >= 0) {
			usage_error(ctx, "diff: --new given twice");
			return 2;
		}
		a->split = a->nfiles;
		return 1;
	}
	if (!strcmp(argv[*i], "--json")) {
		a->json = 1;
		return 1;
	}
	val = opt_value(ctx, argc, argv, i, "--junit", &missing);
	if (val)
		a->junit = val;
	/* rules are read in order: a later file's rules win */
	if (!val && !missing) {
		int symbols = 0;

		val = opt_value(ctx, argc, argv, i, "--rules", &missing);
		if (!val && !missing) {
			val = opt_value(ctx, argc, argv, i, "--symbols", &missing);
			symbols = 1;
		}
		if (val) {
			a->have_rules = 1;
			r = rules_read(&a->rules, ctx, val, symbols);
			if (r == -ENOMEM)
				return r;
		}
	}
	if (missing)
		return 2;
	if (val)
		return 1;
	if (argv[*i][0] != '-' || !argv[*i][1])
		return 0;
	if (parse_image_opt(ctx, argv[*i], &a->o, &used) < 0)
		return 2;
	if (!used) {
		usage_error(ctx, "diff: unknown option '%s'", argv[*i]);
		return 2;
	}
	return 1;
}

/* The command line into @a: 0, 2 on a usage error, -ENOMEM. */
static int diff_parse(struct ksym_ctx *ctx, struct diff_args *a, int argc,
		      char **argv)
{
	int i, r;

	a->split = -1;
	a->files = alloc_array(argc, sizeof(*a->files));
	if (!a->files)
		return -ENOMEM;
	for (i = 1; i < argc; i++) {
		r = diff_option(ctx, a, argc, argv, &i);
		if (r < 0 || r == 2)
			return r;
		if (!r)
			a->files[a->nfiles++] = argv[i];
	}
	if (a->split < 0 && a->nfiles == 2)
		a->split = 1;
	if (a->split < 0) {
		usage_error(ctx, "diff: need OLD NEW, or OLD... --new NEW...");
		return 2;
	}
	if (a->split == 0 || a->split == a->nfiles) {
		usage_error(ctx, "diff: no %s files given",
			    a->split ? "NEW" : "OLD");
		return 2;
	}
	return 0;
}

int cmd_diff(struct ksym_ctx *ctx, int argc, char **argv)
{
	struct diff_args a = { 0 };
	struct xtarget target = { 0 };
	struct xset olds = { .ctx = ctx, .target = &target };
	struct xset news = { .ctx = ctx, .target = &target };
	struct diff d = { 0 };
	unsigned int bad_input = ctx->nr_bad;
	int i, r, ret = 2;

	if (want_help(argc, argv, diff_help))
		return 0;
	r = diff_parse(ctx, &a, argc, argv);
	if (r) {
		ret = r;
		goto out;
	}
	if (a.have_rules)
		d.rules = &a.rules;
	/* every bad file is named: only -ENOMEM stops the reading */
	for (i = 0; i < a.nfiles && r != -ENOMEM; i++)
		r = xset_read(i < a.split ? &olds : &news, a.files[i], &a.o);
	if (r != -ENOMEM && ctx->nr_bad == bad_input)
		r = compare(&olds, &news, &d);
	if (r != -ENOMEM && ctx->nr_bad == bad_input && a.have_rules)
		r = rules_mark_used(&a.rules, &olds, &news);
	if (r == -ENOMEM)
		ret = r;
	if (r == -ENOMEM || ctx->nr_bad != bad_input)
		goto out;
	/* the report file first: if it cannot be written, nothing is printed */
	if (a.junit) {
		r = diff_junit(ctx, a.junit, &d);
		if (r < 0) {
			ret = r == -ENOMEM ? r : 2;
			goto out;
		}
	}
	if (a.have_rules)
		rules_report_unused(ctx, &a.rules);
	if (a.json)
		print_json(&d, a.files, a.split, a.files + a.split,
			   a.nfiles - a.split, olds.n, news.n);
	else
		print_text(&d, olds.n, news.n);
	ret = d.breaking ? 1 : 0;
out:
	free(d.v);
	xset_free(&olds);
	xset_free(&news);
	rules_free(&a.rules);
	free(a.files);
	return ret;
}
