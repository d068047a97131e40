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

int main(int argc, char **argv)
{
	struct export *ex = NULL;
	size_t n = 0, cap = 0, lineno = 0;
	char *gpl_start = NULL, *gpl_stop = NULL;
	char *line = NULL;
	size_t linecap = 0;
	ssize_t len;
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

	/*
	 * Every line is "ADDRESS TYPE NAME", or "TYPE NAME" for an undefined
	 * symbol: anything else is not a listing, and nothing is written.  A
	 * symbol may have no name at all (GNU nm prints "U " for SPARC's
	 * STT_REGISTER symbols of .register): "TYPE" or "ADDRESS TYPE".
	 */
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
		if (nf != 3)
			continue;
		if (!strcmp(field[2], "__start___ksymtab_gpl")) {
			free(gpl_start);
			gpl_start = xstrdup(field[0]);
		} else if (!strcmp(field[2], "__stop___ksymtab_gpl")) {
			free(gpl_stop);
			gpl_stop = xstrdup(field[0]);
		} else if (strstarts(field[2], KSYMTAB_PREFIX) &&
			   strcmp(field[2], "__ksymtab_strings")) {
			if (n == cap) {
				cap = cap ? 2 * cap : 1024;
				ex = xrealloc(ex, cap, sizeof(*ex));
			}
			ex[n].name = xstrdup(field[2] + strlen(KSYMTAB_PREFIX));
			ex[n].addr = xstrdup(field[0]);
			ex[n].seen = n;
			n++;
		}
	}
	if (ferror(in))
		die(2, "%s: %s", input_name, strerror(errno));
	if (!gpl_start != !gpl_stop)
		die(2, "%s: __start___ksymtab_gpl and __stop___ksymtab_gpl come in pairs",
		    input_name);

	/* Byte order of the names, as the linker script sorts the entries. */
	if (n)		/* ex is NULL then, which qsort() may not get */
		qsort(ex, n, sizeof(*ex), by_name);

	printf("/* Generated by scripts/gen-crcs: the CRC of every export. */\n");
	printf("#include <asm/export.h>\n");
	for (size_t i = 0; i < n; i++) {
		if (i && !strcmp(ex[i].name, ex[i - 1].name))
			continue;
		/* Quoted: the preprocessor would rewrite a name such as "linux". */
		printf("\t.pushsection \"___kcrctab%s+%s\", \"a\", %%progbits\n",
		       in_gpl(ex[i].addr, gpl_start, gpl_stop) ? "_gpl" : "",
		       ex[i].name);
		printf("\t.balign KCRC_ALIGN\n");
		printf("__crc_%s:\n\t.long 0x%08x\n\t.popsection\n",
		       ex[i].name, ksym_crc32(ex[i].name));
	}
	if (fflush(stdout) || ferror(stdout))
		die(1, "standard output: %s", strerror(errno));

	/* Everything back, so that LeakSanitizer (SANITIZE=1) finds none. */
	for (size_t i = 0; i < n; i++) {
		free(ex[i].name);
		free(ex[i].addr);
	}
	free(ex);
	free(gpl_start);
	free(gpl_stop);
	free(line);
	if (in != stdin)
		fclose(in);
	return 0;
}
