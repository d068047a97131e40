// SPDX-License-Identifier: GPL-2.0-only
/*
 * gen-lib-ksyms: write the assembler source of lib-ksyms.o, one reference
 * per symbol exported from a lib-y archive, so that the final link pulls
 * every exporting archive member into vmlinux even when nothing built in
 * uses it.  See Documentation/lib-ksyms.rst.
 *
 * Usage: OBJDUMP=<objdump> scripts/gen-lib-ksyms [-o OUT] FILE...
 *
 * The names come from the section names ___ksymtab+NAME and
 * ___ksymtab_gpl+NAME in "$OBJDUMP -h FILE" (GNU objdump or llvm-objdump,
 * any architecture, archives or single objects), never from the relocation
 * sections (.rel/.rela___ksymtab+NAME) that llvm-objdump also lists.  The
 * listing is parsed strictly: a line of a shape neither objdump prints
 * stops the run, so a new objdump cannot silently lose exports.
 *
 * The reference form, one line per name:
 *
 *	.globl "NAME"
 *
 * A .globl of a name the file never defines makes GNU as and clang's
 * integrated assembler alike put an undefined global symbol in the
 * object, with no relocation and no data, so the form depends neither on
 * the pointer size nor on the target's relocation types; GNU ld and ld.lld
 * both pull an archive member to define it, with or without -r.  The 2016
 * recipe (ld -r -T with EXTERN(NAME) lines) loses the references under
 * ld.lld.  The name is quoted so that the file may also go through the C
 * preprocessor (a Linux tree assembles it as a .S), which predefines
 * linux, unix, i386, sparc ...: a bare ".globl linux" would become
 * ".globl 1"; the preprocessor never expands inside a string literal.
 *
 * Cost: this program and objdump, one process each (the build then runs
 * the assembler); the listing is parsed as it streams.  It was an awk
 * program with sort and mv beside it, which cost more than the 2016
 * pipeline on some archive shapes (Documentation/benchmarks.rst).
 *
 * Errors: one line "gen-lib-ksyms: FILE: ..." on standard error.  Exit
 * status 2 for bad input (a file, a listing, an option or OUT we refuse),
 * 1 for two members exporting one name, objdump's own status when it is
 * missing (127) or fails (128 + N when signal N ended it).  With -o
 * nothing half-written is left behind and an old OUT is removed.
 */
#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#define ME "gen-lib-ksyms"

static const char usage_text[] =
	"Usage: OBJDUMP=<objdump> " ME " [-o OUT] FILE...\n"
	"\n"
	"Write the assembler source of lib-ksyms.o for the archives or objects\n"
	"FILE...: one '.globl \"NAME\"' per symbol NAME exported from them (sections\n"
	"___ksymtab+NAME and ___ksymtab_gpl+NAME), sorted, each once.\n"
	"\n"
	"  -o OUT     write to OUT (through a temporary file and a rename)\n"
	"             instead of standard output; OUT is a regular file or a\n"
	"             new name\n"
	"  -h, --help show this help\n"
	"\n"
	"Environment:\n"
	"  OBJDUMP        GNU objdump or llvm-objdump for the files (default: objdump)\n"
	"  SYMBOL_PREFIX  prefix the architecture puts before C symbol names\n"
	"                 (default: none)\n";

/* Section name prefixes; the export name follows. */
#define KSYMTAB_PREFIX		"___ksymtab+"
#define KSYMTAB_GPL_PREFIX	"___ksymtab_gpl+"

/* The output, its temporary, and what a failed run must do to them. */
static const char *out;
static char *out_tmp;
static const char poison[] =
	".error \"stale lib-ksyms source: gen-lib-ksyms failed to rewrite it\"\n";

/*
 * No stale output survives a failed run: the temporary goes, and so does
 * an old OUT; in a folder we may not change, an old OUT we may write is
 * made to fail the assembler instead.  Async-signal-safe: the signal
 * handler calls it too.
 */
static void remove_output(void)
{
	struct stat st;
	int fd;

	if (!out)
		return;
	if (out_tmp)
		unlink(out_tmp);
	if (stat(out, &st) || !S_ISREG(st.st_mode) || !unlink(out))
		return;
	fd = open(out, O_WRONLY | O_TRUNC);
	if (fd >= 0) {
		/* A failed write leaves nothing more to be done. */
		(void)!write(fd, poison, sizeof(poison) - 1);
		close(fd);
	}
}

static void __attribute__((noreturn)) fail_exit(int status)
{
	remove_output();
	exit(status);
}

static void __attribute__((noreturn, format(printf, 2, 3)))
die(int status, const char *fmt, ...)
{
	va_list ap;

	fputs(ME ": ", stderr);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	fail_exit(status);
}

/* HUP, INT and TERM end the run as the shell would say it: 128 + N. */
static void on_signal(int sig)
{
	remove_output();
	_exit(128 + sig);
}

static void *xrealloc(void *p, size_t n)
{
	p = realloc(p, n ? n : 1);
	if (!p)
		die(2, "out of memory");
	return p;
}

static char *xstrndup(const char *s, size_t n)
{
	char *d = xrealloc(NULL, n + 1);

	memcpy(d, s, n);
	d[n] = '\0';
	return d;
}

static bool strstarts(const char *str, const char *prefix)
{
	return strncmp(str, prefix, strlen(prefix)) == 0;
}

static bool is_blank(char c)
{
	return c == ' ' || c == '\t';
}

/* Every character of S (N bytes) is in SET; N may be 0. */
static bool all_of(const char *s, size_t n, const char *set)
{
	return strspn(s, set) >= n;
}

#define DIGITS	"0123456789"
#define HEX	"0123456789abcdefABCDEF"
#define SYMBOL_CHARS \
	"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.$"

/* ------------------------------------------------------------------ */
/* Interned strings: export names, and member names per file.          */

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

static struct name *names;
static size_t names_size, names_used;	/* size: a power of two */

static unsigned int hash_str(const char *s, size_t n, int kind)
{
	unsigned int h = 2166136261u ^ (unsigned int)kind;	/* FNV-1a */

	while (n--)
		h = (h ^ (unsigned char)*s++) * 16777619u;
	return h;
}

static void grow_names(void)
{
	struct name *old = names;
	size_t old_size = names_size, i, j;

	names_size = names_size ? 2 * names_size : 4096;
	names = calloc(names_size, sizeof(*names));
	if (!names)
		die(2, "out of memory");
	for (j = 0; j < old_size; j++) {
		if (!old[j].str)
			continue;
		i = old[j].hash & (names_size - 1);
		while (names[i].str)
			i = (i + 1) & (names_size - 1);
		names[i] = old[j];
	}
	free(old);
}

/* The entry for S (N bytes) of KIND, created empty when missing. */
static struct name *lookup(const char *s, size_t n, int kind)
{
	unsigned int h = hash_str(s, n, kind);
	size_t i;

	if (n > UINT_MAX)
		die(2, "a name of %zu bytes is too long", n);
	/* At most three quarters full. */
	if (4 * (names_used + 1) > 3 * names_size)
		grow_names();
	for (i = h & (names_size - 1); names[i].str; i = (i + 1) & (names_size - 1)) {
		if (names[i].hash == h && names[i].kind == kind &&
		    names[i].len == n && !memcmp(names[i].str, s, n))
			return &names[i];
	}
	names[i].str = xstrndup(s, n);
	names[i].len = n;
	names[i].hash = h;
	names[i].kind = kind;
	names[i].member = -1;
	names[i].count = 0;
	names_used++;
	return &names[i];
}

/* ------------------------------------------------------------------ */
/* Members (objects) in the listings, and the exports found in them.   */

struct member {
	int file;		/* index into files[] */
	const char *name;	/* as the listing names it */
	unsigned int pos;	/* 1-based position in its file's listing */
};

static struct member *members;
static size_t members_used, members_size;

static const char **exports;	/* export names, first-seen order */
static size_t exports_used, exports_size;

static char **files;		/* the FILE arguments, each once */

/* The state of one listing. */
enum format { FMT_NONE, FMT_GNU, FMT_LLVM };

struct listing {
	int file;
	const char *arg;	/* FILE as objdump got it */
	enum format fmt;
	bool lma;		/* llvm-objdump with an LMA column */
	bool in_archive;	/* GNU objdump said "In archive FILE:" */
	bool after_section;	/* GNU: a flags line may follow */
	unsigned int pos;	/* members seen */
	int member;		/* the current one, -1 before any */
	/* The first error: its message and exit status (1: duplicate). */
	char *err;
	int err_status;
	int dup1, dup2;
};

/* Across files, the first name two files export. */
static const char *cross_name;
static int cross1, cross2;

static void fail(struct listing *l, const char *what, const char *line)
{
	size_t n;

	if (l->err)
		return;
	n = strlen(what) + strlen(line) + 3;
	l->err = xrealloc(NULL, n);
	snprintf(l->err, n, "%s: %s", what, line);
	l->err_status = 2;
}

/*
 * Where member W is, for a duplicate message: FILE(MEMBER)#POS when its
 * file has more than one member of that name; otherwise MEMBER within
 * one file, FILE(MEMBER) (or FILE alone for an object) across files.
 */
static void print_where(int w, bool across)
{
	const struct member *m = &members[w];
	const char *f = files[m->file];

	if (lookup(m->name, strlen(m->name), MEMBER_NAMES(m->file))->count > 1)
		fprintf(stderr, "%s(%s)#%u", f, m->name, m->pos);
	else if (!across)
		fputs(m->name, stderr);
	else if (!strcmp(f, m->name))
		fputs(f, stderr);
	else
		fprintf(stderr, "%s(%s)", f, m->name);
}

/* SEC is ___ksymtab+NAME or ___ksymtab_gpl+NAME, in LINE. */
static void add_export(struct listing *l, const char *sec, size_t n, const char *line)
{
	size_t skip = strstarts(sec, KSYMTAB_PREFIX) ? strlen(KSYMTAB_PREFIX) :
						       strlen(KSYMTAB_GPL_PREFIX);
	const char *name = sec + skip;
	struct name *e;
	int w;

	n -= skip;
	if (!n || !all_of(name, n, SYMBOL_CHARS) || strchr(DIGITS, name[0])) {
		fail(l, "bad symbol name in section name", line);
		return;
	}
	e = lookup(name, n, EXPORT_NAMES);
	if (e->member < 0) {
		e->member = l->member;
		if (exports_used == exports_size) {
			exports_size = exports_size ? 2 * exports_size : 1024;
			exports = xrealloc(exports, exports_size * sizeof(*exports));
		}
		exports[exports_used++] = e->str;
		return;
	}
	w = e->member;
	if (w == l->member)
		return;		/* listed twice in one member */
	if (members[w].file == l->file) {
		if (!l->err) {
			l->err = xstrndup(name, n);
			l->err_status = 1;
			l->dup1 = w;
			l->dup2 = l->member;
		}
	} else if (!cross_name) {
		cross_name = e->str;
		cross1 = w;
		cross2 = l->member;
	}
}

/* ------------------------------------------------------------------ */
/* Lines of the listing.                                               */

#define MAX_FIELDS 16

struct fields {
	int n;			/* how many; counting goes on past MAX_FIELDS */
	const char *s[MAX_FIELDS];
	size_t len[MAX_FIELDS];
};

/* Split LINE on blanks as awk does by default. */
static void split(const char *line, struct fields *f)
{
	const char *p = line;

	f->n = 0;
	for (;;) {
		while (is_blank(*p))
			p++;
		if (!*p)
			return;
		if (f->n < MAX_FIELDS)
			f->s[f->n] = p;
		while (*p && !is_blank(*p))
			p++;
		if (f->n < MAX_FIELDS)
			f->len[f->n] = p - f->s[f->n];
		f->n++;
	}
}

static bool field_is(const struct fields *f, int i, const char *set)
{
	return all_of(f->s[i], f->len[i], set);
}

/*
 * A member line: "a.o:     file format elf64-x86-64" (GNU: archive member
 * or object) or "lib.a(a.o):	file format elf64-x86-64" (llvm-objdump
 * archive member).  LINE is trimmed.  Returns false when it is not one.
 */
static bool member_line(struct listing *l, const char *line, const char *orig)
{
	static const char ff[] = "file format ";
	const char *p = line, *hit = NULL, *colon;
	size_t mlen, alen = strlen(l->arg);
	const char *m;
	struct member *mb;
	struct name *key;

	while ((p = strstr(p, ff))) {
		const char *rest = p + strlen(ff);

		if (*rest && !rest[strcspn(rest, " \t")])
			hit = p;
		p++;
	}
	/* ":", one or more blanks, "file format ", one word to the end. */
	if (!hit || hit == line || !is_blank(hit[-1]))
		return false;
	colon = hit - 1;
	while (colon > line && is_blank(*colon))
		colon--;
	if (*colon != ':')
		return false;
	m = line;
	mlen = colon - line;
	if (!l->in_archive) {
		if (mlen == alen && !memcmp(m, l->arg, alen)) {
			/* An object: named as we were given it. */
			m = files[l->file];
			mlen = strlen(m);
		} else if (mlen > alen + 1 && !memcmp(m, l->arg, alen) &&
			   m[alen] == '(' && m[mlen - 1] == ')') {
			/*
			 * llvm-objdump prints the archive as it was given;
			 * the rest, "(" and all, is the member.
			 */
			m += alen + 1;
			mlen -= alen + 2;
		} else if (mlen && m[mlen - 1] == ')' && memchr(m, '(', mlen) &&
			   m[0] != '(') {
			/* A stand-in that prints another archive name. */
			const char *open = memchr(m, '(', mlen);

			mlen -= open + 1 - m + 1;
			m = open + 1;
		}
	}
	if (!mlen) {
		fail(l, "cannot parse objdump line", orig);
		return true;
	}
	if (members_used == members_size) {
		members_size = members_size ? 2 * members_size : 256;
		members = xrealloc(members, members_size * sizeof(*members));
	}
	mb = &members[members_used];
	mb->file = l->file;
	key = lookup(m, mlen, MEMBER_NAMES(l->file));
	key->count++;
	mb->name = key->str;
	mb->pos = ++l->pos;
	l->member = members_used++;
	l->fmt = FMT_NONE;
	l->after_section = false;
	return true;
}

/* The header line above the sections, blanks squeezed. */
static void header_line(struct listing *l, const char *line, const char *orig)
{
	char h[128];
	size_t n = 0;
	const char *p;

	for (p = line; *p && n < sizeof(h) - 2; p++) {
		if (is_blank(*p)) {
			if (n && h[n - 1] == ' ')
				continue;
			h[n++] = ' ';
		} else {
			h[n++] = *p;
		}
	}
	h[n] = '\0';
	if (*p)
		fail(l, "cannot parse objdump line", orig);
	else if (!strcmp(h, "Idx Name Size VMA LMA File off Algn"))
		l->fmt = FMT_GNU;
	else if (!strcmp(h, "Idx Name Size VMA Type"))
		l->fmt = FMT_LLVM, l->lma = false;
	else if (!strcmp(h, "Idx Name Size VMA LMA Type"))
		l->fmt = FMT_LLVM, l->lma = true;
	else
		fail(l, "cannot parse objdump line", orig);
	if (!l->pos)
		fail(l, "cannot parse objdump line", orig);
	l->after_section = false;
}

/* llvm-objdump's Type column: words out of TEXT, DATA, BSS, DEBUG joined
 * by ", ". */
static bool type_word(const char *s, size_t n)
{
	static const char *const words[] = { "TEXT", "DATA", "BSS", "DEBUG" };
	size_t i;

	if (n && s[n - 1] == ',')
		n--;
	for (i = 0; i < sizeof(words) / sizeof(words[0]); i++)
		if (strlen(words[i]) == n && !memcmp(s, words[i], n))
			return true;
	return false;
}

/* A section line (its first field is the index). */
static void section_line(struct listing *l, const struct fields *f, const char *orig)
{
	const char *sec = NULL;
	size_t seclen = 0;
	int k, i, lma = l->lma;

	if (l->fmt == FMT_GNU) {
		/*
		 * Idx Name Size VMA LMA File-off Algn; a long name only
		 * shifts the columns, it never wraps.  No field is empty.
		 */
		if (f->n != 7 || f->len[6] < 4 || strncmp(f->s[6], "2**", 3) ||
		    !all_of(f->s[6] + 3, f->len[6] - 3, DIGITS)) {
			fail(l, "cannot parse objdump line", orig);
			return;
		}
		for (i = 2; i <= 5; i++) {
			if (!field_is(f, i, HEX)) {
				fail(l, "cannot parse objdump line", orig);
				return;
			}
		}
		l->after_section = true;
		sec = f->s[1];
		seclen = f->len[1];
	} else if (l->fmt == FMT_LLVM) {
		/*
		 * Idx Name Size VMA [LMA] [Type]; the null section (index
		 * 0) has an empty name.
		 */
		if (f->n > MAX_FIELDS) {
			fail(l, "cannot parse objdump line", orig);
			return;
		}
		k = f->n;
		while (k > 1 && type_word(f->s[k - 1], f->len[k - 1]))
			k--;
		if (k == 4 + lma && field_is(f, 2, HEX) && field_is(f, 3, HEX) &&
		    (!lma || field_is(f, 4, HEX))) {
			sec = f->s[1];
			seclen = f->len[1];
		} else if (!(k == 3 + lma && field_is(f, 0, "0") &&
			     field_is(f, 1, HEX) && field_is(f, 2, HEX) &&
			     (!lma || field_is(f, 3, HEX)))) {
			fail(l, "cannot parse objdump line", orig);
			return;
		}
	} else {
		fail(l, "cannot parse objdump line", orig);
		return;
	}
	/* SEC ends at a blank, which no prefix holds: strstarts() stops. */
	if (sec && (strstarts(sec, KSYMTAB_PREFIX) || strstarts(sec, KSYMTAB_GPL_PREFIX)))
		add_export(l, sec, seclen, orig);
}

/* GNU objdump: the flags line under a section line, blanks and then a
 * capital letter. */
static bool flags_line(struct listing *l, const char *line, const struct fields *f)
{
	if (l->fmt != FMT_GNU || !l->after_section || !f->n || !is_blank(line[0]))
		return false;
	if (f->s[0][0] < 'A' || f->s[0][0] > 'Z')
		return false;
	l->after_section = false;
	return true;
}

/*
 * LINE (N bytes) without one trailing CR and then trailing blanks, in a
 * buffer of ours that the next call reuses; *N becomes its length.
 */
static char *trimmed(const char *line, size_t *n)
{
	static char *buf;
	static size_t size;

	if (*n + 1 > size) {
		size = 2 * (*n + 1);
		buf = xrealloc(buf, size);
	}
	memcpy(buf, line, *n);
	buf[*n] = '\0';
	if (*n && buf[*n - 1] == '\r')
		buf[--*n] = '\0';
	while (*n && is_blank(buf[*n - 1]))
		buf[--*n] = '\0';
	return buf;
}

/* One line of the listing, without its newline; LEN bytes. */
static void listing_line(struct listing *l, const char *raw, size_t len)
{
	struct fields f;
	char *line;
	size_t n = len;

	if (l->err) {
		/* Only the member names, for the duplicate message. */
		if (l->err_status == 1 && strstr(raw, "file format"))
			member_line(l, trimmed(raw, &n), raw);
		return;
	}
	/* A NUL is in no line objdump prints, and would cut ours short. */
	if (memchr(raw, '\0', len)) {
		fail(l, "cannot parse objdump line", raw);
		return;
	}
	line = trimmed(raw, &n);
	if (!n) {
		l->after_section = false;
		return;
	}
	/*
	 * Most lines: a section line, or GNU's flags line under it.  Only a
	 * member line says "file format"; the other shapes start with a
	 * letter, so testing these two first changes no verdict.
	 */
	if (!strstr(line, "file format")) {
		split(line, &f);
		if (f.n > 1 && field_is(&f, 0, DIGITS)) {
			section_line(l, &f, raw);
			return;
		}
		if (flags_line(l, line, &f))
			return;
	}
	if (strstarts(line, "In archive ") && line[n - 1] == ':') {
		/* GNU objdump, before the members of an archive. */
		l->in_archive = true;
	} else if (member_line(l, line, raw)) {
		;
	} else if (!strcmp(line, "Sections:")) {
		;
	} else if (strstarts(line, "Idx ") || strstarts(line, "Idx\t")) {
		header_line(l, line, raw);
	} else {
		split(line, &f);
		if (f.n > 1 && field_is(&f, 0, DIGITS))
			section_line(l, &f, raw);
		else if (!flags_line(l, line, &f))
			fail(l, "cannot parse objdump line", raw);
	}
}

/* ------------------------------------------------------------------ */
/* Running objdump.                                                    */

static char **objdump_argv;	/* OBJDUMP split on blanks, "-h", FILE */
static int objdump_argc;
static const char *objdump_env;

static void split_objdump(void)
{
	char *s = xstrndup(objdump_env, strlen(objdump_env)), *w;

	objdump_argv = xrealloc(NULL, (strlen(s) / 2 + 4) * sizeof(char *));
	for (w = strtok(s, " \t\n"); w; w = strtok(NULL, " \t\n"))
		objdump_argv[objdump_argc++] = w;
}

/* The first word of OBJDUMP can be run: found on PATH, or a path. */
static bool objdump_found(void)
{
	const char *cmd = objdump_argc ? objdump_argv[0] : "";
	const char *path = getenv("PATH");
	struct stat st;
	char *buf;
	size_t n;

	if (!*cmd)
		return false;
	if (strchr(cmd, '/'))
		return !stat(cmd, &st) && S_ISREG(st.st_mode) && !access(cmd, X_OK);
	if (!path)
		path = "/usr/bin:/bin";
	for (;;) {
		n = strcspn(path, ":");
		buf = xrealloc(NULL, n + strlen(cmd) + 2);
		if (n)
			snprintf(buf, n + strlen(cmd) + 2, "%.*s/%s", (int)n, path, cmd);
		else
			snprintf(buf, strlen(cmd) + 3, "./%s", cmd);
		if (!stat(buf, &st) && S_ISREG(st.st_mode) && !access(buf, X_OK)) {
			free(buf);
			return true;
		}
		free(buf);
		if (!path[n])
			return false;
		path += n + 1;
	}
}

/* Run objdump -h on file I and parse its listing as it streams. */
static void read_listing(int i)
{
	const char *file = files[i];
	struct listing l = { .file = i, .member = -1 };
	char *arg = NULL, *line = NULL;
	size_t cap = 0;
	ssize_t len;
	int pfd[2], status;
	pid_t pid;
	FILE *in;

	/* A name starting with "-" must not reach objdump as an option. */
	if (file[0] == '-') {
		arg = xrealloc(NULL, strlen(file) + 3);
		sprintf(arg, "./%s", file);
	}
	l.arg = arg ? arg : file;
	objdump_argv[objdump_argc] = "-h";
	objdump_argv[objdump_argc + 1] = (char *)l.arg;
	objdump_argv[objdump_argc + 2] = NULL;

	fflush(NULL);
	if (pipe(pfd))
		die(2, "%s: cannot run objdump: %s", file, strerror(errno));
	pid = fork();
	if (pid < 0)
		die(2, "%s: cannot run objdump: %s", file, strerror(errno));
	if (!pid) {
		close(pfd[0]);
		if (pfd[1] != STDOUT_FILENO) {
			dup2(pfd[1], STDOUT_FILENO);
			close(pfd[1]);
		}
		/* Our handlers would remove our output; ours is ignored. */
		signal(SIGHUP, SIG_DFL);
		signal(SIGINT, SIG_DFL);
		signal(SIGTERM, SIG_DFL);
		signal(SIGPIPE, SIG_DFL);
		execvp(objdump_argv[0], objdump_argv);
		fprintf(stderr, ME ": %s: cannot run objdump: %s: %s\n", file,
			objdump_argv[0], strerror(errno));
		_exit(errno == ENOENT ? 127 : 126);
	}
	close(pfd[1]);
	in = fdopen(pfd[0], "r");
	if (!in)
		die(2, "%s: cannot read objdump's listing: %s", file, strerror(errno));
	/*
	 * Fewer, larger reads: on a virtual machine each switch between
	 * objdump and us costs more than the parsing of a buffer.
	 */
	setvbuf(in, NULL, _IOFBF, 1 << 16);
	/*
	 * Stop at the first error of a file, but read its listing to the
	 * end: an objdump that fails says so first, and a duplicate names
	 * its members by position only when the archive repeats a member
	 * name.
	 */
	while ((len = getline(&line, &cap, in)) > 0) {
		if (line[len - 1] == '\n')
			line[--len] = '\0';
		listing_line(&l, line, (size_t)len);
	}
	if (ferror(in))
		die(2, "%s: cannot read objdump's listing: %s", file, strerror(errno));
	fclose(in);
	free(line);
	while (waitpid(pid, &status, 0) < 0) {
		if (errno != EINTR)
			die(2, "%s: cannot wait for objdump: %s", file, strerror(errno));
	}
	if (!WIFEXITED(status) || WEXITSTATUS(status)) {
		int st = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);

		fprintf(stderr, ME ": %s: %s -h failed (exit status %d)\n", file,
			objdump_env, st);
		fail_exit(st);
	}
	if (l.err) {
		fprintf(stderr, ME ": %s: %s", file, l.err);
		if (l.err_status == 1) {
			fputs(" exported by both ", stderr);
			print_where(l.dup1, false);
			fputs(" and ", stderr);
			print_where(l.dup2, false);
		}
		fputc('\n', stderr);
		fail_exit(l.err_status);
	}
	free(arg);
}

/* ------------------------------------------------------------------ */
/* Checks before any work, and the output.                             */

/* Refuse what is neither an archive nor an ELF object before asking
 * objdump, so the message says what is wrong.  Only regular files: a FIFO
 * would block every reader. */
static void check_input(const char *f)
{
	unsigned char magic[8];
	struct stat st;
	ssize_t n;
	int fd;

	if (stat(f, &st)) {
		if (errno == ENOENT || errno == ENOTDIR)
			die(2, "%s: no such file", f);
		die(2, "%s: cannot read", f);
	}
	if (S_ISDIR(st.st_mode))
		die(2, "%s: is a directory, not an archive or object", f);
	if (!S_ISREG(st.st_mode))
		die(2, "%s: not a regular file", f);
	fd = open(f, O_RDONLY);
	if (fd < 0)
		die(2, "%s: cannot read", f);
	n = read(fd, magic, sizeof(magic));
	close(fd);
	if (n < 0)
		die(2, "%s: cannot read", f);
	if (!((n == 8 && (!memcmp(magic, "!<arch>\n", 8) || !memcmp(magic, "!<thin>\n", 8))) ||
	      (n >= 4 && !memcmp(magic, "\177ELF", 4))))
		die(2, "%s: not an archive or ELF object", f);
	if (!objdump_found())
		die(127, "%s: cannot run objdump: %s: not found", f,
		    objdump_argc ? objdump_argv[0] : "(empty OBJDUMP)");
}

/*
 * OUT is replaced by a rename, so only a regular file (or a new name) may
 * be there: a rename would put a file where a device node or a FIFO was,
 * and cleaning up must never remove one.  The temporary is created first,
 * so that a folder we cannot write in costs one line and no objdump run.
 */
static FILE *open_output(void)
{
	struct stat st;
	const char *slash = strrchr(out, '/');
	char *dir;
	size_t n;
	FILE *f;
	int fd;

	if (!stat(out, &st)) {
		if (S_ISDIR(st.st_mode))
			die(2, "%s: is a directory, not an output file", out);
		if (!S_ISREG(st.st_mode))
			die(2, "%s: not a regular file", out);
	} else if (!lstat(out, &st)) {
		die(2, "%s: not a regular file", out);	/* a dangling link */
	}
	n = strlen(out) + 32;
	out_tmp = xrealloc(NULL, n);
	snprintf(out_tmp, n, "%s.tmp%ld", out, (long)getpid());
	fd = open(out_tmp, O_WRONLY | O_CREAT | O_EXCL, 0666);
	if (fd < 0) {
		int err = errno;

		free(out_tmp);
		out_tmp = NULL;
		dir = slash ? xstrndup(out, slash + 1 - out) : xstrndup("./", 2);
		if (err == ENOENT || err == ENOTDIR)
			die(2, "%s: no such folder %s", out, dir);
		die(2, "%s: cannot create a file in %s", out, dir);
	}
	f = fdopen(fd, "w");
	if (!f)
		die(2, "%s: cannot write: %s", out_tmp, strerror(errno));
	return f;
}

static int compare_names(const void *a, const void *b)
{
	return strcmp(*(const char *const *)a, *(const char *const *)b);
}

static void write_output(FILE *f, const char *prefix)
{
	size_t i;

	fputs("/* SPDX-License-Identifier: GPL-2.0-only */\n"
	      "/*\n"
	      " * Generated by scripts/gen-lib-ksyms; do not edit.\n"
	      " *\n"
	      " * One undefined global symbol per symbol exported from the archive, so\n", f);
	fprintf(f, " * that the final link pulls every exporting member.  %zu exported.\n"
		" */\n", exports_used);
	/* Byte order (as sort under LC_ALL=C) of the names. */
	if (exports_used)	/* exports is NULL then */
		qsort(exports, exports_used, sizeof(*exports), compare_names);
	for (i = 0; i < exports_used; i++)
		fprintf(f, "\t.globl \"%s%s\"\n", prefix, exports[i]);
}

int main(int argc, char **argv)
{
	const char *prefix, *out_arg = NULL;
	FILE *outf = stdout;
	int i, nfiles = 0;

	for (i = 1; i < argc; i++) {
		const char *a = argv[i];

		if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
			fputs(usage_text, stdout);
			return 0;
		} else if (!strcmp(a, "-o")) {
			if (i + 1 >= argc) {
				fputs(usage_text, stderr);
				return 2;
			}
			out_arg = argv[++i];
		} else if (strstarts(a, "-o")) {
			out_arg = a + 2;
		} else if (!strcmp(a, "--")) {
			i++;
			break;
		} else if (a[0] == '-' && a[1]) {
			fprintf(stderr, ME ": unknown option %s\n", a);
			fputs(usage_text, stderr);
			return 2;
		} else {
			break;
		}
	}
	if (i >= argc) {
		fputs(usage_text, stderr);
		return 2;
	}
	objdump_env = getenv("OBJDUMP");
	if (!objdump_env || !*objdump_env)
		objdump_env = "objdump";
	prefix = getenv("SYMBOL_PREFIX");
	if (!prefix)
		prefix = "";
	if (!all_of(prefix, strlen(prefix), SYMBOL_CHARS)) {
		die(2, "SYMBOL_PREFIX '%s' is not a symbol prefix", prefix);
	}

	signal(SIGHUP, on_signal);
	signal(SIGINT, on_signal);
	signal(SIGTERM, on_signal);
	/* A reader that goes away is a write error, not a silent death. */
	signal(SIGPIPE, SIG_IGN);
	if (out_arg) {
		/*
		 * From here a failed run removes OUT (remove_output() never
		 * touches anything but a regular file).
		 */
		out = out_arg;
		outf = open_output();
	}

	split_objdump();
	files = xrealloc(NULL, (argc - i) * sizeof(*files));
	for (; i < argc; i++) {
		int j;

		for (j = 0; j < nfiles; j++)
			if (!strcmp(files[j], argv[i]))
				break;
		if (j == nfiles)	/* the same file twice adds nothing */
			files[nfiles++] = argv[i];
	}
	for (i = 0; i < nfiles; i++)
		check_input(files[i]);
	for (i = 0; i < nfiles; i++)
		read_listing(i);
	if (cross_name) {
		fprintf(stderr, ME ": %s: %s exported by both ", files[members[cross1].file],
			cross_name);
		print_where(cross1, true);
		fputs(" and ", stderr);
		print_where(cross2, true);
		fputc('\n', stderr);
		fail_exit(1);
	}

	write_output(outf, prefix);
	if (fflush(outf) || ferror(outf))
		die(2, "%s: write error: %s", out ? out : "<stdout>", strerror(errno));
	if (out) {
		if (fclose(outf))
			die(2, "%s: write error: %s", out, strerror(errno));
		if (rename(out_tmp, out))
			die(2, "%s: cannot rename %s to it: %s", out, out_tmp, strerror(errno));
		free(out_tmp);
		out_tmp = NULL;
	}
	return 0;
}
