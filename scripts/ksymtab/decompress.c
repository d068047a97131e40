// SPDX-License-Identifier: GPL-2.0-only
/*
 * Inputs that hold an object compressed: an xz, zstd or gzip stream (a
 * distribution's .ko.xz, .ko.zst, .ko.gz; decided by the magic bytes, as
 * kmod decides, never by the name), or an x86 bzImage as installed in
 * /boot, whose setup header locates a compressed vmlinux.  unpack_file()
 * decompresses into an anonymous in-memory file that elf.c then reads
 * like the file itself, so every command reads them alike.
 *
 * Decompression is bounded: output past UNPACK_RATIO (256) times the
 * compressed size (KSYMTAB_UNPACK_RATIO overrides it) is bad input, as
 * are truncated and corrupt streams.  The work is liblzma's, libzstd's
 * and zlib's; this file only feeds them and checks what they say.
 */
#include <fcntl.h>
#include <limits.h>
#include <lzma.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zlib.h>
#include <zstd.h>
#include <zstd_errors.h>

#include "ksymtab.h"

/* what a decoder may allocate (dictionary, window): xz -9 needs 65 MiB */
#define UNPACK_MEMLIMIT (256u << 20)
/* zlib counts input in uInt: fed in pieces no larger */
#define ZLIB_CHUNK (1u << 30)

/*
 * The x86 boot protocol's setup header (Linux, Documentation/arch/x86/
 * boot.rst): setup_sects at 0x1f1 (0 means 4), "HdrS" at 0x202, the
 * protocol version at 0x206, and from 2.08 on payload_offset at 0x248
 * and payload_length at 0x24c, both little-endian and relative to the
 * protected-mode code, which starts after the boot sector and the
 * setup sectors: at (setup_sects + 1) * 512.
 */
#define BZ_SETUP_SECTS	0x1f1
#define BZ_HDRS		0x202
#define BZ_VERSION	0x206
#define BZ_PAYLOAD_OFF	0x248
#define BZ_PAYLOAD_LEN	0x24c
#define BZ_PAYLOAD_PROTO 0x0208

enum method { M_NONE, M_GZIP, M_XZ, M_ZSTD, M_LZMA, M_BZIP2, M_LZ4, M_LZO };

static const char *const method_names[] = {
	[M_NONE] = "?", [M_GZIP] = "gzip", [M_XZ] = "xz", [M_ZSTD] = "zstd",
	[M_LZMA] = "lzma", [M_BZIP2] = "bzip2", [M_LZ4] = "lz4",
	[M_LZO] = "lzo",
};

/*
 * The magic bytes of each format as the tools Linux's x86 boot Makefile
 * runs write them (scripts/Makefile.lib: gzip -n -9, xz_wrap.sh, zstd
 * -22, lzma -9, bzip2 -9, lz4 -l (the legacy frame), lzop -9).  Linux's
 * own decompress_method() (lib/decompress.c) looks at two bytes; the
 * longer magics here are the formats' own.  lzma's "magic" is the
 * properties byte lzma -9 writes (lc=3, lp=0, pb=2) and the low byte of
 * the dictionary size: weak, so only a bzImage payload is taken for lzma.
 */
static const struct {
	enum method m;
	unsigned char len;
	unsigned char magic[6];
	unsigned char anywhere;		/* not only in a bzImage */
} magics[] = {
	{ M_XZ, 6, { 0xfd, '7', 'z', 'X', 'Z', 0x00 }, 1 },
	{ M_ZSTD, 4, { 0x28, 0xb5, 0x2f, 0xfd }, 1 },
	{ M_GZIP, 2, { 0x1f, 0x8b }, 1 },
	{ M_LZMA, 2, { 0x5d, 0x00 }, 0 },
	{ M_BZIP2, 3, { 'B', 'Z', 'h' }, 0 },
	{ M_LZ4, 4, { 0x02, 0x21, 0x4c, 0x18 }, 0 },
	{ M_LZO, 4, { 0x89, 'L', 'Z', 'O' }, 0 },
};

static enum method method_of(const unsigned char *p, uint64_t n, int payload)
{
	size_t i;

	for (i = 0; i < sizeof(magics) / sizeof(magics[0]); i++)
		if ((payload || magics[i].anywhere) && n >= magics[i].len &&
		    !memcmp(p, magics[i].magic, magics[i].len))
			return magics[i].m;
	return M_NONE;
}

static uint32_t le32(const unsigned char *p)
{
	return p[0] | p[1] << 8 | p[2] << 16 | (uint32_t)p[3] << 24;
}

static int is_bzimage(const unsigned char *head, size_t n)
{
	return n >= BZ_PAYLOAD_LEN + 4 && !memcmp(head + BZ_HDRS, "HdrS", 4);
}

const char *unpack_kind(const unsigned char *head, size_t n)
{
	enum method m = method_of(head, n, 0);

	if (m != M_NONE)
		return method_names[m];
	return is_bzimage(head, n) ? "bzImage" : NULL;
}

/* the output: an anonymous file, mapped while it is written */
struct sink {
	struct ksym_ctx *ctx;
	const char *file;		/* named in messages */
	const char *what;		/* "xz stream", ... */
	uint64_t insize;		/* compressed bytes, for the message */
	unsigned long ratio;
	int fd;
	unsigned char *map;
	size_t cap, len;
	size_t limit;			/* more output than this: a bomb */
};

static int sink_bomb(struct sink *s)
{
	bad(s->ctx, s->file, "decompression bomb: %s grows past %lu times its %llu bytes (KSYMTAB_UNPACK_RATIO sets the ratio)",
	    s->what, s->ratio, (unsigned long long)s->insize);
	return -1;
}

/* room after s->len == s->cap: 0, -1 (a bomb, reported) or -ENOMEM */
static int sink_grow(struct sink *s)
{
	/*
	 * First 8 times the input, which most streams fit (modules grow 3 to
	 * 5 times, a bzImage payload 5): growing is an ftruncate() and an
	 * mremap(), and the unused rest of a memfd costs nothing.
	 */
	size_t cap = s->cap ? (s->cap > SIZE_MAX / 2 ? SIZE_MAX : s->cap * 2) :
		     s->insize < (1u << 13) ? 1u << 16 :
		     s->insize > SIZE_MAX / 16 ? SIZE_MAX / 2 : s->insize * 8;
	void *p;

	if (s->cap > s->limit)
		return sink_bomb(s);
	/* one byte past the limit tells a bomb from a stream that fills it */
	if (cap > s->limit)
		cap = s->limit + 1;
	if (ftruncate(s->fd, cap) < 0)
		return -ENOMEM;
	if (s->map)
		p = mremap(s->map, s->cap, cap, MREMAP_MAYMOVE);
	else
		p = mmap(NULL, cap, PROT_READ | PROT_WRITE, MAP_SHARED,
			 s->fd, 0);
	if (p == MAP_FAILED)
		return -ENOMEM;
	s->map = p;
	s->cap = cap;
	return 0;
}

static int sink_bad(struct sink *s, const char *problem, const char *detail)
{
	bad(s->ctx, s->file, "%s %s%s%s", problem, s->what,
	    detail ? ": " : "", detail ? detail : "");
	return -1;
}

/*
 * Each decoder reads @in[0..n) into @s and returns the bytes it read: the
 * whole input, or with @first just the first stream (a bzImage payload is
 * followed by its size).  -1 (reported) or -ENOMEM.
 */
static int64_t xz_result(struct sink *s, lzma_ret r)
{
	switch (r) {
	case LZMA_MEM_ERROR:
		return -ENOMEM;
	case LZMA_MEMLIMIT_ERROR:
		return sink_bad(s, "too much memory (over 256 MiB) to decode",
				NULL);
	case LZMA_BUF_ERROR:
		return sink_bad(s, "truncated", NULL);
	case LZMA_FORMAT_ERROR:
		return sink_bad(s, "corrupt", "bad header");
	case LZMA_OPTIONS_ERROR:
		return sink_bad(s, "corrupt", "unsupported options");
	case LZMA_DATA_ERROR:
		return sink_bad(s, "corrupt", "bad data");
	default:
		return sink_bad(s, "corrupt", "bad integrity check");
	}
}

static int64_t unxz(struct sink *s, const unsigned char *in, uint64_t n,
		    enum method m, int first)
{
	lzma_stream z = LZMA_STREAM_INIT;
	lzma_ret r;
	int64_t ret = 0;

	if (m == M_LZMA)
		r = lzma_alone_decoder(&z, UNPACK_MEMLIMIT);
	else
		r = lzma_stream_decoder(&z, UNPACK_MEMLIMIT,
					first ? 0 : LZMA_CONCATENATED);
	if (r != LZMA_OK)
		return xz_result(s, r);
	z.next_in = in;
	z.avail_in = n;
	do {
		if (s->len == s->cap && (ret = sink_grow(s)) < 0)
			goto out;
		z.next_out = s->map + s->len;
		z.avail_out = s->cap - s->len;
		/* all the input is there: FINISH at once (lzma/base.h) */
		r = lzma_code(&z, LZMA_FINISH);
		s->len = s->cap - z.avail_out;
	} while (r == LZMA_OK || (r == LZMA_BUF_ERROR && !z.avail_out));
	ret = r == LZMA_STREAM_END ? (int64_t)(n - z.avail_in) :
	      xz_result(s, r);
out:
	lzma_end(&z);
	return ret;
}

static int64_t unzstd(struct sink *s, const unsigned char *in, uint64_t n,
		      int first)
{
	ZSTD_DCtx *z = ZSTD_createDCtx();
	ZSTD_inBuffer ib = { in, n, 0 };
	size_t r = 1;
	int64_t ret;

	if (!z)
		return -ENOMEM;
	for (;;) {
		ZSTD_outBuffer ob;

		if (s->len == s->cap && (ret = sink_grow(s)) < 0)
			goto out;
		ob = (ZSTD_outBuffer){ s->map, s->cap, s->len };
		r = ZSTD_decompressStream(z, &ob, &ib);
		s->len = ob.pos;
		if (ZSTD_isError(r)) {
			if (ZSTD_getErrorCode(r) == ZSTD_error_memory_allocation)
				ret = -ENOMEM;
			else
				ret = sink_bad(s, "corrupt",
					       ZSTD_getErrorName(r));
			goto out;
		}
		/* 0: a frame ended; the next starts, or the input does */
		if (!r && (first || ib.pos == ib.size))
			break;
		if (ib.pos == ib.size && ob.pos < ob.size) {
			ret = sink_bad(s, "truncated", NULL);
			goto out;
		}
	}
	ret = ib.pos;
out:
	ZSTD_freeDCtx(z);
	return ret;
}

static int64_t ungzip(struct sink *s, const unsigned char *in, uint64_t n,
		      int first)
{
	z_stream z = { 0 };
	uint64_t done = 0;
	int r;
	int64_t ret;

	/* 16 + MAX_WBITS: a gzip header and trailer, not zlib's (zlib.h) */
	if (inflateInit2(&z, 16 + MAX_WBITS) != Z_OK)
		return -ENOMEM;
	for (;;) {
		if (!z.avail_in && done < n) {
			z.next_in = (unsigned char *)in + done;
			z.avail_in = n - done < ZLIB_CHUNK ? n - done :
							      ZLIB_CHUNK;
			done += z.avail_in;
		}
		if (s->len == s->cap && (ret = sink_grow(s)) < 0)
			goto out;
		z.next_out = s->map + s->len;
		z.avail_out = s->cap - s->len < ZLIB_CHUNK ?
			      s->cap - s->len : ZLIB_CHUNK;
		r = inflate(&z, Z_NO_FLUSH);
		s->len = z.next_out - s->map;
		if (r == Z_STREAM_END) {
			/* a gzip file may be several members (RFC 1952) */
			if (first || (!z.avail_in && done == n))
				break;
			inflateReset(&z);
			continue;
		}
		if (r == Z_MEM_ERROR) {
			ret = -ENOMEM;
			goto out;
		}
		if (r == Z_DATA_ERROR || r == Z_NEED_DICT) {
			ret = sink_bad(s, "corrupt", z.msg);
			goto out;
		}
		if (!z.avail_in && done == n && z.avail_out) {
			ret = sink_bad(s, "truncated", NULL);
			goto out;
		}
	}
	ret = done - z.avail_in;
out:
	inflateEnd(&z);
	return ret;
}

static int64_t decode(struct sink *s, enum method m, const unsigned char *in,
		      uint64_t n, int first)
{
	switch (m) {
	case M_XZ:
	case M_LZMA:
		return unxz(s, in, n, m, first);
	case M_ZSTD:
		return unzstd(s, in, n, first);
	case M_GZIP:
		return ungzip(s, in, n, first);
	default:
		return -1;
	}
}

/*
 * A bzImage's payload: where its header says, compressed by a method we
 * read, and followed by what Linux's size_append writes after all but
 * gzip (scripts/Makefile.lib): the uncompressed size, 32 bits,
 * little-endian, which must agree.  gzip's own trailer ends in it.
 */
static int bzimage_payload(struct sink *s, const unsigned char *img,
			   uint64_t size, const unsigned char **p, uint64_t *n,
			   enum method *m)
{
	unsigned int sects = img[BZ_SETUP_SECTS] ? img[BZ_SETUP_SECTS] : 4;
	unsigned int version = img[BZ_VERSION] | img[BZ_VERSION + 1] << 8;
	uint64_t start = (uint64_t)(sects + 1) * 512;
	uint64_t off = le32(img + BZ_PAYLOAD_OFF);
	uint64_t len = le32(img + BZ_PAYLOAD_LEN);

	if (version < BZ_PAYLOAD_PROTO) {
		bad(s->ctx, s->file, "bzImage of boot protocol %u.%02u, before 2.08 and its payload fields",
		    version >> 8, version & 0xff);
		return -1;
	}
	if (!off || !len || start + off > size || size - start - off < len) {
		bad(s->ctx, s->file, "bzImage payload (offset %llu, %llu bytes, after %u setup sectors) is not inside the file (%llu bytes)",
		    (unsigned long long)off, (unsigned long long)len, sects,
		    (unsigned long long)size);
		return -1;
	}
	*p = img + start + off;
	*n = len;
	*m = method_of(*p, len, 1);
	if (*m == M_NONE) {
		bad(s->ctx, s->file, "bzImage payload of unknown compression (first bytes %02x %02x)",
		    (*p)[0], len > 1 ? (*p)[1] : 0);
		return -1;
	}
	if (*m != M_GZIP && *m != M_XZ && *m != M_ZSTD && *m != M_LZMA) {
		bad(s->ctx, s->file, "bzImage payload is %s-compressed, which ksymtab does not read (it reads gzip, xz, zstd and lzma)",
		    method_names[*m]);
		return -1;
	}
	return 0;
}

static int bzimage_trailer(struct sink *s, const unsigned char *rest,
			   uint64_t n)
{
	if (!n || (n == 4 && le32(rest) == (uint32_t)s->len))
		return 0;
	if (n == 4) {
		bad(s->ctx, s->file, "bzImage payload decompresses to %zu bytes, its size trailer says %u",
		    s->len, le32(rest));
		return -1;
	}
	bad(s->ctx, s->file, "%llu bytes after the %s",
	    (unsigned long long)n, s->what);
	return -1;
}

/* the whole file into memory: -1 (reported) or -ENOMEM */
static int read_whole(struct ksym_ctx *ctx, const char *file, int fd,
		      uint64_t size, unsigned char **buf)
{
	uint64_t got = 0;

	if (size > SIZE_MAX)
		return -ENOMEM;
	*buf = malloc(size);
	if (!*buf)
		return -ENOMEM;
	while (got < size) {
		ssize_t r = pread(fd, *buf + got, size - got, got);

		if (r <= 0) {
			bad(ctx, file, "cannot read: %s",
			    r ? strerror(errno) : "file shrank");
			free(*buf);
			*buf = NULL;
			return -1;
		}
		got += r;
	}
	return 0;
}

static int unpack(struct sink *s, const unsigned char *img, uint64_t size)
{
	char what[64];
	const unsigned char *p = img;
	uint64_t n = size;
	enum method m = method_of(img, size, 0);
	int bz = m == M_NONE;
	int64_t used;

	if (bz && bzimage_payload(s, img, size, &p, &n, &m) < 0)
		return -1;
	snprintf(what, sizeof(what), bz ? "bzImage payload (%s)" : "%s stream",
		 method_names[m]);
	s->what = what;
	s->insize = n;
	s->limit = n > SIZE_MAX / 2 / s->ratio ? SIZE_MAX / 2 : n * s->ratio;
	used = decode(s, m, p, n, bz);
	if (used < 0)
		return used;
	if (s->len > s->limit)
		return sink_bomb(s);
	if (bz)
		return bzimage_trailer(s, p + used, n - used);
	return 0;
}

int unpack_file(struct ksym_ctx *ctx, const char *file, int fd, uint64_t size,
		int *outfd, uint64_t *outsize)
{
	struct sink s = {
		.ctx = ctx, .file = file, .fd = -1,
		.ratio = ctx->unpack_ratio ? ctx->unpack_ratio : UNPACK_RATIO,
	};
	unsigned char *img;
	int r = read_whole(ctx, file, fd, size, &img);

	if (r < 0)
		goto out;
	s.fd = memfd_create("ksymtab-unpacked", MFD_CLOEXEC);
	r = s.fd < 0 ? -ENOMEM : unpack(&s, img, size);
	free(img);
	if (!r && !s.len) {
		bad(ctx, file, "%s holds nothing", s.what);
		r = -1;
	}
	if (s.map)
		munmap(s.map, s.cap);
	if (!r && ftruncate(s.fd, s.len) < 0)
		r = -ENOMEM;
out:
	if (r == -ENOMEM)
		bad(ctx, file, "out of memory decompressing it");
	if (r < 0) {
		if (s.fd >= 0)
			close(s.fd);
		return -1;
	}
	*outfd = s.fd;
	*outsize = s.len;
	return 0;
}
