// SPDX-License-Identifier: GPL-2.0-only
/*
 * gen-crcs: read the `nm` listing (GNU nm or llvm-nm) of an image linked
 * without CRCs and write the assembler source of its CRC tables: for
 * every exported NAME (every __ksymtab_NAME symbol) one 32-bit word in a
 * section ___kcrctab+NAME, or ___kcrctab_gpl+NAME when the entry lies in
 * __ksymtab_gpl.  Documentation/export-format.rst describes the tables
 * and why they are written from the linked image.
 *
 * The value is ksym_crc32() of the name (scripts/include/ksym-crc.h,
 * shared with scripts/gen-exports, which writes the records contract's
 * CRCs).  Sorted by name, each name once: the same listing gives the same
 * file.
 *
 * Usage: $(NM) .tmp_vmlinux.crcs | scripts/gen-crcs > .vmlinux.export.S
 *        scripts/gen-crcs NM-LISTING > .vmlinux.export.S
 */
#include <errno.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "include/host-util.h"
#include "include/ksym-crc.h"

static const char usage[] =
	"Usage: gen-crcs [NM-LISTING]\n"
	"Read the nm listing of an image linked without CRCs (standard input\n"
	"when no file or \"-\" is named) and write on standard output the\n"
	"assembler source of its CRC tables: one ___kcrctab+NAME or\n"
	"___kcrctab_gpl+NAME section per export, holding the CRC-32 of NAME.\n"
	"Exit status: 0 written, 2 bad usage or input (one line on stderr),\n"
	"1 a write error.\n";

#define KSYMTAB_PREFIX "__ksymtab_"

struct export {
	char *name;
	char *addr;	/* as nm prints it: zero-padded hex, one width */
	size_t seen;	/* input order: the first of equal names wins */
};

static const char *input_name = "<stdin>";

static void __attribute__((noreturn, format(printf, 2, 3)))
die(int status, const char *fmt, ...)
{
	va_list ap;

	fputs("gen-crcs: ", stderr);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	exit(status);
}

/* a program ends on a failed allocation; the shared helper returns it */
static void *xrealloc(void *p, size_t n, size_t size)
{
	p = realloc_array(p, n, size);
	if (!p)
		die(1, "out of memory");
	return p;
}

static char *xstrdup(const char *s)
{
	size_t n = strlen(s) + 1;

	return memcpy(xrealloc(NULL, n, 1), s, n);
}

static bool is_hex(const char *s)
{
	return *s && strspn(s, "0123456789abcdefABCDEF") == strlen(s);
}

/* Split LINE at blanks into at most MAX fields; returns how many it had. */
static int split(char *line, char **field, int max)
{
	int n = 0;

	for (char *tok = strtok(line, " \t"); tok; tok = strtok(NULL, " \t")) {
		if (n < max)
			field[n] = tok;
		n++;
	}
	return n;
}

static int by_name(const void *a, const void *b)
{
	const struct export *x = a, *y = b;
	int c = strcmp(x->name, y->name);

	if (c)
		return c;
	return x->seen < y->seen ? -1 : x->seen > y->seen;
}

/*
 * The gpl bounds are compared with the entry addresses as strings: nm
 * prints every address zero-padded to one width, and a 64-bit address
 * need not fit the host's integers when the listing is another machine's.
 */
static bool in_gpl(const char *addr, const char *start, const char *stop)
{
	return start && stop && strcmp(addr, start) >= 0 &&
	       strcmp(addr, stop) < 0;
}

/* What the listing gives: the exports and the GPL table's bounds. */
struct listing {
	struct export *ex;
	size_t n, cap;
	char *gpl_start, *gpl_stop;
};

static void take_symbol(struct listing *l, const char *addr, const char *name)
{
	if (!strcmp(name, "__start___ksymtab_gpl")) {
		free(l->gpl_start);
		l->gpl_start = xstrdup(addr);
	} else if (!strcmp(name, "__stop___ksymtab_gpl")) {
		free(l->gpl_stop);
		l->gpl_stop = xstrdup(addr);
	} else if (strstarts(name, KSYMTAB_PREFIX) &&
		   strcmp(name, "__ksymtab_strings")) {
		if (l->n == l->cap) {
			l->cap = l->cap ? 2 * l->cap : 1024;
			l->ex = xrealloc(l->ex, l->cap, sizeof(*l->ex));
		}
		l->ex[l->n].name = xstrdup(name + strlen(KSYMTAB_PREFIX));
		l->ex[l->n].addr = xstrdup(addr);
		l->ex[l->n].seen = l->n;
		l->n++;
	}
}

/*
 * Every line is "ADDRESS TYPE NAME", or "TYPE NAME" for an undefined
 * symbol: anything else is not a listing, and nothing is written.  A
 * symbol may have no name at all (GNU nm prints "U " for SPARC's
 * STT_REGISTER symbols of .register): "TYPE" or "ADDRESS TYPE".
 */
static void read_listing(FILE *in, struct listing *l)
{
	char *line = NULL;
	size_t linecap = 0, lineno = 0;
	ssize_t len;

	while ((len = getline(&line, &linecap, in)) != -1) {
		char *field[3];
		int nf;

		lineno++;
		if ((size_t)len != strlen(line))
			die(2, "%s:%zu: not an nm listing (a NUL byte)",
			    input_name, lineno);
		line[strcspn(line, "\n")] = '\0';
		nf = split(line, field, 3);
		if (nf >= 1 && nf <= 2 && strlen(field[nf - 1]) == 1 &&
		    (nf == 1 || is_hex(field[0])))
			continue;	/* no name */
		if (nf < 2 || nf > 3 || strlen(field[nf - 2]) != 1 ||
		    (nf == 3 && !is_hex(field[0])))
			die(2, "%s:%zu: not an nm line (ADDRESS TYPE NAME)",
			    input_name, lineno);
		if (nf == 3)
			take_symbol(l, field[0], field[2]);
	}
	if (ferror(in))
		die(2, "%s: %s", input_name, strerror(errno));
	if (!l->gpl_start != !l->gpl_stop)
		die(2, "%s: __start___ksymtab_gpl and __stop___ksymtab_gpl come in pairs",
		    input_name);
	free(line);
}

static void write_crcs(const struct listing *l)
{
	printf("/* Generated by scripts/gen-crcs: the CRC of every export. */\n");
	printf("#include <asm/export.h>\n");
	for (size_t i = 0; i < l->n; i++) {
		const struct export *e = &l->ex[i];

		if (i && !strcmp(e->name, l->ex[i - 1].name))
			continue;
		/* Quoted: the preprocessor would rewrite a name such as "linux". */
		printf("\t.pushsection \"___kcrctab%s+%s\", \"a\", %%progbits\n",
		       in_gpl(e->addr, l->gpl_start, l->gpl_stop) ? "_gpl" : "",
		       e->name);
		printf("\t.balign KCRC_ALIGN\n");
		printf("__crc_%s:\n\t.long 0x%08x\n\t.popsection\n",
		       e->name, ksym_crc32(e->name));
	}
	if (fflush(stdout) || ferror(stdout))
		die(1, "standard output: %s", strerror(errno));
}

int main(int argc, char **argv)
{
	struct listing l = { 0 };
	FILE *in = stdin;

	if (argc == 2 && (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h"))) {
		fputs(usage, stdout);
		return 0;
	}
	if (argc > 2)
		die(2, "%s: one nm listing at most (see gen-crcs --help)", argv[2]);
	if (argc == 2 && argv[1][0] == '-' && argv[1][1])
		die(2, "%s: unknown option (see gen-crcs --help)", argv[1]);
	if (argc == 2 && strcmp(argv[1], "-")) {
		input_name = argv[1];
		in = fopen(input_name, "r");
		if (!in)
			die(2, "%s: %s", input_name, strerror(errno));
	}
	read_listing(in, &l);
	/* Byte order of the names, as the linker script sorts the entries. */
	if (l.n)	/* ex is NULL then, which qsort() may not get */
		qsort(l.ex, l.n, sizeof(*l.ex), by_name);
	write_crcs(&l);

	/* Everything back, so that LeakSanitizer (SANITIZE=1) finds none. */
	for (size_t i = 0; i < l.n; i++) {
		free(l.ex[i].name);
		free(l.ex[i].addr);
	}
	free(l.ex);
	free(l.gpl_start);
	free(l.gpl_stop);
	if (in != stdin)
		fclose(in);
	return 0;
}
