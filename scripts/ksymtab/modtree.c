// SPDX-License-Identifier: GPL-2.0-only
/*
 * The modules of resolve's and symvers' operands: files as given, and
 * module trees (/lib/modules/VERSION, or depmod's -b BASEDIR -r VERSION)
 * walked for NAME.ko, NAME.ko.xz, NAME.ko.zst and NAME.ko.gz, as depmod
 * (kmod, tools/depmod.c) walks them:
 *
 * - "build" and "source" are skipped at any depth, as are dot entries;
 * - a module's name is its file name without the suffixes, '-' read as
 *   '_' (kmod's path_to_modname());
 * - two files of one name: depmod's default search order, "updates" then
 *   everything else ("built-in"), with no depmod.conf read: a module under
 *   updates/ wins over one elsewhere, and between two of one priority the
 *   first found stays.  depmod finds them in readdir() order, which the
 *   file system decides; here the walk is in sorted path order, so the
 *   outcome does not depend on the file system;
 * - the order is modules.order's (its lines are the uncompressed paths),
 *   then the modules it does not list, by path, as depmod sorts them.
 *
 * Each module also gets the MODULE column modpost writes for it in
 * Module.symvers (scripts/mod/modpost.c, write_dump(): the module's path
 * in the build without .ko): its path in the tree without the suffixes and
 * without the leading "kernel/" that `make modules_install` adds.
 */
#include <dirent.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "ksymtab.h"

static const char *const ko_suffixes[] = {
	".ko", ".ko.xz", ".ko.zst", ".ko.gz",
};

/* the length of @name without a module suffix, or 0 if it has none */
size_t module_stem(const char *name)
{
	size_t len = strlen(name), i;

	for (i = 0; i < sizeof(ko_suffixes) / sizeof(ko_suffixes[0]); i++) {
		size_t s = strlen(ko_suffixes[i]);

		if (len > s && !strcmp(name + len - s, ko_suffixes[i]))
			return len - s;
	}
	return 0;
}

struct found {
	char *rel;			/* path in the tree */
	char *key;			/* the same, ending in .ko */
	char *name;			/* module name, '-' as '_' */
	size_t order;			/* modules.order's line; SIZE_MAX */
	int prio;			/* 0: updates/, 1: the rest */
};

struct walk {
	struct ksym_ctx *ctx;
	const char *root;
	struct found *v;
	size_t n, cap;
};

static int by_rel(const void *a, const void *b)
{
	return strcmp(((const struct found *)a)->rel,
		      ((const struct found *)b)->rel);
}

static int by_order(const void *a, const void *b)
{
	const struct found *x = a, *y = b;

	if (x->order != y->order)
		return x->order < y->order ? -1 : 1;
	return strcmp(x->rel, y->rel);
}

static int walk_add(struct walk *w, const char *rel, size_t stem)
{
	struct found *f;
	const char *base = strrchr(rel, '/');
	char *p;

	if (grow_array(&w->v, &w->cap, w->n + 1, sizeof(*w->v)) < 0)
		return -ENOMEM;
	f = &w->v[w->n];
	base = base ? base + 1 : rel;
	f->rel = strdup(rel);
	f->key = strndup(rel, stem + 3);
	f->name = strndup(base, stem - (base - rel));
	if (!f->rel || !f->key || !f->name) {
		free(f->rel);
		free(f->key);
		free(f->name);
		return -ENOMEM;
	}
	for (p = f->name; *p; p++)
		if (*p == '-')
			*p = '_';
	f->order = SIZE_MAX;
	f->prio = strstarts(rel, "updates/") ? 0 : 1;
	w->n++;
	return 0;
}

/* every module file under @rel ("" for the root): 0, -1 or -ENOMEM */
static int walk_dir(struct walk *w, const char *rel)
{
	char *dir = NULL, *sub;
	DIR *d;
	struct dirent *de;
	int ret = 0;

	if (asprintf(&dir, "%s%s%s", w->root, *rel ? "/" : "", rel) < 0)
		return -ENOMEM;
	d = opendir(dir);
	if (!d) {
		bad(w->ctx, dir, "cannot read the folder: %s", strerror(errno));
		free(dir);
		return -1;
	}
	while (ret != -ENOMEM && (de = readdir(d))) {
		struct stat st;
		size_t stem;

		if (de->d_name[0] == '.' || !strcmp(de->d_name, "build") ||
		    !strcmp(de->d_name, "source"))
			continue;
		if (asprintf(&sub, "%s%s%s", rel, *rel ? "/" : "",
			     de->d_name) < 0) {
			ret = -ENOMEM;
			break;
		}
		free(dir);
		if (asprintf(&dir, "%s/%s", w->root, sub) < 0) {
			dir = NULL;
			free(sub);
			ret = -ENOMEM;
			break;
		}
		if (stat(dir, &st) < 0)
			;	/* a dangling link: depmod skips it too */
		else if (S_ISDIR(st.st_mode))
			ret = walk_dir(w, sub) == -ENOMEM ? -ENOMEM : ret;
		else if (S_ISREG(st.st_mode) && (stem = module_stem(sub)))
			ret = walk_add(w, sub, stem);
		free(sub);
	}
	closedir(d);
	free(dir);
	return ret;
}

/* modules.order's line numbers on the modules it lists */
static int read_order(struct walk *w)
{
	char *path, *line = NULL;
	size_t cap = 0, lineno = 0, i;
	struct strmap byrel;
	int ret = -ENOMEM;
	FILE *f;
	ssize_t len;

	if (asprintf(&path, "%s/modules.order", w->root) < 0)
		return -ENOMEM;
	f = fopen(path, "r");
	free(path);
	if (!f)
		return 0;
	if (strmap_init(&byrel, w->n) < 0) {
		fclose(f);
		return -ENOMEM;
	}
	/* the lines name the modules without the compression suffix */
	for (i = 0; i < w->n; i++) {
		int found;
		void **slot = strmap_insert(&byrel, w->v[i].key, &found);

		if (!slot)
			goto out;
		*slot = &w->v[i];
	}
	while ((len = getline(&line, &cap, f)) > 0) {
		struct found *m;

		lineno++;
		if (line[len - 1] == '\n')
			line[len - 1] = '\0';
		m = strmap_get(&byrel, line);
		if (m && m->order == SIZE_MAX)
			m->order = lineno;
	}
	ret = 0;
out:
	free(line);
	fclose(f);
	strmap_free(&byrel);
	return ret;
}

static void found_free(struct found *f)
{
	free(f->rel);
	free(f->key);
	free(f->name);
}

/* depmod's choice between files of one module name */
static int drop_duplicates(struct walk *w)
{
	struct strmap byname;
	size_t i, kept = 0;

	if (strmap_init(&byname, w->n) < 0)
		return -ENOMEM;
	/* sorted by path: the first of a name is the one found first */
	qsort(w->v, w->n, sizeof(*w->v), by_rel);
	for (i = 0; i < w->n; i++) {
		struct found *f = &w->v[i];
		int found;
		void **slot = strmap_insert(&byname, f->name, &found);
		struct found *old;

		if (!slot) {
			strmap_free(&byname);
			return -ENOMEM;
		}
		if (!found) {
			*slot = (void *)(uintptr_t)kept;
			w->v[kept++] = *f;
			continue;
		}
		old = &w->v[(uintptr_t)*slot];
		if (f->prio < old->prio) {
			/* the map's key is old->name: keep that string */
			char *name = old->name;

			old->name = f->name;
			found_free(old);
			*old = *f;
			old->name = name;
		} else {
			found_free(f);
		}
	}
	w->n = kept;
	strmap_free(&byname);
	return 0;
}

static int list_push(struct modlist *l, const char *path, const char *modpath)
{
	size_t cap = l->cap;

	if (grow_array(&l->paths, &cap, l->n + 1, sizeof(*l->paths)) < 0 ||
	    grow_array(&l->modpaths, &l->cap, l->n + 1, sizeof(*l->modpaths)) < 0)
		return -ENOMEM;
	l->paths[l->n] = (char *)strpool_dup(&l->pool, path);
	l->modpaths[l->n] = strpool_dup(&l->pool, modpath);
	if (!l->paths[l->n] || !l->modpaths[l->n])
		return -ENOMEM;
	l->n++;
	return 0;
}

/* a module file given by name: MODULE is its path without the suffix */
static int add_file(struct modlist *l, const char *path)
{
	size_t stem = module_stem(path), len = strlen(path);
	char *mod;
	int r;

	if (!stem)
		stem = len > 2 && !strcmp(path + len - 2, ".o") ? len - 2 : len;
	mod = strndup(path, stem);
	if (!mod)
		return -ENOMEM;
	r = list_push(l, path, mod);
	free(mod);
	return r;
}

static int add_tree(struct ksym_ctx *ctx, struct modlist *l, const char *root)
{
	struct walk w = { .ctx = ctx, .root = root };
	size_t i;
	int r = walk_dir(&w, "");

	/* a folder without one module is not a tree: never "clean" of it */
	if (!r && !w.n) {
		bad(ctx, root, "no module in the folder (NAME.ko, .ko.xz, .ko.zst or .ko.gz)");
		r = -1;
	}
	if (!r)
		r = drop_duplicates(&w);
	if (!r)
		r = read_order(&w);
	if (!r)
		qsort(w.v, w.n, sizeof(*w.v), by_order);
	for (i = 0; i < w.n; i++) {
		char *path = NULL;
		const char *mod = w.v[i].key;

		if (!r && asprintf(&path, "%s/%s", root, w.v[i].rel) < 0)
			r = -ENOMEM;
		/* "kernel/drivers/x.ko" -> "drivers/x", as modpost names it */
		mod = strstarts(mod, "kernel/") ? mod + 7 : mod;
		w.v[i].key[strlen(w.v[i].key) - 3] = '\0';
		if (!r)
			r = list_push(l, path, mod);
		free(path);
		found_free(&w.v[i]);
	}
	free(w.v);
	return r;
}

int modlist_add(struct ksym_ctx *ctx, struct modlist *l, const char *arg)
{
	struct stat st;

	if (stat(arg, &st) == 0 && S_ISDIR(st.st_mode))
		return add_tree(ctx, l, arg);
	return add_file(l, arg);
}

int modlist_release(struct ksym_ctx *ctx, struct modlist *l,
		    const char *base, const char *version)
{
	char *root;
	int r;

	if (strchr(version, '/')) {
		usage_error(ctx, "-r takes a kernel version, not a path: '%s'",
			    version);
		return -1;
	}
	/* depmod's layout: BASEDIR/lib/modules/VERSION */
	if (asprintf(&root, "%s/lib/modules/%s", base ? base : "", version) < 0)
		return -ENOMEM;
	r = add_tree(ctx, l, root);
	free(root);
	return r;
}

void modlist_free(struct modlist *l)
{
	free(l->paths);
	free(l->modpaths);
	strpool_free(&l->pool);
	memset(l, 0, sizeof(*l));
}
