// SPDX-License-Identifier: GPL-2.0-only
/*
 * Raw kernel Images (arm64, riscv64): the kernel's bytes as loaded, with a
 * small boot header and no ELF headers, as /boot/vmlinuz is on those
 * architectures.  The export tables are found from their own structure
 * (or from a System.map), and handed to the ELF reader as a small ELF
 * made here with libelf, in a memory file: every command then reads them
 * as it reads a stripped vmlinux.  Documentation/ksymtab.rst, "Raw
 * kernel Images", says how and where this stops.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "ksymtab.h"

#define ARRAY_SIZE(a)	(sizeof(a) / sizeof((a)[0]))

/* the longest name or namespace string taken for one */
#define RAW_MAXSTR	1024
/* the alignment of an absolute Image's base address */
#define RAW_PAGE	4096

struct rawimg {
	struct kinput *in;
	const unsigned char *d;
	uint64_t n;
	const char *arch;		/* "arm64", "riscv64" */
	unsigned int machine;		/* EM_AARCH64, EM_RISCV */
	int big;
	int prel;			/* relative entries, else absolute */
	unsigned int esz;
	uint64_t base;			/* address of file offset 0 */
	uint64_t span;			/* bytes loaded: the header's, or the file's */
	/* file offsets: [start, end) of the tables, CRCs and strings */
	uint64_t tab[2][2], crc[2][2], str[2];
	int has_crc;
};

static uint64_t rd(const struct rawimg *r, uint64_t off, unsigned int width)
{
	uint64_t v = 0;
	unsigned int i;

	for (i = 0; i < width; i++)
		v = (v << 8) | r->d[off + (r->big ? i : width - 1 - i)];
	return v;
}

static uint64_t le(const unsigned char *p, unsigned int width)
{
	uint64_t v = 0;

	while (width--)
		v = (v << 8) | p[width];
	return v;
}

static int ident_char(unsigned char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
	       (c >= '0' && c <= '9') || c == '_' || c == '.' || c == '$';
}

/*
 * The end (past its NUL) of the string at offset @t, 0 if there is none
 * there: a name is a C identifier; a namespace (@ns) printable, or "".
 */
static uint64_t str_end(const struct rawimg *r, uint64_t t, int ns)
{
	uint64_t i;

	if (t >= r->n)
		return 0;
	for (i = t; i < r->n && i - t < RAW_MAXSTR; i++) {
		unsigned char c = r->d[i];

		if (!c)
			return i > t || ns ? i + 1 : 0;
		/* namespaces: printable, e.g. "module:kvm"; names: C */
		if (ns ? c <= ' ' || c >= 0x7f : !ident_char(c))
			return 0;
	}
	return 0;
}

/*
 * Field @k (1: name, 2: namespace) of the entry at @o as a file offset;
 * UINT64_MAX outside the file, 0 for a null namespace field.
 */
static uint64_t target(const struct rawimg *r, uint64_t o, unsigned int k,
		       int *null)
{
	uint64_t v;

	*null = 0;
	if (r->prel) {
		int32_t f = (int32_t)rd(r, o + 4 * k, 4);

		if (!f) {
			*null = 1;
			return 0;
		}
		v = o + 4 * k + (int64_t)f;	/* wraps below 0 to huge */
		return v < r->n ? v : UINT64_MAX;
	}
	v = rd(r, o + 8 * k, 8);
	if (!v) {
		*null = 1;
		return 0;
	}
	return v >= r->base && v - r->base < r->n ? v - r->base : UINT64_MAX;
}

/*
 * Is the entry at @o one: a value inside the loaded image, a name, and a
 * namespace or none (a null field or "")?
 */
static int entry_ok(const struct rawimg *r, uint64_t o)
{
	uint64_t t;
	int null;

	if (o + r->esz > r->n)
		return 0;
	t = r->prel ? o + (int64_t)(int32_t)rd(r, o, 4) : rd(r, o, 8) - r->base;
	if (t >= r->span)
		return 0;
	t = target(r, o, 1, &null);
	if (null || t == UINT64_MAX || !str_end(r, t, 0))
		return 0;
	t = target(r, o, 2, &null);
	return null || (t != UINT64_MAX && str_end(r, t, 1));
}

static const char *name_at(const struct rawimg *r, uint64_t o)
{
	int null;

	return (const char *)r->d + target(r, o, 1, &null);
}

/*
 * Entries [@a, @e) as the tables: valid, in one or two runs of strictly
 * ascending names (the linker sorts each table's input sections by name:
 * SORT(___ksymtab+*) in <asm-generic/vmlinux.lds.h>; the loader's
 * binary search needs it), and followed by the CRCs, one u32 an entry,
 * or by nothing, then the strings the entries point at.  Fills @r's
 * ranges; 0 if they do not fit.
 */
static int tables_fit(struct rawimg *r, uint64_t a, uint64_t e)
{
	uint64_t o, split = e, lo = UINT64_MAX, hi = 0, nent;
	int k, null;

	for (o = a; o < e; o += r->esz) {
		if (!entry_ok(r, o))
			return 0;
		if (o > a && strcmp(name_at(r, o - r->esz), name_at(r, o)) >= 0) {
			if (split != e)
				return 0;	/* a third run */
			split = o;
		}
		for (k = 1; k <= 2; k++) {
			uint64_t t = target(r, o, k, &null);

			if (null)
				continue;
			lo = t < lo ? t : lo;
			t = str_end(r, t, k == 2);
			hi = t > hi ? t : hi;
		}
	}
	nent = (e - a) / r->esz;
	/* the strings come right after, or after the CRCs (alignment 1) */
	if (lo < e)
		return 0;
	if (lo - e == 4 * nent)
		r->has_crc = 1;
	else if (lo - e < 8)
		r->has_crc = 0;
	else if (lo - e - 4 * nent < 8)
		r->has_crc = 1;
	else
		return 0;
	r->tab[0][0] = a;
	r->tab[0][1] = r->tab[1][0] = split;
	r->tab[1][1] = e;
	r->crc[0][0] = e;
	r->crc[0][1] = r->crc[1][0] =
		e + (r->has_crc ? 4 * ((split - a) / r->esz) : 0);
	r->crc[1][1] = e + (r->has_crc ? 4 * nent : 0);
	r->str[0] = lo;
	r->str[1] = hi;
	return 1;
}

/*
 * Relative entries [@a, @e), all valid: the tables, or their last one or
 * two sorted runs when a few bytes before __ksymtab happen to read as
 * entries too.
 */
static void prel_try(struct rawimg *r, uint64_t a, uint64_t e,
		     struct rawimg *best, uint64_t *bestn)
{
	uint64_t cut[2] = { a, a }, o;
	int i;

	for (o = a + r->esz; o < e; o += r->esz) {
		if (strcmp(name_at(r, o - r->esz), name_at(r, o)) >= 0) {
			cut[0] = cut[1];
			cut[1] = o;
		}
	}
	for (i = -1; i < 2; i++) {
		uint64_t from = i < 0 ? a : cut[i];

		if ((e - from) / r->esz <= *bestn)
			continue;
		if (tables_fit(r, from, e)) {
			*bestn = (e - from) / r->esz;
			*best = *r;
			return;
		}
	}
}

/*
 * Relative entries (3 x s32): the longest run of valid entries, at each
 * 4-byte phase of the entry size, that fits as the tables.
 */
static int find_prel(struct rawimg *r)
{
	struct rawimg best = *r;
	uint64_t phase, o, start, bestn = 0;

	for (phase = 0; phase < r->esz; phase += 4) {
		start = UINT64_MAX;
		for (o = phase; o <= r->n; o += r->esz) {
			if (o + r->esz <= r->n && entry_ok(r, o)) {
				if (start == UINT64_MAX)
					start = o;
				continue;
			}
			if (start != UINT64_MAX)
				prel_try(r, start, o, &best, &bestn);
			start = UINT64_MAX;
		}
	}
	*r = best;
	return bestn ? 0 : -1;
}

/*
 * Absolute entries (3 x u64 pointers) [@a, @e), where the base is not
 * known yet: the strings begin right after them (no CRCs) or after one
 * u32 an entry (the linker script's order, see tables_fit()), and the
 * lowest pointer of a name or namespace is the first string.  That gives
 * the base; the run is the tables if every pointer then lands on one.
 */
static void abs_try(struct rawimg *r, uint64_t a, uint64_t e,
		    struct rawimg *best, uint64_t *bestn)
{
	uint64_t n = (e - a) / r->esz, lo = UINT64_MAX, k;
	unsigned int c;

	if (n <= *bestn)
		return;
	for (k = a; k < e; k += r->esz) {
		uint64_t v = rd(r, k + 8, 8), w = rd(r, k + 16, 8);

		lo = v < lo ? v : lo;
		lo = w && w < lo ? w : lo;
	}
	for (c = 0; c < 2; c++) {
		uint64_t s = e + (c ? 4 * n : 0);

		/* the kernel is linked at a page-aligned address */
		if (lo < s || (lo - s) % RAW_PAGE)
			continue;
		r->base = lo - s;
		if (tables_fit(r, a, e)) {
			*bestn = n;
			*best = *r;
			return;
		}
	}
}

/*
 * Candidate runs: consecutive entries whose name pointers are non-null
 * and lie within the file's size of each other.
 */
static int find_abs(struct rawimg *r)
{
	struct rawimg best = *r;
	uint64_t phase, o, start, prev, bestn = 0;

	for (phase = 0; phase < r->esz; phase += 8) {
		start = UINT64_MAX;
		prev = 0;
		for (o = phase; o <= r->n; o += r->esz) {
			uint64_t v = o + r->esz <= r->n ? rd(r, o + 8, 8) : 0;

			if (start != UINT64_MAX && v &&
			    (v > prev ? v - prev : prev - v) < r->n) {
				prev = v;
				continue;
			}
			if (start != UINT64_MAX)
				abs_try(r, start, o, &best, &bestn);
			start = v ? o : UINT64_MAX;
			prev = v;
		}
	}
	*r = best;
	return bestn ? 0 : -1;
}

/*
 * The boot header: arm64's (Documentation/arch/arm64/booting.rst: magic
 * "ARM\x64" at 0x38, flags at 24 whose bit 0 is big-endian) or riscv64's
 * (Documentation/arch/riscv/boot-image-header.rst: "RISCV\0\0\0" at 0x30,
 * "RSC\x05" at 0x38 from version 0.2 on).  1: not a raw Image.
 */
static int raw_header(struct rawimg *r, const unsigned char *h)
{
	if (!memcmp(h + 0x38, "ARM\x64", 4)) {
		r->arch = "arm64";
		r->machine = EM_AARCH64;
		r->big = le(h + 24, 8) & 1;
		r->span = le(h + 16, 8);
		/* CONFIG_HAVE_ARCH_PREL32_RELOCATIONS: 3 x s32 */
		r->prel = 1;
		r->esz = 12;
		return 0;
	}
	if (!memcmp(h + 0x30, "RISCV\0\0\0", 8) || !memcmp(h + 0x38, "RSC\x05", 4)) {
		r->arch = "riscv64";
		r->machine = EM_RISCV;
		r->big = le(h + 24, 8) & 1;
		r->span = le(h + 16, 8);
		/* no PREL32 on riscv: 3 x pointer (<linux/export-internal.h>) */
		r->prel = 0;
		r->esz = 24;
		return 0;
	}
	return 1;
}

/*
 * An EFI stub's PE header ("MZ" at 0, its offset at 0x3c, PE/COFF): its
 * sections' file data must lie in the file, or the Image was cut short.
 */
static int raw_pe(struct rawimg *r)
{
	const unsigned char *d = r->d;
	uint64_t pe, tab, nsec, i;

	if (d[0] != 'M' || d[1] != 'Z')
		return 0;
	pe = le(d + 0x3c, 4);
	if (pe > r->n || r->n - pe < 24 || memcmp(d + pe, "PE\0\0", 4)) {
		bad(r->in->ctx, r->in->path, "raw %s Image: PE header offset 0x%llx outside the file or not a PE header (%llu bytes)",
		    r->arch, (unsigned long long)pe, (unsigned long long)r->n);
		return -1;
	}
	nsec = le(d + pe + 6, 2);
	tab = pe + 24 + le(d + pe + 20, 2);
	if (tab > r->n || (r->n - tab) / 40 < nsec) {
		bad(r->in->ctx, r->in->path, "raw %s Image: PE section table past the end of the file (%llu bytes)",
		    r->arch, (unsigned long long)r->n);
		return -1;
	}
	for (i = 0; i < nsec; i++) {
		const unsigned char *s = d + tab + 40 * i;
		uint64_t end = le(s + 20, 4) + le(s + 16, 4);

		if (end > r->n) {
			bad(r->in->ctx, r->in->path, "raw %s Image: truncated: its PE section %.8s ends at 0x%llx, the file at 0x%llx",
			    r->arch, (const char *)s, (unsigned long long)end,
			    (unsigned long long)r->n);
			return -1;
		}
	}
	return 0;
}

/* a System.map's address of @name; 0: absent */
struct mapsym {
	const char *name;
	uint64_t addr;
};

enum { M_TEXT, M_START, M_HEAD, M_TAB, M_TAB_END, M_GPL, M_GPL_END, M_NR };

/*
 * --system-map: the tables' bounds from __start___ksymtab and its
 * fellows (the linker script's symbols), the base from _text (arm64) or
 * _start (riscv64), whichever is lowest of those given.
 */
static int raw_system_map(struct rawimg *r, const char *path)
{
	struct mapsym m[M_NR] = {
		{ .name = "_text" }, { .name = "_start" }, { .name = "_head" },
		{ .name = "__start___ksymtab" }, { .name = "__stop___ksymtab" },
		{ .name = "__start___ksymtab_gpl" },
		{ .name = "__stop___ksymtab_gpl" },
	};
	struct ksym_ctx *ctx = r->in->ctx;
	char line[512], name[256], type;
	unsigned long long a;
	uint64_t base = UINT64_MAX, t;
	FILE *f = fopen(path, "r");
	int i;

	if (!f) {
		bad(ctx, path, "cannot open: %s", strerror(errno));
		return -1;
	}
	while (fgets(line, sizeof(line), f)) {
		if (sscanf(line, "%llx %c %255s", &a, &type, name) != 3)
			continue;
		for (i = 0; i < M_NR; i++)
			if (!strcmp(name, m[i].name))
				m[i].addr = a;
	}
	fclose(f);
	for (i = M_TEXT; i <= M_HEAD; i++)
		if (m[i].addr && m[i].addr < base)
			base = m[i].addr;
	for (i = M_TAB; i < M_NR; i++)
		if (!m[i].addr)
			break;
	if (base == UINT64_MAX || i < M_NR) {
		bad(ctx, path, "System.map without %s (a full System.map is in the -dbg package)",
		    base == UINT64_MAX ? "_text or _start" : m[i].name);
		return -1;
	}
	r->base = base;
	for (i = 0; i < 2; i++) {
		uint64_t s = m[M_TAB + 2 * i].addr, e = m[M_TAB + 2 * i + 1].addr;

		if (s < base || e < s || e - base > r->n ||
		    (e - s) % r->esz) {
			bad(ctx, path, "%s..%s (0x%llx..0x%llx) is not a table of %u-byte entries inside %s",
			    m[M_TAB + 2 * i].name, m[M_TAB + 2 * i + 1].name,
			    (unsigned long long)s, (unsigned long long)e,
			    r->esz, r->in->path);
			return -1;
		}
	}
	t = m[M_GPL_END].addr - base;
	if (m[M_GPL].addr != m[M_TAB_END].addr)
		t = 0;
	if (!t || !tables_fit(r, m[M_TAB].addr - base, t)) {
		bad(ctx, path, "the export tables it names are not in %s", r->in->path);
		return -1;
	}
	/* its split, not the one sorting would guess */
	r->tab[0][1] = r->tab[1][0] = m[M_TAB_END].addr - base;
	r->crc[0][1] = r->crc[1][0] = r->crc[0][0] +
		(r->has_crc ? 4 * ((r->tab[0][1] - r->tab[0][0]) / r->esz) : 0);
	return 0;
}

/* the sections the ELF reader looks for, and their file ranges */
struct rawsec_def {
	const char *name;
	uint64_t *range;
	unsigned int align;
	uint64_t flags;
};

/*
 * The tables as a small ELF of @r's machine, class and byte order, written
 * by libelf into a memory file: sections at their addresses, the contents
 * the Image's bytes.  The memory file's descriptor, or -1 (reported).
 */
static int raw_elf(struct rawimg *r)
{
	struct rawsec_def defs[] = {
		{ KSYMTAB_SEC, r->tab[0], r->prel ? 4 : 8, SHF_ALLOC },
		{ KSYMTAB_GPL_SEC, r->tab[1], r->prel ? 4 : 8, SHF_ALLOC },
		{ KCRCTAB_SEC, r->crc[0], 4, SHF_ALLOC },
		{ KCRCTAB_GPL_SEC, r->crc[1], 4, SHF_ALLOC },
		/* "aMS" in <linux/export-internal.h>: tails may be names */
		{ KSYMTAB_STRINGS_SEC, r->str, 1,
		  SHF_ALLOC | SHF_MERGE | SHF_STRINGS },
	};
	char shstr[128];
	size_t nshstr = 1, i;
	struct ksym_ctx *ctx = r->in->ctx;
	GElf_Ehdr eh;
	GElf_Shdr sh;
	Elf_Scn *scn;
	Elf_Data *data;
	Elf *e = NULL;
	int fd = memfd_create("ksymtab-raw-image", MFD_CLOEXEC);

	if (fd < 0) {
		bad(ctx, r->in->path, "cannot make a memory file: %s", strerror(errno));
		return -1;
	}
	shstr[0] = 0;
	e = elf_begin(fd, ELF_C_WRITE, NULL);
	if (!e || !gelf_newehdr(e, ELFCLASS64) || !gelf_getehdr(e, &eh))
		goto fail;
	eh.e_ident[EI_DATA] = r->big ? ELFDATA2MSB : ELFDATA2LSB;
	eh.e_type = ET_EXEC;
	eh.e_machine = r->machine;
	eh.e_version = EV_CURRENT;
	for (i = 0; i <= ARRAY_SIZE(defs); i++) {
		const struct rawsec_def *s = i < ARRAY_SIZE(defs) ? &defs[i] : NULL;
		const char *name = s ? s->name : ".shstrtab";

		if (s && !r->has_crc &&
		    (s->range == r->crc[0] || s->range == r->crc[1]))
			continue;
		scn = elf_newscn(e);
		data = scn ? elf_newdata(scn) : NULL;
		if (!data || !gelf_getshdr(scn, &sh))
			goto fail;
		memset(&sh, 0, sizeof(sh));
		sh.sh_name = nshstr;
		memcpy(shstr + nshstr, name, strlen(name) + 1);
		nshstr += strlen(name) + 1;
		if (s) {
			data->d_buf = (void *)(r->d + s->range[0]);
			data->d_size = s->range[1] - s->range[0];
			data->d_align = 1;
			sh.sh_type = SHT_PROGBITS;
			sh.sh_flags = s->flags;
			sh.sh_entsize = s->flags & SHF_STRINGS ? 1 : 0;
			sh.sh_addr = r->base + s->range[0];
			sh.sh_addralign = 1;
		} else {
			data->d_buf = shstr;
			data->d_size = nshstr;
			sh.sh_type = SHT_STRTAB;
			sh.sh_addralign = 1;
			eh.e_shstrndx = elf_ndxscn(scn);
		}
		data->d_type = ELF_T_BYTE;
		data->d_version = EV_CURRENT;
		if (!gelf_update_shdr(scn, &sh))
			goto fail;
	}
	if (!gelf_update_ehdr(e, &eh) || elf_update(e, ELF_C_WRITE) < 0)
		goto fail;
	elf_end(e);
	return fd;
fail:
	bad(ctx, r->in->path, "cannot write the tables as ELF: %s",
	    elf_errmsg(-1) ? elf_errmsg(-1) : "unknown libelf error");
	if (e)
		elf_end(e);
	close(fd);
	return -1;
}

/*
 * @d, @n: the whole file (or, from a decompressor, its contents).  0 and
 * @in reading the tables as ELF, 1 if it is no raw Image, -1 (reported).
 */
int rawimage_buf(struct kinput *in, const unsigned char *d, uint64_t n)
{
	struct rawimg r = { .in = in, .d = d, .n = n };
	int fd, ret;

	if (n < RAW_HDR_SIZE || raw_header(&r, d))
		return 1;
	/* image_size (0 before arm64's v3.17) counts the BSS too */
	if (r.span < n)
		r.span = n;
	if (raw_pe(&r) < 0)
		return -1;
	if (in->ctx->system_map)
		ret = raw_system_map(&r, in->ctx->system_map);
	else if ((ret = r.prel ? find_prel(&r) : find_abs(&r)) < 0)
		bad(in->ctx, in->path, "raw %s Image: no export tables found",
		    r.arch);
	if (ret < 0)
		return -1;
	if (!in->ctx->system_map && r.tab[1][0] == r.tab[1][1])
		warning(in->ctx, in->path, "raw %s Image: the names are sorted as one table: read as __ksymtab alone (give --system-map for the __ksymtab_gpl split)",
			r.arch);
	fd = raw_elf(&r);
	if (fd < 0)
		return -1;
	if (in->fd >= 0)
		close(in->fd);
	in->fd = fd;
	in->size = lseek(fd, 0, SEEK_END);
	in->cmd = ELF_C_READ;
	in->single = elf_begin(fd, ELF_C_READ, NULL);
	if (!in->single || elf_kind(in->single) != ELF_K_ELF) {
		bad(in->ctx, in->path, "cannot read back the tables as ELF: %s",
		    elf_errmsg(-1) ? elf_errmsg(-1) : "unknown libelf error");
		return -1;
	}
	return 0;
}

int is_raw_image(const unsigned char *h, size_t n)
{
	struct rawimg r = { 0 };

	return n >= RAW_HDR_SIZE && !raw_header(&r, h);
}

/* the file of @in, which holds no ELF and no archive: a raw Image? */
int rawimage_open(struct kinput *in)
{
	unsigned char h[RAW_HDR_SIZE];
	uint64_t size = in->size;
	void *map;
	int ret;

	if (in->size < RAW_HDR_SIZE ||
	    pread(in->fd, h, sizeof(h), 0) != (ssize_t)sizeof(h))
		return 1;
	if (!is_raw_image(h, sizeof(h)))
		return 1;
	map = mmap(NULL, size, PROT_READ, MAP_PRIVATE, in->fd, 0);
	if (map == MAP_FAILED) {
		bad(in->ctx, in->path, "cannot map: %s", strerror(errno));
		return -1;
	}
	ret = rawimage_buf(in, map, size);
	munmap(map, size);
	return ret;
}
