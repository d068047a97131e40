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
 * thin archive, a size field of digits only, a section name table that
 * ends in a NUL ...).  For anything else raw_sections() returns -1 and the
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

/* is "/OFFSET" a name in the long-name table, ended by "/"? */
static int raw_longname(struct rawsec *rs, const char *name)
{
	uint64_t off;
	const unsigned char *t;

	if (ar_field(name + 1, AR_NAME_LEN - 1, &off) < 0 || off >= rs->nlong)
		return -1;
	t = raw_at(rs, rs->longnames + off, rs->nlong - off);
	if (!t || t[0] == '/' || !t[0] || !memchr(t, '/', rs->nlong - off))
		return -1;
	return 0;
}

/* the objects of a regular ("!<arch>") archive */
static int raw_archive(struct rawsec *rs)
{
	uint64_t pos = SARMAG;

	rs->nlong = 0;
	while (pos < rs->size) {
		const struct ar_hdr *h;
		char name[AR_NAME_LEN];
		uint64_t msize;
		struct raw r;

		h = (const struct ar_hdr *)raw_at(rs, pos, sizeof(*h));
		if (!h || memcmp(h->ar_fmag, ARFMAG, sizeof(h->ar_fmag)))
			return -1;
		memcpy(name, h->ar_name, AR_NAME_LEN);
		pos += sizeof(*h);
		if (ar_field(h->ar_size, AR_SIZE_LEN, &msize) < 0 ||
		    msize > rs->size - pos)
			return -1;
		r.off = pos;
		r.size = msize;
		pos += (r.size + 1) & ~(uint64_t)1;
		if (!memcmp(name, "//              ", AR_NAME_LEN)) {
			if (!rs->nlong) {
				rs->longnames = r.off;
				rs->nlong = r.size;
			}
			continue;
		}
		if (!memcmp(name, "/               ", AR_NAME_LEN) ||
		    !memcmp(name, "/SYM64/         ", AR_NAME_LEN))
			continue;
		if (name[0] == '/' ? raw_longname(rs, name) < 0 :
		    name[0] <= ' ' || name[0] > '~')
			return -1;	/* no name, or one elf.c must tell */
		if (raw_object(rs, &r) < 0)
			return -1;
	}
	/* the last member may lack its padding byte */
	return pos <= rs->size + 1 ? 0 : -1;
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
	magic = raw_at(rs, 0, SARMAG);
	if (!magic)
		goto out;
	if (!memcmp(magic, ARMAG, SARMAG)) {
		ret = raw_archive(rs);
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
