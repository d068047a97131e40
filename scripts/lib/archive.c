// SPDX-License-Identifier: GPL-2.0-only
/*
 * The member headers of ar archives, regular and thin, read with pread()
 * and checked against the archive's size before anything is used: the
 * one reader gen-lib-ksyms, gen-exports and ksymtab share (archive.h).
 *
 * The format, as GNU binutils (bfd/archive.c) and LLVM
 * (llvm/lib/Object/Archive.cpp) read it:
 *  - the magic, then 60-byte headers: name[16] date[12] uid[6] gid[6]
 *    mode[8] size[10] and "`\n"; the size is decimal, blank-padded, and
 *    the contents that follow are padded to an even offset
 *    (bfd_generic_openr_next_archived_file).  The last member may lack
 *    its padding byte.
 *  - names: GNU's "NAME/" in the field; "/N", the name at offset N of the
 *    long-name table "//", which ends each name with "/\n" (LLVM's
 *    ArchiveMemberHeader::getName refuses any other end); BSD's "NAME"
 *    without the slash, or "#1/N", the name in the first N bytes of the
 *    contents, NUL-padded, which the member's size includes
 *    (bfd's is_bsd44_extended_name and parsed_size -= namelen).
 *  - the symbol tables are members of their own, skipped here: GNU's "/"
 *    and "/SYM64/", BSD's "__.SYMDEF" (and " SORTED", "_64").
 *  - a thin archive holds the headers, the symbol table and "//" only;
 *    each member is the file its name gives, relative to the archive's
 *    folder unless absolute (bfd's _bfd_append_relative_path, used by
 *    _bfd_get_elt_at_filepos).  Its names are all in "//".
 *  - GNU ar (binutils 2.40) writes a thin archive's name of exactly 15
 *    characters first in the short form "NAME/", which fills the field,
 *    then "/N" over its first 15 bytes only: the short form's '/' stays
 *    in the last byte ("/0             /", Linux 6.12's lib/lib.a:
 *    lib/earlycpio.o).  bfd reads N with strtol() and ignores what
 *    follows (get_extended_arelt_filename); this reader accepts that one
 *    byte and nothing else after the digits.
 * Not read: bfd's nested thin archives ("/N:M"), AIX big archives, and
 * a header cut short at the end, which bfd takes for the end of the
 * archive and LLVM refuses, as this reader does.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../include/archive.h"

#define NAME_LEN	16
#define SIZE_OFF	48
#define SIZE_LEN	10
#define FMAG_OFF	58

/* the long-name table is read whole: a bound against a forged size */
#define LONGNAMES_MAX	(256u << 20)
/* a BSD name is read whole too */
#define BSD_NAME_MAX	4096

enum { MEMBER = 1, SKIP = 2 };

static int __attribute__((format(printf, 2, 3)))
fail(struct ar_archive *ar, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(ar->err, sizeof(ar->err), fmt, ap);
	va_end(ap);
	return AR_BAD;
}

int is_bitcode(const void *magic, size_t n)
{
	return n >= BITCODE_MAGIC_LEN &&
	       (!memcmp(magic, "BC\xc0\xde", BITCODE_MAGIC_LEN) ||
		!memcmp(magic, "\xde\xc0\x17\x0b", BITCODE_MAGIC_LEN));
}

int is_archive(const void *magic, size_t n)
{
	return n >= AR_MAGIC_LEN &&
	       (!memcmp(magic, "!<arch>\n", AR_MAGIC_LEN) ||
		!memcmp(magic, "!<thin>\n", AR_MAGIC_LEN));
}

int ar_open(struct ar_archive *ar, int fd, const char *path, uint64_t size,
	    const void *magic, size_t n)
{
	memset(ar, 0, sizeof(*ar));
	if (n < AR_MAGIC_LEN)
		return 0;
	if (!memcmp(magic, "!<thin>\n", AR_MAGIC_LEN))
		ar->thin = 1;
	else if (memcmp(magic, "!<arch>\n", AR_MAGIC_LEN))
		return 0;
	ar->fd = fd;
	ar->path = path;
	ar->size = size;
	ar->next = AR_MAGIC_LEN;
	return 1;
}

void ar_close(struct ar_archive *ar)
{
	free(ar->longnames);
	ar->longnames = NULL;
	ar->nlongnames = 0;
}

void ar_member_free(struct ar_member *m)
{
	free(m->name);
	free(m->file);
	m->name = m->file = NULL;
}

static int read_at(const struct ar_archive *ar, void *buf, uint64_t len,
		   uint64_t off)
{
	size_t got = 0;
	ssize_t r;

	while (got < len) {
		r = pread(ar->fd, (char *)buf + got, len - got, off + got);
		if (r <= 0)
			return -1;
		got += r;
	}
	return 0;
}

/* a decimal field of @len bytes, blank-padded; -1 if it is not one */
static int decimal(const char *f, size_t len, uint64_t *val)
{
	size_t i;

	*val = 0;
	if (f[0] < '0' || f[0] > '9')
		return -1;
	for (i = 0; i < len && f[i] >= '0' && f[i] <= '9'; i++)
		*val = *val * 10 + (f[i] - '0');
	for (; i < len; i++)
		if (f[i] != ' ')
			return -1;
	return 0;
}

static int is_field(const char *f, const char *word)
{
	size_t n = strlen(word), i;

	if (memcmp(f, word, n))
		return 0;
	for (i = n; i < NAME_LEN; i++)
		if (f[i] != ' ')
			return 0;
	return 1;
}

static int is_bsd_symdef(const char *name, size_t n)
{
	static const char *const tabs[] = {
		"__.SYMDEF", "__.SYMDEF SORTED", "__.SYMDEF_64", "__.SYMDEF_64 SORTED",
	};
	size_t i;

	for (i = 0; i < sizeof(tabs) / sizeof(tabs[0]); i++)
		if (strlen(tabs[i]) == n && !memcmp(name, tabs[i], n))
			return 1;
	return 0;
}

/* the symbol tables and the long-name table: in thin archives too */
static int is_table(const char *f)
{
	return is_field(f, "/") || is_field(f, "//") || is_field(f, "/SYM64/");
}

/* the field as a string for messages: up to its trailing blanks */
static const char *field_str(const char *f, char *buf)
{
	size_t n = NAME_LEN;

	while (n && f[n - 1] == ' ')
		n--;
	memcpy(buf, f, n);
	buf[n] = '\0';
	return buf;
}

static int copy_name(struct ar_member *m, const char *s, size_t n)
{
	m->name = strndup(s, n);
	return m->name ? MEMBER : -ENOMEM;
}

/* "//": kept for the "/N" names that follow */
static int read_longnames(struct ar_archive *ar, uint64_t off, uint64_t size)
{
	if (ar->have_longnames)
		return fail(ar, "second long-name table at offset %llu",
			    (unsigned long long)off - AR_HDR_LEN);
	if (size > LONGNAMES_MAX)
		return fail(ar, "long-name table of %llu bytes", (unsigned long long)size);
	ar->longnames = malloc(size + 1);
	if (!ar->longnames)
		return -ENOMEM;
	if (read_at(ar, ar->longnames, size, off) < 0)
		return fail(ar, "cannot read the long-name table at offset %llu",
			    (unsigned long long)off);
	ar->longnames[size] = '\0';
	ar->nlongnames = size;
	ar->have_longnames = 1;
	return SKIP;
}

/* "/N": the name at offset N of "//", which ends it with "/\n" */
static int long_name(struct ar_archive *ar, const char *f, uint64_t hdr_off,
		     struct ar_member *m)
{
	char buf[NAME_LEN + 1];
	const char *start, *end;
	uint64_t off = 0;
	size_t i;

	for (i = 1; i < NAME_LEN && f[i] >= '0' && f[i] <= '9'; i++)
		off = off * 10 + (f[i] - '0');
	for (; i < NAME_LEN; i++)
		if (f[i] != ' ' && !(i == NAME_LEN - 1 && f[i] == '/'))
			return fail(ar, "archive member at offset %llu: name field \"%.16s\" is not a long-name reference",
				    (unsigned long long)hdr_off, f);
	field_str(f, buf);
	if (!ar->have_longnames)
		return fail(ar, "archive member at offset %llu: name %s but no long-name table before it",
			    (unsigned long long)hdr_off, buf);
	if (off >= ar->nlongnames)
		return fail(ar, "archive member at offset %llu: name %s past the end of the long-name table (%llu bytes)",
			    (unsigned long long)hdr_off, buf,
			    (unsigned long long)ar->nlongnames);
	start = ar->longnames + off;
	end = memchr(start, '\n', ar->nlongnames - off);
	if (!end || end == start || end[-1] != '/')
		return fail(ar, "archive member at offset %llu: name %s is not terminated in the long-name table",
			    (unsigned long long)hdr_off, buf);
	if (end - 1 == start)
		return fail(ar, "archive member at offset %llu: name %s is empty in the long-name table",
			    (unsigned long long)hdr_off, buf);
	return copy_name(m, start, end - 1 - start);
}

/* "#1/N": the name in the first N bytes of the contents */
static int bsd_name(struct ar_archive *ar, const char *f, struct ar_member *m)
{
	char name[BSD_NAME_MAX];
	uint64_t n;

	if (decimal(f + 3, NAME_LEN - 3, &n) < 0 || n > m->size ||
	    n > BSD_NAME_MAX || ar->thin)
		return fail(ar, "archive member at offset %llu: bad BSD name field \"%.16s\"",
			    (unsigned long long)m->hdr_off, f);
	if (read_at(ar, name, n, m->off) < 0)
		return fail(ar, "archive member at offset %llu: cannot read its name",
			    (unsigned long long)m->hdr_off);
	m->off += n;
	m->size -= n;
	n = strnlen(name, n);
	if (!n)
		return fail(ar, "archive member at offset %llu: empty name",
			    (unsigned long long)m->hdr_off);
	if (is_bsd_symdef(name, n))
		return SKIP;
	return copy_name(m, name, n);
}

/*
 * The member's name from its header's field @f: MEMBER (m->name set),
 * SKIP (a table), AR_BAD or -ENOMEM.
 */
static int member_name(struct ar_archive *ar, const char *f,
		       struct ar_member *m)
{
	const char *slash;
	size_t n, i;

	if (is_field(f, "/") || is_field(f, "/SYM64/"))
		return SKIP;
	if (is_field(f, "//"))
		return read_longnames(ar, m->off, m->size);
	if (f[0] == '/' && f[1] >= '0' && f[1] <= '9')
		return long_name(ar, f, m->hdr_off, m);
	if (!memcmp(f, "#1/", 3))
		return bsd_name(ar, f, m);
	/* GNU's "NAME/", or BSD's "NAME" blank-padded */
	slash = memchr(f, '/', NAME_LEN);
	if (slash) {
		n = slash - f;
		for (i = n + 1; i < NAME_LEN; i++)
			if (f[i] != ' ')
				n = 0;
	} else {
		n = NAME_LEN;
		while (n && f[n - 1] == ' ')
			n--;
	}
	if (!n)
		return fail(ar, "archive member at offset %llu: name field \"%.16s\" is not a member name",
			    (unsigned long long)m->hdr_off, f);
	if (!slash && is_bsd_symdef(f, n))
		return SKIP;
	return copy_name(m, f, n);
}

/* the header at ar->next into @m: its contents' place and size */
static int read_header(struct ar_archive *ar, char *h, struct ar_member *m)
{
	uint64_t left = ar->size - ar->next;

	m->hdr_off = ar->next;
	if (left < AR_HDR_LEN)
		return fail(ar, "corrupt archive member header at offset %llu: cut short (%llu bytes)",
			    (unsigned long long)m->hdr_off,
			    (unsigned long long)left);
	if (read_at(ar, h, AR_HDR_LEN, m->hdr_off) < 0)
		return fail(ar, "corrupt archive member header at offset %llu: cannot read it",
			    (unsigned long long)m->hdr_off);
	if (memcmp(h + FMAG_OFF, "`\n", 2))
		return fail(ar, "corrupt archive member header at offset %llu: no \"`\\n\" at its end",
			    (unsigned long long)m->hdr_off);
	if (decimal(h + SIZE_OFF, SIZE_LEN, &m->size) < 0)
		return fail(ar, "corrupt archive member header at offset %llu: size field \"%.10s\"",
			    (unsigned long long)m->hdr_off, h + SIZE_OFF);
	m->off = m->hdr_off + AR_HDR_LEN;
	return 0;
}

/* a thin archive's member: @m->name, or @m->name in the archive's folder */
static int member_file(const struct ar_archive *ar, struct ar_member *m)
{
	const char *slash = strrchr(ar->path, '/');
	size_t dir = slash ? (size_t)(slash - ar->path) + 1 : 0;

	if (m->name[0] == '/')
		dir = 0;
	m->file = malloc(dir + strlen(m->name) + 1);
	if (!m->file)
		return -ENOMEM;
	memcpy(m->file, ar->path, dir);
	strcpy(m->file + dir, m->name);
	return 0;
}

int ar_next(struct ar_archive *ar, struct ar_member *m)
{
	char h[AR_HDR_LEN];
	uint64_t end;
	int r;

	memset(m, 0, sizeof(*m));
	for (;;) {
		/* the last member may lack its padding byte */
		if (ar->next >= ar->size)
			return 0;
		r = read_header(ar, h, m);
		if (r < 0)
			return r;
		/* a thin archive's members are elsewhere, its tables here */
		r = ar->thin && !is_table(h);
		if (!r && m->size > ar->size - m->off)
			return fail(ar, "archive member at offset %llu: size %llu past the end of the archive",
				    (unsigned long long)m->hdr_off,
				    (unsigned long long)m->size);
		end = r ? m->off : m->off + m->size + (m->size & 1);
		r = member_name(ar, h, m);
		if (r < 0) {
			ar_member_free(m);
			return r;
		}
		ar->next = end;
		if (r == MEMBER)
			break;
	}
	if (ar->thin) {
		m->size = 0;
		r = member_file(ar, m);
		if (r < 0) {
			ar_member_free(m);
			return r;
		}
	}
	m->pos = ++ar->nmembers;
	return 1;
}

int ar_member_is_bitcode(const struct ar_archive *ar,
			 const struct ar_member *m)
{
	unsigned char magic[BITCODE_MAGIC_LEN];
	int fd, ok;

	if (!m->file)
		return m->size >= sizeof(magic) &&
		       !read_at(ar, magic, sizeof(magic), m->off) &&
		       is_bitcode(magic, sizeof(magic));
	fd = open(m->file, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
	if (fd < 0)
		return 0;
	ok = pread(fd, magic, sizeof(magic), 0) == (ssize_t)sizeof(magic) &&
	     is_bitcode(magic, sizeof(magic));
	close(fd);
	return ok;
}
