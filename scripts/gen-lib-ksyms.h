/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * gen-lib-ksyms, one program in two files: the driver (gen-lib-ksyms.c:
 * options, objdump and llvm-nm runs, the archive's members through the
 * shared reader, the output) and the listing parsers
 * (gen-lib-ksyms-listing.c: objdump's and llvm-nm's lines, the interned
 * names, the exports found).  What they share is declared here.
 */
#ifndef GEN_LIB_KSYMS_H
#define GEN_LIB_KSYMS_H

#include <stdbool.h>
#include <stddef.h>

#define ME "gen-lib-ksyms"

/* Section name prefixes; the export name follows. */
#define KSYMTAB_PREFIX		"___ksymtab+"
#define KSYMTAB_GPL_PREFIX	"___ksymtab_gpl+"
/* The records contract's section and its labels; the export name follows. */
#define RECORD_SECTION		".export_symbol"
#define RECORD_PREFIX		"__export_symbol_"

/*
 * Character classes, one bit each, looked up per byte: the listing is
 * megabytes, and strspn() builds its table on every call.
 */
#define BLANK		0x01	/* ' ', '\t' */
#define DIGITS		0x02	/* 0-9 */
#define HEX		0x04	/* 0-9 a-f A-F */
#define SYMBOL_CHARS	0x08	/* A-Z a-z 0-9 _ . $ */
#define ZERO		0x10	/* 0 */
#define FIELD_END	0x20	/* a blank, or the NUL after a line */

/* Keys of one kind: export names, or the member names of file N - 1. */
#define EXPORT_NAMES	0
#define MEMBER_NAMES(file)	((file) + 1)

struct name {
	char *str;
	unsigned int len;
	unsigned int hash;
	int kind;
	int member;		/* export: the first member exporting it */
	unsigned int count;	/* member name: how often in its file */
};

struct member {
	int file;		/* index into files[] */
	const char *name;	/* as the listing names it */
	unsigned int pos;	/* 1-based position in its file's listing */
};

/* The state of one listing. */
enum format { FMT_NONE, FMT_GNU, FMT_LLVM };

/* The export contracts a -h listing shows (Documentation/export-format.rst). */
#define FORM_SECTIONS	1	/* ___ksymtab+NAME sections */
#define FORM_RECORDS	2	/* an .export_symbol section */

struct listing {
	int file;
	const char *arg;	/* FILE as objdump got it */
	enum format fmt;
	bool lma;		/* llvm-objdump with an LMA column */
	bool in_archive;	/* GNU objdump said "In archive FILE:" */
	bool after_section;	/* GNU: a flags line may follow */
	bool opt_h, opt_t;	/* objdump ran with -h, -t or both */
	bool symbols;		/* in the symbol table of the member (-t) */
	bool symtab_seen;	/* the member's "SYMBOL TABLE:" line (-t) */
	bool nm;		/* llvm-nm's listing of a file with bitcode */
	bool archive;		/* nm: the file is an archive */
	unsigned int forms;	/* FORM_SECTIONS | FORM_RECORDS seen (-h, nm) */
	unsigned int pos;	/* members seen */
	int member;		/* the current one, -1 before any */
	/* The first error: its message and exit status (1: duplicate). */
	char *err;
	int err_status;
	int dup1, dup2;
};

/* gen-lib-ksyms.c: ending the run (no stale output left), allocation */
void __attribute__((noreturn, format(printf, 2, 3)))
die(int status, const char *fmt, ...);
void *xrealloc(void *p, size_t n);
char *xstrndup(const char *s, size_t n);
bool strstarts(const char *str, const char *prefix);

/* gen-lib-ksyms-listing.c: the names, members and exports found */
extern struct member *members;
extern size_t members_used;
extern const char **exports;
extern size_t exports_used;
extern char **files;		/* the FILE arguments, each once */
/* Across files, the first name two files export. */
extern const char *cross_name;
extern int cross1, cross2;

bool all_of(const char *s, size_t n, unsigned int set);
struct name *lookup(const char *s, size_t n, int kind);
void print_where(int w, bool across);
void new_member(struct listing *l, const char *m, size_t mlen);
void end_member(struct listing *l);
/* One line of LEN bytes, RAW[LEN] a NUL. */
void listing_line(struct listing *l, const char *raw, size_t len);

#endif /* GEN_LIB_KSYMS_H */
