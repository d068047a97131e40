// SPDX-License-Identifier: GPL-2.0-only
/*
 * Opening files and ar archive members through libelf, and the checked
 * accessors the rest of the tool uses: every section, symbol and string
 * index is validated here before anyone dereferences it.  Archives are
 * walked by ../lib/archive.c, the reader every host program shares
 * (libelf's own archive walk is not used: one reader, one set of rules).
 */
#include <errno.h>
#include <fcntl.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "ksymtab.h"

/* files this large are mapped, smaller ones read (kinput_open) */
#define KINPUT_MAP_SIZE (4u << 20)

static const char *elferr(void)
{
	const char *m = elf_errmsg(-1);

	return m ? m : "unknown libelf error";
}

/*
 * LLVM bitcode (is_bitcode(), ../include/archive.h): with LTO every C
 * object and lib.a member is bitcode until the link
 * (Documentation/kbuild.rst, "LTO"); this reader reads ELF only and does
 * not link libLLVM (Documentation/ksymtab.rst, "LLVM bitcode").
 */
void bad_bitcode(struct ksym_ctx *ctx, const char *file)
{
	bad(ctx, file, "LLVM bitcode (clang -flto), not ELF, the only format read here: give the ELF the LTO link writes (vmlinux.o, vmlinux, a module's .ko), or list the bitcode's symbol names with llvm-nm");
}

/*
 * Open @file, named @shown in messages: @file itself, or the member of a
 * thin archive, "archive(member)", whose path the archive gives.
 */
/* @file opened for reading, a non-empty regular file: its size, or -1 */
static off_t open_regular(struct kinput *in, const char *file)
{
	struct stat st;

	/*
	 * O_NONBLOCK: opening a FIFO for reading would otherwise wait for a
	 * writer forever; fstat() then refuses anything but a regular file.
	 */
	in->fd = open(file, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
	if (in->fd < 0) {
		bad(in->ctx, in->path, "cannot open: %s", strerror(errno));
		return -1;
	}
	if (fstat(in->fd, &st) < 0)
		bad(in->ctx, in->path, "cannot stat: %s", strerror(errno));
	else if (S_ISDIR(st.st_mode))
		bad(in->ctx, in->path, "is a directory");
	else if (!S_ISREG(st.st_mode))
		bad(in->ctx, in->path, "not a regular file");
	else if (st.st_size == 0)
		bad(in->ctx, in->path, "empty file");
	else
		return st.st_size;
	return -1;
}

/*
 * A compressed input or a bzImage (decompress.c) read from here on as
 * the object it holds: its kind (NULL: not one), *@size and @magic of
 * *@got bytes those of the object; "" on bad input, reported.
 */
static const char *unpack(struct kinput *in, char *magic, size_t len,
			  ssize_t *got, off_t *size)
{
	const char *packed = NULL;
	uint64_t outsize;
	int fd;

	if (*got >= SARMAG && memcmp(magic, ELFMAG, SELFMAG) &&
	    !is_archive(magic, *got))
		packed = unpack_kind((unsigned char *)magic, *got);
	if (!packed)
		return NULL;
	if (unpack_file(in->ctx, in->path, in->fd, *size, &fd, &outsize) < 0)
		return "";
	close(in->fd);
	in->fd = fd;
	*size = outsize;
	*got = pread(in->fd, magic, len, 0);
	return packed;
}

/* Neither ELF nor an archive: a raw Image (rawimage.c), or bad input. */
static int not_elf(struct kinput *in, const char *packed)
{
	int r = rawimage_open(in);

	if (r > 0 && packed)
		bad(in->ctx, in->path, "decompressed (%s), not an ELF file or ar archive",
		    packed);
	else if (r > 0)
		bad(in->ctx, in->path, "not an ELF file or ar archive");
	return r ? -1 : 0;
}

/* e_ident's class and byte order, before libelf: 0, or -1 reported */
static int check_ident(struct kinput *in, const char *magic, ssize_t got,
		       off_t size)
{
	const char *path = in->path;

	if (got < SARMAG || (size_t)size < sizeof(Elf32_Ehdr)) {
		/* before e_ident[EI_CLASS] and [EI_DATA], which may not exist */
		bad(in->ctx, path, "truncated ELF header (%lld bytes)", (long long)size);
		return -1;
	}
	if (magic[EI_CLASS] != ELFCLASS32 && magic[EI_CLASS] != ELFCLASS64) {
		bad(in->ctx, path, "invalid ELF class %u", (unsigned char)magic[EI_CLASS]);
		return -1;
	}
	if (magic[EI_DATA] != ELFDATA2LSB && magic[EI_DATA] != ELFDATA2MSB) {
		bad(in->ctx, path, "invalid ELF byte order %u",
		    (unsigned char)magic[EI_DATA]);
		return -1;
	}
	return 0;
}

int kinput_open_as(struct ksym_ctx *ctx, struct kinput *in, const char *file,
		   const char *shown)
{
	/* the decompression front end's look reads further than ar's magic */
	char magic[UNPACK_HEAD];
	const char *packed;
	ssize_t got;
	off_t size;

	memset(in, 0, sizeof(*in));
	in->ctx = ctx;
	in->path = shown;
	in->fd = -1;
	/* each time, not once: a store in libelf, and no state kept here */
	if (elf_version(EV_CURRENT) == EV_NONE) {
		bad(ctx, shown, "libelf is too old");
		return -1;
	}
	size = open_regular(in, file);
	if (size < 0)
		goto err;
	got = pread(in->fd, magic, sizeof(magic), 0);
	packed = unpack(in, magic, sizeof(magic), &got, &size);
	if (packed && !*packed)
		goto err;
	in->size = size;
	/* regular and thin archives: kinput_next() walks them */
	if (got > 0 && ar_open(&in->ar, in->fd, file, size, magic, got)) {
		in->is_ar = 1;
		return 0;
	}
	if (got > 0 && is_bitcode(magic, got)) {
		bad_bitcode(ctx, shown);
		goto err;
	}
	if (got < SELFMAG || memcmp(magic, ELFMAG, SELFMAG)) {
		if (not_elf(in, packed) < 0)
			goto err;
		return 0;
	}
	if (check_ident(in, magic, got, size) < 0)
		goto err;
	/*
	 * Small files are read, not mapped: libelf then preads the headers
	 * and the sections asked for.  Mapping and unmapping each of a
	 * distribution kernel's 4,000 modules cost resolve most of its time
	 * in TLB flushes; a large image is mapped, as its sections are read
	 * once and copying them would cost more than the one mapping.
	 * (elf_rawfile() would read a whole file: sizes come from here.)
	 */
	in->cmd = size >= KINPUT_MAP_SIZE ? ELF_C_READ_MMAP : ELF_C_READ;
	in->single = elf_begin(in->fd, in->cmd, NULL);
	if (!in->single) {
		bad(ctx, shown, "not a readable ELF file: %s", elferr());
		goto err;
	}
	if (elf_kind(in->single) != ELF_K_ELF) {
		bad(ctx, shown, "not an ELF file or ar archive");
		goto err;
	}
	return 0;
err:
	kinput_close(in);
	return -1;
}

int kinput_open(struct ksym_ctx *ctx, struct kinput *in, const char *path)
{
	return kinput_open_as(ctx, in, path, path);
}

int kinput_is_archive(const struct kinput *in)
{
	return in->is_ar;
}

void kinput_close(struct kinput *in)
{
	if (in->single)
		elf_end(in->single);
	if (in->is_ar)
		ar_close(&in->ar);
	if (in->fd >= 0)
		close(in->fd);
	in->single = NULL;
	in->is_ar = 0;
	in->fd = -1;
}

int kinput_each(struct ksym_ctx *ctx, char *const *paths, int n,
		int (*fn)(struct kfile *kf, const char *path, void *arg),
		void *arg)
{
	int i, ret = 0;

	for (i = 0; i < n && ret != -ENOMEM; i++) {
		struct kinput in;
		struct kfile *kf;
		int r;

		if (kinput_open(ctx, &in, paths[i]) < 0) {
			ret = -1;
			continue;
		}
		while ((r = kinput_next(&in, &kf)) > 0) {
			int fr = fn(kf, paths[i], arg);

			kfile_free(kf);
			if (fr < 0)
				ret = fr;
			if (fr == -ENOMEM)
				break;
		}
		if (r < 0)
			ret = r;
		kinput_close(&in);
	}
	return ret;
}

/* NULL when memory is short; @elf is then still the caller's */
struct kfile *kfile_new(struct ksym_ctx *ctx, Elf *elf, const char *path,
			const char *member)
{
	struct kfile *kf = alloc_array(1, sizeof(*kf));
	size_t len;

	if (!kf)
		return NULL;
	kf->ctx = ctx;
	kf->fd = -1;
	if (member) {
		len = strlen(path) + strlen(member) + 3;
		kf->path = malloc(len);
		if (kf->path)
			snprintf(kf->path, len, "%s(%s)", path, member);
		kf->member = strdup(member);
	} else {
		kf->path = strdup(path);
	}
	if (!kf->path || (member && !kf->member)) {
		kfile_free(kf);
		return NULL;
	}
	kf->elf = elf;
	return kf;
}

/*
 * The number of section headers, checked against the file before libelf
 * is asked for any.  With 0xff00 sections or more e_shnum is 0 and the
 * count is section 0's sh_size (gABI, "Extended Section Numbering"):
 * multiplying e_shnum alone would let a cut-short table pass as none.
 */
static int kfile_shnum(struct kfile *kf, uint64_t *shnum)
{
	size_t fsize = 0, esz;

	*shnum = kf->eh.e_shnum;
	if (!kf->eh.e_shoff) {
		if (!*shnum)
			return 0;
		bad(kf->ctx, kf->path, "%llu section headers but no section header table offset",
		    (unsigned long long)*shnum);
		return -1;
	}
	fsize = kf->size;
	esz = gelf_fsize(kf->elf, ELF_T_SHDR, 1, EV_CURRENT);
	if (kf->eh.e_shentsize != esz) {
		bad(kf->ctx, kf->path, "section header size %u, expected %zu",
		    kf->eh.e_shentsize, esz);
		return -1;
	}
	if (kf->eh.e_shoff > fsize || fsize - kf->eh.e_shoff < esz)
		goto past_end;
	if (!*shnum) {
		/*
		 * section 0's sh_size: after name, type, flags, addr, offset.
		 * Only here are the file's bytes needed: a raw chunk, which
		 * elf_end() frees (elf_rawfile() on an archive member read
		 * the whole member into memory that elf_end() of a member
		 * never frees: found by `make fuzz`).
		 */
		size_t at = kf->is64 ? 32 : 20, len = kf->is64 ? 8 : 4;
		Elf_Data *sh0;

		if (esz < at + len)
			goto past_end;
		sh0 = elf_getdata_rawchunk(kf->elf, kf->eh.e_shoff + at, len, ELF_T_BYTE);
		if (!sh0 || !sh0->d_buf)
			goto past_end;
		*shnum = kf_read(kf, sh0->d_buf, len);
		if (!*shnum) {
			bad(kf->ctx, kf->path, "extended section numbering with a section count of 0");
			return -1;
		}
	}
	if (*shnum > (fsize - kf->eh.e_shoff) / esz)
		goto past_end;
	return 0;
past_end:
	bad(kf->ctx, kf->path, "section header table (offset 0x%llx, %llu entries) past the end of the file (0x%zx bytes)",
	    (unsigned long long)kf->eh.e_shoff, (unsigned long long)*shnum,
	    fsize);
	return -1;
}

static int kfile_header(struct kfile *kf)
{
	if (!gelf_getehdr(kf->elf, &kf->eh)) {
		bad(kf->ctx, kf->path, "unreadable ELF header: %s", elferr());
		return -1;
	}
	switch (kf->eh.e_ident[EI_CLASS]) {
	case ELFCLASS32:
		kf->ptrsize = 4;
		break;
	case ELFCLASS64:
		kf->ptrsize = 8;
		kf->is64 = 1;
		break;
	default:
		bad(kf->ctx, kf->path, "invalid ELF class %u", kf->eh.e_ident[EI_CLASS]);
		return -1;
	}
	switch (kf->eh.e_ident[EI_DATA]) {
	case ELFDATA2LSB:
		break;
	case ELFDATA2MSB:
		kf->big = 1;
		break;
	default:
		bad(kf->ctx, kf->path, "invalid ELF byte order %u",
		    kf->eh.e_ident[EI_DATA]);
		return -1;
	}
	return kfile_shnum(kf, &kf->hdr_shnum);
}

/*
 * A regular archive's member @m as ELF: its bytes copied out for
 * elf_memory(), which the kfile keeps until kfile_free().
 */
static int member_elf(struct kinput *in, const struct ar_member *m,
		      struct kfile *kf)
{
	unsigned char *p = alloc_array(m->size ? m->size : 1, 1);
	uint64_t got = 0;
	ssize_t r;

	if (!p)
		return -ENOMEM;
	kf->mem = p;
	kf->size = m->size;
	while (got < m->size) {
		r = pread(in->fd, p + got, m->size - got, m->off + got);
		if (r <= 0) {
			bad(kf->ctx, kf->path, "cannot read the member: %s",
			    r < 0 ? strerror(errno) : "cut short");
			return -1;
		}
		got += r;
	}
	if (is_bitcode(p, m->size)) {
		bad_bitcode(kf->ctx, kf->path);
		return -1;
	}
	if (m->size >= SELFMAG && !memcmp(p, ELFMAG, SELFMAG))
		kf->elf = elf_memory((char *)p, m->size);
	if (!kf->elf || elf_kind(kf->elf) != ELF_K_ELF) {
		bad(kf->ctx, kf->path, "archive member is not an ELF object");
		return -1;
	}
	return 0;
}

/*
 * A thin archive's member @m: its file, opened as an input of its own,
 * which must be one object.
 */
static int member_file(struct kinput *in, const struct ar_member *m,
		       struct kfile *kf)
{
	struct kinput mi;

	if (kinput_open_as(in->ctx, &mi, m->file, kf->path) < 0)
		return -1;
	if (kinput_is_archive(&mi)) {
		bad(kf->ctx, kf->path, "archive member is not an ELF object");
		kinput_close(&mi);
		return -1;
	}
	kf->elf = mi.single;
	kf->fd = mi.fd;
	kf->size = mi.size;
	mi.single = NULL;
	mi.fd = -1;
	kinput_close(&mi);
	return 0;
}

/* the next member of an archive, as ../lib/archive.c walks it */
static int ar_member(struct kinput *in, struct kfile **out)
{
	struct ar_member m;
	struct kfile *kf = NULL;
	int r = ar_next(&in->ar, &m);

	if (r == AR_BAD)
		bad(in->ctx, in->path, "%s", in->ar.err);
	if (r <= 0)
		goto out;
	kf = kfile_new(in->ctx, NULL, in->path, m.name);
	r = -ENOMEM;
	if (kf) {
		kf->member_pos = m.pos;
		r = m.file ? member_file(in, &m, kf) : member_elf(in, &m, kf);
	}
	ar_member_free(&m);
	if (r == 0) {
		*out = kf;
		return 1;
	}
	kfile_free(kf);
out:
	in->done = 1;
	return r;
}

int kinput_next(struct kinput *in, struct kfile **out)
{
	struct kfile *kf;
	int r;

	*out = NULL;
	if (in->done)
		return 0;
	if (in->single) {
		kf = kfile_new(in->ctx, in->single, in->path, NULL);
		if (!kf)
			return -ENOMEM;
		kf->size = in->size;
		in->single = NULL;
		in->done = 1;
	} else {
		r = ar_member(in, &kf);
		if (r <= 0)
			return r;
	}
	if (kfile_header(kf) < 0) {
		kfile_free(kf);
		return -1;
	}
	*out = kf;
	return 1;
}

void kfile_free(struct kfile *kf)
{
	if (!kf)
		return;
	if (kf->elf)
		elf_end(kf->elf);
	if (kf->fd >= 0)
		close(kf->fd);
	free(kf->mem);
	free(kf->secs);
	free(kf->syms);
	free(kf->path);
	free(kf->member);
	free(kf);
}

uint64_t kf_read(const struct kfile *kf, const unsigned char *p,
		 unsigned int width)
{
	uint64_t v = 0;
	unsigned int i;

	for (i = 0; i < width; i++) {
		unsigned int b = kf->big ? i : width - 1 - i;

		v = (v << 8) | p[b];
	}
	return v;
}

int kfile_load_sections(struct kfile *kf)
{
	size_t shstrndx, i, fsize = 0;

	if (kf->secs)
		return 0;
	if (elf_getshdrnum(kf->elf, &kf->shnum) < 0) {
		bad(kf->ctx, kf->path, "unreadable section header table: %s", elferr());
		return -1;
	}
	if (kf->shnum != kf->hdr_shnum) {
		bad(kf->ctx, kf->path, "libelf reads %zu section headers where the ELF header says %llu",
		    kf->shnum, (unsigned long long)kf->hdr_shnum);
		return -1;
	}
	fsize = kf->size;
	kf->secs = alloc_array(kf->shnum ? kf->shnum : 1, sizeof(*kf->secs));
	if (!kf->secs)
		return -ENOMEM;
	if (!kf->shnum)
		return 0;
	if (elf_getshdrstrndx(kf->elf, &shstrndx) < 0) {
		bad(kf->ctx, kf->path, "unreadable section name table index: %s",
		    elferr());
		return -1;
	}
	if (shstrndx == SHN_UNDEF || shstrndx >= kf->shnum) {
		bad(kf->ctx, kf->path, "section name table index %zu past the section table (%zu sections)",
		    shstrndx, kf->shnum);
		return -1;
	}
	kf->secs[0].name = "";
	for (i = 1; i < kf->shnum; i++) {
		struct ksec *s = &kf->secs[i];

		s->scn = elf_getscn(kf->elf, i);
		if (!s->scn || !gelf_getshdr(s->scn, &s->sh)) {
			bad(kf->ctx, kf->path, "section %zu: unreadable header: %s", i,
			    elferr());
			return -1;
		}
	}
	{
		struct ksec *ss = &kf->secs[shstrndx];

		if (ss->sh.sh_type != SHT_STRTAB) {
			bad(kf->ctx, kf->path, "section name table (section %zu) is not a string table",
			    shstrndx);
			return -1;
		}
	}
	for (i = 1; i < kf->shnum; i++) {
		struct ksec *s = &kf->secs[i];

		if (s->sh.sh_type != SHT_NOBITS &&
		    (s->sh.sh_offset > fsize ||
		     s->sh.sh_size > fsize - s->sh.sh_offset)) {
			bad(kf->ctx, kf->path, "section %zu: contents (offset 0x%llx, size 0x%llx) past the end of the file (0x%zx bytes)",
			    i, (unsigned long long)s->sh.sh_offset,
			    (unsigned long long)s->sh.sh_size, fsize);
			return -1;
		}
		s->name = elf_strptr(kf->elf, shstrndx, s->sh.sh_name);
		if (!s->name) {
			bad(kf->ctx, kf->path, "section %zu: name offset 0x%x past the section name table",
			    i, s->sh.sh_name);
			return -1;
		}
	}
	if (kf->eh.e_type != ET_REL)
		return 0;
	for (i = 1; i < kf->shnum; i++) {
		struct ksec *s = &kf->secs[i];

		if (s->sh.sh_type != SHT_REL && s->sh.sh_type != SHT_RELA)
			continue;
		if (s->sh.sh_info == 0) {
			bad(kf->ctx, kf->path, "relocation section %s applies to section 0",
			    s->name);
			return -1;
		}
		if (s->sh.sh_info >= kf->shnum || s->sh.sh_info == i) {
			bad(kf->ctx, kf->path, "relocation section %s: section index %u past the section table",
			    s->name, s->sh.sh_info);
			return -1;
		}
		if (kf->secs[s->sh.sh_info].reloc) {
			bad(kf->ctx, kf->path, "section %s has two relocation sections",
			    kf->secs[s->sh.sh_info].name);
			return -1;
		}
		kf->secs[s->sh.sh_info].reloc = i;
	}
	return 0;
}

struct ksec *kfile_find_sec(struct kfile *kf, const char *name, size_t *idx)
{
	size_t i;

	for (i = 1; i < kf->shnum; i++) {
		if (!strcmp(kf->secs[i].name, name)) {
			if (idx)
				*idx = i;
			return &kf->secs[i];
		}
	}
	if (idx)
		*idx = 0;
	return NULL;
}

int kfile_sec_data(struct kfile *kf, size_t idx)
{
	struct ksec *s = &kf->secs[idx];
	Elf_Data *d;

	if (s->loaded)
		return 0;
	if (s->sh.sh_type == SHT_NOBITS) {
		s->loaded = 1;
		return 0;
	}
	if (s->sh.sh_flags & SHF_COMPRESSED) {
		bad(kf->ctx, kf->path, "section %s: compressed sections are not supported",
		    s->name);
		return -1;
	}
	d = elf_getdata(s->scn, NULL);
	if (!d) {
		bad(kf->ctx, kf->path, "section %s: unreadable contents: %s", s->name,
		    elferr());
		return -1;
	}
	if (d->d_size && !d->d_buf) {
		bad(kf->ctx, kf->path, "section %s: no contents", s->name);
		return -1;
	}
	s->buf = d->d_buf;
	s->size = d->d_size;
	s->loaded = 1;
	return 0;
}

int kfile_load_symbols(struct kfile *kf)
{
	size_t i, link, shndx_sec = 0, esz;
	struct ksec *st;
	Elf_Data *d, *xd = NULL;

	if (kf->syms_loaded)
		return 0;
	kf->syms_loaded = 1;
	for (i = 1; i < kf->shnum; i++) {
		if (kf->secs[i].sh.sh_type == SHT_SYMTAB) {
			if (kf->symtab) {
				bad(kf->ctx, kf->path, "two symbol tables");
				return -1;
			}
			kf->symtab = i;
		}
	}
	if (!kf->symtab)
		return 0;
	st = &kf->secs[kf->symtab];
	link = st->sh.sh_link;
	if (link == 0 || link >= kf->shnum ||
	    kf->secs[link].sh.sh_type != SHT_STRTAB) {
		bad(kf->ctx, kf->path, "symbol table: string table index %zu is not a string table",
		    link);
		return -1;
	}
	esz = gelf_fsize(kf->elf, ELF_T_SYM, 1, EV_CURRENT);
	if (st->sh.sh_entsize != esz) {
		bad(kf->ctx, kf->path, "symbol table: entry size %llu, expected %zu",
		    (unsigned long long)st->sh.sh_entsize, esz);
		return -1;
	}
	d = elf_getdata(st->scn, NULL);
	if (!d) {
		bad(kf->ctx, kf->path, "symbol table: unreadable: %s", elferr());
		return -1;
	}
	for (i = 1; i < kf->shnum; i++) {
		if (kf->secs[i].sh.sh_type == SHT_SYMTAB_SHNDX &&
		    kf->secs[i].sh.sh_link == kf->symtab)
			shndx_sec = i;
	}
	if (shndx_sec) {
		xd = elf_getdata(kf->secs[shndx_sec].scn, NULL);
		if (!xd) {
			bad(kf->ctx, kf->path, "extended section index table: unreadable: %s",
			    elferr());
			return -1;
		}
	}
	kf->syms = alloc_array(d->d_size / esz, sizeof(*kf->syms));
	if (!kf->syms)
		return -ENOMEM;
	kf->nsyms = d->d_size / esz;
	for (i = 0; i < kf->nsyms; i++) {
		struct ksym *s = &kf->syms[i];
		Elf32_Word xndx = 0;

		if (!gelf_getsymshndx(d, xd, i, &s->st, &xndx)) {
			bad(kf->ctx, kf->path, "symbol %zu: unreadable: %s", i, elferr());
			return -1;
		}
		s->name = s->st.st_name ?
			  elf_strptr(kf->elf, link, s->st.st_name) : "";
		if (!s->name) {
			bad(kf->ctx, kf->path, "symbol %zu: name offset 0x%x past the string table",
			    i, s->st.st_name);
			return -1;
		}
		s->shndx = s->st.st_shndx;
		if (s->st.st_shndx == SHN_XINDEX) {
			s->shndx = xndx;
			if (!xd || xndx == 0 || xndx >= kf->shnum) {
				bad(kf->ctx, kf->path, "symbol %zu (%s): extended section index %u past the section table",
				    i, s->name, xndx);
				return -1;
			}
		} else if (s->shndx >= SHN_LORESERVE) {
			s->shndx = KSHN_RESERVED(s->shndx);
		} else if (s->shndx != SHN_UNDEF && s->shndx >= kf->shnum) {
			bad(kf->ctx, kf->path, "symbol %zu (%s): section index %zu past the section table",
			    i, s->name, s->shndx);
			return -1;
		}
	}
	return 0;
}

int kf_read_addr(struct kfile *kf, uint64_t addr, unsigned int width,
		 uint64_t *val)
{
	size_t i;

	for (i = 1; i < kf->shnum; i++) {
		struct ksec *s = &kf->secs[i];
		uint64_t off;

		if (!(s->sh.sh_flags & SHF_ALLOC) ||
		    s->sh.sh_type == SHT_NOBITS)
			continue;
		if (addr < s->sh.sh_addr || addr - s->sh.sh_addr >= s->sh.sh_size)
			continue;
		off = addr - s->sh.sh_addr;
		if (kfile_sec_data(kf, i) < 0)
			return -1;
		if (off > s->size || s->size - off < width)
			return 1;
		*val = kf_read(kf, s->buf + off, width);
		return 0;
	}
	return 1;
}

/* Is @kf of @ref's machine, class and byte order?  0, or -1 reported. */
static const char *machine_name(unsigned int m)
{
	switch (m) {
	case EM_X86_64: return "x86_64";
	case EM_386: return "i386";
	case EM_AARCH64: return "aarch64";
	case EM_ARM: return "arm";
	case EM_PPC: return "ppc";
	case EM_PPC64: return "ppc64";
	case EM_S390: return "s390";
	case EM_RISCV: return "riscv";
	case EM_MIPS: return "mips";
	case EM_SPARCV9: return "sparcv9";
	case EM_PARISC: return "parisc";
	case EM_IA_64: return "ia64";
	case EM_68K: return "m68k";
	case EM_SH: return "sh";
	default: return NULL;
	}
}

static void describe(const struct kfile *kf, char *buf, size_t size)
{
	const char *m = machine_name(kf->eh.e_machine);
	char num[32];

	if (!m) {
		snprintf(num, sizeof(num), "machine %u", kf->eh.e_machine);
		m = num;
	}
	snprintf(buf, size, "%s %d-bit %s-endian", m, kf->is64 ? 64 : 32,
		 kf->big ? "big" : "little");
}

int same_target(const struct kfile *ref, const struct kfile *kf)
{
	char a[64], b[64];

	if (ref->eh.e_machine == kf->eh.e_machine &&
	    ref->is64 == kf->is64 && ref->big == kf->big)
		return 0;
	describe(kf, a, sizeof(a));
	describe(ref, b, sizeof(b));
	bad(kf->ctx, kf->path, "is %s, but %s is %s", a, ref->path, b);
	return -1;
}
