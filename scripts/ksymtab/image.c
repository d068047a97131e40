// SPDX-License-Identifier: GPL-2.0-only
/*
 * Export tables of linked images (vmlinux of this tree and real kernels
 * from v4.9 to v6.x).  Values are read at addresses, not through the
 * static relocations; the dynamic ones of a relocatable image are applied
 * (dynrel.c).
 *
 * Layout inference (documented in Documentation/ksymtab.rst):
 *   1. --layout=abs|prel32 restricts the candidates; otherwise all four:
 *      absolute 2 fields (2 * pointer), relative 2 fields (8 bytes),
 *      absolute 3 fields (3 * pointer), relative 3 fields (12 bytes),
 *      tried in that order.
 *   2. If the table holds __ksymtab_* labels, the entry size is the
 *      section size divided by their number; only candidates of that size
 *      remain.
 *   3. The first remaining candidate under which every entry's name field
 *      points at the start of a non-empty string in __ksymtab_strings
 *      wins; then, if the section is SHF_MERGE|SHF_STRINGS, the first
 *      under which every name is the start or the tail of one (GNU ld
 *      stores a name that is the tail of a longer string as that tail).
 *      If none does, the first one whose size divides the table is used
 *      and the bad names are reported by check.
 */
#include <stdlib.h>
#include <string.h>

#include "ksymtab.h"

struct cand {
	enum layout layout;
	unsigned int nfields;
	unsigned int esz;
};

/*
 * The symbol a name looks up: global, then weak, then a global the linker
 * made local (image_sym_demoted()), then a static one.
 */
static int sym_rank(const struct ksym *s)
{
	if (s->shndx == SHN_UNDEF)
		return 0;
	switch (GELF_ST_BIND(s->st.st_info)) {
	case STB_GLOBAL:
		return 4;
	case STB_WEAK:
		return 3;
	default:
		return image_sym_demoted(s) ? 2 : 1;
	}
}

/*
 * A local symbol of hidden or internal visibility in a linked image was a
 * global: the ELF gABI has the link editor turn a hidden symbol local when
 * it links an executable or shared object, and a compiler gives a static
 * definition default visibility (LLVM requires it of local linkage).
 * Linux with LTO builds every C object with -fvisibility=hidden, so every
 * exported C function of its vmlinux is such a symbol.
 */
int image_sym_demoted(const struct ksym *s)
{
	unsigned int vis = GELF_ST_VISIBILITY(s->st.st_other);

	return GELF_ST_BIND(s->st.st_info) == STB_LOCAL &&
	       (vis == STV_HIDDEN || vis == STV_INTERNAL);
}

static int build_byname(struct image *im)
{
	struct kfile *kf = im->kf;
	struct { size_t sym; uint32_t hash; } *cand;
	const size_t ahead = PREFETCH_AHEAD;
	size_t i, n = 0;

	/*
	 * Only names something looks up go into the map: exported symbols and
	 * section bounds, not the per-export __ksymtab_/__kstrtab_/__kcrctab_
	 * labels and __crc_ values.  That keeps it a third of the symbol
	 * table, which matters at kernel scale where the map outgrows the
	 * cache (Documentation/ksymtab.rst).  The names are hashed in one
	 * pass and inserted in a second, which prefetches the slots ahead.
	 */
	cand = alloc_array(kf->nsyms, sizeof(*cand));
	im->labels = alloc_array(kf->nsyms, sizeof(*im->labels));
	if (!cand || !im->labels)
		goto nomem;
	for (i = 1; i < kf->nsyms; i++) {
		struct ksym *s = &kf->syms[i];
		int t = GELF_ST_TYPE(s->st.st_info);

		if (!s->name[0] || t == STT_SECTION || t == STT_FILE)
			continue;
		/* the labels, collected in the one pass that reads names */
		if (ksymtab_label(s->name)) {
			im->labels[im->nlabels++] = s;
			continue;
		}
		if (strstarts(s->name, KSTRTAB_LABEL) ||
		    strstarts(s->name, KCRCTAB_LABEL) ||
		    strstarts(s->name, CRC_SYMBOL))
			continue;
		cand[n].sym = i;
		cand[n].hash = strmap_hash(s->name);
		n++;
	}
	if (strmap_init(&im->byname, n) < 0)
		goto nomem;
	for (i = 0; i < n; i++) {
		struct ksym *s = &kf->syms[cand[i].sym];
		void **slot;
		int found;

		if (i + ahead < n)
			strmap_prefetch(&im->byname, cand[i + ahead].hash);
		slot = strmap_insert_hashed(&im->byname, s->name, cand[i].hash,
					    &found);
		if (!slot)
			goto nomem;
		if (!found || sym_rank(s) > sym_rank(*slot))
			*slot = s;
	}
	free(cand);
	return 0;
nomem:
	free(cand);
	return -ENOMEM;
}

const struct ksym *image_sym(const struct image *im, const char *name)
{
	return strmap_get(&im->byname, name);
}

static uint64_t mask(const struct kfile *kf, uint64_t v)
{
	return kf->ptrsize == 4 ? (v & 0xffffffffu) : v;
}

int image_value_matches(struct image *im, const struct ksym *s,
			uint64_t value, const char **why)
{
	struct kfile *kf = im->kf;
	uint64_t want = mask(kf, s->st.st_value), desc = 0;
	int func = GELF_ST_TYPE(s->st.st_info) == STT_FUNC;

	*why = NULL;
	/*
	 * A place-relative field cannot name a descriptor or plabel the
	 * linker makes: relative entries hold the code address everywhere.
	 */
	if (im->layout == LAYOUT_PREL32)
		func = 0;
	if (kf->eh.e_machine == EM_IA_64 && func) {
		if (value == want) {
			*why = "is the code address, not a function descriptor";
			return 0;
		}
		if (kf_read_addr(kf, value, 8, &desc)) {
			*why = "does not point at a function descriptor in the image";
			return 0;
		}
		if (desc != want) {
			*why = "points at a descriptor for another address";
			return 0;
		}
		return 1;
	}
	if (kf->eh.e_machine == EM_PARISC && func && value != want &&
	    (value & 3) == 2) {
		if (kf_read_addr(kf, value & ~(uint64_t)3, 4, &desc) ||
		    desc != want) {
			*why = "is a plabel for another address";
			return 0;
		}
		return 1;
	}
	if (value != want) {
		*why = "is not the symbol's address";
		return 0;
	}
	return 1;
}

static unsigned int default_align(const struct kfile *kf, enum layout lay,
				  unsigned int esz)
{
	unsigned int a;

	if (lay == LAYOUT_PREL32)
		return 4;
	switch (kf->eh.e_machine) {
	case EM_X86_64:
		a = 16;
		break;
	case EM_68K:
		a = 2;
		break;
	default:
		a = kf->ptrsize;
	}
	while (a > 1 && esz % a)
		a >>= 1;
	return a;
}

/* distinct __ksymtab_* label addresses in a table section; -ENOMEM */
static int count_labels(struct image *im, size_t idx, size_t *distinct)
{
	const GElf_Shdr *sh = &im->kf->secs[idx].sh;
	unsigned char *set = offset_set(sh->sh_size);
	size_t i;

	*distinct = 0;
	if (!set)
		return -ENOMEM;
	for (i = 0; i < im->nlabels; i++) {
		const struct ksym *l = im->labels[i];

		if (l->shndx == idx && l->st.st_value >= sh->sh_addr &&
		    !offset_add(set, sh->sh_size, l->st.st_value - sh->sh_addr))
			(*distinct)++;
	}
	free(set);
	return 0;
}

/* a field at @addr (contents @p) as the image holds it at run time */
static uint64_t field(const struct image *im, const unsigned char *p,
		      uint64_t addr, enum layout lay)
{
	const struct kfile *kf = im->kf;
	const struct dynfix *fix;

	if (lay == LAYOUT_PREL32)
		return mask(kf, addr + (int64_t)(int32_t)kf_read(kf, p, 4));
	if (im->nfix && (fix = image_dynfix(im, addr)))
		return fix->value;
	return kf_read(kf, p, kf->ptrsize);
}

/*
 * Where the strings of __ksymtab_strings start, found in one sequential
 * pass: a bit per byte, set where a non-empty string begins, and the end
 * of the last NUL-terminated string.  Names are then validated from the
 * bitmap (an eighth of the section, cache-sized) instead of by reading
 * each name where the table points, which at kernel scale is a cache miss
 * per entry (Documentation/ksymtab.rst).
 */
static int index_strings(struct image *im)
{
	const struct ksec *ss = &im->kf->secs[im->stridx];
	const unsigned char *b = ss->buf;
	uint64_t i;
	int after_nul = 1;

	im->str_starts = offset_set(ss->size);
	if (!im->str_starts)
		return -ENOMEM;
	im->str_end = 0;
	im->str_merged = (ss->sh.sh_flags & (SHF_MERGE | SHF_STRINGS)) ==
			 (SHF_MERGE | SHF_STRINGS);
	for (i = 0; i < ss->size; i++) {
		if (!b[i]) {
			im->str_end = i + 1;
			after_nul = 1;
			continue;
		}
		if (after_nul)
			im->str_starts[i / 8] |= 1u << (i % 8);
		after_nul = 0;
	}
	return 0;
}

/* offset of a NUL-terminated string in __ksymtab_strings, or -1 */
static int64_t str_off(const struct image *im, uint64_t a)
{
	const struct ksec *ss = &im->kf->secs[im->stridx];
	uint64_t off;

	if (a < ss->sh.sh_addr || a - ss->sh.sh_addr >= im->str_end)
		return -1;
	off = a - ss->sh.sh_addr;
	return off;
}

/* does a non-empty string begin at this offset? */
static int str_starts_at(const struct image *im, int64_t off)
{
	return off >= 0 && offset_has(im->str_starts, im->str_end, off);
}

/*
 * Is this offset inside a string, not at its start: the tail of a longer
 * string?  A linker merging SHF_MERGE|SHF_STRINGS sections stores a string
 * that ends another one as that other one's tail (GNU ld does; so a 6.1
 * kernel's "PageMovable" is the end of "__ClearPageMovable").
 */
static int str_tail_at(const struct image *im, int64_t off)
{
	return off > 0 && (uint64_t)off < im->str_end &&
	       im->kf->secs[im->stridx].buf[off] &&
	       !str_starts_at(im, off);
}

static int plausible(struct image *im, const struct cand *c, int tails)
{
	struct kfile *kf = im->kf;
	unsigned int fw = c->layout == LAYOUT_ABS ? kf->ptrsize : 4;
	int t;

	for (t = 0; t < 2; t++) {
		const struct ksec *s = &kf->secs[im->tab[t].secidx];
		uint64_t k;

		if (!im->tab[t].secidx)
			continue;
		if (s->size % c->esz)
			return 0;
		for (k = 0; k < s->size / c->esz; k++) {
			uint64_t a = s->sh.sh_addr + k * c->esz + fw;
			int64_t off = str_off(im, field(im, s->buf + k * c->esz
							+ fw, a, c->layout));

			if (!str_starts_at(im, off) &&
			    !(tails && str_tail_at(im, off)))
				return 0;
		}
	}
	return 1;
}

static int infer_layout(struct image *im, const struct imgopts *o)
{
	struct kfile *kf = im->kf;
	struct cand cands[4] = {
		{ LAYOUT_ABS, 2, 2 * kf->ptrsize },
		{ LAYOUT_PREL32, 2, 8 },
		{ LAYOUT_ABS, 3, 3 * kf->ptrsize },
		{ LAYOUT_PREL32, 3, 12 },
	};
	const struct cand *pick = NULL;
	size_t hint = 0, i;
	int t, tails;

	for (t = 0; t < 2 && !hint; t++) {
		size_t idx = im->tab[t].secidx, n;

		if (!idx || !kf->secs[idx].size)
			continue;
		if (count_labels(im, idx, &n) < 0)
			return -ENOMEM;
		if (n && kf->secs[idx].size % n == 0)
			hint = kf->secs[idx].size / n;
	}
	/* names at string starts first; then tails too, where merged */
	for (tails = 0; tails <= im->str_merged && !pick; tails++) {
		for (i = 0; i < 4; i++) {
			const struct cand *c = &cands[i];

			if (o->layout != LAYOUT_NONE && c->layout != o->layout)
				continue;
			if (hint && c->esz != hint)
				continue;
			if (plausible(im, c, tails)) {
				pick = c;
				im->layout_why = hint ? "entry labels and names" :
							"names";
				break;
			}
		}
	}
	for (i = 0; i < 4 && !pick; i++) {
		const struct cand *c = &cands[i];
		int ok = 1;

		if (o->layout != LAYOUT_NONE && c->layout != o->layout)
			continue;
		if (hint && c->esz != hint)
			continue;
		for (t = 0; t < 2; t++)
			if (im->tab[t].secidx &&
			    kf->secs[im->tab[t].secidx].size % c->esz)
				ok = 0;
		if (ok) {
			pick = c;
			im->layout_why = hint ? "entry labels" : "table size";
		}
	}
	if (!pick) {
		bad(kf->ctx, kf->path, "cannot infer the export entry layout (try --layout=abs|prel32)");
		return -1;
	}
	if (o->layout != LAYOUT_NONE)
		im->layout_why = "--layout";
	im->layout = pick->layout;
	im->nfields = pick->nfields;
	im->esz = pick->esz;
	im->align = o->align ? o->align :
		    default_align(kf, im->layout, im->esz);
	return 0;
}

/*
 * What needs the names themselves: their hashes, the namespace string that
 * follows a name in the two-field layouts, and the symbol of each name.
 * The names sit in __ksymtab_strings in link order while the tables are in
 * name order, so each is a cache miss at kernel scale; the loops prefetch
 * PREFETCH_AHEAD entries on (the name; then the map slot, then its key).
 */
static int read_names(struct image *im)
{
	const struct ksec *ss = &im->kf->secs[im->stridx];
	const size_t ahead = PREFETCH_AHEAD;
	size_t n = im->x.n, i;
	uint32_t *hash = alloc_array(n, sizeof(*hash));
	unsigned char *names = NULL;

	if (hash && im->nfields == 2)
		names = offset_set(ss->size);
	if (!hash || (im->nfields == 2 && !names)) {
		free(hash);
		return -ENOMEM;
	}
	if (names) {
		for (i = 0; i < n; i++) {
			const char *name = im->x.v[i].name;

			if (name)
				offset_add(names, ss->size,
					   (const unsigned char *)name - ss->buf);
		}
	}
	for (i = 0; i < n; i++) {
		struct kexport *e = &im->x.v[i];
		uint64_t off;
		size_t len;

		if (i + ahead < n)
			__builtin_prefetch(im->x.v[i + ahead].name);
		if (!e->name)
			continue;
		hash[i] = strmap_hash_len(e->name, &len);
		/* an earlier problem (the namespace pointer) is the one told */
		if (!len && !e->problem)
			e->problem = "name is empty";
		if (!names)
			continue;
		off = (const unsigned char *)e->name - ss->buf + len + 1;
		e->ns = ns_after_name(ss->buf, ss->size, im->str_end, names,
				      off);
		if (!e->ns) {
			e->ns = "";
			e->problem = "namespace string is not NUL-terminated";
		}
	}
	free(names);
	for (i = 0; i < n; i++) {
		struct kexport *e = &im->x.v[i];
		const struct ksym *sym;

		if (i + ahead < n)
			strmap_prefetch(&im->byname, hash[i + ahead]);
		if (i + ahead / 2 < n)
			strmap_prefetch_key(&im->byname, hash[i + ahead / 2]);
		if (!e->name)
			continue;
		sym = strmap_get_hashed(&im->byname, e->name, hash[i]);
		e->def = sym;
		if (sym) {
			e->sym = sym->name;
			e->kind = kind_of(&sym->st);
			e->weak = GELF_ST_BIND(sym->st.st_info) == STB_WEAK;
		}
	}
	free(hash);
	return 0;
}

static int read_entries(struct image *im)
{
	struct kfile *kf = im->kf;
	const struct ksec *ss = &kf->secs[im->stridx];
	unsigned int fw = im->layout == LAYOUT_ABS ? kf->ptrsize : 4;
	int t;

	for (t = 0; t < 2; t++) {
		struct imgtable *tab = &im->tab[t];
		const struct ksec *s = &kf->secs[tab->secidx];
		const struct ksec *cs = tab->crcidx ? &kf->secs[tab->crcidx] :
				       NULL;
		uint64_t k, ncrc = cs ? cs->size / 4 : 0;

		tab->first = im->x.n;
		if (!tab->secidx)
			continue;
		/* reserved whole: kexports_add() below cannot fail */
		if (kexports_reserve(&im->x, s->size / im->esz) < 0)
			return -ENOMEM;
		for (k = 0; k < s->size / im->esz; k++) {
			struct kexport *e = kexports_add(&im->x);
			const unsigned char *p = s->buf + k * im->esz;
			uint64_t name_addr;
			int64_t off;

			e->kf = kf;
			e->gpl = t;
			e->layout = im->layout;
			e->nfields = im->nfields;
			e->secidx = tab->secidx;
			e->addr = s->sh.sh_addr + k * im->esz;
			e->value = field(im, p, e->addr, im->layout);
			name_addr = field(im, p + fw, e->addr + fw,
					  im->layout);
			e->ns = "";
			off = str_off(im, name_addr);
			if (off < 0) {
				e->problem = "name pointer is outside __ksymtab_strings";
				continue;
			}
			/*
			 * A tail is a name only where the linker merges
			 * strings; check weighs it against the entry's label,
			 * symbol and place in the sorted table.
			 */
			if (str_tail_at(im, off)) {
				if (!im->str_merged) {
					e->problem = "name does not point at the start of a string";
					continue;
				}
				e->tail = 1;
			}
			e->name = (const char *)ss->buf + off;
			if (im->nfields == 3) {
				uint64_t nsf = im->layout == LAYOUT_ABS ?
					       field(im, p + 2 * fw,
						     e->addr + 2 * fw,
						     im->layout) :
					       kf_read(kf, p + 2 * fw, fw);

				if (nsf) {
					uint64_t a = field(im, p + 2 * fw,
							   e->addr + 2 * fw,
							   im->layout);

					off = str_off(im, a);
					if (off < 0)
						e->problem = "namespace pointer is outside __ksymtab_strings";
					else
						e->ns = (const char *)ss->buf +
							off;
				}
			}
			if (k < ncrc) {
				e->has_crc = e->crc_known = 1;
				e->crc = (uint32_t)kf_read(kf, cs->buf + 4 * k,
							   4);
			}
		}
		tab->n = im->x.n - tab->first;
	}
	return read_names(im);
}

int read_image(struct kfile *kf, const struct imgopts *o, struct image *im)
{
	static const char *const tabs[2] = { KSYMTAB_SEC, KSYMTAB_GPL_SEC };
	static const char *const crcs[2] = { KCRCTAB_SEC, KCRCTAB_GPL_SEC };
	int t, r, any = 0;

	memset(im, 0, sizeof(*im));
	im->kf = kf;
	if (kf->eh.e_type != ET_EXEC && kf->eh.e_type != ET_DYN) {
		bad(kf->ctx, kf->path, "not a linked image (ELF type %u)",
		    kf->eh.e_type);
		return -1;
	}
	r = kfile_load_sections(kf);
	if (!r)
		r = kfile_load_symbols(kf);
	if (!r)
		r = build_byname(im);
	if (r < 0)
		return r;
	for (t = 0; t < 2; t++) {
		struct imgtable *tab = &im->tab[t];

		tab->secname = tabs[t];
		kfile_find_sec(kf, tabs[t], &tab->secidx);
		kfile_find_sec(kf, crcs[t], &tab->crcidx);
		if (tab->secidx) {
			if (kf->secs[tab->secidx].sh.sh_type == SHT_NOBITS) {
				bad(kf->ctx, kf->path, "section %s has no contents",
				    tabs[t]);
				return -1;
			}
			if (kfile_sec_data(kf, tab->secidx) < 0)
				return -1;
			any = 1;
		}
		if (tab->crcidx && kf->secs[tab->crcidx].sh.sh_size &&
		    kf->secs[tab->crcidx].sh.sh_type == SHT_NOBITS) {
			bad(kf->ctx, kf->path, "section %s has no contents", crcs[t]);
			return -1;
		}
		if (tab->crcidx && kfile_sec_data(kf, tab->crcidx) < 0)
			return -1;
	}
	if (!any)
		return 0;
	if (!kfile_find_sec(kf, KSYMTAB_STRINGS_SEC, &im->stridx)) {
		bad(kf->ctx, kf->path, "export tables without a __ksymtab_strings section");
		return -1;
	}
	if (kf->secs[im->stridx].sh.sh_type == SHT_NOBITS ||
	    kfile_sec_data(kf, im->stridx) < 0) {
		if (kf->secs[im->stridx].sh.sh_type == SHT_NOBITS)
			bad(kf->ctx, kf->path, "section __ksymtab_strings has no contents");
		return -1;
	}
	r = index_strings(im);
	if (!r)
		r = image_dynrels(im);
	if (!r)
		r = infer_layout(im, o);
	return r < 0 ? r : read_entries(im);
}

/*
 * For the commands that need every entry (list, resolve): the first entry
 * that could not be read is bad input.
 */
int image_entries_readable(const struct image *im)
{
	size_t i;

	for (i = 0; i < im->x.n; i++) {
		const struct kexport *e = &im->x.v[i];

		if (e->problem) {
			bad(im->kf->ctx, im->kf->path, "%s entry at 0x%llx: %s",
			    im->tab[e->gpl].secname,
			    (unsigned long long)e->addr, e->problem);
			return -1;
		}
	}
	return 0;
}

void image_free(struct image *im)
{
	kexports_free(&im->x);
	strmap_free(&im->byname);
	free(im->labels);
	free(im->str_starts);
	free(im->fix);
}
