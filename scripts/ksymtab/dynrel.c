// SPDX-License-Identifier: GPL-2.0-only
/*
 * Dynamic relocations of a relocatable image.  A kernel linked -pie or
 * -shared (s390x, and arm64, powerpc, x86 with CONFIG_RELOCATABLE on some
 * configurations) leaves some absolute table fields for the boot code to
 * fill from .rela.dyn: GNU ld writes the link-time value in place for a
 * RELATIVE relocation, but 0 for one against a dynamic symbol (R_390_64,
 * R_X86_64_64 ...).  The value a field holds at run time, as linked, is
 * what the checker compares, so every field the tables' dynamic
 * relocations touch is recorded here with that value: B + A for RELATIVE
 * (B = 0: addresses as linked), S + A for a symbol.
 *
 * Only SHF_ALLOC relocation sections count: the non-alloc .rela__ksymtab
 * of an image linked --emit-relocs (x86_64 vmlinux) were applied by the
 * linker already.
 */
#include <stdlib.h>
#include <string.h>

#include "ksymtab.h"

static int in_tables(const struct image *im, uint64_t addr, unsigned int w)
{
	int t;

	for (t = 0; t < 2; t++) {
		const GElf_Shdr *sh;

		if (!im->tab[t].secidx)
			continue;
		sh = &im->kf->secs[im->tab[t].secidx].sh;
		if (addr >= sh->sh_addr && addr - sh->sh_addr < sh->sh_size &&
		    sh->sh_size - (addr - sh->sh_addr) >= w)
			return 1;
	}
	return 0;
}

static int cmp_fix(const void *a, const void *b)
{
	const struct dynfix *x = a, *y = b;

	return x->addr < y->addr ? -1 : x->addr > y->addr;
}

/* symbol @idx of the dynamic symbol table @link: its value, 0 if undefined */
static int dynsym_value(struct kfile *kf, size_t link, size_t idx,
			const char *rname, uint64_t *val)
{
	Elf_Data *d;
	GElf_Sym st;

	*val = 0;
	if (!link || link >= kf->shnum ||
	    (kf->secs[link].sh.sh_type != SHT_DYNSYM &&
	     kf->secs[link].sh.sh_type != SHT_SYMTAB)) {
		bad(kf->ctx, kf->path, "relocation section %s: symbol table index %zu is not a symbol table",
		    rname, link);
		return -1;
	}
	d = elf_getdata(kf->secs[link].scn, NULL);
	if (!d || !gelf_getsym(d, idx, &st)) {
		bad(kf->ctx, kf->path, "relocation section %s: symbol %zu past its symbol table",
		    rname, idx);
		return -1;
	}
	if (st.st_shndx != SHN_UNDEF)
		*val = st.st_value;
	return 0;
}

/* the field a dynamic relocation sets, and its value (0: not a field) */
static int dynrel_field(struct image *im, const struct relsec *rs,
			uint64_t off, uint64_t info, int64_t addend,
			uint64_t *val)
{
	struct kfile *kf = im->kf;
	uint64_t sval;
	int64_t bias;
	unsigned int width;
	enum rclass cls;

	/* gelf gives r_info in the 64-bit form for both classes */
	cls = reloc_class(kf, GELF_R_TYPE(info), &width, &bias);
	if (cls == RC_RELATIVE)
		width = kf->ptrsize;
	if ((cls != RC_RELATIVE && cls != RC_ABS) ||
	    width != kf->ptrsize || !in_tables(im, off, width))
		return 0;
	/* REL keeps the addend in place: that is the field as read */
	if (!rs->rela && kf_read_addr(kf, off, width, val) == 0)
		addend = *val;
	if (cls == RC_RELATIVE) {
		*val = addend;
	} else {
		if (dynsym_value(kf, rs->s->sh.sh_link, GELF_R_SYM(info),
				 rs->s->name, &sval) < 0)
			return -1;
		*val = sval + addend;
	}
	*val = kf->ptrsize == 4 ? (*val & 0xffffffffu) : *val;
	return 1;
}

static int read_relocs(struct image *im, size_t ri, size_t *cap)
{
	struct kfile *kf = im->kf;
	struct relsec rs;
	size_t i;

	if (reloc_section_data(kf, ri, &rs) < 0)
		return -1;
	for (i = 0; i < rs.n; i++) {
		uint64_t off, info, val;
		int64_t addend;
		int r;

		if (reloc_entry(kf, &rs, i, &off, &info, &addend) < 0)
			return -1;
		r = dynrel_field(im, &rs, off, info, addend, &val);
		if (r <= 0) {
			if (r < 0)
				return -1;
			continue;
		}
		if (grow_array(&im->fix, cap, im->nfix + 1, sizeof(*im->fix)) < 0)
			return -ENOMEM;
		im->fix[im->nfix].addr = off;
		im->fix[im->nfix].value = val;
		im->nfix++;
	}
	return 0;
}

int image_dynrels(struct image *im)
{
	struct kfile *kf = im->kf;
	size_t i, cap = 0;
	int r;

	for (i = 1; i < kf->shnum; i++) {
		const GElf_Shdr *sh = &kf->secs[i].sh;

		if ((sh->sh_type != SHT_RELA && sh->sh_type != SHT_REL) ||
		    !(sh->sh_flags & SHF_ALLOC))
			continue;
		r = read_relocs(im, i, &cap);
		if (r < 0)
			return r;
	}
	if (im->nfix)
		qsort(im->fix, im->nfix, sizeof(*im->fix), cmp_fix);
	return 0;
}

const struct dynfix *image_dynfix(const struct image *im, uint64_t addr)
{
	size_t lo = 0, hi = im->nfix;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (im->fix[mid].addr < addr)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo < im->nfix && im->fix[lo].addr == addr)
		return &im->fix[lo];
	return NULL;
}
