/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * ksymtab: read, check and resolve the export tables of objects, archives
 * and linked images of any architecture.  See Documentation/ksymtab.rst.
 *
 * Shared declarations.  The tool is main.c, the driver, linked with the
 * internal library libksymtab.a that holds everything else and that the
 * fuzz harness (fuzz/fuzz_cmd.c) links too.
 *
 * The library returns its errors, as kmod's libkmod-elf.c does: it never
 * exits and keeps no global state.  Each run has a struct ksym_ctx that
 * counts what was found and says where diagnostics go; the caller (the
 * driver, or the harness) picks the exit status from it.  Functions that
 * can fail return a negative number: -ENOMEM when memory ran out (nothing
 * reported: the driver says it once), -1 for bad input, reported through
 * the context; those that return a pointer return NULL for a failed
 * allocation.  A walk over several inputs goes on after bad input, so
 * that every bad one is named, and stops at -ENOMEM.
 *
 * One concern per file:
 *   main.c      driver: one command, its messages' sink, its exit status
 *   commands.c  subcommand dispatch, --help, --version
 *   options.c   options and operands the subcommands share
 *   messages.c  diagnostics (bad input, findings, warnings, modpost shape)
 *   alloc.c     allocation that returns its failures
 *   hash.c      string-keyed hash map
 *   strpool.c   copied strings, freed at once
 *   strtab.c    __ksymtab_strings: offset sets, the namespace rule
 *   elf.c       opening files and archive members (../lib/archive.c
 *               walks the archives) through libelf
 *   decompress.c  xz, zstd, gzip inputs and x86 bzImages, unpacked
 *   rawimage.c  raw arm64 and riscv64 Images: their tables found
 *   reloc.c     per-machine relocation classes
 *   kexports.c  the export set the readers fill, an exported symbol's kind
 *   table.c     export entries of relocatable objects
 *   records.c   .export_symbol records of relocatable objects (6.5+)
 *   image.c     export tables of linked images, layout inference
 *   dynrel.c    dynamic relocations of relocatable (-pie) images
 *   list.c      `ksymtab list` (text, --json, --normalize)
 *   json.c      escaping strings for output (JSON, text, diagnostics)
 *   check.c     `ksymtab check`
 *   validate.c  an export fault (local, undefined, twice), in modpost's words
 *   resolve.c   `ksymtab resolve`
 *   diff.c      `ksymtab diff`
 *   change.c    a change between two export sets, worded (diff, junit.c)
 *   rules.c     diff's rules: allowed changes, the symbols that matter
 *   junit.c     diff's JUnit report
 *   symvers.c   export sets (images, modules, Module.symvers) for diff
 *   externs.c   `ksymtab externs`
 *   modtree.c   module operands: files, and trees walked as depmod does
 *   symout.c    `ksymtab symvers`: Module.symvers and RPM provides
 *   rawsec.c    section names of objects and regular archives, without
 *               libelf (externs)
 */
#ifndef KSYMTAB_H
#define KSYMTAB_H

#include <ar.h>
#include <errno.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <gelf.h>

#include "../include/host-util.h"	/* strstarts(), realloc_array() */
#include "../include/archive.h"		/* ar archives, is_bitcode() */

#define KSYMTAB_VERSION "1.0"

#ifndef __printf
#define __printf(a, b) __attribute__((format(printf, a, b)))
#endif

/*
 * The names the export macros give sections and symbols
 * (Documentation/export-format.rst), written once: code matches them with
 * strstarts() and skip_prefix(), never with a literal length.
 */
#define KSYMTAB_SEC		"__ksymtab"	/* image, merged object table */
#define KSYMTAB_GPL_SEC		"__ksymtab_gpl"
#define KCRCTAB_SEC		"__kcrctab"
#define KCRCTAB_GPL_SEC		"__kcrctab_gpl"
#define KSYMTAB_STRINGS_SEC	"__ksymtab_strings"
#define KSYMTAB_ENTRY		"___ksymtab+"	/* an object's ___ksymtab+NAME */
#define KSYMTAB_GPL_ENTRY	"___ksymtab_gpl+"
#define KCRCTAB_ENTRY		"___kcrctab+"	/* ___kcrctab+NAME */
#define KCRCTAB_GPL_ENTRY	"___kcrctab_gpl+"
#define KSYMTAB_LABEL		"__ksymtab_"	/* __ksymtab_NAME on an entry */
#define KSTRTAB_LABEL		"__kstrtab_"
#define KCRCTAB_LABEL		"__kcrctab_"
#define CRC_SYMBOL		"__crc_"	/* __crc_NAME, the CRC's value */
#define RECORD_SEC		".export_symbol" /* the records contract's */
#define RECORD_LABEL		"__export_symbol_" /* __export_symbol_NAME */
#define SECTION_START		"__start_"	/* the linker's bounds */
#define SECTION_STOP		"__stop_"

/* @str after @prefix, or NULL if @str does not begin with it */
static inline const char *skip_prefix(const char *str, const char *prefix)
{
	size_t len = strlen(prefix);

	return strncmp(str, prefix, len) ? NULL : str + len;
}

/* Is @name a __ksymtab_NAME label (not the strings section's name)? */
static inline const char *ksymtab_label(const char *name)
{
	const char *sym = skip_prefix(name, KSYMTAB_LABEL);

	return sym && strcmp(name, KSYMTAB_STRINGS_SEC) ? sym : NULL;
}

/*
 * One run of the library: what it found, and where it says so.  The
 * counts only grow; a command compares them with their values when it
 * started.
 */
struct ksym_ctx {
	FILE *diag;			/* one line per diagnostic; NULL: none */
	const char *prog;		/* names the messages; NULL: "ksymtab" */
	unsigned int nr_errors;		/* findings (exit 1) */
	unsigned int nr_warnings;
	unsigned int nr_bad;		/* bad input and usage (exit 2) */
	unsigned long unpack_ratio;	/* decompression bound; 0: UNPACK_RATIO */
	const char *system_map;		/* --system-map: raw Images' tables */
};

/* messages.c */
__printf(3, 4) void bad(struct ksym_ctx *ctx, const char *file,
			const char *fmt, ...);
__printf(3, 4) void finding(struct ksym_ctx *ctx, const char *file,
			    const char *fmt, ...);
__printf(3, 4) void warning(struct ksym_ctx *ctx, const char *file,
			    const char *fmt, ...);
__printf(2, 3) void mp_error(struct ksym_ctx *ctx, const char *fmt, ...);
__printf(2, 3) void mp_warn(struct ksym_ctx *ctx, const char *fmt, ...);
__printf(2, 3) void usage_error(struct ksym_ctx *ctx, const char *fmt, ...);

/* alloc.c: NULL or -ENOMEM when memory is short */
void *alloc_array(size_t n, size_t size);	/* zeroed */
void *resize_array(void *p, size_t n, size_t size);
int grow_array(void *arrp, size_t *cap, size_t need, size_t size);

/*
 * outfile.c: a file written whole or not at all (a temporary file beside
 * it, renamed over it by outfile_commit()).  open and commit: 0, -1 (said,
 * nothing left behind) or -ENOMEM; discard removes what was written.
 */
struct outfile {
	const char *path;
	char *tmp;
	FILE *f;			/* write here */
};
int outfile_open(struct ksym_ctx *ctx, struct outfile *o, const char *path);
int outfile_commit(struct ksym_ctx *ctx, struct outfile *o);
void outfile_discard(struct outfile *o);

/* hash.c: open addressing, keys are not copied */
struct strmap_ent {
	const char *key;
	uint32_t hash;
	void *val;
};

struct strmap {
	struct strmap_ent *ents;
	size_t cap;
	size_t n;
};

int strmap_init(struct strmap *m, size_t hint);
void strmap_free(struct strmap *m);
/* the value slot (NULL: no memory); *found says whether the key was there */
void **strmap_insert(struct strmap *m, const char *key, int *found);
void *strmap_get(const struct strmap *m, const char *key);
/*
 * How many items ahead the loops over every symbol or export of an image
 * prefetch what they will read (Documentation/ksymtab.rst, "Speed at
 * kernel scale").
 */
#define PREFETCH_AHEAD 16

/* the same with the key's hash computed once by the caller */
uint32_t strmap_hash(const char *key);
uint32_t strmap_hash_len(const char *key, size_t *len);
void strmap_prefetch(const struct strmap *m, uint32_t hash);
void strmap_prefetch_key(const struct strmap *m, uint32_t hash);
void **strmap_insert_hashed(struct strmap *m, const char *key, uint32_t hash,
			    int *found);
void *strmap_get_hashed(const struct strmap *m, const char *key,
			uint32_t hash);

/* strtab.c: __ksymtab_strings, in objects and images alike */
unsigned char *offset_set(uint64_t size);
int offset_add(unsigned char *set, uint64_t size, uint64_t off);
int offset_has(const unsigned char *set, uint64_t size, uint64_t off);
const char *ns_after_name(const unsigned char *strs, uint64_t size,
			  uint64_t end, const unsigned char *names,
			  uint64_t off);

/* strpool.c */
struct strpool {
	struct strpool_chunk *head;
};

const char *strpool_dup(struct strpool *p, const char *s);
void strpool_free(struct strpool *p);

/* elf.c */
struct ksec {
	const char *name;
	GElf_Shdr sh;
	Elf_Scn *scn;
	const unsigned char *buf;	/* contents once loaded */
	size_t size;
	int loaded;
	size_t reloc;			/* index of its REL/RELA section, 0 if none */
};

struct ksym {
	const char *name;
	GElf_Sym st;
	size_t shndx;			/* resolved section index (SHN_XINDEX) */
};

/*
 * A reserved st_shndx (SHN_ABS, SHN_COMMON, ...) as a resolved index: above
 * every real section.  With extended numbering a file may have 0xfff1
 * sections or more, and its section 0xfff1 is not SHN_ABS.
 */
#define KSHN_RESERVED(x)	((size_t)-1 - SHN_HIRESERVE + (x))
#define KSHN_ABS		KSHN_RESERVED(SHN_ABS)

struct kfile {
	struct ksym_ctx *ctx;		/* the run it is read for */
	char *path;			/* "file" or "archive(member)" */
	char *member;			/* member name or NULL */
	size_t member_pos;		/* 1-based, as `ar t` lists members */
	Elf *elf;
	GElf_Ehdr eh;
	int is64;
	int big;
	unsigned int ptrsize;
	size_t shnum;
	uint64_t hdr_shnum;		/* as the ELF header tells, checked */
	struct ksec *secs;
	size_t symtab;			/* section index, 0 if none */
	struct ksym *syms;
	size_t nsyms;
	int syms_loaded;
	uint64_t size;			/* bytes: the file, or the member */
	int fd;				/* a thin archive's member file, or -1 */
	void *mem;			/* a member's bytes libelf reads, or NULL */
};

/*
 * decompress.c: an input that holds an object compressed (xz, zstd, gzip)
 * or an x86 bzImage.  unpack_kind() looks at the first @n bytes, at most
 * UNPACK_HEAD, of a file that is neither ELF nor an archive: the kind, or
 * NULL.  unpack_file() decompresses @fd, of @size bytes, into an anonymous
 * file, *@outfd of *@outsize bytes: 0, or -1 reported as bad input about
 * @file (a bomb: output past unpack_ratio times the compressed bytes).
 */
#define UNPACK_HEAD	0x250
/*
 * 256: the largest ratio among Debian 12's 4,230 6.12 amd64 modules is 110
 * (test_bpf.ko.xz, 44,996 bytes to 4,933,135), the next under 32; a bzImage
 * payload is about 5 (Documentation/ksymtab.rst, "On an installed system")
 */
#define UNPACK_RATIO	256
const char *unpack_kind(const unsigned char *head, size_t n);
int unpack_file(struct ksym_ctx *ctx, const char *file, int fd, uint64_t size,
		int *outfd, uint64_t *outsize);

/*
 * Iterate over the ELF objects of one path (a file or each ar member; the
 * members of a thin archive are the files it names).
 */
struct kinput {
	struct ksym_ctx *ctx;
	const char *path;
	int fd;
	int is_ar;			/* an archive: ar walks it */
	struct ar_archive ar;
	Elf *single;			/* plain file, until handed out */
	Elf_Cmd cmd;
	int done;
	uint64_t size;			/* bytes in the file */
};

/*
 * LLVM bitcode (clang -flto), which this reader does not read: the first
 * @n bytes of a file or member start with its magic, raw or wrapped (see
 * elf.c).  bad_bitcode() reports it in one line naming what to read instead.
 */
void bad_bitcode(struct ksym_ctx *ctx, const char *file);

int kinput_open(struct ksym_ctx *ctx, struct kinput *in, const char *path);
/*
 * rawimage.c: a raw arm64 or riscv64 Image (no ELF headers): its export
 * tables found and opened in @in as a small ELF.  0: done, 1: not a raw
 * Image (nothing reported), -1: bad input (reported).  rawimage_buf()
 * takes the file's contents from memory (a decompressor's output).
 */
int rawimage_open(struct kinput *in);
/* do the first @n bytes at @h start a raw Image (a boot header)? */
#define RAW_HDR_SIZE	64
int is_raw_image(const unsigned char *h, size_t n);
int rawimage_buf(struct kinput *in, const unsigned char *d, uint64_t n);
/* the same, naming the file @shown in messages (a thin archive's member) */
int kinput_open_as(struct ksym_ctx *ctx, struct kinput *in, const char *file,
		   const char *shown);
struct kfile *kfile_new(struct ksym_ctx *ctx, Elf *elf, const char *path,
			const char *member);
/* 1: *kf filled, 0: no more objects, -1: bad input (reported), -ENOMEM */
int kinput_next(struct kinput *in, struct kfile **kf);
void kinput_close(struct kinput *in);
int kinput_is_archive(const struct kinput *in);
/*
 * Call @fn on every ELF object of the files @paths[0..n) (an archive: each
 * member), freeing each after the call.  Returns 0 if every input was read
 * and no call returned < 0, -1 otherwise; a bad input does not stop the
 * walk, -ENOMEM (from @fn too) stops it and is returned.
 */
int kinput_each(struct ksym_ctx *ctx, char *const *paths, int n,
		int (*fn)(struct kfile *kf, const char *path, void *arg),
		void *arg);

/* Read section headers and names only (cheap). */
int kfile_load_sections(struct kfile *kf);
int kfile_load_symbols(struct kfile *kf);
int kfile_sec_data(struct kfile *kf, size_t idx);
struct ksec *kfile_find_sec(struct kfile *kf, const char *name, size_t *idx);
void kfile_free(struct kfile *kf);
uint64_t kf_read(const struct kfile *kf, const unsigned char *p,
		 unsigned int width);
/* Read @width bytes at virtual address @addr of a linked image. */
int kf_read_addr(struct kfile *kf, uint64_t addr, unsigned int width,
		 uint64_t *val);

/*
 * rawsec.c: @fn on every section name of every object of the plain
 * archives and objects raw_sections() is given, objects numbered from 0
 * across files; the name is valid during the call only.  -1 (nothing
 * reported) for a file it does not read, when @fn returns < 0, or when
 * memory is short: read them through elf.c instead.
 */
struct rawsec {
	int (*fn)(const char *name, size_t obj, void *arg);
	void *arg;
	size_t nobjs;
	/* the file being read, and the window of it in buf */
	int fd;
	uint64_t size, base, len;
	unsigned char *buf;
	size_t bufcap;
	unsigned char *shdrs;		/* scratch: one object's headers */
	size_t shdrcap;
	unsigned char *seen;		/* scratch: one byte per section */
	size_t seencap;
};

int raw_sections(const char *path, struct rawsec *rs);
void raw_free(struct rawsec *rs);

/* reloc.c */
enum rclass {
	RC_UNKNOWN,
	RC_NONE,	/* no effect on data (R_*_NONE, RELAX) */
	RC_ABS,		/* S + A */
	RC_PCREL,	/* S + A - P (- bias) */
	RC_FPTR,	/* function descriptor of S (ia64) */
	RC_PLABEL,	/* procedure label of S (parisc) */
	RC_ADD,		/* in-place add S + A (riscv, loongarch pairs) */
	RC_SUB,		/* in-place subtract S + A */
	RC_RELATIVE,	/* dynamic: B + A, pointer-sized (linked images) */
};

struct krel {
	uint64_t offset;
	size_t sym;
	unsigned int type;
	int64_t addend;
	enum rclass cls;
	unsigned int width;
};

enum rclass reloc_class(const struct kfile *kf, unsigned int type,
			unsigned int *width, int64_t *bias);

/* a relocation section's entries, as reloc_section_data() checked them */
struct relsec {
	const struct ksec *s;
	Elf_Data *d;
	int rela;
	size_t n;
};

int reloc_section_data(struct kfile *kf, size_t ri, struct relsec *out);
int reloc_entry(const struct kfile *kf, const struct relsec *rs, size_t i,
		uint64_t *off, uint64_t *info, int64_t *addend);
/*
 * Relocations of section @idx (its REL/RELA section), sorted by offset;
 * the order among those at one offset is not kept.
 */
int kfile_relocs(struct kfile *kf, size_t idx, struct krel **out, size_t *n);
/* index of the first of @rel[0..n) at @off or after */
size_t krel_first(const struct krel *rel, size_t n, uint64_t off);

/* exports: table.c and image.c */
enum layout { LAYOUT_NONE, LAYOUT_ABS, LAYOUT_PREL32, LAYOUT_RECORD };
enum kind { KIND_UNKNOWN, KIND_FUNC, KIND_OBJECT, KIND_NOTYPE, KIND_UNDEF,
	    KIND_OTHER };

struct kexport {
	const char *name;
	const char *ns;			/* "" without namespace */
	const char *sym;		/* defining symbol, NULL if unknown */
	const char *symsec;		/* else: section and offset */
	uint64_t symoff;
	const struct kfile *kf;
	const struct ksym *def;		/* image: the symbol of the name */
	const char *problem;		/* image: why it could not be read */
	uint64_t addr;			/* image: entry address */
	uint64_t value;			/* image: value field as read */
	size_t secidx;			/* object: ___ksymtab+ section */
	uint32_t crc;
	enum kind kind;
	enum layout layout;
	/* flags in bytes: a kernel image has 300,000 of these */
	unsigned char gpl;
	unsigned char weak;
	unsigned char has_crc;
	unsigned char crc_known;
	unsigned char nfields;
	unsigned char tail;		/* image: name is a merged string's tail */
	unsigned char local;		/* object: the symbol is local (static) */
};

struct kexports {
	struct kexport *v;
	size_t n;
	size_t cap;
};

/*
 * validate.c: a local symbol exported, a name exported without a
 * definition or twice, in modpost's words, reported as bad input
 * (gen-exports: the first only), as findings (check) or as modpost's
 * errors (resolve).  exports_seen holds the names exported so far and
 * where, across objects.
 */
enum fault_report { FAULT_BAD, FAULT_FINDING, FAULT_MODPOST };
struct exports_seen {
	struct strmap names;		/* name -> where it was exported first */
	struct strpool pool;
};
void exports_seen_init(struct exports_seen *s);
void exports_seen_free(struct exports_seen *s);
/* the names of @x as exported by @where, unchecked: 0 or -ENOMEM */
int exports_seen_add(struct exports_seen *s, const struct kexports *x,
		     const char *where);
/* the faults of @x (exported by @where) reported: their number, -ENOMEM */
int exports_validate(struct ksym_ctx *ctx, struct exports_seen *s,
		     const struct kexports *x, const char *where,
		     enum fault_report how);

struct kexport *kexports_add(struct kexports *x);	/* NULL: no memory */
int kexports_reserve(struct kexports *x, size_t n);
void kexports_free(struct kexports *x);

/*
 * READ_KEEP_LOCAL: a record that exports a local symbol is an export
 * marked local, for `check` to report, not bad input
 */
#define READ_KEEP_LOCAL		0x1
int read_object_exports(struct kfile *kf, struct kexports *out,
			unsigned int flags);
/* records.c: the .export_symbol records, as exports of LAYOUT_RECORD */
int read_object_records(struct kfile *kf, struct kexports *out,
			unsigned int flags);
const char *kind_name(enum kind k);
enum kind kind_of(const GElf_Sym *st);

/* image.c */
struct imgopts {
	enum layout layout;		/* forced by --layout, or NONE */
	unsigned int align;		/* forced by --align, or 0 */
};

struct imgtable {
	const char *secname;		/* "__ksymtab" or "__ksymtab_gpl" */
	size_t secidx;			/* 0 when absent */
	size_t crcidx;			/* __kcrctab[_gpl], 0 when absent */
	size_t first, n;		/* slice of image.x */
};

struct image {
	struct kfile *kf;
	enum layout layout;
	unsigned int nfields;
	unsigned int esz;
	unsigned int align;
	const char *layout_why;		/* how the layout was decided */
	size_t stridx;			/* __ksymtab_strings */
	struct imgtable tab[2];		/* plain, gpl */
	struct kexports x;
	struct strmap byname;		/* symbol name -> struct ksym * */
	const struct ksym **labels;	/* __ksymtab_* labels, symbol order */
	size_t nlabels;
	unsigned char *str_starts;	/* where strings begin in stridx */
	uint64_t str_end;		/* just past stridx's last NUL */
	int str_merged;			/* SHF_MERGE|SHF_STRINGS: tails valid */
	struct dynfix *fix;		/* dynamic relocations in the tables */
	size_t nfix;
};

/* dynrel.c: a field's value after the image's dynamic relocations */
struct dynfix {
	uint64_t addr;
	uint64_t value;
};

int image_dynrels(struct image *im);
const struct dynfix *image_dynfix(const struct image *im, uint64_t addr);

int read_image(struct kfile *kf, const struct imgopts *o, struct image *im);
int image_entries_readable(const struct image *im);
void image_free(struct image *im);
const struct ksym *image_sym(const struct image *im, const char *name);
/* Is @s a hidden global that the link made local (not a static)? */
int image_sym_demoted(const struct ksym *s);
/* Does @value correctly point at @s (descriptor rules per machine)? */
int image_value_matches(struct image *im, const struct ksym *s,
			uint64_t value, const char **why);

/* symvers.c: export sets of images, modules and Module.symvers files */
struct xent {
	const char *name;
	const char *ns;			/* "" without namespace */
	const char *module;		/* "vmlinux" or the module's base name */
	uint32_t crc;
	unsigned char gpl;
	unsigned char has_crc;
	unsigned char crc_unknown;	/* a CRC only the final link decides */
};

/* the machine, class and byte order every ELF input must share */
struct xtarget {
	struct kfile kf;		/* eh, is64, big and path only */
	int set;
};

struct xset {
	struct ksym_ctx *ctx;
	const char *modpath;		/* objects' module, if not their name */
	struct xent *v;
	size_t n, cap;
	struct strpool pool;
	struct xtarget *target;
};

int xset_read(struct xset *s, const char *path, const struct imgopts *o);
void xset_free(struct xset *s);

/*
 * modtree.c: the module files of operands, in order: a file as given, a
 * folder walked as depmod walks /lib/modules/VERSION (modtree.c says how),
 * or depmod's -b BASEDIR -r VERSION; with each its MODULE column of
 * Module.symvers.  0, -1 (reported) or -ENOMEM.
 */
struct modlist {
	char **paths;
	const char **modpaths;
	size_t n, cap;
	struct strpool pool;
};

int modlist_add(struct ksym_ctx *ctx, struct modlist *l, const char *arg);
int modlist_release(struct ksym_ctx *ctx, struct modlist *l,
		    const char *base, const char *version);
void modlist_free(struct modlist *l);
/* the length of @name without .ko, .ko.xz, .ko.zst or .ko.gz; 0: none */
size_t module_stem(const char *name);

/* diff.c: the kinds of change between two exports of one name */
enum change { CH_REMOVED, CH_ADDED, CH_TABLE, CH_NS, CH_CRC, CH_MODULE,
	      CH_NR };

extern const char *const change_names[CH_NR];

/* rules.c: what a rule is about, and the rules of one diff */
enum rule_on { RULE_SYMBOL, RULE_MODULE, RULE_NAMESPACE, RULE_LIST };

struct rule {
	enum rule_on on;
	const char *glob;
	const char *where;		/* "FILE:LINE" */
	unsigned int allow;		/* 1 << enum change, per kind allowed */
	unsigned char literal;		/* no wildcard: compared as a string */
	unsigned char used;		/* matched an export of either side */
};

struct rules {
	struct rule *v;
	size_t n, cap;
	size_t nlist;			/* list entries: only they matter */
	size_t nlistglobs;		/* those with a wildcard */
	struct strmap listnames;	/* those without: a symbol list */
	struct strpool pool;
};

/* -1 (reported: "FILE:LINE: problem"), -ENOMEM or 0 */
int rules_read(struct rules *r, struct ksym_ctx *ctx, const char *path,
	       int list_only);
void rules_free(struct rules *r);
/* does a change of the export @name matter (no list, or on the list)? */
int rules_in_scope(const struct rules *r, const char *name);
/* is the change allowed; *by: the rule that said so, NULL for none */
int rules_allow(const struct rules *r, enum change what,
		const struct xent *old, const struct xent *new,
		const struct rule **by);
int rules_mark_used(struct rules *r, const struct xset *olds,
		    const struct xset *news);
void rules_report_unused(struct ksym_ctx *ctx, const struct rules *r);

/* diff.c: the changes found, each with its verdict */
struct chg {
	enum change what;
	const struct xent *old, *new;	/* NULL for added / removed */
	const struct rule *by;		/* the rule that decided, or NULL */
	int allowed;
};

struct diff {
	struct chg *v;
	size_t n, cap;
	size_t count[CH_NR];
	size_t nallowed, nignored;
	int breaking;
	const struct rules *rules;	/* NULL: no --rules, no --symbols */
};

/* one change as the text output shows it, and its verdict; no newline */
/* change.c: "gpl" or "plain", and a change's line and verdict */
const char *xent_table(const struct xent *x);
void diff_line(FILE *f, const struct chg *c);
void diff_verdict(FILE *f, const struct chg *c);

/* junit.c: the changes as a JUnit report, written whole or not at all */
int diff_junit(struct ksym_ctx *ctx, const char *path, const struct diff *d);

/* json.c */
void json_str(FILE *f, const char *s);
/* @field: a field of the text listing (spaces and "-" escaped too) */
void text_str(FILE *f, const char *s, int field);

/*
 * commands.c: run `ksymtab argv[1] ...` for @ctx; returns the command's
 * status (0, 1, 2) or -ENOMEM, which the caller reports
 */
int ksymtab_run(struct ksym_ctx *ctx, int argc, char **argv);

/* subcommands, as ksymtab_run() */
int cmd_list(struct ksym_ctx *ctx, int argc, char **argv);
int cmd_check(struct ksym_ctx *ctx, int argc, char **argv);
int cmd_resolve(struct ksym_ctx *ctx, int argc, char **argv);
int cmd_externs(struct ksym_ctx *ctx, int argc, char **argv);
int cmd_diff(struct ksym_ctx *ctx, int argc, char **argv);
int cmd_symvers(struct ksym_ctx *ctx, int argc, char **argv);

/* resolve.c: one line and -1 unless @kf is of @ref's machine, class, order */
int same_target(const struct kfile *ref, const struct kfile *kf);

/* options.c: options and operands the subcommands share */
int want_help(int argc, char **argv, const char *text);
int parse_image_opt(struct ksym_ctx *ctx, const char *arg, struct imgopts *o,
		    int *used);
int open_single(struct ksym_ctx *ctx, const char *path, struct kinput *in,
		struct kfile **kf);

#endif /* KSYMTAB_H */
