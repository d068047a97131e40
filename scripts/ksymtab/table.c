// SPDX-License-Identifier: GPL-2.0-only
/*
 * Export entries of relocatable objects.  An entry's fields are not in
 * the section contents: they are relocations, so every field is read as
 * "the symbol (plus addend) its relocation points at".  Handles REL and
 * RELA, absolute and place-relative fields, RISC-V/LoongArch ADD/SUB
 * pairs, ia64 function descriptors and parisc plabels, one entry per
 * ___ksymtab+NAME section (and n entries in a merged __ksymtab section).
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <stdlib.h>
#include <string.h>

#include "ksymtab.h"

/* where a field points: section and offset, and the symbol if named */
struct target {
	size_t sec;			/* 0: undefined or absolute */
	uint64_t off;
	const struct ksym *sym;
	int has;
};

struct objctx {
	struct kfile *kf;
	size_t *byaddr;			/* named defined symbols by sec, value */
	size_t nbyaddr;
	size_t crcsec;			/* the CRC section whose relocations */
	struct krel *crcrel;		/* are read, once for all its entries */
	size_t ncrcrel;
	struct kexports *out;
	size_t first;			/* out->n before this object */
	struct pending *pend;		/* per export from first on */
	size_t npend_cap;
};

static int cmp_addr_ctx(const void *a, const void *b, void *arg)
{
	const struct kfile *kf = arg;
	const struct ksym *x = &kf->syms[*(const size_t *)a];
	const struct ksym *y = &kf->syms[*(const size_t *)b];
	int gx = GELF_ST_BIND(x->st.st_info) == STB_LOCAL;
	int gy = GELF_ST_BIND(y->st.st_info) == STB_LOCAL;

	if (x->shndx != y->shndx)
		return x->shndx < y->shndx ? -1 : 1;
	if (x->st.st_value != y->st.st_value)
		return x->st.st_value < y->st.st_value ? -1 : 1;
	if (gx != gy)
		return gx - gy;		/* global symbols first */
	return *(const size_t *)a < *(const size_t *)b ? -1 : 1;
}

static int build_byaddr(struct objctx *c)
{
	struct kfile *kf = c->kf;
	size_t i;

	if (c->byaddr)
		return 0;
	c->byaddr = alloc_array(kf->nsyms, sizeof(size_t));
	if (!c->byaddr)
		return -ENOMEM;
	for (i = 1; i < kf->nsyms; i++) {
		const struct ksym *s = &kf->syms[i];
		int t = GELF_ST_TYPE(s->st.st_info);

		if (!s->name[0] || t == STT_SECTION || t == STT_FILE)
			continue;
		if (s->shndx == SHN_UNDEF || s->shndx >= kf->shnum)
			continue;
		c->byaddr[c->nbyaddr++] = i;
	}
	if (c->nbyaddr)
		qsort_r(c->byaddr, c->nbyaddr, sizeof(size_t),
			cmp_addr_ctx, kf);
	return 0;
}

/* the named symbol at @off of section @sec, or NULL; -ENOMEM */
static int sym_at(struct objctx *c, size_t sec, uint64_t off,
		  const struct ksym **out)
{
	size_t lo = 0, hi;

	*out = NULL;
	if (build_byaddr(c) < 0)
		return -ENOMEM;
	hi = c->nbyaddr;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		const struct ksym *s = &c->kf->syms[c->byaddr[mid]];

		if (s->shndx < sec || (s->shndx == sec && s->st.st_value < off))
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo < c->nbyaddr) {
		const struct ksym *s = &c->kf->syms[c->byaddr[lo]];

		if (s->shndx == sec && s->st.st_value == off)
			*out = s;
	}
	return 0;
}

/* where relocation @r points; -ENOMEM */
static int set_target(struct objctx *c, const struct krel *r,
		      struct target *t)
{
	const struct ksym *s = &c->kf->syms[r->sym];

	memset(t, 0, sizeof(*t));
	t->has = 1;
	if (s->shndx != SHN_UNDEF && s->shndx < c->kf->shnum) {
		t->sec = s->shndx;
		t->off = s->st.st_value + r->addend;
		if (GELF_ST_TYPE(s->st.st_info) != STT_SECTION && !r->addend) {
			t->sym = s;
			return 0;
		}
		return sym_at(c, t->sec, t->off, &t->sym);
	}
	t->sym = s;
	t->off = r->addend;
	return 0;
}

/*
 * Find the field at @off of section @idx: one absolute-class relocation
 * of the field's width, one place-relative one, or an ADD/SUB pair whose
 * SUB is against the place itself.
 */
static int get_field(struct objctx *c, size_t idx, const struct krel *rel,
		     size_t nrel, uint64_t off, enum layout lay,
		     unsigned int fw, struct target *t, enum rclass *cls)
{
	struct kfile *kf = c->kf;
	const char *sn = kf->secs[idx].name;
	const struct krel *main = NULL, *sub = NULL;
	size_t i;

	memset(t, 0, sizeof(*t));
	*cls = RC_NONE;
	for (i = krel_first(rel, nrel, off); i < nrel && rel[i].offset == off;
	     i++) {
		const struct krel *r = &rel[i];

		if (r->cls == RC_NONE)
			continue;
		if (r->cls == RC_SUB) {
			if (sub)
				goto twice;
			sub = r;
			continue;
		}
		if (main)
			goto twice;
		main = r;
	}
	if (!main) {
		if (sub) {
			bad(kf->ctx, kf->path, "section %s: offset 0x%llx: subtract relocation without an add",
			    sn, (unsigned long long)off);
			return -1;
		}
		return 0;
	}
	if (main->width != fw) {
		bad(kf->ctx, kf->path, "section %s: offset 0x%llx: relocation type %u is %u bytes wide, the field %u",
		    sn, (unsigned long long)off, main->type, main->width, fw);
		return -1;
	}
	switch (main->cls) {
	case RC_ABS:
	case RC_FPTR:
	case RC_PLABEL:
		if (lay != LAYOUT_ABS || sub)
			goto mismatch;
		break;
	case RC_PCREL:
		if (lay != LAYOUT_PREL32 || sub)
			goto mismatch;
		break;
	case RC_ADD:
		if (lay != LAYOUT_PREL32 || !sub)
			goto mismatch;
		{
			struct target p;

			if (set_target(c, sub, &p) < 0)
				return -ENOMEM;
			if (p.sec != idx || p.off != off) {
				bad(kf->ctx, kf->path, "section %s: offset 0x%llx: subtract relocation is not against the place",
				    sn, (unsigned long long)off);
				return -1;
			}
		}
		break;
	default:
		bad(kf->ctx, kf->path, "section %s: offset 0x%llx: unsupported relocation type %u for machine %u",
		    sn, (unsigned long long)off, main->type, kf->eh.e_machine);
		return -1;
	}
	*cls = main->cls;
	return set_target(c, main, t);
mismatch:
	bad(kf->ctx, kf->path, "section %s: offset 0x%llx: relocation type %u does not fit a %s entry",
	    sn, (unsigned long long)off, main->type,
	    lay == LAYOUT_ABS ? "absolute" : "relative");
	return -1;
twice:
	bad(kf->ctx, kf->path, "section %s: offset 0x%llx: more than one relocation",
	    sn, (unsigned long long)off);
	return -1;
}

/* the string a field points at: must be in __ksymtab_strings */
static const char *field_string(struct objctx *c, size_t idx,
				const struct target *t, const char *what)
{
	struct kfile *kf = c->kf;
	struct ksec *s;
	const char *p;

	if (!t->sec || strcmp(kf->secs[t->sec].name, KSYMTAB_STRINGS_SEC)) {
		bad(kf->ctx, kf->path, "section %s: %s does not point into __ksymtab_strings",
		    kf->secs[idx].name, what);
		return NULL;
	}
	if (kfile_sec_data(kf, t->sec) < 0)
		return NULL;
	s = &kf->secs[t->sec];
	if (t->off >= s->size) {
		bad(kf->ctx, kf->path, "section %s: %s offset 0x%llx past the end of __ksymtab_strings",
		    kf->secs[idx].name, what, (unsigned long long)t->off);
		return NULL;
	}
	p = (const char *)s->buf + t->off;
	if (!memchr(p, '\0', s->size - t->off)) {
		bad(kf->ctx, kf->path, "section %s: %s is not NUL-terminated in __ksymtab_strings",
		    kf->secs[idx].name, what);
		return NULL;
	}
	return p;
}

static int is_table(const char *name, int *gpl, const char **sym)
{
	*sym = skip_prefix(name, KSYMTAB_ENTRY);
	if (*sym) {
		*gpl = 0;
		return 1;
	}
	*sym = skip_prefix(name, KSYMTAB_GPL_ENTRY);
	if (*sym) {
		*gpl = 1;
		return 1;
	}
	if (!strcmp(name, KSYMTAB_SEC)) {
		*gpl = 0;
		return 1;
	}
	if (!strcmp(name, KSYMTAB_GPL_SEC)) {
		*gpl = 1;
		return 1;
	}
	return 0;
}

/* number of __ksymtab_* labels inside section @idx (merged tables) */
static size_t count_labels(struct kfile *kf, size_t idx)
{
	size_t i, n = 0;

	for (i = 1; i < kf->nsyms; i++) {
		const struct ksym *s = &kf->syms[i];

		if (s->shndx == idx && ksymtab_label(s->name))
			n++;
	}
	return n;
}

static int read_crc(struct objctx *c, size_t idx, uint64_t off,
		    struct kexport *e)
{
	struct kfile *kf = c->kf;
	struct ksec *s = &kf->secs[idx];
	struct krel *rel;
	size_t nrel, i;
	int found = 0;

	if (kfile_sec_data(kf, idx) < 0)
		return -1;
	if (s->size < 4 || off > s->size - 4) {
		bad(kf->ctx, kf->path, "section %s: CRC entry past the end of the section",
		    s->name);
		return -1;
	}
	if (c->crcsec != idx) {
		int r;

		free(c->crcrel);
		c->crcrel = NULL;
		c->crcsec = 0;
		r = kfile_relocs(kf, idx, &c->crcrel, &c->ncrcrel);
		if (r < 0)
			return r;
		c->crcsec = idx;
	}
	rel = c->crcrel;
	nrel = c->ncrcrel;
	e->has_crc = 1;
	for (i = krel_first(rel, nrel, off); i < nrel && rel[i].offset == off;
	     i++) {
		const struct ksym *sym;

		if (rel[i].cls == RC_NONE)
			continue;
		if (found || rel[i].cls != RC_ABS || rel[i].width != 4) {
			bad(kf->ctx, kf->path, "section %s: CRC entry is not one 32-bit absolute word",
			    s->name);
			return -1;
		}
		found = 1;
		sym = &kf->syms[rel[i].sym];
		if (sym->shndx == KSHN_ABS) {
			e->crc = (uint32_t)(sym->st.st_value + rel[i].addend);
			e->crc_known = 1;
		}
	}
	if (!found && s->buf) {
		e->crc = (uint32_t)kf_read(kf, s->buf + off, 4);
		e->crc_known = 1;
	}
	return 0;
}

/* where an entry's name is, for the namespaces (read_namespaces()) */
struct pending {
	size_t strsec;
	uint64_t name_end;		/* offset just after the name's NUL */
	int ns_in_field;		/* three fields: not after the name */
};

/* the table section being read, as read_table() decided it */
struct table {
	size_t idx;
	const struct ksec *s;
	const char *want;		/* ___ksymtab+NAME: NAME; else NULL */
	int gpl;
	struct krel *rel;
	size_t nrel;
	enum layout layout;
	unsigned int fw;		/* field width */
	unsigned int esz;		/* entry size */
	size_t crcsec;			/* its CRC section, 0 if none */
};

/* ___kcrctab+NAME sections by name, found once for every table */
static int index_crc_sections(struct objctx *c, struct strmap *crcs)
{
	struct kfile *kf = c->kf;
	size_t i;
	int f;

	for (i = 1; i < kf->shnum; i++) {
		const char *n = kf->secs[i].name;
		void **slot;

		if (!strstarts(n, KCRCTAB_ENTRY) &&
		    !strstarts(n, KCRCTAB_GPL_ENTRY))
			continue;
		slot = strmap_insert(crcs, n, &f);
		if (!slot)
			return -ENOMEM;
		*slot = (void *)(uintptr_t)i;
	}
	return 0;
}

static int unsupported_type(const struct kfile *kf, const struct table *t,
			    const struct krel *r)
{
	bad(kf->ctx, kf->path, "section %s: unsupported relocation type %u for machine %u",
	    t->s->name, r->type, kf->eh.e_machine);
	return -1;
}

/* The relocation of the value field (offset 0) decides the layout. */
static int table_layout(const struct kfile *kf, struct table *t)
{
	size_t k;

	t->layout = LAYOUT_NONE;
	for (k = 0; k < t->nrel; k++) {
		const struct krel *r = &t->rel[k];

		if (r->offset != 0 || r->cls == RC_NONE)
			continue;
		if (r->cls == RC_PCREL || r->cls == RC_ADD || r->cls == RC_SUB)
			t->layout = LAYOUT_PREL32;
		else if (r->cls != RC_UNKNOWN)
			t->layout = LAYOUT_ABS;
	}
	if (t->layout != LAYOUT_NONE)
		return 0;
	for (k = 0; k < t->nrel; k++)
		if (t->rel[k].cls == RC_UNKNOWN)
			return unsupported_type(kf, t, &t->rel[k]);
	bad(kf->ctx, kf->path, "section %s: no usable relocation for the value field",
	    t->s->name);
	return -1;
}

/*
 * The entry size: the section's for ___ksymtab+NAME; for a merged table,
 * its size over its __ksymtab_ labels, or two fields without labels.
 */
static int table_entry_size(struct kfile *kf, struct table *t)
{
	uint64_t size = t->s->sh.sh_size;

	t->fw = t->layout == LAYOUT_ABS ? kf->ptrsize : 4;
	if (t->want) {
		t->esz = size;
	} else {
		size_t labels = count_labels(kf, t->idx);

		t->esz = labels && size % labels == 0 ? size / labels :
			 2 * t->fw;
	}
	if (t->esz != 2 * t->fw && t->esz != 3 * t->fw) {
		bad(kf->ctx, kf->path, "section %s: size %llu is not a %s export entry (%u or %u bytes)",
		    t->s->name, (unsigned long long)size,
		    t->layout == LAYOUT_ABS ? "absolute" : "relative",
		    2 * t->fw, 3 * t->fw);
		return -1;
	}
	if (size % t->esz) {
		bad(kf->ctx, kf->path, "section %s: size %llu is not a multiple of the entry size %u",
		    t->s->name, (unsigned long long)size, t->esz);
		return -1;
	}
	return 0;
}

/* every relocation is of a known type and at the start of a field */
static int table_relocs_placed(const struct kfile *kf, const struct table *t)
{
	size_t k;

	for (k = 0; k < t->nrel; k++) {
		const struct krel *r = &t->rel[k];

		if (r->cls == RC_UNKNOWN)
			return unsupported_type(kf, t, r);
		if (r->cls != RC_NONE && r->offset % t->fw) {
			bad(kf->ctx, kf->path, "section %s: relocation at offset 0x%llx is not at a field",
			    t->s->name, (unsigned long long)r->offset);
			return -1;
		}
	}
	return 0;
}

/* ___kcrctab+NAME for ___ksymtab+NAME, __kcrctab for __ksymtab */
static int table_crc_section(struct kfile *kf, struct table *t,
			     const struct strmap *crcs)
{
	t->crcsec = 0;
	if (t->want) {
		/* sized to the name: a C name has no length limit */
		const char *pfx = t->gpl ? KCRCTAB_GPL_ENTRY : KCRCTAB_ENTRY;
		size_t len = strlen(pfx) + strlen(t->want) + 1;
		char *key = malloc(len);

		if (!key)
			return -ENOMEM;
		snprintf(key, len, "%s%s", pfx, t->want);
		t->crcsec = (uintptr_t)strmap_get(crcs, key);
		free(key);
	} else {
		kfile_find_sec(kf, t->gpl ? KCRCTAB_GPL_SEC : KCRCTAB_SEC,
			       &t->crcsec);
	}
	return 0;
}

/* the value and name fields of entry @k, the name checked */
static int entry_fields(struct objctx *c, const struct table *t, size_t k,
			struct target *tv, struct target *tn, const char **name)
{
	struct kfile *kf = c->kf;
	uint64_t base = k * t->esz;
	enum rclass cls;
	int r;

	r = get_field(c, t->idx, t->rel, t->nrel, base, t->layout, t->fw,
		      tv, &cls);
	if (!r)
		r = get_field(c, t->idx, t->rel, t->nrel, base + t->fw,
			      t->layout, t->fw, tn, &cls);
	if (r < 0)
		return r;
	if (!tv->has) {
		bad(kf->ctx, kf->path, "section %s: entry %zu: value field has no relocation",
		    t->s->name, k);
		return -1;
	}
	if (!tn->has) {
		bad(kf->ctx, kf->path, "section %s: entry %zu: name field has no relocation",
		    t->s->name, k);
		return -1;
	}
	*name = field_string(c, t->idx, tn, "name");
	if (!*name)
		return -1;
	if (!(*name)[0]) {
		bad(kf->ctx, kf->path, "section %s: empty export name", t->s->name);
		return -1;
	}
	if (t->want && strcmp(*name, t->want)) {
		bad(kf->ctx, kf->path, "section %s: name string is '%s'", t->s->name,
		    *name);
		return -1;
	}
	return 0;
}

static void entry_symbol(const struct kfile *kf, const struct target *tv,
			 struct kexport *e)
{
	if (tv->sym) {
		e->sym = tv->sym->name;
		e->kind = kind_of(&tv->sym->st);
		e->weak = GELF_ST_BIND(tv->sym->st.st_info) == STB_WEAK &&
			  tv->sym->shndx != SHN_UNDEF;
		e->local = GELF_ST_BIND(tv->sym->st.st_info) == STB_LOCAL;
	} else {
		e->symsec = kf->secs[tv->sec].name;
		e->symoff = tv->off;
		e->kind = KIND_UNKNOWN;
	}
}

/* the namespace field of a three-field entry */
static int entry_ns_field(struct objctx *c, const struct table *t, size_t k,
			  struct kexport *e)
{
	struct target tns;
	enum rclass cls;
	int r;

	r = get_field(c, t->idx, t->rel, t->nrel, k * t->esz + 2 * t->fw,
		      t->layout, t->fw, &tns, &cls);
	if (r < 0)
		return r;
	if (!tns.has)
		return 0;
	e->ns = field_string(c, t->idx, &tns, "namespace");
	return e->ns ? 0 : -1;
}

/* Entry @k of table @t: one more export in c->out. */
static int read_entry(struct objctx *c, const struct table *t, size_t k)
{
	struct target tv, tn;
	struct kexport *e;
	const char *name;
	size_t n;
	int r = entry_fields(c, t, k, &tv, &tn, &name);

	if (r < 0)
		return r;
	n = c->out->n - c->first + 1;
	if (grow_array(&c->pend, &c->npend_cap, n, sizeof(*c->pend)) < 0)
		return -ENOMEM;
	e = kexports_add(c->out);
	if (!e)
		return -ENOMEM;
	e->kf = c->kf;
	e->name = name;
	e->ns = "";
	e->gpl = t->gpl;
	e->layout = t->layout;
	e->nfields = t->esz / t->fw;
	e->secidx = t->idx;
	e->addr = k * t->esz;
	entry_symbol(c->kf, &tv, e);
	c->pend[n - 1].strsec = tn.sec;
	c->pend[n - 1].name_end = tn.off + strlen(name) + 1;
	c->pend[n - 1].ns_in_field = e->nfields == 3;
	if (e->nfields == 3) {
		r = entry_ns_field(c, t, k, e);
		if (r < 0)
			return r;
	}
	if (t->crcsec)
		return read_crc(c, t->crcsec, t->want ? 0 : 4 * k, e);
	return 0;
}

/* One table section: its layout, entry size and CRCs, then each entry. */
static int read_table(struct objctx *c, size_t idx, const struct strmap *crcs)
{
	struct kfile *kf = c->kf;
	struct table t = { .idx = idx, .s = &kf->secs[idx] };
	size_t k;
	int ret;

	if (!is_table(t.s->name, &t.gpl, &t.want))
		return 0;
	if (t.s->sh.sh_type != SHT_PROGBITS) {
		bad(kf->ctx, kf->path, "section %s: not PROGBITS", t.s->name);
		return -1;
	}
	if (t.s->sh.sh_size == 0) {
		bad(kf->ctx, kf->path, "section %s: zero-sized export entry", t.s->name);
		return -1;
	}
	if (t.want && !t.want[0]) {
		bad(kf->ctx, kf->path, "section %s: no symbol name after '+'",
		    t.s->name);
		return -1;
	}
	ret = kfile_relocs(kf, idx, &t.rel, &t.nrel);
	if (ret < 0)
		return ret;
	ret = -1;
	if (table_layout(kf, &t) < 0 || table_entry_size(kf, &t) < 0 ||
	    table_relocs_placed(kf, &t) < 0)
		goto out;
	ret = table_crc_section(kf, &t, crcs);
	for (k = 0; !ret && k < t.s->sh.sh_size / t.esz; k++)
		ret = read_entry(c, &t, k);
out:
	free(t.rel);
	return ret;
}

/*
 * The namespaces of the two-field entries read, by strtab.c's rule; every
 * name, of two or three fields, is a name the rule must not take for a
 * namespace.
 */
static int read_namespaces(struct objctx *c)
{
	struct kfile *kf = c->kf;
	unsigned char *names;
	uint64_t size = 0;
	size_t i, n = c->out->n - c->first;
	int ret = 0;

	for (i = 0; i < n; i++)
		if (kf->secs[c->pend[i].strsec].size > size)
			size = kf->secs[c->pend[i].strsec].size;
	names = offset_set(size);
	if (!names)
		return -ENOMEM;
	for (i = 0; i < n; i++) {
		const struct kexport *e = &c->out->v[c->first + i];

		offset_add(names, size,
			   c->pend[i].name_end - strlen(e->name) - 1);
	}
	for (i = 0; i < n && !ret; i++) {
		const struct pending *p = &c->pend[i];
		const struct ksec *ss = &kf->secs[p->strsec];
		struct kexport *e = &c->out->v[c->first + i];
		const unsigned char *nul;

		if (p->ns_in_field)
			continue;
		nul = ss->size ? memrchr(ss->buf, '\0', ss->size) : NULL;
		e->ns = ns_after_name(ss->buf, ss->size,
				      nul ? nul - ss->buf + 1 : 0, names,
				      p->name_end);
		if (!e->ns) {
			bad(kf->ctx, kf->path, "namespace string after '%s' is not NUL-terminated",
			    e->name);
			ret = -1;
		}
	}
	free(names);
	return ret;
}

/*
 * Every export entry of a relocatable object, appended to @out: each
 * table section in section order, then the namespaces that two-field
 * entries keep after their names, then the records (records.c), read with
 * @flags (READ_KEEP_LOCAL).  On bad input nothing is appended.
 */
int read_object_exports(struct kfile *kf, struct kexports *out,
			unsigned int flags)
{
	struct objctx c = { .kf = kf, .out = out, .first = out->n };
	struct strmap crcs;
	size_t i;
	int ret = strmap_init(&crcs, 16);

	if (!ret)
		ret = kfile_load_sections(kf);
	if (!ret)
		ret = kfile_load_symbols(kf);
	if (!ret)
		ret = index_crc_sections(&c, &crcs);
	for (i = 1; !ret && i < kf->shnum; i++)
		ret = read_table(&c, i, &crcs);
	if (!ret)
		ret = read_namespaces(&c);
	if (!ret)
		ret = read_object_records(kf, out, flags);
	if (ret < 0)
		out->n = c.first;
	strmap_free(&crcs);
	free(c.pend);
	free(c.byaddr);
	free(c.crcrel);
	return ret;
}
