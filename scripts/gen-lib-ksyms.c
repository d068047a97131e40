// SPDX-License-Identifier: GPL-2.0-only
/*
 * gen-lib-ksyms: write the assembler source of lib-ksyms.o, one reference
 * per symbol exported from a lib-y archive, so that the final link pulls
 * every exporting archive member into vmlinux even when nothing built in
 * uses it.  See Documentation/lib-ksyms.rst.
 *
 * Usage: OBJDUMP=<objdump> [NM=<llvm-nm>] scripts/gen-lib-ksyms [-o OUT] FILE...
 *
 * The names come from the section names ___ksymtab+NAME and
 * ___ksymtab_gpl+NAME in "$OBJDUMP -h FILE" (GNU objdump or llvm-objdump,
 * any architecture, archives or single objects), never from the relocation
 * sections (.rel/.rela___ksymtab+NAME) that llvm-objdump also lists.  In
 * the records contract (an .export_symbol section in the -h listing) they
 * come from the labels __export_symbol_NAME of the -t listing, asked for
 * in the same run ("$OBJDUMP -h -t FILE") when FILE may hold records; an
 * archive of both contracts is refused.  A file with LLVM bitcode (an
 * object, or an archive member: LTO) is listed by "$NM --quiet FILE" instead,
 * which must be llvm-nm: it reads the labels the export macros define in
 * the bitcode's module-level assembly, __ksymtab_NAME or
 * __export_symbol_NAME, and the same labels of its ELF members.  Each
 * listing is parsed strictly:
 * a line of a shape neither objdump prints stops the run, so a new
 * objdump cannot silently lose exports, and so does a listing of other
 * members than the archive holds (cut short, or of another archive).
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
 * Archives are walked by the reader every host program here shares
 * (lib/archive.c, include/archive.h): the members a listing must name,
 * and which of them are bitcode.
 *
 * Errors: one line "gen-lib-ksyms: FILE: ..." on standard error.  Exit
 * status 2 for bad input (a file, a listing, an option or OUT we refuse),
 * 1 for two members exporting one name, objdump's own status when it is
 * missing (127) or fails (128 + N when signal N ended it).  With -o
 * nothing half-written is left behind and an old OUT is removed.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE		/* F_SETPIPE_SZ */
#endif
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
#include <time.h>
#include <unistd.h>

#include "include/archive.h"
#include "gen-lib-ksyms.h"

static const char usage_text[] =
	"Usage: OBJDUMP=<objdump> [NM=<llvm-nm>] " ME " [-o OUT] FILE...\n"
	"\n"
	"Write the assembler source of lib-ksyms.o for the archives or objects\n"
	"FILE...: one '.globl \"NAME\"' per symbol NAME exported from them (sections\n"
	"___ksymtab+NAME and ___ksymtab_gpl+NAME, or the labels __export_symbol_NAME\n"
	"of .export_symbol records in objdump -t), sorted, each once.  Files with\n"
	"LLVM bitcode are listed by llvm-nm (their __ksymtab_NAME or\n"
	"__export_symbol_NAME labels).\n"
	"\n"
	"  -o OUT     write to OUT (through a temporary file and a rename)\n"
	"             instead of standard output; OUT is a regular file or a\n"
	"             new name\n"
	"  -h, --help show this help\n"
	"\n"
	"Environment:\n"
	"  OBJDUMP        GNU objdump or llvm-objdump for the files (default: objdump)\n"
	"  NM             llvm-nm, for the files with bitcode (no default)\n"
	"  SYMBOL_PREFIX  prefix the architecture puts before C symbol names\n"
	"                 (default: none)\n";


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

void die(int status, const char *fmt, ...)
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

/*
 * xrealloc() and strstarts() as scripts/include/host-util.h has them for
 * ksymtab and gen-crcs: this file keeps its own, as Linux gets it with the
 * archive reader only (lib/archive.c; tools/testing/linux/linux-check's
 * overlay).
 */
void *xrealloc(void *p, size_t n)
{
	p = realloc(p, n ? n : 1);
	if (!p)
		die(2, "out of memory");
	return p;
}

char *xstrndup(const char *s, size_t n)
{
	char *d = xrealloc(NULL, n + 1);

	memcpy(d, s, n);
	d[n] = '\0';
	return d;
}

bool strstarts(const char *str, const char *prefix)
{
	return strncmp(str, prefix, strlen(prefix)) == 0;
}

/* ------------------------------------------------------------------ */
/* Running objdump.                                                    */

/* A listing tool: OBJDUMP, or NM for files with bitcode. */
struct tool {
	const char *env;	/* as the environment gave it */
	char **argv;		/* split on blanks, room for OPT and FILE */
	int argc;
};

static struct tool objdump, nm;

static void split_tool(struct tool *t, const char *env)
{
	char *s = xstrndup(env, strlen(env)), *w;

	t->env = env;
	/* at most (strlen + 1) / 2 words, then -h, -t, FILE and NULL */
	t->argv = xrealloc(NULL, (strlen(s) / 2 + 5) * sizeof(char *));
	for (w = strtok(s, " \t\n"); w; w = strtok(NULL, " \t\n"))
		t->argv[t->argc++] = w;
}

/* The first word of T can be run: found on PATH, or a path. */
static bool tool_found(const struct tool *t)
{
	const char *cmd = t->argc ? t->argv[0] : "";
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

/* What one read() may take from the pipe; a longer line grows it. */
#define READ_SIZE	(256 << 10)
/* The pipe's capacity we ask for (pipe(7), F_SETPIPE_SZ). */
#define PIPE_SIZE	(1 << 20)
/* After a read of less than BATCH_MIN bytes, wait BATCH_WAIT_NS. */
#define BATCH_MIN	(64 << 10)
#define BATCH_WAIT_NS	1000000

/*
 * The listing on FD, line by line to listing_line(), parsed in place in
 * one buffer: read() takes whatever the pipe holds, and each line is cut
 * out where it lies (its newline becomes a NUL).
 *
 * objdump writes its listing a page (st_blksize) at a time, and a reader
 * that waits in read() is woken for each page: some 1,300 wakeups for a
 * lib.a of 15,000 exports, each a switch between the two processes, which
 * on a virtual machine cost more than parsing the page.  So after a short
 * read we let the pipe fill for a millisecond: objdump never waits (the
 * pipe holds a megabyte, some 50 ms of its output), and we wake once per
 * millisecond instead of once per page, the last time at most a
 * millisecond after objdump is done.
 */
static void read_lines(struct listing *l, int fd, const char *file)
{
	static char *buf;
	static size_t size;
	size_t have = 0;
	ssize_t got;
	char *p, *scan, *nl, *end;

	for (;;) {
		if (size - have < READ_SIZE / 2) {
			size = size ? 2 * size : READ_SIZE;
			buf = xrealloc(buf, size);
		}
		/* one byte for the NUL after a last line without a newline */
		got = read(fd, buf + have, size - have - 1);
		if (got < 0 && errno == EINTR)
			continue;
		if (got < 0)
			die(2, "%s: cannot read objdump's listing: %s", file, strerror(errno));
		if (!got)
			break;
		p = buf;
		scan = buf + have;	/* buf[0, have) holds no newline */
		end = scan + got;
		while ((nl = memchr(scan, '\n', end - scan))) {
			*nl = '\0';
			listing_line(l, p, nl - p);
			p = scan = nl + 1;
		}
		have = end - p;
		memmove(buf, p, have);
		if (got < BATCH_MIN) {
			/* let objdump fill the pipe rather than wake us per page */
			struct timespec ts = { 0, BATCH_WAIT_NS };

			nanosleep(&ts, NULL);
		}
	}
	if (have) {
		buf[have] = '\0';
		listing_line(l, buf, have);
	}
}

/*
 * The members of FILE as a listing must name them, in order: the object
 * itself, or each member of an archive by the name the shared reader
 * (lib/archive.c) resolves, without the symbol tables and the long-name
 * table.  A thin archive holds its members' headers, not their data.
 */
struct archive {
	bool archive;		/* an archive, not an object */
	bool thin;
	unsigned int n;
	char **names;
	const char *bitcode;	/* the first member that is LLVM bitcode, or NULL */
};

static void free_members(struct archive *ar)
{
	unsigned int k;

	for (k = 0; k < ar->n; k++)
		free(ar->names[k]);
	free(ar->names);
	memset(ar, 0, sizeof(*ar));
}

/* Add NAME, which becomes AR's, to AR. */
static void add_member(struct archive *ar, char *name)
{
	ar->names = xrealloc(ar->names, (ar->n + 1) * sizeof(*ar->names));
	ar->names[ar->n++] = name;
}

/*
 * Walk FILE (check_input() has seen an archive, an ELF object or
 * bitcode): its members, and the first that is LLVM bitcode, an LTO
 * object, which objdump cannot list.  A bad archive ends the run with
 * the reader's message.
 */
static void read_members(const char *file, struct archive *ar)
{
	unsigned char magic[AR_MAGIC_LEN];
	struct ar_archive a;
	struct ar_member m;
	struct stat st;
	ssize_t n;
	int fd, r;

	memset(ar, 0, sizeof(*ar));
	fd = open(file, O_RDONLY | O_CLOEXEC);
	if (fd < 0 || fstat(fd, &st))
		die(2, "%s: cannot read: %s", file, strerror(errno));
	n = pread(fd, magic, sizeof(magic), 0);
	if (n < 0)
		die(2, "%s: cannot read: %s", file, strerror(errno));
	if (!ar_open(&a, fd, file, st.st_size, magic, n)) {
		add_member(ar, xstrndup(file, strlen(file)));	/* an object */
		if (is_bitcode(magic, n))
			ar->bitcode = ar->names[0];
		close(fd);
		return;
	}
	ar->archive = true;
	ar->thin = a.thin;
	while ((r = ar_next(&a, &m)) > 0) {
		add_member(ar, m.name);
		m.name = NULL;
		if (!ar->bitcode && ar_member_is_bitcode(&a, &m))
			ar->bitcode = ar->names[ar->n - 1];
		ar_member_free(&m);
	}
	if (r == -ENOMEM)
		die(2, "out of memory");
	if (r < 0)
		die(2, "%s: %s", file, a.err);
	ar_close(&a);
	close(fd);
}

/*
 * GNU objdump names a thin archive's member by the path it opens: the
 * archive's folder as given, then the name in the header (unless that is
 * absolute).
 */
static bool thin_member_is(const char *arg, const char *stored, const char *listed)
{
	const char *slash = strrchr(arg, '/');
	size_t dir;

	if (!slash || stored[0] == '/')
		return false;
	dir = slash + 1 - arg;
	return !strncmp(listed, arg, dir) && !strcmp(listed + dir, stored);
}

/* The blank between a listing tool and its options, if it has any. */
static const char *sep(const char *opt)
{
	return *opt ? " " : "";
}

/*
 * The listing must name the members the file holds, in order: an objdump
 * cut short at a line boundary that still exits 0 leaves a listing that
 * parses, and would silently lose the exports of the members it missed.
 * Members listed from BASE on in members[]; AR: the file as read_members()
 * walked it.
 */
static void check_members(const struct listing *l, const struct archive *ar,
			  size_t base, const char *tool, const char *opt)
{
	const char *file = files[l->file];
	unsigned int k, listed = members_used - base;

	for (k = 0; k < listed && k < ar->n; k++) {
		const char *name = members[base + k].name;

		if (strcmp(name, ar->names[k]) &&
		    !(ar->thin && thin_member_is(l->arg, ar->names[k], name)))
			die(2, "%s: %s%s%s listed %s as member %u, which is %s", file,
			    tool, sep(opt), opt, name, k + 1, ar->names[k]);
	}
	if (listed > ar->n)
		die(2, "%s: %s%s%s listed %s as member %u, of only %u", file,
		    tool, sep(opt), opt, members[base + k].name, k + 1, ar->n);
	if (listed < ar->n)
		die(2, "%s: %s%s%s listed %u of its %u members, none from %s on (cut short?)",
		    file, tool, sep(opt), opt, listed, ar->n, ar->names[k]);
}

/*
 * Whether FILE may hold an .export_symbol section: its name is in the
 * section name table of every member that has one, so an archive or
 * object without those bytes has none.  A thin archive's members are
 * elsewhere: false, and the -h listing tells.
 *
 * Why look: the records contract needs objdump -t as well as -h, and one
 * "objdump -h -t" costs less than two runs; but -t triples the listing of
 * a sections archive (2.9 to 8.2 MB at 30,000 exports), so it is asked
 * for only where records may be.  Reading the file costs a few ms.
 */
static bool may_hold_records(const char *file)
{
	static const char name[] = RECORD_SECTION;	/* and its NUL */
	enum { SCAN = 256 << 10, KEEP = sizeof(name) - 1 };
	static char buf[KEEP + SCAN];
	size_t have = 0;
	bool found = false;
	ssize_t got;
	int fd = open(file, O_RDONLY);

	if (fd < 0)
		return true;	/* objdump will say what is wrong */
	got = read(fd, buf, 8);
	if (got == 8 && !memcmp(buf, "!<thin>\n", 8)) {
		close(fd);
		return false;
	}
	have = got > 0 ? got : 0;
	while (!found) {
		got = read(fd, buf + have, SCAN);
		if (got < 0 && errno == EINTR)
			continue;
		if (got <= 0) {
			found = got < 0 || memmem(buf, have, name, sizeof(name));
			break;
		}
		have += got;
		found = memmem(buf, have, name, sizeof(name));
		/* the name may straddle two reads */
		if (have > KEEP) {
			memmove(buf, buf + have - KEEP, KEEP);
			have = KEEP;
		}
	}
	close(fd);
	return found;
}

/*
 * Run objdump with -h, -t or both on file I and parse its listing as it
 * streams; returns the contracts the sections (-h) showed.
 */
/*
 * Start @t (its argv filled in) with its standard output into a pipe:
 * the child's pid, *@rfd the pipe's read end.
 */
static pid_t start_tool(const struct tool *t, const char *file, bool nm_listing,
			int *rfd)
{
	int pfd[2];
	pid_t pid;

	fflush(NULL);
	if (pipe(pfd))
		die(2, "%s: cannot run objdump: %s", file, strerror(errno));
	/*
	 * Room for a whole burst of objdump's output: it writes a page at a
	 * time, and never waits on a full pipe while we parse (a smaller
	 * pipe, where the kernel refuses, only costs time).
	 */
#ifdef F_SETPIPE_SZ
	(void)fcntl(pfd[0], F_SETPIPE_SZ, PIPE_SIZE);
#endif
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
		execvp(t->argv[0], t->argv);
		fprintf(stderr, ME ": %s: cannot run %s: %s: %s\n", file,
			nm_listing ? "nm" : "objdump", t->argv[0], strerror(errno));
		_exit(errno == ENOENT ? 127 : 126);
	}
	close(pfd[1]);
	*rfd = pfd[0];
	return pid;
}

/* The tool's exit and the listing's first error, told; they end the run. */
static void finish_tool(const struct listing *l, pid_t pid, const struct tool *t,
			const char *file, const char *opt)
{
	int status;

	while (waitpid(pid, &status, 0) < 0) {
		if (errno != EINTR)
			die(2, "%s: cannot wait for objdump: %s", file, strerror(errno));
	}
	if (!WIFEXITED(status) || WEXITSTATUS(status)) {
		int st = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);

		fprintf(stderr, ME ": %s: %s%s%s failed (exit status %d)\n", file,
			t->env, sep(opt), opt, st);
		fail_exit(st);
	}
	if (l->err) {
		fprintf(stderr, ME ": %s: %s", file, l->err);
		if (l->err_status == 1) {
			fputs(" exported by both ", stderr);
			print_where(l->dup1, false);
			fputs(" and ", stderr);
			print_where(l->dup2, false);
		}
		fputc('\n', stderr);
		fail_exit(l->err_status);
	}
}

static unsigned int read_listing(int i, const struct archive *ar, bool nm_listing,
				 bool opt_h, bool opt_t)
{
	const char *file = files[i];
	const struct tool *t = nm_listing ? &nm : &objdump;
	struct listing l = {
		.file = i, .member = -1, .opt_h = opt_h, .opt_t = opt_t,
		.symbols = !opt_h, .nm = nm_listing,
	};
	const char *opt = nm_listing ? "" : !opt_t ? "-h" : opt_h ? "-h -t" : "-t";
	size_t base = members_used;
	char *arg = NULL;
	int rfd, argc = t->argc;
	pid_t pid;

	/* A name starting with "-" must not reach objdump as an option. */
	if (file[0] == '-') {
		arg = xrealloc(NULL, strlen(file) + 3);
		sprintf(arg, "./%s", file);
	}
	l.arg = arg ? arg : file;
	/*
	 * llvm-nm says "FILE:MEMBER: no symbols" on standard error for a
	 * member without symbols (a C file whose code is all #ifdef'd out:
	 * Linux 6.1's lib/nmi_backtrace.o on arm64), which the build would
	 * show; the listing, "MEMBER:" and no line, is the same without it.
	 */
	if (nm_listing)
		t->argv[argc++] = "--quiet";
	if (opt_h)
		t->argv[argc++] = "-h";
	if (opt_t)
		t->argv[argc++] = "-t";
	t->argv[argc++] = (char *)l.arg;
	t->argv[argc] = NULL;
	/* nm names no member of an object: the object is the member */
	l.archive = l.nm && ar->archive;
	if (l.nm && !l.archive)
		new_member(&l, file, strlen(file));

	pid = start_tool(t, file, nm_listing, &rfd);
	/*
	 * Stop at the first error of a file, but read its listing to the
	 * end: an objdump that fails says so first, and a duplicate names
	 * its members by position only when the archive repeats a member
	 * name.
	 */
	read_lines(&l, rfd, file);
	end_member(&l);
	close(rfd);
	finish_tool(&l, pid, t, file, opt);
	check_members(&l, ar, base, t->env, opt);
	free(arg);
	return l.forms;
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
	if (!(is_archive(magic, n) || (n >= 4 && !memcmp(magic, "\177ELF", 4)) ||
	      is_bitcode(magic, n)))
		die(2, "%s: not an archive, ELF object or LLVM bitcode", f);
	if (!tool_found(&objdump))
		die(127, "%s: cannot run objdump: %s: not found", f,
		    objdump.argc ? objdump.argv[0] : "(empty OBJDUMP)");
}

/*
 * A file with bitcode is listed by NM, which must be llvm-nm: objdump
 * lists nothing of bitcode (llvm-objdump not even an error), and GNU nm
 * either fails or, through its LLVM plugin, says "no symbols" and exits
 * 0.  So, as Linux's HAS_LTO_CLANG asks of its NM, the first line of
 * "$NM --version" says llvm (in any case); asked once, for the first
 * such file.
 * WHERE names the bitcode: FILE or FILE(MEMBER).
 */
static void need_llvm_nm(const char *where)
{
	static int ok = -1;
	char buf[256];
	int pfd[2], status;
	ssize_t n = 0, got;
	pid_t pid;

	if (!nm.argc)
		die(2, "%s: LLVM bitcode, which %s cannot list: give NM=llvm-nm", where,
		    objdump.env);
	if (ok < 0) {
		if (!tool_found(&nm))
			die(127, "%s: cannot run nm: %s: not found", where, nm.argv[0]);
		fflush(NULL);
		if (pipe(pfd) || (pid = fork()) < 0)
			die(2, "%s: cannot run nm: %s", where, strerror(errno));
		if (!pid) {
			close(pfd[0]);
			dup2(pfd[1], STDOUT_FILENO);
			signal(SIGHUP, SIG_DFL);
			signal(SIGINT, SIG_DFL);
			signal(SIGTERM, SIG_DFL);
			nm.argv[nm.argc] = (char *)"--version";
			nm.argv[nm.argc + 1] = NULL;
			execvp(nm.argv[0], nm.argv);
			_exit(127);
		}
		close(pfd[1]);
		while (n < (ssize_t)sizeof(buf) - 1 &&
		       ((got = read(pfd[0], buf + n, sizeof(buf) - 1 - n)) > 0 ||
			(got < 0 && errno == EINTR)))
			n += got > 0 ? got : 0;
		close(pfd[0]);
		while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
			;
		buf[n] = '\0';
		buf[strcspn(buf, "\n")] = '\0';
		ok = strcasestr(buf, "llvm") != NULL;
	}
	if (!ok)
		die(2, "%s: LLVM bitcode, which %s cannot list (its --version names no LLVM): "
		    "give NM=llvm-nm", where, nm.env);
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
	for (i = 0; i < exports_used; i++) {
		fputs("\t.globl \"", f);
		fputs(prefix, f);
		fputs(exports[i], f);
		fputs("\"\n", f);
	}
}

/* The options: the index of the first FILE, or exits (--help, usage). */
static int parse_options(int argc, char **argv, const char **out_arg)
{
	int i;

	for (i = 1; i < argc; i++) {
		const char *a = argv[i];

		if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
			fputs(usage_text, stdout);
			exit(0);
		} else if (!strcmp(a, "-o")) {
			if (i + 1 >= argc) {
				fputs(usage_text, stderr);
				exit(2);
			}
			*out_arg = argv[++i];
		} else if (strstarts(a, "-o")) {
			*out_arg = a + 2;
		} else if (!strcmp(a, "--")) {
			return i + 1;
		} else if (a[0] == '-' && a[1]) {
			fprintf(stderr, ME ": unknown option %s\n", a);
			fputs(usage_text, stderr);
			exit(2);
		} else {
			break;
		}
	}
	return i;
}

/* OBJDUMP, NM and SYMBOL_PREFIX from the environment: the prefix */
static const char *read_environment(void)
{
	const char *prefix, *env = getenv("OBJDUMP");

	split_tool(&objdump, env && *env ? env : "objdump");
	env = getenv("NM");
	if (env && *env)
		split_tool(&nm, env);
	prefix = getenv("SYMBOL_PREFIX");
	if (!prefix)
		prefix = "";
	if (!all_of(prefix, strlen(prefix), SYMBOL_CHARS))
		die(2, "SYMBOL_PREFIX '%s' is not a symbol prefix", prefix);
	return prefix;
}

/* One input's exports, from llvm-nm's listing (bitcode) or objdump's. */
static void read_file(int i)
{
	struct archive ar;
	unsigned int forms;
	bool symbols;

	/* walked once: for bitcode here, for the listing's members later */
	read_members(files[i], &ar);
	if (ar.bitcode) {
		char *where = xrealloc(NULL, strlen(files[i]) + strlen(ar.bitcode) + 3);

		if (ar.archive)
			sprintf(where, "%s(%s)", files[i], ar.bitcode);
		else
			strcpy(where, files[i]);
		need_llvm_nm(where);
		free(where);
		forms = read_listing(i, &ar, true, false, false);
		if (forms == (FORM_SECTIONS | FORM_RECORDS))
			die(2, "%s: mixes the two export contracts (__ksymtab_NAME "
			    "and __export_symbol_NAME labels)", files[i]);
		free_members(&ar);
		return;
	}
	/* the records contract takes its names from the symbols (-t) */
	symbols = may_hold_records(files[i]);
	forms = read_listing(i, &ar, false, true, symbols);
	if (forms == (FORM_SECTIONS | FORM_RECORDS))
		die(2, "%s: mixes the two export contracts (___ksymtab+NAME "
		    "sections and .export_symbol records)", files[i]);
	if ((forms & FORM_RECORDS) && !symbols)
		read_listing(i, &ar, false, false, true);	/* a thin archive */
	free_members(&ar);
}

/* The output written, and renamed into place when it is a file. */
static void finish_output(FILE *outf, const char *prefix)
{
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
}

int main(int argc, char **argv)
{
	const char *prefix, *out_arg = NULL;
	FILE *outf = stdout;
	int i, nfiles = 0;

	i = parse_options(argc, argv, &out_arg);
	if (i >= argc) {
		fputs(usage_text, stderr);
		return 2;
	}
	prefix = read_environment();
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
		read_file(i);
	if (cross_name) {
		fprintf(stderr, ME ": %s: %s exported by both ", files[members[cross1].file],
			cross_name);
		print_where(cross1, true);
		fputs(" and ", stderr);
		print_where(cross2, true);
		fputc('\n', stderr);
		fail_exit(1);
	}
	finish_output(outf, prefix);
	return 0;
}
