// SPDX-License-Identifier: GPL-2.0-only
/*
 * ksymtab externs ARCHIVE...: the names lib-ksyms must reference, straight
 * from the section headers (no symbol tables, no relocations are read;
 * in the records contract, the records, through records.c),
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
"has a ___ksymtab+NAME or ___ksymtab_gpl+NAME section or an .export_symbol\n"
"record (Linux 6.5+), sorted (byte order), each once; the same references\n"
"as scripts/gen-lib-ksyms.\n"
"\n"
"  --symbol-prefix=P  prefix for every name (default: $SYMBOL_PREFIX or\n"
"                     none)\n"
"\n"
"The same name exported by two members (or files) is an error naming\n"
"both.  Exit status: 0 printed, 1 duplicate exports, 2 bad input or\n"
"usage.\n";

struct ext {
	const char *name;
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

/* buckets smaller than this are sorted by insertion */
#define RADIX_SMALL 24
/* deeper than this (long shared prefixes), by comparison: bounded stack */
#define RADIX_DEPTH 64

/*
 * Sort @v[0..n), whose names agree in their first @depth bytes, by name in
 * byte order, keeping input order (object order) among equal names: a
 * most-significant-byte radix sort, which reads each name only as far as
 * tells it from the others, where qsort's comparisons read every shared
 * prefix again, through a function pointer.  Stable: the scatter keeps the
 * order within a byte's bucket, and names that end at @depth are equal.
 */
static void radix_sort(struct ext *v, struct ext *tmp, size_t n, size_t depth)
{
	size_t count[256], i, j, c, start;

	for (;;) {
		if (n < RADIX_SMALL) {
			for (i = 1; i < n; i++) {
				struct ext e = v[i];

				for (j = i; j > 0 &&
				     strcmp(v[j - 1].name + depth, e.name + depth) > 0; j--)
					v[j] = v[j - 1];
				v[j] = e;
			}
			return;
		}
		if (depth > RADIX_DEPTH) {
			/* ties by object: as stable */
			qsort(v, n, sizeof(*v), cmp_ext);
			return;
		}
		memset(count, 0, sizeof(count));
		for (i = 0; i < n; i++)
			count[(unsigned char)v[i].name[depth]]++;
		c = (unsigned char)v[0].name[depth];
		if (count[c] < n)
			break;
		/* one byte for all: no scatter, look one byte further */
		if (!c)
			return;
		depth++;
	}
	for (c = 0, start = 0; c < 256; c++) {
		size_t k = count[c];

		count[c] = start;
		start += k;
	}
	for (i = 0; i < n; i++)
		tmp[count[(unsigned char)v[i].name[depth]]++] = v[i];
	memcpy(v, tmp, n * sizeof(*v));
	/* count[c] is now the end of bucket c; bucket 0: names ending here */
	for (c = 1; c < 256; c++)
		if (count[c] - count[c - 1] > 1)
			radix_sort(v + count[c - 1], tmp, count[c] - count[c - 1],
				   depth + 1);
}

static int sort_exts(struct ext *v, size_t n)
{
	struct ext *tmp;

	if (n < 2)
		return 0;
	tmp = alloc_array(n, sizeof(*tmp));
	if (!tmp)
		return -ENOMEM;
	radix_sort(v, tmp, n, 0);
	free(tmp);
	return 0;
}

/* the bytes of a symbol name: 1 anywhere, 2 not first (digits) */
static const unsigned char name_chars[256] = {
	['A' ... 'Z'] = 1, ['a' ... 'z'] = 1, ['0' ... '9'] = 2,
	['_'] = 1, ['.'] = 1, ['$'] = 1,
};

/* is @s a symbol name ([A-Za-z_.$][A-Za-z0-9_.$]*)? */
static int valid_name(const char *s)
{
	const unsigned char *p = (const unsigned char *)s;

	if (name_chars[*p] != 1)
		return 0;
	while (name_chars[*++p])
		;
	return !*p;
}

struct externs {
	struct ksym_ctx *ctx;
	struct ext *v;
	size_t n, cap;
	struct obj *objs;
	size_t nobjs, objcap;
	struct strpool pool;	/* the names */
	struct rawsec raw;	/* rawsec.c's state */
};

/* NAME if @sec is ___ksymtab+NAME or ___ksymtab_gpl+NAME, else NULL */
static const char *export_of(const char *sec)
{
	const char *s;

	if (sec[0] != KSYMTAB_ENTRY[0])
		return NULL;
	s = skip_prefix(sec, KSYMTAB_ENTRY);
	return s ? s : skip_prefix(sec, KSYMTAB_GPL_ENTRY);
}

/* @name copied into the pool; -ENOMEM */
static int add_ext(struct externs *x, const char *name, size_t from)
{
	if (grow_array(&x->v, &x->cap, x->n + 1, sizeof(*x->v)) < 0)
		return -ENOMEM;
	x->v[x->n].name = strpool_dup(&x->pool, name);
	if (!x->v[x->n].name)
		return -ENOMEM;
	x->v[x->n].from = from;
	x->n++;
	return 0;
}

/*
 * rawsec.c's walk: a bad name is for elf.c's path to report, and so is a
 * failed allocation (-1 for either: that path is taken)
 */
static int raw_collect(const char *sec, size_t obj, void *arg)
{
	struct externs *x = arg;
	const char *s = export_of(sec);

	/* the records contract's names are symbols: for elf.c's path */
	if (!strcmp(sec, RECORD_SEC))
		return -1;
	if (!s)
		return 0;
	if (!valid_name(s) || add_ext(x, s, obj) < 0)
		return -1;
	return 0;
}

/* the names of one object's ___ksymtab[_gpl]+NAME sections */
static int collect(struct kfile *kf, const char *path, void *arg)
{
	struct externs *x = arg;
	struct obj *o;
	size_t i, from = x->nobjs;
	int r, ret = 0;

	if (grow_array(&x->objs, &x->objcap, x->nobjs + 1,
		       sizeof(*x->objs)) < 0)
		return -ENOMEM;
	o = &x->objs[x->nobjs++];
	o->path = strdup(kf->path);
	o->arg = path;
	o->member = kf->member ? strdup(kf->member) : NULL;
	o->pos = kf->member_pos;
	if (!o->path || (kf->member && !o->member))
		return -ENOMEM;
	r = kfile_load_sections(kf);
	if (r < 0)
		return r;
	for (i = 1; i < kf->shnum; i++) {
		const char *s = export_of(kf->secs[i].name);

		if (!s)
			continue;
		if (!valid_name(s)) {
			bad(kf->ctx, kf->path, "bad symbol name in section name: %s",
			    kf->secs[i].name);
			ret = -1;
			continue;
		}
		if (add_ext(x, s, from) < 0)
			return -ENOMEM;
	}
	/* the records contract (6.5+): the names its records export */
	if (kfile_find_sec(kf, RECORD_SEC, NULL)) {
		struct kexports rec = { 0 };

		r = kfile_load_symbols(kf);
		if (!r)
			r = read_object_records(kf, &rec, READ_KEEP_LOCAL);
		for (i = 0; !r && i < rec.n; i++)
			if (add_ext(x, rec.v[i].name, from) < 0)
				r = -ENOMEM;
		kexports_free(&rec);
		if (r)
			return r;
	}
	return ret;
}

/*
 * An object as a duplicate names it: "ARCHIVE(MEMBER)", and "#POS" after
 * it when the archive holds more than one member of that name (ar without
 * P makes such archives from the base names of objects in different
 * folders), the same message scripts/gen-lib-ksyms prints.  NULL: no
 * memory.
 */
static char *obj_name(const struct externs *x, size_t k)
{
	const struct obj *o = &x->objs[k];
	size_t i, same = 0, len = strlen(o->path) + 24;
	char *s = malloc(len);

	if (!s)
		return NULL;
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

static int report_twice(struct externs *x, const struct ext *first,
			const struct ext *again)
{
	char *a = obj_name(x, first->from), *b = obj_name(x, again->from);

	if (a && b)
		finding(x->ctx, x->objs[again->from].arg,
			"%s exported by both %s and %s", again->name, a, b);
	free(a);
	free(b);
	return a && b ? 0 : -ENOMEM;
}

/*
 * Sorted @x->v: drop a name's repeats in one object; a name two objects
 * export is reported when @report.  Returns how many such pairs there
 * are, or -ENOMEM.
 */
static long unique(struct externs *x, int report)
{
	struct ext *v = x->v;
	size_t i, out;
	long dup = 0;

	for (i = 1, out = x->n ? 1 : 0; i < x->n; i++) {
		if (strcmp(v[i].name, v[out - 1].name)) {
			v[out++] = v[i];
			continue;
		}
		if (v[i].from != v[out - 1].from) {
			if (report && report_twice(x, &v[out - 1], &v[i]) < 0)
				return -ENOMEM;
			dup++;
		}
	}
	x->n = out;
	return dup;
}

/*
 * The quick way (rawsec.c): the section names straight from the files.
 * -1 when a file is not plain, two objects export one name or memory is
 * short: the caller then reads everything through elf.c, which says what
 * is wrong.
 */
static int read_raw(struct externs *x, char *const *paths, int n)
{
	int i;

	x->raw.fn = raw_collect;
	x->raw.arg = x;
	for (i = 0; i < n; i++) {
		if (raw_sections(paths[i], &x->raw) < 0)
			goto slow;
	}
	if (!sort_exts(x->v, x->n) && !unique(x, 0))
		return 0;
slow:
	x->n = 0;
	strpool_free(&x->pool);
	return -1;
}

/* the source, written at once; -ENOMEM, with nothing written */
static int print_externs(const struct externs *x, const char *prefix)
{
	static const char globl[] = "\t.globl \"", end[] = "\"\n";
	size_t i, len = 0, plen = strlen(prefix);
	char *buf, *p;

	for (i = 0; i < x->n; i++)
		len += sizeof(globl) - 1 + plen + strlen(x->v[i].name) +
		       sizeof(end) - 1;
	p = buf = malloc(len + 1);
	if (!buf)
		return -ENOMEM;
	printf("/* SPDX-License-Identifier: GPL-2.0-only */\n"
	       "/*\n"
	       " * Generated by ksymtab externs; do not edit.\n"
	       " *\n"
	       " * One undefined global symbol per symbol exported from the archive, so\n"
	       " * that the final link pulls every exporting member.  %zu exported.\n"
	       " */\n", x->n);
	for (i = 0; i < x->n; i++) {
		size_t nlen = strlen(x->v[i].name);

		memcpy(p, globl, sizeof(globl) - 1);
		p += sizeof(globl) - 1;
		memcpy(p, prefix, plen);
		p += plen;
		memcpy(p, x->v[i].name, nlen);
		p += nlen;
		memcpy(p, end, sizeof(end) - 1);
		p += sizeof(end) - 1;
	}
	fwrite(buf, 1, len, stdout);
	free(buf);
	return 0;
}

int cmd_externs(struct ksym_ctx *ctx, int argc, char **argv)
{
	const char *prefix = getenv("SYMBOL_PREFIX"), *val;
	struct externs x = { .ctx = ctx };
	size_t i;
	long dup;
	int argi, r, ret = 2;

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
		usage_error(ctx, "externs: unknown option '%s'", argv[argi]);
		return 2;
	}
	if (!prefix)
		prefix = "";
	if (argi >= argc) {
		usage_error(ctx, "externs: no ARCHIVE given");
		return 2;
	}
	if (read_raw(&x, argv + argi, argc - argi) < 0) {
		r = kinput_each(ctx, argv + argi, argc - argi, collect, &x);
		if (r < 0) {
			ret = r == -ENOMEM ? r : 2;
			goto out;
		}
		/* sorted by name, then input order: the earlier object first */
		dup = sort_exts(x.v, x.n) < 0 ? -ENOMEM : unique(&x, 1);
		if (dup) {
			ret = dup < 0 ? -ENOMEM : 1;
			goto out;
		}
	}
	ret = print_externs(&x, prefix);
out:
	raw_free(&x.raw);
	strpool_free(&x.pool);
	free(x.v);
	for (i = 0; i < x.nobjs; i++) {
		free(x.objs[i].path);
		free(x.objs[i].member);
	}
	free(x.objs);
	return ret;
}
