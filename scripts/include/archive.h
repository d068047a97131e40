/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The one ar archive reader of the host programs (scripts/lib/archive.c):
 * gen-lib-ksyms, gen-exports and ksymtab walk archives through it.  It
 * reads the member headers of regular ("!<arch>\n") and thin
 * ("!<thin>\n") archives and resolves the members' names; what a member
 * holds is the caller's to read (at @off in the archive, or in @file for
 * a thin archive).  Documentation/ksymtab.rst, "Archives", describes
 * the formats and quirks it accepts.
 *
 * Nothing is printed: a function that fails returns AR_BAD with one line
 * in ar->err that names the member or its offset (the caller puts the
 * archive's name and its program's name before it), or -ENOMEM.
 */
#ifndef ARCHIVE_H
#define ARCHIVE_H

#include <stddef.h>
#include <stdint.h>

#define AR_MAGIC_LEN	8		/* "!<arch>\n", "!<thin>\n" */
#define AR_HDR_LEN	60		/* struct ar_hdr */
#define AR_BAD		(-1)
#define AR_ERR_LEN	256

struct ar_archive {
	int fd;				/* the caller's; read with pread() */
	const char *path;		/* a thin archive's members are beside it */
	uint64_t size;			/* bytes in the archive */
	int thin;
	uint64_t next;			/* offset of the next member header */
	char *longnames;		/* the GNU long-name table "//" */
	uint64_t nlongnames;
	int have_longnames;
	unsigned int nmembers;		/* members handed out so far */
	char err[AR_ERR_LEN];
};

struct ar_member {
	char *name;			/* as the archive names it */
	uint64_t hdr_off;		/* its header's offset */
	uint64_t off, size;		/* its contents in the archive (not thin) */
	char *file;			/* thin: the file that holds it */
	unsigned int pos;		/* 1 for the first member */
};

/* whether the @n bytes at @magic start an archive, regular or thin */
int is_archive(const void *magic, size_t n);
/*
 * Whether the @n bytes at @magic start an archive: 1 (@ar set up to walk
 * it), 0 (not an archive; nothing to close).  @fd, @path and @size are
 * the caller's and must outlive @ar.
 */
int ar_open(struct ar_archive *ar, int fd, const char *path, uint64_t size,
	    const void *magic, size_t n);
/* The next member: 1, 0 at the end, AR_BAD (ar->err) or -ENOMEM. */
int ar_next(struct ar_archive *ar, struct ar_member *m);
void ar_member_free(struct ar_member *m);
void ar_close(struct ar_archive *ar);

/*
 * Whether member @m is LLVM bitcode (an LTO object): its first bytes
 * read from the archive or from its file; 0 if they cannot be read.
 */
int ar_member_is_bitcode(const struct ar_archive *ar,
			 const struct ar_member *m);

/*
 * LLVM bitcode's magic: "BC" 0xC0DE, or the wrapper header's first field
 * 0x0B17C0DE, little-endian (LLVM's isRawBitcode() and isBitcodeWrapper(),
 * llvm/Bitcode/BitcodeReader.h; Darwin's clang wraps its bitcode so).
 */
#define BITCODE_MAGIC_LEN 4
int is_bitcode(const void *magic, size_t n);

#endif /* ARCHIVE_H */
