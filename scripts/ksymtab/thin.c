// SPDX-License-Identifier: GPL-2.0-only
/*
 * Thin archives ("!<thin>\n", `ar rcT`, as our own built-in.a is): the
 * member headers are in the archive, the members' contents are the files
 * the headers name, relative to the archive's folder unless absolute, as
 * GNU ar and ld read them.  libelf reads no thin archive, so the headers
 * are walked here; each member file is then opened and checked as any
 * input is (elf.c) and read through libelf.  The symbol table ("/",
 * "/SYM64/") and the long-name table ("//") are the only contents kept
 * in the archive itself.
 *
 * Only the archive's own bytes are read here: thin_next() hands elf.c the
 * member's name and file, and elf.c opens the file (thin.c calls nothing
 * of elf.c, so the two do not depend on each other).
 */
#include <ar.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "ksymtab.h"

/* @len bytes of @s as a string; -ENOMEM when memory is short */
static int copy(const char *s, size_t len, char **out)
{
	*out = strndup(s, len);
	return *out ? 0 : -ENOMEM;
}

/* the contents an archive keeps for itself: the symbol and name tables */
static int is_table(const char *name)
{
	return strstarts(name, "/ ") || strstarts(name, "// ") ||
	       strstarts(name, "/SYM64/");
}

/*
 * The member's name: "name/" in the header, or "/N", the name at offset N
 * of the long-name table, ended by "/\n".  -1 (reported) if neither.
 */
static int member_name(struct kinput *in, const struct ar_hdr *h,
		       uint64_t hdr_off, char **name)
{
	char field[AR_NAME_LEN + 1];
	const char *start, *end;
	uint64_t off;

	memcpy(field, h->ar_name, AR_NAME_LEN);
	field[AR_NAME_LEN] = '\0';
	if (field[0] != '/') {
		end = memchr(field, '/', AR_NAME_LEN);
		if (!end || end == field)
			goto bad_name;
		return copy(field, end - field, name);
	}
	if (ar_field(field + 1, AR_NAME_LEN - 1, &off) < 0 ||
	    off >= in->nlongnames)
		goto bad_name;
	start = in->longnames + off;
	for (end = start; end + 1 < in->longnames + in->nlongnames; end++) {
		if (end[0] != '/' || end[1] != '\n')
			continue;
		if (end == start)
			goto bad_name;
		return copy(start, end - start, name);
	}
	field[strcspn(field, " ")] = '\0';
	bad(in->ctx, in->path, "archive member at offset %lld: name %s is not terminated in the long-name table",
	    (long long)hdr_off, field);
	return -1;
bad_name:
	field[strcspn(field, " ")] = '\0';
	bad(in->ctx, in->path, "thin archive member at offset %lld: no name in %s",
	    (long long)hdr_off, field);
	return -1;
}

/* the member file: @name, or @name in the archive's folder; NULL: no memory */
static char *member_file(const char *archive, const char *name)
{
	const char *slash = strrchr(archive, '/');
	size_t dir = slash ? (size_t)(slash - archive) + 1 : 0;
	char *file;

	if (name[0] == '/' || !dir)
		return strdup(name);
	file = malloc(dir + strlen(name) + 1);
	if (!file)
		return NULL;
	memcpy(file, archive, dir);
	strcpy(file + dir, name);
	return file;
}

/* the header at in->next; 0 at the end, -1 if it cannot be read */
static int read_header(struct kinput *in, struct ar_hdr *h, uint64_t *size)
{
	if (in->size - in->next < sizeof(*h) ||
	    pread(in->fd, h, sizeof(*h), in->next) != (ssize_t)sizeof(*h) ||
	    memcmp(h->ar_fmag, ARFMAG, sizeof(h->ar_fmag)) ||
	    ar_field(h->ar_size, AR_SIZE_LEN, size) < 0) {
		bad(in->ctx, in->path, "corrupt thin archive member header at offset %llu",
		    (unsigned long long)in->next);
		return -1;
	}
	return 1;
}

/* keep the long-name table, or step over the symbol table */
static int read_table(struct kinput *in, const struct ar_hdr *h,
		      uint64_t size)
{
	if (size > in->size - in->next) {
		bad(in->ctx, in->path, "member size %llu past the end of the archive",
		    (unsigned long long)size);
		return -1;
	}
	if (strstarts(h->ar_name, "// ")) {
		free(in->longnames);
		in->nlongnames = 0;
		in->longnames = alloc_array(size + 1, 1);
		if (!in->longnames)
			return -ENOMEM;
		in->nlongnames = size;
		if (pread(in->fd, in->longnames, size, in->next) !=
		    (ssize_t)size) {
			bad(in->ctx, in->path, "cannot read the long-name table");
			return -1;
		}
	}
	in->next += size + (size & 1);
	return 0;
}

int thin_next(struct kinput *in, char **name, char **file)
{
	struct ar_hdr h;
	uint64_t size, hdr_off;
	int r;

	*name = *file = NULL;
	for (;;) {
		if (in->next >= in->size) {
			in->done = 1;
			return 0;
		}
		hdr_off = in->next;
		r = read_header(in, &h, &size);
		if (r < 0)
			goto bad;
		in->next += sizeof(h);
		if (!is_table(h.ar_name))
			break;
		r = read_table(in, &h, size);
		if (r < 0)
			goto bad;
	}
	/* a member's contents are its file: nothing follows the header */
	r = member_name(in, &h, hdr_off, name);
	if (r < 0)
		goto bad;
	*file = member_file(in->path, *name);
	if (*file)
		return 1;
	free(*name);
	*name = NULL;
	r = -ENOMEM;
bad:
	in->done = 1;
	return r;
}
