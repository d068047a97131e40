// SPDX-License-Identifier: GPL-2.0-only
/*
 * ksymtab externs ARCHIVE...: the names lib-ksyms must reference, straight
 * from the section headers (no symbol tables, no relocations are read),
 * as the .globl lines scripts/gen-lib-ksyms writes, so that the test
 * suite can compare the references of the objdump path with these; the
 * header comment names this tool.
 */
#include <stdlib.h>
#include <string.h>

#include "ksymtab.h"

static const char externs_help[] =
"Usage: ksymtab externs [--symbol-prefix=P] FILE...\n"
"\n"
"Print the assembler source of lib-ksyms.o for the archives or objects\n"
"FILE...: a comment header, then one '.globl \"NAME\"' line per NAME that\n"
"has a ___ksymtab+NAME or ___ksymtab_gpl+NAME section, sorted (byte\n"
"order), each once; the same references as scripts/gen-lib-ksyms.\n"
"\n"
"  --symbol-prefix=P  prefix for every name (default: $SYMBOL_PREFIX or\n"
"                     none)\n"
"\n"
"The same name exported by two members (or files) is an error naming\n"
"both.  Exit status: 0 printed, 1 duplicate exports, 2 bad input or\n"
"usage.\n";

struct ext {
	char *name;
	size_t from;		/* index of its object in externs.objs */
};

/* every object read, in input order: archive members by position */
struct obj {
	char *path;		/* "file" or "file(member)" */
	const char *arg;	/* the argument it came from */
	char *member;		/* NULL for a plain file */
	size_t pos;		/* 1-based position in the archive */
};

static int cmp_ext(const void *a, const void *b)
{
	const struct ext *x = a, *y = b;
	int c = strcmp(x->name, y->name);

	if (c)
		return c;
	return x->from < y->from ? -1 : x->from > y->from;
}

static int valid_name(const char *s)
{
	const char *p;

	if (!((*s >= 'A' && *s <= 'Z') || (*s >= 'a' && *s <= 'z') ||
	      *s == '_' || *s == '.' || *s == '$'))
		return 0;
	for (p = s + 1; *p; p++)
		if (!((*p >= 'A' && *p <= 'Z') || (*p >= 'a' && *p <= 'z') ||
		      (*p >= '0' && *p <= '9') || *p == '_' || *p == '.' ||
		      *p == '$'))
			return 0;
	return 1;
}

struct externs {
	struct ext *v;
	size_t n, cap;
	struct obj *objs;
	size_t nobjs, objcap;
};

/* the names of one object's ___ksymtab[_gpl]+NAME sections */
static int collect(struct kfile *kf, const char *path, void *arg)
{
	struct externs *x = arg;
	struct obj *o;
	size_t i, from = x->nobjs;
	int ret = 0;

	x->objs = xgrow(x->objs, &x->objcap, x->nobjs + 1, sizeof(*x->objs));
	o = &x->objs[x->nobjs++];
	o->path = xstrdup(kf->path);
	o->arg = path;
	o->member = kf->member ? xstrdup(kf->member) : NULL;
	o->pos = kf->member_pos;
	if (kfile_load_sections(kf) < 0)
		return -1;
	for (i = 1; i < kf->shnum; i++) {
		const char *s = kf->secs[i].name;

		s = skip_prefix(kf->secs[i].name, KSYMTAB_ENTRY);
		if (!s)
			s = skip_prefix(kf->secs[i].name, KSYMTAB_GPL_ENTRY);
		if (!s)
			continue;
		if (!valid_name(s)) {
			bad(kf->path, "bad symbol name in section name: %s",
			    kf->secs[i].name);
			ret = -1;
			continue;
		}
		x->v = xgrow(x->v, &x->cap, x->n + 1, sizeof(*x->v));
		x->v[x->n].name = xstrdup(s);
		x->v[x->n].from = from;
		x->n++;
	}
	return ret;
}

/*
 * An object as a duplicate names it: "ARCHIVE(MEMBER)", and "#POS" after
 * it when the archive holds more than one member of that name (ar without
 * P makes such archives from the base names of objects in different
 * folders), the same message scripts/gen-lib-ksyms prints.
 */
static char *obj_name(const struct externs *x, size_t k)
{
	const struct obj *o = &x->objs[k];
	size_t i, same = 0, len = strlen(o->path) + 24;
	char *s = xcalloc(len, 1);

	for (i = 0; o->member && i < x->nobjs && same < 2; i++)
		if (x->objs[i].arg == o->arg && x->objs[i].member &&
		    !strcmp(x->objs[i].member, o->member))
			same++;
	if (same > 1)
		snprintf(s, len, "%s#%zu", o->path, o->pos);
	else
		snprintf(s, len, "%s", o->path);
	return s;
}

static void report_twice(const struct externs *x, const struct ext *first,
			 const struct ext *again)
{
	char *a = obj_name(x, first->from), *b = obj_name(x, again->from);

	finding(x->objs[again->from].arg, "%s exported by both %s and %s",
		again->name, a, b);
	free(a);
	free(b);
}

int cmd_externs(int argc, char **argv)
{
	const char *prefix = getenv("SYMBOL_PREFIX"), *val;
	struct externs x = { 0 };
	struct ext *v;
	size_t i, out = 0;
	int argi, ret = 2, dup = 0;

	if (want_help(argc, argv, externs_help))
		return 0;
	for (argi = 1; argi < argc; argi++) {
		if (argv[argi][0] != '-' || !argv[argi][1])
			break;
		if (!strcmp(argv[argi], "--")) {
			argi++;
			break;
		}
		val = skip_prefix(argv[argi], "--symbol-prefix=");
		if (val) {
			prefix = val;
			continue;
		}
		usage_error("externs: unknown option '%s'", argv[argi]);
		return 2;
	}
	if (!prefix)
		prefix = "";
	if (argi >= argc) {
		usage_error("externs: no ARCHIVE given");
		return 2;
	}
	if (kinput_each(argv + argi, argc - argi, collect, &x) < 0)
		goto out;
	v = x.v;
	if (x.n)
		qsort(v, x.n, sizeof(*v), cmp_ext);
	/* sorted by name, then input order: the earlier object first */
	for (i = 1, out = x.n ? 1 : 0; i < x.n; i++) {
		if (strcmp(v[i].name, v[out - 1].name)) {
			v[out++] = v[i];
			continue;
		}
		if (v[i].from != v[out - 1].from) {
			report_twice(&x, &v[out - 1], &v[i]);
			dup = 1;
		}
		free(v[i].name);
	}
	x.n = out;
	if (dup) {
		ret = 1;
		goto out;
	}
	printf("/* SPDX-License-Identifier: GPL-2.0-only */\n"
	       "/*\n"
	       " * Generated by ksymtab externs; do not edit.\n"
	       " *\n"
	       " * One undefined global symbol per symbol exported from the archive, so\n"
	       " * that the final link pulls every exporting member.  %zu exported.\n"
	       " */\n", out);
	for (i = 0; i < out; i++)
		printf("\t.globl \"%s%s\"\n", prefix, v[i].name);
	ret = 0;
out:
	for (i = 0; i < x.n; i++)
		free(x.v[i].name);
	free(x.v);
	for (i = 0; i < x.nobjs; i++) {
		free(x.objs[i].path);
		free(x.objs[i].member);
	}
	free(x.objs);
	return ret;
}
