// SPDX-License-Identifier: GPL-2.0-only
/*
 * What the data relocations of each machine mean for an export entry:
 * absolute, place-relative (with the bias some ABIs keep in the addend),
 * function descriptor (ia64), procedure label (parisc), or one half of an
 * add/subtract pair (RISC-V, LoongArch).  Numbers are from the psABIs;
 * they are spelt out so that an older <elf.h> still builds the tool.
 */
#include <stdlib.h>
#include <string.h>

#include "ksymtab.h"

struct rtype {
	unsigned short machine;
	unsigned short type;
	unsigned char cls;
	unsigned char width;
	unsigned char bias;
};

#define M_386		3
#define M_68K		4
#define M_MIPS		8
#define M_PARISC	15
#define M_PPC		20
#define M_PPC64		21
#define M_S390		22
#define M_ARM		40
#define M_SH		42
#define M_SPARC		2
#define M_SPARC32PLUS	18
#define M_SPARCV9	43
#define M_IA64		50
#define M_X86_64	62
#define M_XTENSA	94
#define M_HEXAGON	164
#define M_AARCH64	183
#define M_RISCV		243
#define M_LOONGARCH	258
#define M_ALPHA		0x9026

static const struct rtype rtypes[] = {
	{ M_X86_64, 1, RC_ABS, 8, 0 },		/* R_X86_64_64 */
	{ M_X86_64, 2, RC_PCREL, 4, 0 },	/* R_X86_64_PC32 */
	{ M_X86_64, 10, RC_ABS, 4, 0 },		/* R_X86_64_32 */
	{ M_X86_64, 11, RC_ABS, 4, 0 },		/* R_X86_64_32S */
	{ M_X86_64, 24, RC_PCREL, 8, 0 },	/* R_X86_64_PC64 */
	{ M_386, 1, RC_ABS, 4, 0 },		/* R_386_32 */
	{ M_386, 2, RC_PCREL, 4, 0 },		/* R_386_PC32 */
	{ M_AARCH64, 256, RC_NONE, 0, 0 },	/* R_AARCH64_NONE (old) */
	{ M_AARCH64, 257, RC_ABS, 8, 0 },	/* R_AARCH64_ABS64 */
	{ M_AARCH64, 258, RC_ABS, 4, 0 },	/* R_AARCH64_ABS32 */
	{ M_AARCH64, 260, RC_PCREL, 8, 0 },	/* R_AARCH64_PREL64 */
	{ M_AARCH64, 261, RC_PCREL, 4, 0 },	/* R_AARCH64_PREL32 */
	{ M_ARM, 2, RC_ABS, 4, 0 },		/* R_ARM_ABS32 */
	{ M_ARM, 3, RC_PCREL, 4, 0 },		/* R_ARM_REL32 */
	{ M_ARM, 38, RC_ABS, 4, 0 },		/* R_ARM_TARGET1 */
	{ M_PPC, 1, RC_ABS, 4, 0 },		/* R_PPC_ADDR32 */
	{ M_PPC, 26, RC_PCREL, 4, 0 },		/* R_PPC_REL32 */
	{ M_PPC64, 1, RC_ABS, 4, 0 },		/* R_PPC64_ADDR32 */
	{ M_PPC64, 26, RC_PCREL, 4, 0 },	/* R_PPC64_REL32 */
	{ M_PPC64, 38, RC_ABS, 8, 0 },		/* R_PPC64_ADDR64 */
	{ M_PPC64, 44, RC_PCREL, 8, 0 },	/* R_PPC64_REL64 */
	{ M_S390, 4, RC_ABS, 4, 0 },		/* R_390_32 */
	{ M_S390, 5, RC_PCREL, 4, 0 },		/* R_390_PC32 */
	{ M_S390, 22, RC_ABS, 8, 0 },		/* R_390_64 */
	{ M_S390, 23, RC_PCREL, 8, 0 },		/* R_390_PC64 */
	{ M_68K, 1, RC_ABS, 4, 0 },		/* R_68K_32 */
	{ M_68K, 4, RC_PCREL, 4, 0 },		/* R_68K_PC32 */
	{ M_ALPHA, 1, RC_ABS, 4, 0 },		/* R_ALPHA_REFLONG */
	{ M_ALPHA, 2, RC_ABS, 8, 0 },		/* R_ALPHA_REFQUAD */
	{ M_ALPHA, 10, RC_PCREL, 4, 0 },	/* R_ALPHA_SREL32 */
	{ M_ALPHA, 11, RC_PCREL, 8, 0 },	/* R_ALPHA_SREL64 */
	{ M_IA64, 0x24, RC_ABS, 4, 0 },		/* R_IA64_DIR32MSB */
	{ M_IA64, 0x25, RC_ABS, 4, 0 },		/* R_IA64_DIR32LSB */
	{ M_IA64, 0x26, RC_ABS, 8, 0 },		/* R_IA64_DIR64MSB */
	{ M_IA64, 0x27, RC_ABS, 8, 0 },		/* R_IA64_DIR64LSB */
	{ M_IA64, 0x44, RC_FPTR, 4, 0 },	/* R_IA64_FPTR32MSB */
	{ M_IA64, 0x45, RC_FPTR, 4, 0 },	/* R_IA64_FPTR32LSB */
	{ M_IA64, 0x46, RC_FPTR, 8, 0 },	/* R_IA64_FPTR64MSB */
	{ M_IA64, 0x47, RC_FPTR, 8, 0 },	/* R_IA64_FPTR64LSB */
	{ M_IA64, 0x4c, RC_PCREL, 4, 0 },	/* R_IA64_PCREL32MSB */
	{ M_IA64, 0x4d, RC_PCREL, 4, 0 },	/* R_IA64_PCREL32LSB */
	{ M_IA64, 0x4e, RC_PCREL, 8, 0 },	/* R_IA64_PCREL64MSB */
	{ M_IA64, 0x4f, RC_PCREL, 8, 0 },	/* R_IA64_PCREL64LSB */
	{ M_RISCV, 1, RC_ABS, 4, 0 },		/* R_RISCV_32 */
	{ M_RISCV, 2, RC_ABS, 8, 0 },		/* R_RISCV_64 */
	{ M_RISCV, 35, RC_ADD, 4, 0 },		/* R_RISCV_ADD32 */
	{ M_RISCV, 36, RC_ADD, 8, 0 },		/* R_RISCV_ADD64 */
	{ M_RISCV, 39, RC_SUB, 4, 0 },		/* R_RISCV_SUB32 */
	{ M_RISCV, 40, RC_SUB, 8, 0 },		/* R_RISCV_SUB64 */
	{ M_RISCV, 51, RC_NONE, 0, 0 },		/* R_RISCV_RELAX */
	{ M_RISCV, 57, RC_PCREL, 4, 0 },	/* R_RISCV_32_PCREL */
	{ M_MIPS, 2, RC_ABS, 4, 0 },		/* R_MIPS_32 */
	{ M_MIPS, 18, RC_ABS, 8, 0 },		/* R_MIPS_64 */
	{ M_MIPS, 248, RC_PCREL, 4, 0 },	/* R_MIPS_PC32 */
	{ M_PARISC, 1, RC_ABS, 4, 0 },		/* R_PARISC_DIR32 */
	{ M_PARISC, 9, RC_PCREL, 4, 8 },	/* R_PARISC_PCREL32 */
	{ M_PARISC, 65, RC_PLABEL, 4, 0 },	/* R_PARISC_PLABEL32 */
	{ M_PARISC, 72, RC_PCREL, 8, 8 },	/* R_PARISC_PCREL64 */
	{ M_PARISC, 80, RC_ABS, 8, 0 },		/* R_PARISC_DIR64 */
	{ M_SH, 1, RC_ABS, 4, 0 },		/* R_SH_DIR32 */
	{ M_SH, 2, RC_PCREL, 4, 0 },		/* R_SH_REL32 */
	{ M_SPARC, 3, RC_ABS, 4, 0 },		/* R_SPARC_32 */
	{ M_SPARC, 6, RC_PCREL, 4, 0 },		/* R_SPARC_DISP32 */
	{ M_SPARC, 23, RC_ABS, 4, 0 },		/* R_SPARC_UA32 */
	{ M_SPARC, 32, RC_ABS, 8, 0 },		/* R_SPARC_64 */
	{ M_SPARC, 46, RC_PCREL, 8, 0 },	/* R_SPARC_DISP64 */
	{ M_SPARC, 54, RC_ABS, 8, 0 },		/* R_SPARC_UA64 */
	{ M_LOONGARCH, 1, RC_ABS, 4, 0 },	/* R_LARCH_32 */
	{ M_LOONGARCH, 2, RC_ABS, 8, 0 },	/* R_LARCH_64 */
	{ M_LOONGARCH, 50, RC_ADD, 4, 0 },	/* R_LARCH_ADD32 */
	{ M_LOONGARCH, 51, RC_ADD, 8, 0 },	/* R_LARCH_ADD64 */
	{ M_LOONGARCH, 55, RC_SUB, 4, 0 },	/* R_LARCH_SUB32 */
	{ M_LOONGARCH, 56, RC_SUB, 8, 0 },	/* R_LARCH_SUB64 */
	{ M_LOONGARCH, 99, RC_PCREL, 4, 0 },	/* R_LARCH_32_PCREL */
	{ M_LOONGARCH, 100, RC_NONE, 0, 0 },	/* R_LARCH_RELAX */
	{ M_LOONGARCH, 109, RC_PCREL, 8, 0 },	/* R_LARCH_64_PCREL */
	{ M_HEXAGON, 6, RC_ABS, 4, 0 },		/* R_HEX_32 */
	{ M_HEXAGON, 31, RC_PCREL, 4, 0 },	/* R_HEX_32_PCREL */
	{ M_XTENSA, 1, RC_ABS, 4, 0 },		/* R_XTENSA_32 */
	{ M_XTENSA, 14, RC_PCREL, 4, 0 },	/* R_XTENSA_32_PCREL */
	/*
	 * Dynamic relocations of relocatable images (.rela.dyn of a kernel
	 * linked -pie or -shared): base + addend, pointer-sized (width 0).
	 */
	{ M_X86_64, 8, RC_RELATIVE, 0, 0 },	/* R_X86_64_RELATIVE */
	{ M_386, 8, RC_RELATIVE, 0, 0 },	/* R_386_RELATIVE */
	{ M_AARCH64, 1027, RC_RELATIVE, 0, 0 },	/* R_AARCH64_RELATIVE */
	{ M_ARM, 23, RC_RELATIVE, 0, 0 },	/* R_ARM_RELATIVE */
	{ M_PPC, 22, RC_RELATIVE, 0, 0 },	/* R_PPC_RELATIVE */
	{ M_PPC64, 22, RC_RELATIVE, 0, 0 },	/* R_PPC64_RELATIVE */
	{ M_S390, 12, RC_RELATIVE, 0, 0 },	/* R_390_RELATIVE */
	{ M_68K, 22, RC_RELATIVE, 0, 0 },	/* R_68K_RELATIVE */
	{ M_ALPHA, 27, RC_RELATIVE, 0, 0 },	/* R_ALPHA_RELATIVE */
	{ M_RISCV, 3, RC_RELATIVE, 0, 0 },	/* R_RISCV_RELATIVE */
	{ M_SH, 165, RC_RELATIVE, 0, 0 },	/* R_SH_RELATIVE */
	{ M_SPARC, 22, RC_RELATIVE, 0, 0 },	/* R_SPARC_RELATIVE */
	{ M_LOONGARCH, 3, RC_RELATIVE, 0, 0 },	/* R_LARCH_RELATIVE */
	{ M_IA64, 0x6e, RC_RELATIVE, 0, 0 },	/* R_IA64_REL64MSB */
	{ M_IA64, 0x6f, RC_RELATIVE, 0, 0 },	/* R_IA64_REL64LSB */
};

enum rclass reloc_class(const struct kfile *kf, unsigned int type,
			unsigned int *width, int64_t *bias)
{
	unsigned int m = kf->eh.e_machine;
	size_t i;

	*width = 0;
	*bias = 0;
	if (m == M_SPARC32PLUS || m == M_SPARCV9)
		m = M_SPARC;
	if (type == 0)
		return RC_NONE;
	for (i = 0; i < sizeof(rtypes) / sizeof(rtypes[0]); i++) {
		if (rtypes[i].machine != m || rtypes[i].type != type)
			continue;
		*width = rtypes[i].width;
		*bias = rtypes[i].bias;
		return rtypes[i].cls;
	}
	return RC_UNKNOWN;
}

/*
 * 64-bit MIPS packs three types and a special symbol into r_info, with
 * the symbol index first in either byte order.
 */
static void decode_info(const struct kfile *kf, uint64_t info, size_t *sym,
			unsigned int *type)
{
	if (!kf->is64) {
		*sym = GELF_R_SYM(info);
		*type = GELF_R_TYPE(info);
		return;
	}
	if (kf->eh.e_machine == M_MIPS) {
		unsigned int t1, t2, t3;

		if (kf->big) {
			*sym = info >> 32;
			t1 = info & 0xff;
			t2 = (info >> 8) & 0xff;
			t3 = (info >> 16) & 0xff;
		} else {
			*sym = info & 0xffffffff;
			t1 = (info >> 56) & 0xff;
			t2 = (info >> 48) & 0xff;
			t3 = (info >> 40) & 0xff;
		}
		/* a composed relocation is not a plain data word */
		*type = (t2 || t3) ? 0xffff : t1;
		return;
	}
	*sym = GELF_R_SYM(info);
	*type = GELF_R_TYPE(info);
}

static int cmp_offset(const void *a, const void *b)
{
	uint64_t x = ((const struct krel *)a)->offset;
	uint64_t y = ((const struct krel *)b)->offset;

	return x < y ? -1 : x > y;
}

size_t krel_first(const struct krel *rel, size_t n, uint64_t off)
{
	size_t lo = 0, hi = n;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (rel[mid].offset < off)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

/* relocation @i of @rs: its symbol and place exist, in @target */
static int check_reloc(const struct kfile *kf, const struct ksec *rs,
		       const struct ksec *target, size_t i,
		       const struct krel *r)
{
	const struct ksym *s;

	if (r->sym >= kf->nsyms) {
		bad(kf->ctx, kf->path, "relocation %zu in %s: symbol index %zu past the symbol table (%zu symbols)",
		    i, rs->name, r->sym, kf->nsyms);
		return -1;
	}
	if (r->offset > target->size || target->size - r->offset < r->width) {
		bad(kf->ctx, kf->path, "relocation %zu in %s: offset 0x%llx past the end of section %s",
		    i, rs->name, (unsigned long long)r->offset, target->name);
		return -1;
	}
	if (r->cls == RC_NONE || r->cls == RC_UNKNOWN)
		return 0;
	s = &kf->syms[r->sym];
	if (r->sym == 0) {
		bad(kf->ctx, kf->path, "relocation %zu in %s: no symbol", i, rs->name);
		return -1;
	}
	if (GELF_ST_TYPE(s->st.st_info) == STT_SECTION &&
	    s->shndx == SHN_UNDEF) {
		bad(kf->ctx, kf->path, "relocation %zu in %s: against section 0", i,
		    rs->name);
		return -1;
	}
	return 0;
}

/*
 * Relocation section @ri, checked before anything reads its entries (the
 * object reader here, the image's dynamic relocations in dynrel.c): its
 * entry size is the class's, and libelf can read its contents.
 */
int reloc_section_data(struct kfile *kf, size_t ri, struct relsec *out)
{
	const struct ksec *rs = &kf->secs[ri];
	size_t esz;

	out->s = rs;
	out->rela = rs->sh.sh_type == SHT_RELA;
	esz = gelf_fsize(kf->elf, out->rela ? ELF_T_RELA : ELF_T_REL, 1,
			 EV_CURRENT);
	if (rs->sh.sh_entsize != esz) {
		bad(kf->ctx, kf->path, "relocation section %s: entry size %llu, expected %zu",
		    rs->name, (unsigned long long)rs->sh.sh_entsize, esz);
		return -1;
	}
	out->d = elf_getdata(rs->scn, NULL);
	if (!out->d) {
		bad(kf->ctx, kf->path, "relocation section %s: unreadable: %s", rs->name,
		    elf_errmsg(-1));
		return -1;
	}
	out->n = out->d->d_size / esz;
	return 0;
}

/* entry @i of @rs: place, r_info (64-bit form) and addend (0 for REL) */
int reloc_entry(const struct kfile *kf, const struct relsec *rs, size_t i,
		uint64_t *off, uint64_t *info, int64_t *addend)
{
	if (rs->rela) {
		GElf_Rela ra;

		if (gelf_getrela(rs->d, i, &ra)) {
			*off = ra.r_offset;
			*info = ra.r_info;
			*addend = ra.r_addend;
			return 0;
		}
	} else {
		GElf_Rel rl;

		if (gelf_getrel(rs->d, i, &rl)) {
			*off = rl.r_offset;
			*info = rl.r_info;
			*addend = 0;
			return 0;
		}
	}
	bad(kf->ctx, kf->path, "relocation %zu in %s: unreadable: %s", i, rs->s->name,
	    elf_errmsg(-1));
	return -1;
}

int kfile_relocs(struct kfile *kf, size_t idx, struct krel **out, size_t *n)
{
	struct ksec *target = &kf->secs[idx];
	struct relsec rs;
	struct krel *v = NULL;
	size_t i;
	int r;

	*out = NULL;
	*n = 0;
	if (!target->reloc)
		return 0;
	r = kfile_load_symbols(kf);
	if (r < 0)
		return r;
	if (!kf->symtab || kf->secs[target->reloc].sh.sh_link != kf->symtab) {
		bad(kf->ctx, kf->path, "relocation section %s: symbol table index %u is not the symbol table",
		    kf->secs[target->reloc].name,
		    kf->secs[target->reloc].sh.sh_link);
		return -1;
	}
	if (reloc_section_data(kf, target->reloc, &rs) < 0 ||
	    kfile_sec_data(kf, idx) < 0)
		return -1;
	v = alloc_array(rs.n, sizeof(*v));
	if (!v)
		return -ENOMEM;
	for (i = 0; i < rs.n; i++) {
		struct krel *r = &v[i];
		uint64_t info;
		int64_t bias;

		if (reloc_entry(kf, &rs, i, &r->offset, &info, &r->addend) < 0)
			goto err;
		decode_info(kf, info, &r->sym, &r->type);
		r->cls = reloc_class(kf, r->type, &r->width, &bias);
		if (check_reloc(kf, rs.s, target, i, r) < 0)
			goto err;
		/*
		 * SH is RELA, but GNU as leaves the addend of data words in
		 * the contents (its howtos are partial_inplace): add both.
		 */
		if ((!rs.rela || (kf->eh.e_machine == M_SH &&
				  (r->type == 1 || r->type == 2))) &&
		    r->width && target->buf) {
			uint64_t a = kf_read(kf, target->buf + r->offset,
					     r->width);

			r->addend += r->width == 4 ? (int64_t)(int32_t)a :
						     (int64_t)a;
		}
		r->addend -= bias;
	}
	/*
	 * By offset, so that a field's relocations are found by binary
	 * search: a merged table of n entries (a .ko's __ksymtab) has 2n or
	 * 3n of them.  Assemblers write them in order already.
	 */
	for (i = 1; i < rs.n; i++)
		if (v[i].offset < v[i - 1].offset)
			break;
	if (i < rs.n)
		qsort(v, rs.n, sizeof(*v), cmp_offset);
	*out = v;
	*n = rs.n;
	return 0;
err:
	free(v);
	return -1;
}
