// SPDX-License-Identifier: GPL-2.0-only
/*
 * ksymtab check IMAGE|OBJECT|ARCHIVE: is the export table of a linked
 * image what the module loader expects, and are the exports of objects
 * (vmlinux.o, an archive's members) what modpost accepts?  Findings are
 * one line each on stderr ("ksymtab: FILE: ..."); a summary line goes to
 * stdout.
 */
#include <stdlib.h>
#include <string.h>

#include "ksymtab.h"

static const char check_help[] =
"Usage: ksymtab check [--layout=abs|prel32] [--align=N] [--system-map=FILE]\n"
"                     IMAGE|OBJECT|ARCHIVE\n"
"\n"
"Check the exports of relocatable objects (an OBJECT such as vmlinux.o, or\n"
"each member of an ARCHIVE; records of the 6.5+ contract or table\n"
"entries), as modpost does: no export of a local (static) symbol, none of\n"
"an undefined symbol, and no name exported twice (in one object or by two\n"
"members).\n"
"\n"
"Check the export tables of a linked image: every exported symbol is\n"
"global or weak, not local (static; a hidden global the link made local\n"
"counts as global), every value is its symbol's\n"
"address (ia64: a function descriptor of it; parisc: the function or a\n"
"plabel of it; ELFv1 ppc64: the descriptor symbol), every name points at\n"
"the start of a string in __ksymtab_strings (or, where the linker merged\n"
"the strings, at the tail of one) that matches the entry's __ksymtab_NAME\n"
"label, entries are sorted by name (strcmp), aligned and of the layout's\n"
"size, no name is exported twice across __ksymtab and __ksymtab_gpl, CRC\n"
"tables are as long as their tables, and __start_/__stop_ symbols bound\n"
"their sections.  Values a relocatable (-pie) image leaves to its dynamic\n"
"relocations are read as relocated.  An export whose definition is weak\n"
"is a warning.\n"
"\n"
"  --layout=L    force the entry layout (abs or prel32) of an image\n"
"                instead of inferring it\n"
"  --align=N     an image's entry alignment (default: KSYM_ALIGN of the\n"
"                machine for absolute entries, 4 for relative ones)\n"
"  --system-map=FILE\n"
"                a raw arm64 or riscv64 Image's tables from this System.map\n"
"                instead of from their structure\n"
"\n"
"Exit status: 0 clean (warnings allowed), 1 findings, 2 bad input or usage.\n";

static void check_bounds(struct image *im, const char *sec, size_t idx)
{
	struct kfile *kf = im->kf;
	const struct ksec *s = &kf->secs[idx];
	char name[64];
	const struct ksym *sym;
	int k;

	for (k = 0; k < 2; k++) {
		uint64_t want = s->sh.sh_addr + (k ? s->sh.sh_size : 0);

		snprintf(name, sizeof(name), "%s%s",
			 k ? SECTION_STOP : SECTION_START, sec);
		sym = image_sym(im, name);
		if (!sym || sym->shndx == SHN_UNDEF) {
			finding(kf->ctx, kf->path, "no symbol %s bounding section %s",
				name, sec);
			continue;
		}
		if (sym->st.st_value != want)
			finding(kf->ctx, kf->path, "%s is 0x%llx but section %s %s at 0x%llx",
				name, (unsigned long long)sym->st.st_value,
				sec, k ? "ends" : "starts",
				(unsigned long long)want);
	}
}

/* a __ksymtab_NAME label must sit on the entry that names NAME */
static void check_label(const struct image *im, const struct imgtable *tab,
			const struct kexport *e, const struct ksym *label)
{
	if (e->name && strcmp(e->name, ksymtab_label(label->name)))
		finding(im->kf->ctx, im->kf->path, "%s: entry at 0x%llx is labelled %s but names '%s'",
			tab->secname, (unsigned long long)e->addr,
			label->name, e->name);
}

/*
 * The __ksymtab_* labels of table @t by entry: at[k] is the label on entry
 * k.  Labels come in symbol-table order and entries in name order; placing
 * them first lets check_table() compare each label with the name it has
 * just read, instead of fetching both from far apart in a kernel-sized
 * image.  A second label on one entry is compared here.  NULL: no memory.
 */
static const struct ksym **labels_by_entry(struct image *im, int t)
{
	struct kfile *kf = im->kf;
	const struct imgtable *tab = &im->tab[t];
	const struct ksec *s = &kf->secs[tab->secidx];
	const struct ksym **at = alloc_array(tab->n, sizeof(*at));
	size_t i;

	if (!at)
		return NULL;
	for (i = 0; i < im->nlabels; i++) {
		const struct ksym *sym = im->labels[i];
		uint64_t off, k;

		if (sym->shndx != tab->secidx)
			continue;
		if (sym->st.st_value < s->sh.sh_addr ||
		    sym->st.st_value - s->sh.sh_addr >= s->sh.sh_size)
			continue;
		off = sym->st.st_value - s->sh.sh_addr;
		if (off % im->esz) {
			finding(kf->ctx, kf->path, "%s: label %s at 0x%llx is not on an entry boundary (entry size %u)",
				tab->secname, sym->name,
				(unsigned long long)sym->st.st_value, im->esz);
			continue;
		}
		k = off / im->esz;
		if (k >= tab->n)
			continue;
		if (!at[k])
			at[k] = sym;
		else
			check_label(im, tab, &im->x.v[tab->first + k], sym);
	}
	return at;
}

/*
 * Names exported twice.  A name that resolves to a symbol is marked on that
 * symbol (a byte per symbol: one name, one symbol); only names without a
 * symbol go through a hash map.  At kernel scale the map cost a cache miss
 * per export (Documentation/ksymtab.rst).
 */
struct seen {
	unsigned char *by_sym;	/* table + 1 that exported the symbol */
	struct strmap by_name;	/* name -> table name, no symbol */
};

static int check_twice(struct image *im, int t, const struct kexport *e,
		       struct seen *seen)
{
	const char *first = NULL;

	if (e->def) {
		unsigned char *mark = &seen->by_sym[e->def - im->kf->syms];

		if (*mark)
			first = im->tab[*mark - 1].secname;
		else
			*mark = t + 1;
	} else {
		int found;
		void **slot = strmap_insert(&seen->by_name, e->name, &found);

		if (!slot)
			return -ENOMEM;
		if (found)
			first = *slot;
		else
			*slot = (void *)im->tab[t].secname;
	}
	if (first)
		finding(im->kf->ctx, im->kf->path, "'%s' is exported twice (%s and %s)",
			e->name, first, im->tab[t].secname);
	return 0;
}

/*
 * A name that is the tail of a longer string is valid where the linker
 * merged the strings (image.c), as long as nothing else says it is not
 * this entry's name: the entry's label, the symbol of that name, or the
 * entry's place in the sorted table.  If something does, the pointer is
 * what is wrong, and that is the one finding (not a label, symbol and
 * order finding that follow from it).
 */
static int tail_is_wrong(const struct image *im, const struct imgtable *tab,
			 size_t k, const struct ksym *label, const char *prev)
{
	const struct kexport *e = &im->x.v[tab->first + k];
	const struct kexport *next = k + 1 < tab->n ? e + 1 : NULL;

	if (label && strcmp(e->name, ksymtab_label(label->name)))
		return 1;
	if (im->kf->symtab && (!e->def || e->def->shndx == SHN_UNDEF))
		return 1;
	if (prev && strcmp(prev, e->name) > 0)
		return 1;
	return next && next->name && !next->problem && !next->tail &&
	       strcmp(e->name, next->name) > 0;
}

/*
 * What the loop below reads of an entry, a few entries ahead: its name, the
 * symbol of that name and its label are scattered over a kernel-sized
 * image, and waiting for each in turn is most of the time at that size.
 */
static void prefetch_entry(const struct kexport *e, const struct ksym *label)
{
	__builtin_prefetch(e->name);
	__builtin_prefetch(e->def);
	__builtin_prefetch(label);
}

/*
 * What CRC table @c says about its table @secname of @n entries: one
 * 4-byte CRC per entry, which the loader reads at 4 * k.  An empty CRC
 * table is no CRC table: linker scripts keep the output section (for its
 * bounds symbols) without MODVERSIONS.
 */
static void check_crc_size(struct kfile *kf, const struct ksec *c, size_t n,
			   const char *secname)
{
	if (c->sh.sh_size && (c->sh.sh_size % 4 || c->sh.sh_size / 4 != n))
		finding(kf->ctx, kf->path, "%s: %llu bytes for %zu entries of %s (4 bytes each expected)",
			c->name, (unsigned long long)c->sh.sh_size, n, secname);
}

/* what an image's CRC table says about its table */
static void check_crcs(struct image *im, const struct imgtable *tab)
{
	check_crc_size(im->kf, &im->kf->secs[tab->crcidx], tab->n, tab->secname);
}

/* every entry of table @t; -ENOMEM */
static int check_table(struct image *im, int t, struct seen *seen)
{
	struct kfile *kf = im->kf;
	const struct imgtable *tab = &im->tab[t];
	const struct ksec *s = &kf->secs[tab->secidx];
	const struct ksym **label = NULL;
	const char *prev = NULL;
	const size_t ahead = PREFETCH_AHEAD;
	size_t k;

	if (s->sh.sh_size % im->esz)
		finding(kf->ctx, kf->path, "%s: size %llu is not a multiple of the entry size %u",
			tab->secname, (unsigned long long)s->sh.sh_size,
			im->esz);
	if (kf->symtab) {
		label = labels_by_entry(im, t);
		if (!label)
			return -ENOMEM;
	}
	for (k = 0; k < tab->n; k++) {
		const struct kexport *e = &im->x.v[tab->first + k];
		const struct ksym *sym = e->def;
		const char *why;

		if (k + ahead < tab->n)
			prefetch_entry(&e[ahead],
				       label ? label[k + ahead] : NULL);
		if (label && k + ahead / 2 < tab->n && label[k + ahead / 2])
			__builtin_prefetch(label[k + ahead / 2]->name);

		if (e->addr % im->align)
			finding(kf->ctx, kf->path, "%s: entry %zu at 0x%llx is not aligned to %u",
				tab->secname, k, (unsigned long long)e->addr,
				im->align);
		if (e->problem) {
			finding(kf->ctx, kf->path, "%s: entry %zu at 0x%llx: %s",
				tab->secname, k, (unsigned long long)e->addr,
				e->problem);
			continue;
		}
		if (e->tail && tail_is_wrong(im, tab, k,
					     label ? label[k] : NULL, prev)) {
			finding(kf->ctx, kf->path, "%s: entry %zu at 0x%llx: name does not point at the start of a string",
				tab->secname, k, (unsigned long long)e->addr);
			continue;
		}
		if (prev && strcmp(prev, e->name) > 0)
			finding(kf->ctx, kf->path, "%s: not sorted: '%s' (entry %zu) comes after '%s'",
				tab->secname, e->name, k, prev);
		prev = e->name;
		if (check_twice(im, t, e, seen) < 0) {
			free(label);
			return -ENOMEM;
		}
		if (!kf->symtab)
			continue;
		if (label[k])
			check_label(im, tab, e, label[k]);
		if (!sym || sym->shndx == SHN_UNDEF) {
			finding(kf->ctx, kf->path, "export '%s': no symbol %s in the image",
				e->name, e->name);
			continue;
		}
		/*
		 * A global of the name wins the lookup over a static one; a
		 * hidden global the link made local is no static.
		 */
		if (GELF_ST_BIND(sym->st.st_info) == STB_LOCAL && !image_sym_demoted(sym)) {
			finding(kf->ctx, kf->path, "export '%s': symbol %s is local (static)",
				e->name, e->name);
			continue;
		}
		if (!image_value_matches(im, sym, e->value, &why))
			finding(kf->ctx, kf->path, "export '%s': value 0x%llx %s (0x%llx)",
				e->name, (unsigned long long)e->value, why,
				(unsigned long long)sym->st.st_value);
		if (e->weak)
			warning(kf->ctx, kf->path, "export '%s' is defined weak: forcing its object into the link pins the weak definition",
				e->name);
	}
	free(label);
	if (tab->crcidx)
		check_crcs(im, tab);
	return 0;
}

/* both tables and their bounds; -ENOMEM */
static int check_tables(struct image *im)
{
	struct kfile *kf = im->kf;
	struct seen seen;
	int t, ret = 0;

	seen.by_sym = alloc_array(kf->nsyms, 1);
	if (!seen.by_sym || strmap_init(&seen.by_name, 16) < 0) {
		free(seen.by_sym);
		return -ENOMEM;
	}
	if (!kf->symtab)
		warning(kf->ctx, kf->path, "no symbol table: values, labels and bounds not checked");
	for (t = 0; t < 2 && !ret; t++) {
		const struct imgtable *tab = &im->tab[t];

		if (!tab->secidx) {
			if (tab->crcidx)
				finding(kf->ctx, kf->path, "%s without %s",
					kf->secs[tab->crcidx].name,
					tab->secname);
			continue;
		}
		ret = check_table(im, t, &seen);
		if (ret || !kf->symtab)
			continue;
		check_bounds(im, tab->secname, tab->secidx);
		if (tab->crcidx)
			check_bounds(im, kf->secs[tab->crcidx].name,
				     tab->crcidx);
	}
	free(seen.by_sym);
	strmap_free(&seen.by_name);
	return ret;
}

static const char *exports_word(size_t n)
{
	return n == 1 ? "export" : "exports";
}

/* the summary line: with no entries there is no layout to speak of */
static void check_summary(const struct image *im, int failed)
{
	/*
	 * Linkers differ in whether they keep the empty sections: say the
	 * same either way.
	 */
	text_str(stdout, im->kf->path, 0);	/* one line, as diagnostics */
	if (!im->x.n)
		printf(": 0 exports: %s\n", failed ? "FAILED" : "ok");
	else
		printf(": %zu %s (%zu plain, %zu gpl), %s%s entries of %u bytes, aligned %u (layout from %s): %s\n",
		       im->x.n, exports_word(im->x.n), im->tab[0].n, im->tab[1].n,
		       im->layout == LAYOUT_PREL32 ? "prel32" : "abs",
		       im->nfields == 3 ? "+ns" : "", im->esz, im->align,
		       im->layout_why ? im->layout_why : "nothing",
		       failed ? "FAILED" : "ok");
}

/*
 * The exports of relocatable objects: one object (vmlinux.o) or every
 * member of an archive, as modpost reads vmlinux.o and modules.  The names
 * seen so far outlive each member, as do the files they were seen in.
 */
struct objcheck {
	struct exports_seen seen;	/* name -> file of its first export */
	size_t n, ngpl, nobjs;
};

/*
 * A module's merged tables (__ksymtab, __ksymtab_gpl of a NAME.ko) and
 * their CRC tables, checked as an image's (check_crc_size()): one word
 * more or less gives every later export another's CRC.
 */
static void check_object_crcs(struct kfile *kf, const struct kexports *x)
{
	static const char *const sec[2][2] = {
		{ KSYMTAB_SEC, KCRCTAB_SEC },
		{ KSYMTAB_GPL_SEC, KCRCTAB_GPL_SEC },
	};
	int gpl;

	for (gpl = 0; gpl < 2; gpl++) {
		size_t tidx = 0, cidx, n = 0, i;
		const struct ksec *c = kfile_find_sec(kf, sec[gpl][1], &cidx);

		if (!c)
			continue;
		kfile_find_sec(kf, sec[gpl][0], &tidx);
		for (i = 0; tidx && i < x->n; i++)
			n += x->v[i].secidx == tidx;
		check_crc_size(kf, c, n, sec[gpl][0]);
	}
}

/* one object; 0, -1 on bad input (reported) or -ENOMEM */
static int check_object(struct kfile *kf, struct objcheck *c)
{
	struct kexports x = { 0 };
	int ret = kfile_load_sections(kf);

	if (!ret && kf->eh.e_type != ET_REL) {
		bad(kf->ctx, kf->path, "not a relocatable object (ELF type %u)",
		    kf->eh.e_type);
		ret = -1;
	}
	if (!ret)
		ret = read_object_exports(kf, &x, READ_KEEP_LOCAL);
	if (!ret)
		check_object_crcs(kf, &x);
	c->nobjs++;
	if (!ret) {
		c->n += x.n;
		for (size_t i = 0; i < x.n; i++)
			c->ngpl += x.v[i].gpl;
		if (exports_validate(kf->ctx, &c->seen, &x, kf->path,
				     FAULT_FINDING) == -ENOMEM)
			ret = -ENOMEM;
	}
	kexports_free(&x);
	return ret;
}

/*
 * @kf (a plain object), or every member of the archive @in; the status or
 * -ENOMEM.  A bad member does not stop the walk, so that every bad one is
 * named.
 */
static int check_objects(struct ksym_ctx *ctx, struct kinput *in,
			 struct kfile *kf, const char *path)
{
	struct objcheck c = { 0 };
	unsigned int errors = ctx->nr_errors, bad_input = ctx->nr_bad;
	int r, ret = 0;

	exports_seen_init(&c.seen);
	if (kf) {
		ret = check_object(kf, &c);
	} else {
		while (ret != -ENOMEM && (r = kinput_next(in, &kf)) > 0) {
			int fr = check_object(kf, &c);

			kfile_free(kf);
			if (fr < 0)
				ret = fr;
		}
		if (r < 0)
			ret = r;
	}
	exports_seen_free(&c.seen);
	if (ret == -ENOMEM)
		return ret;
	if (ret < 0 || ctx->nr_bad != bad_input)
		return 2;
	text_str(stdout, path, 0);
	printf(": %zu %s (%zu plain, %zu gpl)", c.n, exports_word(c.n),
	       c.n - c.ngpl, c.ngpl);
	if (kinput_is_archive(in))
		printf(" in %zu %s", c.nobjs, c.nobjs == 1 ? "member" : "members");
	printf(": %s\n", ctx->nr_errors != errors ? "FAILED" : "ok");
	return ctx->nr_errors != errors ? 1 : 0;
}

int cmd_check(struct ksym_ctx *ctx, int argc, char **argv)
{
	struct imgopts o = { 0 };
	struct kinput in;
	struct kfile *kf = NULL;
	struct image im;
	const char *path = NULL;
	unsigned int errors = ctx->nr_errors;
	int i, r, ret = 2, options = 1;

	if (want_help(argc, argv, check_help))
		return 0;
	for (i = 1; i < argc; i++) {
		int used = 0;

		if (options && !strcmp(argv[i], "--")) {
			options = 0;
			continue;
		}
		if (options && argv[i][0] == '-' && argv[i][1]) {
			if (parse_image_opt(ctx, argv[i], &o, &used) < 0)
				return 2;
			if (!used) {
				usage_error(ctx, "check: unknown option '%s'", argv[i]);
				return 2;
			}
			continue;
		}
		if (path) {
			usage_error(ctx, "check: one IMAGE, OBJECT or ARCHIVE only");
			return 2;
		}
		path = argv[i];
	}
	if (!path) {
		usage_error(ctx, "check: no IMAGE, OBJECT or ARCHIVE given");
		return 2;
	}
	if (kinput_open(ctx, &in, path) < 0)
		return 2;
	if (kinput_is_archive(&in)) {
		ret = check_objects(ctx, &in, NULL, path);
		kinput_close(&in);
		return ret;
	}
	r = kinput_next(&in, &kf);
	r = r > 0 ? kfile_load_sections(kf) : r < 0 ? r : -1;
	if (r < 0) {
		kfile_free(kf);
		kinput_close(&in);
		return r == -ENOMEM ? r : 2;
	}
	if (kf->eh.e_type == ET_REL) {
		ret = check_objects(ctx, &in, kf, path);
		kfile_free(kf);
		kinput_close(&in);
		return ret;
	}
	r = read_image(kf, &o, &im);
	/* Linux's linker script discards the records: none may be left. */
	if (!r && kfile_find_sec(kf, RECORD_SEC, NULL))
		finding(ctx, kf->path, "section %s left in a linked image (the linker script must discard it)",
			RECORD_SEC);
	if (!r && !im.tab[0].secidx && !im.tab[1].secidx)
		warning(ctx, kf->path, "no export tables (__ksymtab, __ksymtab_gpl)");
	else if (!r)
		r = check_tables(&im);
	if (r == -ENOMEM) {
		ret = r;
	} else if (!r) {
		check_summary(&im, ctx->nr_errors != errors);
		ret = ctx->nr_errors != errors ? 1 : 0;
	}
	image_free(&im);
	kfile_free(kf);
	kinput_close(&in);
	return ret;
}
