// SPDX-License-Identifier: GPL-2.0-only
/*
 * The section names of the objects of archives and object files, read
 * straight from the file's bytes, without libelf: what `ksymtab externs`
 * needs, at a fraction of libelf's cost per archive member
 * (Documentation/ksymtab.rst, "Speed at kernel scale").
 *
 * Only plain input is read here, and nothing is reported: every test
 * below is one that elf.c (or libelf under it) makes on the same bytes,
 * made stricter where that is simpler (no extended section numbering, no
 * thin archive, a section name table that ends in a NUL ...); the
 * archive's headers are read by the reader elf.c uses too.  For anything else raw_sections() returns -1 and the
 * caller reads the files again through elf.c, whose checks and one-line
 * messages stay the only ones: a file accepted here is one elf.c reads
 * without a message and to the same section names, member by member.
 *
 * The file is read with pread() through one window of RAW_WINDOW bytes
 * that moves forward with the walk, not mapped: every page of a lib.a of
 * small members holds some member's headers, and on a virtual machine
 * the first touch of each page of a mapping costs more than copying the
 * page out of the page cache.
 */
#include <endian.h>
#include <fcntl.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "ksymtab.h"

#define RAW_WINDOW (64u << 10)

/* the bytes [@off, @off + @len) of the file, valid until the next call */
static const unsigned char *raw_at(struct rawsec *rs, uint64_t off, uint64_t len)
{
	size_t want, got = 0;
	ssize_t n;

	if (off > rs->size || len > rs->size - off)
		return NULL;
	if (off >= rs->base && off + len <= rs->base + rs->len)
		return rs->buf + (off - rs->base);
	want = len > RAW_WINDOW ? len : RAW_WINDOW;
	if (want > rs->size - off)
		want = rs->size - off;
	/* short of memory: give up, as for anything else (elf.c's turn) */
	if (grow_array(&rs->buf, &rs->bufcap, want, 1) < 0)
		return NULL;
	rs->base = off;
	rs->len = 0;
	while (got < want) {
		n = pread(rs->fd, rs->buf + got, want - got, off + got);
		if (n <= 0)
			return NULL;	/* cut short under us: elf.c tells */
		got += n;
	}
	rs->len = want;
	return rs->buf;
}

struct raw {
	uint64_t off, size;		/* the object's bytes in the file */
	int is64, big;
};

static uint64_t raw_get(const struct raw *r, const unsigned char *q,
			unsigned int width)
{
	uint16_t v16;
	uint32_t v32;
	uint64_t v64;

	switch (width) {
	case 2:
		memcpy(&v16, q, 2);
		return r->big ? be16toh(v16) : le16toh(v16);
	case 4:
		memcpy(&v32, q, 4);
		return r->big ? be32toh(v32) : le32toh(v32);
	default:
		memcpy(&v64, q, 8);
		return r->big ? be64toh(v64) : le64toh(v64);
	}
}

/* field @f of the ELF or section header at @q, either class */
#define RAW_FIELD(r, q, T, f)						\
	raw_get(r, (q) + ((r)->is64 ? offsetof(Elf64_##T, f) : offsetof(Elf32_##T, f)), \
		(r)->is64 ? sizeof(((Elf64_##T *)0)->f) : sizeof(((Elf32_##T *)0)->f))
#define EH(r, q, f) RAW_FIELD(r, q, Ehdr, f)
#define SH(r, q, f) RAW_FIELD(r, q, Shdr, f)

/*
 * One ELF object: @rs->fn on the name of each section but section 0, in
 * section order.
 */
static int raw_object(struct rawsec *rs, struct raw *r)
{
	uint64_t shoff, shnum, shstrndx, esz, stroff, strsize, i, type;
	const unsigned char *p, *str;
	size_t obj = rs->nobjs++;

	p = raw_at(rs, r->off, r->size < sizeof(Elf64_Ehdr) ? r->size : sizeof(Elf64_Ehdr));
	if (!p || r->size < EI_NIDENT || memcmp(p, ELFMAG, SELFMAG) ||
	    (p[EI_CLASS] != ELFCLASS32 && p[EI_CLASS] != ELFCLASS64) ||
	    (p[EI_DATA] != ELFDATA2LSB && p[EI_DATA] != ELFDATA2MSB) ||
	    p[EI_VERSION] != EV_CURRENT)
		return -1;
	r->is64 = p[EI_CLASS] == ELFCLASS64;
	r->big = p[EI_DATA] == ELFDATA2MSB;
	esz = r->is64 ? sizeof(Elf64_Shdr) : sizeof(Elf32_Shdr);
	if (r->size < (r->is64 ? sizeof(Elf64_Ehdr) : sizeof(Elf32_Ehdr)))
		return -1;
	shoff = EH(r, p, e_shoff);
	shnum = EH(r, p, e_shnum);
	shstrndx = EH(r, p, e_shstrndx);
	type = EH(r, p, e_type);
	/* no extended numbering; the table and the name table in the object */
	if (!shnum || !shoff || EH(r, p, e_shentsize) != esz ||
	    shoff > r->size || (r->size - shoff) / esz < shnum ||
	    !shstrndx || shstrndx >= shnum)
		return -1;
	/* a copy: the name table may be outside the window that holds it */
	if (grow_array(&rs->shdrs, &rs->shdrcap, shnum * esz, 1) < 0)
		return -1;
	p = raw_at(rs, r->off + shoff, shnum * esz);
	if (!p)
		return -1;
	memcpy(rs->shdrs, p, shnum * esz);
	p = rs->shdrs;
	str = p + shstrndx * esz;
	stroff = SH(r, str, sh_offset);
	strsize = SH(r, str, sh_size);
	if (SH(r, str, sh_type) != SHT_STRTAB ||
	    (SH(r, str, sh_flags) & SHF_COMPRESSED) || !strsize ||
	    stroff > r->size || strsize > r->size - stroff)
		return -1;
	str = raw_at(rs, r->off + stroff, strsize);
	if (!str || str[strsize - 1])
		return -1;
	if (grow_array(&rs->seen, &rs->seencap, shnum, 1) < 0)
		return -1;
	memset(rs->seen, 0, shnum);
	for (i = 1; i < shnum; i++) {
		const unsigned char *sh = p + i * esz;
		uint64_t stype = SH(r, sh, sh_type), off, size, name, info;

		off = SH(r, sh, sh_offset);
		size = SH(r, sh, sh_size);
		name = SH(r, sh, sh_name);
		if ((stype != SHT_NOBITS &&
		     (off > r->size || size > r->size - off)) ||
		    name >= strsize)
			return -1;
		if ((stype == SHT_REL || stype == SHT_RELA) && type == ET_REL) {
			/* one relocation section per section, elf.c's rule */
			info = SH(r, sh, sh_info);
			if (!info || info >= shnum || info == i || rs->seen[info])
				return -1;
			rs->seen[info] = 1;
		}
		if (rs->fn((const char *)str + name, obj, rs->arg) < 0)
			return -1;
	}
	return 0;
}

/*
 * The objects of a regular ("!<arch>") archive, walked by the reader
 * every host program shares (../lib/archive.c): a thin archive's members
 * are files of their own, which elf.c reads.
 */
static int raw_archive(struct rawsec *rs, const char *path,
		       const unsigned char *magic)
{
	struct ar_archive ar;
	struct ar_member m;
	int r;

	if (!ar_open(&ar, rs->fd, path, rs->size, magic, AR_MAGIC_LEN))
		return -1;
	if (ar.thin)
		r = -1;
	while (!ar.thin && (r = ar_next(&ar, &m)) > 0) {
		struct raw o = { .off = m.off, .size = m.size };

		ar_member_free(&m);
		if (raw_object(rs, &o) < 0) {
			r = -1;
			break;
		}
	}
	ar_close(&ar);
	return r < 0 ? -1 : 0;
}

int raw_sections(const char *path, struct rawsec *rs)
{
	const unsigned char *magic;
	struct stat st;
	int ret = -1;

	rs->fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
	if (rs->fd < 0)
		return -1;
	if (fstat(rs->fd, &st) < 0 || !S_ISREG(st.st_mode))
		goto out;
	rs->size = st.st_size;
	rs->base = rs->len = 0;
	magic = raw_at(rs, 0, AR_MAGIC_LEN);
	if (!magic)
		goto out;
	if (!memcmp(magic, "!<", 2)) {
		ret = raw_archive(rs, path, magic);
	} else {
		struct raw r = { .off = 0, .size = rs->size };

		ret = raw_object(rs, &r);
	}
out:
	close(rs->fd);
	rs->fd = -1;
	return ret;
}

void raw_free(struct rawsec *rs)
{
	free(rs->buf);
	free(rs->shdrs);
	free(rs->seen);
	rs->buf = rs->shdrs = rs->seen = NULL;
	rs->bufcap = rs->shdrcap = rs->seencap = 0;
}
