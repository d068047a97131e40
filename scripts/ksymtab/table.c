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

struct kexport *kexports_add(struct kexports *x)
{
	x->v = xgrow(x->v, &x->cap, x->n + 1, sizeof(*x->v));
	memset(&x->v[x->n], 0, sizeof(x->v[0]));
	return &x->v[x->n++];
}

/* room for @n more entries, so a table read in one go is not copied */
void kexports_reserve(struct kexports *x, size_t n)
{
	if (x->cap - x->n >= n)
		return;
	x->cap = x->n + n;
	x->v = xrealloc(x->v, x->cap, sizeof(*x->v));
}

void kexports_free(struct kexports *x)
{
	free(x->v);
	memset(x, 0, sizeof(*x));
}

const char *kind_name(enum kind k)
{
	switch (k) {
	case KIND_FUNC:
		return "func";
	case KIND_OBJECT:
		return "object";
	case KIND_NOTYPE:
		return "notype";
	case KIND_UNDEF:
		return "undef";
	case KIND_OTHER:
		return "other";
	default:
		return "unknown";
	}
}

enum kind kind_of(const GElf_Sym *st)
{
	if (st->st_shndx == SHN_UNDEF)
		return KIND_UNDEF;
	switch (GELF_ST_TYPE(st->st_info)) {
	case STT_FUNC:
	case STT_GNU_IFUNC:
		return KIND_FUNC;
	case STT_OBJECT:
	case STT_TLS:
	case STT_COMMON:
		return KIND_OBJECT;
	case STT_NOTYPE:
		return KIND_NOTYPE;
	default:
		return KIND_OTHER;
	}
}

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

static void build_byaddr(struct objctx *c)
{
	struct kfile *kf = c->kf;
	size_t i;

	if (c->byaddr)
		return;
	c->byaddr = xcalloc(kf->nsyms, sizeof(size_t));
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
}

static const struct ksym *sym_at(struct objctx *c, size_t sec, uint64_t off)
{
	size_t lo = 0, hi;

	build_byaddr(c);
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
			return s;
	}
	return NULL;
}

static void set_target(struct objctx *c, const struct krel *r,
		       struct target *t)
{
	const struct ksym *s = &c->kf->syms[r->sym];

	memset(t, 0, sizeof(*t));
	t->has = 1;
	if (s->shndx != SHN_UNDEF && s->shndx < c->kf->shnum) {
		t->sec = s->shndx;
		t->off = s->st.st_value + r->addend;
		if (GELF_ST_TYPE(s->st.st_info) != STT_SECTION && !r->addend)
			t->sym = s;
		else
			t->sym = sym_at(c, t->sec, t->off);
		return;
	}
	t->sym = s;
	t->off = r->addend;
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
			bad(kf->path, "section %s: offset 0x%llx: subtract relocation without an add",
			    sn, (unsigned long long)off);
			return -1;
		}
		return 0;
	}
	if (main->width != fw) {
		bad(kf->path, "section %s: offset 0x%llx: relocation type %u is %u bytes wide, the field %u",
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

			set_target(c, sub, &p);
			if (p.sec != idx || p.off != off) {
				bad(kf->path, "section %s: offset 0x%llx: subtract relocation is not against the place",
				    sn, (unsigned long long)off);
				return -1;
			}
		}
		break;
	default:
		bad(kf->path, "section %s: offset 0x%llx: unsupported relocation type %u for machine %u",
		    sn, (unsigned long long)off, main->type, kf->eh.e_machine);
		return -1;
	}
	*cls = main->cls;
	set_target(c, main, t);
	return 0;
mismatch:
	bad(kf->path, "section %s: offset 0x%llx: relocation type %u does not fit a %s entry",
	    sn, (unsigned long long)off, main->type,
	    lay == LAYOUT_ABS ? "absolute" : "relative");
	return -1;
twice:
	bad(kf->path, "section %s: offset 0x%llx: more than one relocation",
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
		bad(kf->path, "section %s: %s does not point into __ksymtab_strings",
		    kf->secs[idx].name, what);
		return NULL;
	}
	if (kfile_sec_data(kf, t->sec) < 0)
		return NULL;
	s = &kf->secs[t->sec];
	if (t->off >= s->size) {
		bad(kf->path, "section %s: %s offset 0x%llx past the end of __ksymtab_strings",
		    kf->secs[idx].name, what, (unsigned long long)t->off);
		return NULL;
	}
	p = (const char *)s->buf + t->off;
	if (!memchr(p, '\0', s->size - t->off)) {
		bad(kf->path, "section %s: %s is not NUL-terminated in __ksymtab_strings",
		    kf->secs[idx].name, what);
		return NULL;
	}
	return p;
}

static int cmp_u64(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;

	return x < y ? -1 : x > y;
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
		bad(kf->path, "section %s: CRC entry past the end of the section",
		    s->name);
		return -1;
	}
	if (c->crcsec != idx) {
		free(c->crcrel);
		c->crcrel = NULL;
		c->crcsec = 0;
		if (kfile_relocs(kf, idx, &c->crcrel, &c->ncrcrel) < 0)
			return -1;
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
			bad(kf->path, "section %s: CRC entry is not one 32-bit absolute word",
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

struct pending {
	size_t strsec;
	uint64_t name_end;		/* offset just after the name's NUL */
	int ns_in_field;
};

int read_object_exports(struct kfile *kf, struct kexports *out)
{
	struct objctx c = { .kf = kf };
	struct strmap crcs;
	struct pending *pend = NULL;
	uint64_t *names = NULL;
	size_t first = out->n, i, nnames = 0, names_cap = 0, npend_cap = 0;
	int ret = -1;

	strmap_init(&crcs, 16);
	if (kfile_load_sections(kf) < 0 || kfile_load_symbols(kf) < 0)
		goto out;
	for (i = 1; i < kf->shnum; i++) {
		const char *n = kf->secs[i].name;
		int f;

		if (strstarts(n, KCRCTAB_ENTRY) ||
		    strstarts(n, KCRCTAB_GPL_ENTRY))
			*strmap_insert(&crcs, n, &f) = (void *)(uintptr_t)i;
	}
	for (i = 1; i < kf->shnum; i++) {
		struct ksec *s = &kf->secs[i];
		const char *want;
		struct krel *rel = NULL;
		size_t nrel, nent, k, crcsec = 0;
		unsigned int esz, fw, nf;
		enum layout lay;
		int gpl;

		if (!is_table(s->name, &gpl, &want))
			continue;
		if (s->sh.sh_type != SHT_PROGBITS) {
			bad(kf->path, "section %s: not PROGBITS", s->name);
			goto out;
		}
		if (s->sh.sh_size == 0) {
			bad(kf->path, "section %s: zero-sized export entry",
			    s->name);
			goto out;
		}
		if (want && !want[0]) {
			bad(kf->path, "section %s: no symbol name after '+'",
			    s->name);
			goto out;
		}
		if (kfile_relocs(kf, i, &rel, &nrel) < 0)
			goto out;
		lay = LAYOUT_NONE;
		for (k = 0; k < nrel; k++) {
			if (rel[k].offset != 0 || rel[k].cls == RC_NONE)
				continue;
			if (rel[k].cls == RC_PCREL || rel[k].cls == RC_ADD ||
			    rel[k].cls == RC_SUB)
				lay = LAYOUT_PREL32;
			else if (rel[k].cls != RC_UNKNOWN)
				lay = LAYOUT_ABS;
		}
		for (k = 0; lay == LAYOUT_NONE && k < nrel; k++) {
			if (rel[k].cls == RC_UNKNOWN) {
				bad(kf->path, "section %s: unsupported relocation type %u for machine %u",
				    s->name, rel[k].type, kf->eh.e_machine);
				free(rel);
				goto out;
			}
		}
		if (lay == LAYOUT_NONE) {
			bad(kf->path, "section %s: no usable relocation for the value field",
			    s->name);
			free(rel);
			goto out;
		}
		fw = lay == LAYOUT_ABS ? kf->ptrsize : 4;
		if (want) {
			esz = s->sh.sh_size;
		} else {
			size_t labels = count_labels(kf, i);

			esz = labels && s->sh.sh_size % labels == 0 ?
			      s->sh.sh_size / labels : 2 * fw;
		}
		if (esz != 2 * fw && esz != 3 * fw) {
			bad(kf->path, "section %s: size %llu is not a %s export entry (%u or %u bytes)",
			    s->name, (unsigned long long)s->sh.sh_size,
			    lay == LAYOUT_ABS ? "absolute" : "relative",
			    2 * fw, 3 * fw);
			free(rel);
			goto out;
		}
		if (s->sh.sh_size % esz) {
			bad(kf->path, "section %s: size %llu is not a multiple of the entry size %u",
			    s->name, (unsigned long long)s->sh.sh_size, esz);
			free(rel);
			goto out;
		}
		nf = esz / fw;
		for (k = 0; k < nrel; k++) {
			if (rel[k].cls == RC_UNKNOWN) {
				bad(kf->path, "section %s: unsupported relocation type %u for machine %u",
				    s->name, rel[k].type, kf->eh.e_machine);
				free(rel);
				goto out;
			}
			if (rel[k].cls != RC_NONE && rel[k].offset % fw) {
				bad(kf->path, "section %s: relocation at offset 0x%llx is not at a field",
				    s->name, (unsigned long long)rel[k].offset);
				free(rel);
				goto out;
			}
		}
		if (want) {
			/* sized to the name: a C name has no length limit */
			const char *pfx = gpl ? KCRCTAB_GPL_ENTRY :
						KCRCTAB_ENTRY;
			size_t len = strlen(pfx) + strlen(want) + 1;
			char *key = xcalloc(len, 1);

			snprintf(key, len, "%s%s", pfx, want);
			crcsec = (uintptr_t)strmap_get(&crcs, key);
			free(key);
		} else {
			kfile_find_sec(kf, gpl ? KCRCTAB_GPL_SEC : KCRCTAB_SEC,
				       &crcsec);
		}
		nent = s->sh.sh_size / esz;
		for (k = 0; k < nent; k++) {
			struct target tv, tn, tns;
			enum rclass cv, cn, cns;
			struct kexport *e;
			const char *name;
			uint64_t base = k * esz;

			if (get_field(&c, i, rel, nrel, base, lay, fw, &tv,
				      &cv) < 0 ||
			    get_field(&c, i, rel, nrel, base + fw, lay, fw,
				      &tn, &cn) < 0)
				goto free_rel;
			if (!tv.has) {
				bad(kf->path, "section %s: entry %zu: value field has no relocation",
				    s->name, k);
				goto free_rel;
			}
			if (!tn.has) {
				bad(kf->path, "section %s: entry %zu: name field has no relocation",
				    s->name, k);
				goto free_rel;
			}
			name = field_string(&c, i, &tn, "name");
			if (!name)
				goto free_rel;
			if (!name[0]) {
				bad(kf->path, "section %s: empty export name",
				    s->name);
				goto free_rel;
			}
			if (want && strcmp(name, want)) {
				bad(kf->path, "section %s: name string is '%s'",
				    s->name, name);
				goto free_rel;
			}
			e = kexports_add(out);
			e->kf = kf;
			e->name = name;
			e->ns = "";
			e->gpl = gpl;
			e->layout = lay;
			e->nfields = nf;
			e->secidx = i;
			e->addr = base;
			if (tv.sym) {
				e->sym = tv.sym->name;
				e->kind = kind_of(&tv.sym->st);
				e->weak = GELF_ST_BIND(tv.sym->st.st_info) ==
					  STB_WEAK && tv.sym->shndx != SHN_UNDEF;
			} else {
				e->symsec = kf->secs[tv.sec].name;
				e->symoff = tv.off;
				e->kind = KIND_UNKNOWN;
			}
			pend = xgrow(pend, &npend_cap, out->n - first,
				     sizeof(*pend));
			pend[out->n - first - 1].strsec = tn.sec;
			pend[out->n - first - 1].name_end = tn.off +
							   strlen(name) + 1;
			pend[out->n - first - 1].ns_in_field = nf == 3;
			names = xgrow(names, &names_cap, nnames + 1,
				      sizeof(*names));
			names[nnames++] = tn.off;
			if (nf == 3) {
				if (get_field(&c, i, rel, nrel, base + 2 * fw,
					      lay, fw, &tns, &cns) < 0)
					goto free_rel;
				if (tns.has) {
					e->ns = field_string(&c, i, &tns,
							     "namespace");
					if (!e->ns)
						goto free_rel;
				}
			}
			if (crcsec && read_crc(&c, crcsec, want ? 0 : 4 * k,
					       e) < 0)
				goto free_rel;
			(void)cv;
			(void)cn;
		}
		free(rel);
		continue;
free_rel:
		free(rel);
		goto out;
	}
	/*
	 * Two-field entries: the namespace is the string after the name,
	 * unless that string is itself an export's name (then this is a
	 * table without namespaces, as in kernels up to 5.3) or the strings
	 * end there.
	 */
	if (nnames)
		qsort(names, nnames, sizeof(*names), cmp_u64);
	for (i = first; i < out->n; i++) {
		struct pending *p = &pend[i - first];
		struct ksec *ss = &kf->secs[p->strsec];
		uint64_t off = p->name_end;

		if (p->ns_in_field || off >= ss->size)
			continue;
		if (nnames &&
		    bsearch(&off, names, nnames, sizeof(*names), cmp_u64))
			continue;
		if (!memchr(ss->buf + off, '\0', ss->size - off)) {
			bad(kf->path, "namespace string after '%s' is not NUL-terminated",
			    out->v[i].name);
			goto out;
		}
		out->v[i].ns = (const char *)ss->buf + off;
	}
	ret = 0;
out:
	if (ret < 0)
		out->n = first;
	strmap_free(&crcs);
	free(pend);
	free(names);
	free(c.byaddr);
	free(c.crcrel);
	return ret;
}
