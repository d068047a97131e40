// SPDX-License-Identifier: GPL-2.0-only
/*
 * The .export_symbol records of the records contract (Linux 6.5+,
 * Documentation/export-format.rst) in a relocatable object: one export
 * per record, read as scripts/gen-exports and modpost read them.
 *
 * A record is the label __export_symbol_NAME, the license string ("" or
 * "GPL"), the namespace string and, at the next multiple of the pointer
 * size, a pointer-sized absolute relocation against NAME.  A record that
 * is not so is bad input, named by file, record and fault.
 *
 * As the rest of libksymtab: bad input is reported through kf->ctx and
 * returned as -1, a failed allocation returned as -ENOMEM unreported.
 */
#include <errno.h>
#include <stdlib.h>

#include "ksymtab.h"

struct reclabel {
	uint64_t off;
	const char *name;		/* after the prefix */
};

static int cmp_reclabel(const void *a, const void *b)
{
	const struct reclabel *x = a, *y = b;

	return x->off < y->off ? -1 : x->off > y->off;
}

/*
 * The record labels of section @idx, by offset, into *@out (*@n of them,
 * to be freed); 0, or -ENOMEM.
 */
static int record_labels(struct kfile *kf, size_t idx, struct reclabel **out,
			 size_t *n)
{
	struct reclabel *l = NULL;
	size_t cap = 0, i;

	*n = 0;
	for (i = 1; i < kf->nsyms; i++) {
		const char *name = skip_prefix(kf->syms[i].name, RECORD_LABEL);

		if (!name || kf->syms[i].shndx != idx)
			continue;
		if (grow_array(&l, &cap, *n + 1, sizeof(*l)) < 0) {
			free(l);
			*n = 0;
			return -ENOMEM;
		}
		l[*n].off = kf->syms[i].st.st_value;
		l[(*n)++].name = name;
	}
	if (*n)
		qsort(l, *n, sizeof(*l), cmp_reclabel);
	*out = l;
	return 0;
}

/* The NUL-terminated string at *pos before @end, or NULL. */
static const char *record_string(const struct ksec *s, uint64_t *pos, uint64_t end)
{
	const unsigned char *p = s->buf + *pos;
	const unsigned char *nul = *pos < end ? memchr(p, '\0', end - *pos) : NULL;

	if (!nul)
		return NULL;
	*pos += nul - p + 1;
	return (const char *)p;
}

/*
 * The reference of record @l at @ref: its symbol, or NULL (reported).  A
 * local symbol (or a section symbol: assemblers refer to a local one so)
 * is bad input unless @flags has READ_KEEP_LOCAL: then *@local is set and
 * the label's name stands for it.
 */
static const struct ksym *record_ref(struct kfile *kf, const struct reclabel *l,
				     const struct krel *rel, size_t nrel,
				     uint64_t ref, uint64_t end,
				     unsigned int flags, int *local)
{
	size_t i = krel_first(rel, nrel, l->off);
	const struct ksym *s;
	int section;

	while (i < nrel && rel[i].cls == RC_NONE)	/* R_*_NONE: no reference */
		i++;
	if (i < nrel && rel[i].offset < end && rel[i].offset != ref) {
		bad(kf->ctx, kf->path, "record '%s' at 0x%llx: its reference is at 0x%llx, not at the aligned 0x%llx (misaligned record)",
		    l->name, (unsigned long long)l->off,
		    (unsigned long long)rel[i].offset, (unsigned long long)ref);
		return NULL;
	}
	if (i >= nrel || rel[i].offset != ref) {
		bad(kf->ctx, kf->path, "record '%s' at 0x%llx: no relocation for its reference at 0x%llx",
		    l->name, (unsigned long long)l->off, (unsigned long long)ref);
		return NULL;
	}
	if (rel[i].cls != RC_ABS || rel[i].width != kf->ptrsize) {
		bad(kf->ctx, kf->path, "record '%s': the reference is not an absolute relocation of %u bytes (type %u)",
		    l->name, kf->ptrsize, rel[i].type);
		return NULL;
	}
	s = rel[i].sym < kf->nsyms ? &kf->syms[rel[i].sym] : NULL;
	section = s && GELF_ST_TYPE(s->st.st_info) == STT_SECTION;
	*local = s && (section || GELF_ST_BIND(s->st.st_info) == STB_LOCAL);
	if (!s || (*local && !(flags & READ_KEEP_LOCAL))) {
		/* validate.c's words */
		bad(kf->ctx, kf->path, "local symbol '%s' was exported",
		    s && !section ? s->name : l->name);
		return NULL;
	}
	if (!section && strcmp(s->name, l->name)) {
		bad(kf->ctx, kf->path, "record '%s' references '%s', which is not the symbol it names",
		    l->name, s->name);
		return NULL;
	}
	return s;
}

/* One record; 0, -1 when it is bad (reported) or -ENOMEM. */
static int read_record(struct kfile *kf, size_t idx, const struct reclabel *l,
		       uint64_t end, const struct krel *rel, size_t nrel,
		       unsigned int flags, struct kexports *out)
{
	const struct ksec *s = &kf->secs[idx];
	uint64_t pos = l->off, ref;
	const char *license, *ns;
	const struct ksym *sym;
	struct kexport *e;
	int local;

	license = record_string(s, &pos, end);
	ns = license ? record_string(s, &pos, end) : NULL;
	if (!ns) {
		bad(kf->ctx, kf->path, "record '%s' at 0x%llx: its %s string is unterminated",
		    l->name, (unsigned long long)l->off, license ? "namespace" : "license");
		return -1;
	}
	if (strcmp(license, "") && strcmp(license, "GPL")) {
		bad(kf->ctx, kf->path, "record '%s': unknown license \"%s\" (\"\" or \"GPL\")",
		    l->name, license);
		return -1;
	}
	ref = (pos + kf->ptrsize - 1) / kf->ptrsize * kf->ptrsize;
	if (ref + kf->ptrsize > end) {
		bad(kf->ctx, kf->path, "record '%s' at 0x%llx: no room for its %u-byte reference (oversized strings)",
		    l->name, (unsigned long long)l->off, kf->ptrsize);
		return -1;
	}
	sym = record_ref(kf, l, rel, nrel, ref, end, flags, &local);
	if (!sym)
		return -1;
	e = kexports_add(out);		/* zeroed */
	if (!e)
		return -ENOMEM;
	e->name = l->name;
	e->ns = ns;
	/* a section symbol (a local export, kept): no symbol to name */
	if (GELF_ST_TYPE(sym->st.st_info) != STT_SECTION) {
		e->sym = sym->name;
		e->kind = kind_of(&sym->st);
	}
	e->kf = kf;
	e->secidx = idx;
	e->addr = l->off;
	e->layout = LAYOUT_RECORD;
	e->gpl = !strcmp(license, "GPL");
	e->weak = GELF_ST_BIND(sym->st.st_info) == STB_WEAK;
	e->local = local;
	return 0;
}

/* The records of section @idx; 0, -1 on bad input (reported) or -ENOMEM. */
static int read_record_section(struct kfile *kf, size_t idx,
			       unsigned int flags, struct kexports *out)
{
	struct ksec *s = &kf->secs[idx];
	struct reclabel *l = NULL;
	struct krel *rel = NULL;
	size_t n = 0, nrel = 0, i;
	int ret;

	if (s->sh.sh_type != SHT_PROGBITS || !(s->sh.sh_flags & SHF_ALLOC) ||
	    s->sh.sh_addralign < kf->ptrsize) {
		bad(kf->ctx, kf->path, "section %s: not an allocated PROGBITS section aligned to %u",
		    RECORD_SEC, kf->ptrsize);
		return -1;
	}
	ret = kfile_sec_data(kf, idx);
	if (!ret)
		ret = kfile_relocs(kf, idx, &rel, &nrel);
	if (!ret)
		ret = record_labels(kf, idx, &l, &n);
	if (!ret && !n && s->size) {
		bad(kf->ctx, kf->path, "section %s: %zu bytes and no %sNAME label",
		    RECORD_SEC, s->size, RECORD_LABEL);
		ret = -1;
	}
	for (i = 0; !ret && i < n; i++) {
		uint64_t end = i + 1 < n ? l[i + 1].off : s->size;

		if (l[i].off >= s->size || l[i].off > end) {
			bad(kf->ctx, kf->path, "record '%s' at 0x%llx: outside its section",
			    l[i].name, (unsigned long long)l[i].off);
			ret = -1;
		} else {
			ret = read_record(kf, idx, &l[i], end, rel, nrel, flags,
					  out);
		}
	}
	free(l);
	free(rel);
	return ret;
}

/*
 * Every record of a relocatable object, appended to @out as exports of
 * layout LAYOUT_RECORD (@flags: READ_KEEP_LOCAL): 0, -1 on bad input
 * (reported) or -ENOMEM.  On
 * either error nothing is appended.
 */
int read_object_records(struct kfile *kf, struct kexports *out,
			unsigned int flags)
{
	size_t first = out->n, i;
	int ret;

	for (i = 1; i < kf->shnum; i++) {
		if (!kf->secs[i].name || strcmp(kf->secs[i].name, RECORD_SEC))
			continue;
		if (!kf->symtab) {
			bad(kf->ctx, kf->path, "section %s but no symbol table", RECORD_SEC);
			out->n = first;
			return -1;
		}
		ret = read_record_section(kf, i, flags, out);
		if (ret < 0) {
			out->n = first;
			return ret;
		}
	}
	return 0;
}
