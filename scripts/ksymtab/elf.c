// SPDX-License-Identifier: GPL-2.0-only
/*
 * Opening files, ar archives and their members through libelf, and the
 * checked accessors the rest of the tool uses: every section, symbol and
 * string index is validated here before anyone dereferences it.
 */
#include <ar.h>
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
 * LLVM bitcode: "BC" 0xC0DE, or the wrapper header whose first field is
 * 0x0B17C0DE, little-endian (LLVM's isRawBitcode() and isBitcodeWrapper(),
 * llvm/Bitcode/BitcodeReader.h; Darwin's clang wraps its bitcode so).
 * With LTO every C object and lib.a member is bitcode until the link
 * (Documentation/kbuild.rst, "LTO"); this reader reads ELF only and does
 * not link libLLVM (Documentation/ksymtab.rst, "LLVM bitcode").
 */
int is_bitcode(const void *magic, size_t n)
{
	static const unsigned char raw[BITCODE_MAGIC_LEN] = { 'B', 'C', 0xc0, 0xde };
	static const unsigned char wrapper[BITCODE_MAGIC_LEN] = { 0xde, 0xc0, 0x17, 0x0b };

	return n >= BITCODE_MAGIC_LEN &&
	       (!memcmp(magic, raw, BITCODE_MAGIC_LEN) ||
		!memcmp(magic, wrapper, BITCODE_MAGIC_LEN));
}

void bad_bitcode(struct ksym_ctx *ctx, const char *file)
{
	bad(ctx, file, "LLVM bitcode (clang -flto), not ELF, the only format read here: give the ELF the LTO link writes (vmlinux.o, vmlinux, a module's .ko), or list the bitcode's symbol names with llvm-nm");
}

/*
 * Open @file, named @shown in messages: @file itself, or the member of a
 * thin archive, "archive(member)", whose path the archive gives.
 */
int kinput_open_as(struct ksym_ctx *ctx, struct kinput *in, const char *file,
		   const char *shown)
{
	const char *path = shown;
	struct stat st;
	char magic[UNPACK_HEAD];
	const char *packed = NULL;
	ssize_t got;

	memset(in, 0, sizeof(*in));
	in->ctx = ctx;
	in->path = shown;
	in->fd = -1;
	/* each time, not once: a store in libelf, and no state kept here */
	if (elf_version(EV_CURRENT) == EV_NONE) {
		bad(ctx, path, "libelf is too old");
		return -1;
	}
	/*
	 * O_NONBLOCK: opening a FIFO for reading would otherwise wait for a
	 * writer forever; fstat() then refuses anything but a regular file.
	 */
	in->fd = open(file, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
	if (in->fd < 0) {
		bad(ctx, path, "cannot open: %s", strerror(errno));
		return -1;
	}
	if (fstat(in->fd, &st) < 0) {
		bad(ctx, path, "cannot stat: %s", strerror(errno));
		goto err;
	}
	if (S_ISDIR(st.st_mode)) {
		bad(ctx, path, "is a directory");
		goto err;
	}
	if (!S_ISREG(st.st_mode)) {
		bad(ctx, path, "not a regular file");
		goto err;
	}
	if (st.st_size == 0) {
		bad(ctx, path, "empty file");
		goto err;
	}
	got = pread(in->fd, magic, sizeof(magic), 0);
	if (got >= SARMAG && memcmp(magic, ELFMAG, SELFMAG) &&
	    memcmp(magic, ARMAG, SARMAG) && memcmp(magic, THINMAG, SARMAG))
		packed = unpack_kind((unsigned char *)magic, got);
	if (packed) {
		/* read from here on as the object it holds (decompress.c) */
		int fd;
		uint64_t size;

		if (unpack_file(ctx, path, in->fd, st.st_size, &fd, &size) < 0)
			goto err;
		close(in->fd);
		in->fd = fd;
		st.st_size = size;
		got = pread(in->fd, magic, sizeof(magic), 0);
	}
	in->size = st.st_size;
	in->next = SARMAG;
	if (got >= SARMAG && !memcmp(magic, THINMAG, SARMAG)) {
		/* libelf reads no thin archive: thin.c walks its headers */
		in->thin = 1;
		return 0;
	}
	if (got > 0 && is_bitcode(magic, got)) {
		bad_bitcode(ctx, path);
		goto err;
	}
	if (got < SELFMAG || memcmp(magic, ELFMAG, SELFMAG)) {
		if (got < SARMAG || memcmp(magic, ARMAG, SARMAG)) {
			/* a raw arm64 or riscv64 Image (rawimage.c) */
			int r = rawimage_open(in);

			if (!r)
				return 0;
			if (r > 0 && packed)
				bad(ctx, path, "decompressed (%s), not an ELF file or ar archive",
				    packed);
			else if (r > 0)
				bad(ctx, path, "not an ELF file or ar archive");
			goto err;
		}
	} else if (got < SARMAG ||
		   (size_t)st.st_size < sizeof(Elf32_Ehdr)) {
		/* before e_ident[EI_CLASS] and [EI_DATA], which may not exist */
		bad(ctx, path, "truncated ELF header (%lld bytes)",
		    (long long)st.st_size);
		goto err;
	} else if (magic[EI_CLASS] != ELFCLASS32 &&
		   magic[EI_CLASS] != ELFCLASS64) {
		bad(ctx, path, "invalid ELF class %u", (unsigned char)magic[EI_CLASS]);
		goto err;
	} else if (magic[EI_DATA] != ELFDATA2LSB &&
		   magic[EI_DATA] != ELFDATA2MSB) {
		bad(ctx, path, "invalid ELF byte order %u",
		    (unsigned char)magic[EI_DATA]);
		goto err;
	}
	/*
	 * Small files are read, not mapped: libelf then preads the headers
	 * and the sections asked for.  Mapping and unmapping each of a
	 * distribution kernel's 4,000 modules cost resolve most of its time
	 * in TLB flushes; a large image is mapped, as its sections are read
	 * once and copying them would cost more than the one mapping.
	 * (elf_rawfile() would read a whole file: sizes come from here.)
	 */
	in->cmd = st.st_size >= KINPUT_MAP_SIZE ? ELF_C_READ_MMAP : ELF_C_READ;
	in->single = elf_begin(in->fd, in->cmd, NULL);
	if (!in->single) {
		bad(ctx, path, "not a readable ELF file: %s", elferr());
		goto err;
	}
	switch (elf_kind(in->single)) {
	case ELF_K_AR:
		in->ar = in->single;
		in->single = NULL;
		break;
	case ELF_K_ELF:
		break;
	default:
		bad(ctx, path, "not an ELF file or ar archive");
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
	return in->ar != NULL || in->thin;
}

void kinput_close(struct kinput *in)
{
	if (in->single)
		elf_end(in->single);
	if (in->ar)
		elf_end(in->ar);
	if (in->fd >= 0)
		close(in->fd);
	free(in->longnames);
	in->longnames = NULL;
	in->single = in->ar = NULL;
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

/* a member's size as its header says: libelf clamps ar_size to the file */
static uint64_t ar_size(const struct kinput *in, Elf *m, uint64_t libelf_size)
{
	char raw[AR_SIZE_LEN + 1] = { 0 };
	off_t aroff = elf_getaroff(m);

	if (aroff >= 0 &&
	    pread(in->fd, raw, AR_SIZE_LEN, aroff + AR_SIZE_OFF) == AR_SIZE_LEN)
		return strtoull(raw, NULL, 10);
	return libelf_size;
}

/* whether member @m of @size bytes (as far as the archive holds it) is bitcode */
static int member_is_bitcode(const struct kinput *in, Elf *m, uint64_t size)
{
	unsigned char magic[BITCODE_MAGIC_LEN];
	off_t aroff = elf_getaroff(m);

	return aroff >= 0 && size >= sizeof(magic) &&
	       pread(in->fd, magic, sizeof(magic), aroff + sizeof(struct ar_hdr)) ==
			(ssize_t)sizeof(magic) &&
	       is_bitcode(magic, sizeof(magic));
}

/* member @m named @name as a kfile: 1, -1 (reported) or -ENOMEM */
static int ar_member(struct kinput *in, Elf *m, const char *name,
		     uint64_t ah_size, struct kfile **out)
{
	struct kfile *kf = kfile_new(in->ctx, m, in->path, name);
	uint64_t total = in->size;

	if (!kf) {
		elf_end(m);
		return -ENOMEM;
	}
	kf->member_pos = ++in->nmembers;
	if (elf_getaroff(m) >= 0 &&
	    (uint64_t)elf_getaroff(m) + sizeof(struct ar_hdr) <= total)
		kf->size = total - elf_getaroff(m) - sizeof(struct ar_hdr);
	if (kf->size > ah_size)
		kf->size = ah_size;
	if (in->next > total + 1) {
		bad(kf->ctx, kf->path, "member size %llu past the end of the archive",
		    (unsigned long long)ah_size);
		kfile_free(kf);
		return -1;
	}
	if (elf_kind(m) != ELF_K_ELF) {
		if (member_is_bitcode(in, m, kf->size))
			bad_bitcode(kf->ctx, kf->path);
		else
			bad(kf->ctx, kf->path, "archive member is not an ELF object");
		kfile_free(kf);
		return -1;
	}
	*out = kf;
	return 1;
}

/* the next member of a regular archive, read by libelf */
static int ar_next(struct kinput *in, struct kfile **out)
{
	Elf *m;
	Elf_Arhdr *ah;
	char *name, rawname[AR_NAME_LEN + 1];
	uint64_t ah_size;
	int r;

	for (;;) {
		size_t total = 0;

		m = elf_begin(in->fd, in->cmd, in->ar);
		if (!m) {
			/*
			 * libelf reports the end of an archive like a bad
			 * header: tell them apart by where we are.
			 */
			total = in->size;
			in->done = 1;
			if (in->next + 1 < (uint64_t)total) {
				bad(in->ctx, in->path, "corrupt archive member header at offset %llu: %s",
				    (unsigned long long)in->next, elferr());
				return -1;
			}
			return 0;
		}
		/*
		 * The header lives in the archive's state, which elf_next()
		 * overwrites with the next member's: copy it first.
		 */
		ah = elf_getarhdr(m);
		if (!ah || !ah->ar_name) {
			bad(in->ctx, in->path, "unreadable archive member header: %s",
			    elferr());
			elf_end(m);
			in->done = 1;
			return -1;
		}
		name = strdup(ah->ar_name);
		if (!name) {
			elf_end(m);
			in->done = 1;
			return -ENOMEM;
		}
		/* the header's name field, for a name libelf could not read */
		snprintf(rawname, sizeof(rawname), "%.*s",
			 ah->ar_rawname ? (int)strcspn(ah->ar_rawname, " ") : 1,
			 ah->ar_rawname ? ah->ar_rawname : "?");
		ah_size = ar_size(in, m, ah->ar_size);
		if (elf_getaroff(m) >= 0)
			in->next = (uint64_t)elf_getaroff(m) +
				   sizeof(struct ar_hdr) +
				   ((ah_size + 1) & ~(uint64_t)1);
		in->cmd = elf_next(m);
		if (!strcmp(name, "/") || !strcmp(name, "//") ||
		    !strcmp(name, "/SYM64/")) {
			free(name);
			elf_end(m);
			continue;
		}
		if (!name[0]) {
			/* libelf's name for a long name without its "/\n" */
			bad(in->ctx, in->path, "archive member at offset %lld: name %s is not terminated in the long-name table",
			    (long long)elf_getaroff(m), rawname);
			free(name);
			elf_end(m);
			in->done = 1;
			return -1;
		}
		r = ar_member(in, m, name, ah_size, out);
		free(name);
		if (r < 0)
			in->done = 1;
		return r;
	}
}

/*
 * The next member of a thin archive: thin.c walks the headers, and the
 * member's file is opened here as an input of its own, which must be one
 * object.
 */
static int thin_member(struct kinput *in, struct kfile **out)
{
	struct kinput m;
	struct kfile *kf;
	char *name, *file;
	int ret = thin_next(in, &name, &file);

	if (ret <= 0)
		return ret;
	ret = -ENOMEM;
	kf = kfile_new(in->ctx, NULL, in->path, name);
	if (!kf)
		goto out;
	ret = -1;
	kf->member_pos = ++in->nmembers;
	if (kinput_open_as(in->ctx, &m, file, kf->path) < 0)
		goto out;
	if (kinput_is_archive(&m)) {
		bad(kf->ctx, kf->path, "archive member is not an ELF object");
		kinput_close(&m);
		goto out;
	}
	kf->elf = m.single;
	kf->fd = m.fd;
	kf->size = m.size;
	m.single = NULL;
	m.fd = -1;
	kinput_close(&m);
	ret = 1;
out:
	free(name);
	free(file);
	if (ret < 0) {
		kfile_free(kf);
		in->done = 1;
	} else {
		*out = kf;
	}
	return ret;
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
		r = in->thin ? thin_member(in, &kf) : ar_next(in, &kf);
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
