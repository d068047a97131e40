// SPDX-License-Identifier: GPL-2.0-only
/*
 * libFuzzer harness over the ksymtab commands, linked with the tool's own
 * library (libksymtab.a, ../Kbuild; `make fuzz` builds it with the
 * fuzzer's flags).  The name it runs under picks the command, so one
 * binary serves as each harness (`make fuzz` links the names to it); as
 * plain ksymtab-fuzz it prints the names and exits.  Every input is
 * written to a file and run through the commands' dispatch as
 *
 *   ksymtab-fuzz-list       ksymtab list FILE
 *   ksymtab-fuzz-list-json  ksymtab list --json FILE
 *   ksymtab-fuzz-check      ksymtab check FILE
 *   ksymtab-fuzz-externs    ksymtab externs FILE
 *   ksymtab-fuzz-resolve    ksymtab resolve A B and ksymtab resolve B A,
 *                           where the input is A, the line SPLIT below,
 *                           then B (without it, A and B are both the input)
 *   ksymtab-fuzz-unpack     ksymtab list FILE with a decompression ratio of
 *                           4, for the front end of compressed inputs and
 *                           bzImages (decompress.c; the seeds hold both)
 *   ksymtab-fuzz-symvers    ksymtab symvers A B and B A, split as resolve
 *   ksymtab-fuzz-raw-arm64  ksymtab list FILE, FILE the input with arm64's
 *   ksymtab-fuzz-raw-riscv64  or riscv64's Image magic written into its
 *                           boot header: the raw Image table finder
 *                           (rawimage.c) on every input of 64 bytes or more
 *
 * Bad input must be reported and freed, never crash, hang or leak.
 * Each run has a context of its own whose diagnostics are counted, not
 * printed (no sink): the library keeps no state between runs, so there is
 * nothing to reset.  Standard output goes to /dev/null.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "../ksymtab.h"

#define SPLIT "\n--ksymtab-fuzz-split--\n"
#define NAME "ksymtab-fuzz"

/* the harnesses: argv of one run, the operands appended */
static const struct harness {
	const char *name;		/* after "ksymtab-fuzz-" */
	const char *cmd, *opt;
	int two;			/* resolve: A B, then B A */
	unsigned long ratio;		/* KSYMTAB_UNPACK_RATIO, 0: default */
	const char *magic;		/* written at @at into the input */
	size_t at, len;
} harnesses[] = {
	{ "list", "list", NULL, 0, 0 },
	{ "list-json", "list", "--json", 0, 0 },
	{ "check", "check", NULL, 0, 0 },
	{ "externs", "externs", NULL, 0, 0 },
	{ "resolve", "resolve", NULL, 1, 0 },
	/* a small ratio: the bounds are met within libFuzzer's input sizes */
	{ "unpack", "list", NULL, 0, 4 },
	{ "symvers", "symvers", NULL, 1, 0 },
	/* Documentation/arch/{arm64/booting,riscv/boot-image-header}.rst */
	{ "raw-arm64", "list", NULL, 0, 0, "ARM\x64", 0x38, 4 },
	{ "raw-riscv64", "list", NULL, 0, 0, "RISCV\0\0\0RSC\x05", 0x30, 12 },
};

/* the header a raw-* harness writes into inputs long enough for one */
#define RAW_HDR 64

static const struct harness *harness;

/* one in-memory file per operand, named by its /proc/self/fd path */
struct mfile {
	int fd;
	char path[64];
};

static void mfile_put(struct mfile *m, const uint8_t *data, size_t size)
{
	if (!m->fd) {
		m->fd = memfd_create("ksymtab-fuzz", 0);
		if (m->fd < 0)
			abort();
		snprintf(m->path, sizeof(m->path), "/proc/self/fd/%d", m->fd);
	}
	if (ftruncate(m->fd, 0) < 0 ||
	    pwrite(m->fd, data, size, 0) != (ssize_t)size)
		abort();
}

static void run(const char *a, const char *b)
{
	char *argv[5] = { (char *)"ksymtab", (char *)harness->cmd };
	struct ksym_ctx ctx = { .diag = NULL, .unpack_ratio = harness->ratio };
	int argc = 2, ret;

	if (harness->opt)
		argv[argc++] = (char *)harness->opt;
	argv[argc++] = (char *)a;
	if (b)
		argv[argc++] = (char *)b;
	ret = ksymtab_run(&ctx, argc, argv);
	/* a status the driver does not know, or bad input left untold */
	if ((ret < 0 && ret != -ENOMEM) || ret > 2 || (ret == 2 && !ctx.nr_bad))
		abort();
}

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	const char *base = strrchr((*argv)[0], '/');
	size_t i;

	base = base ? base + 1 : (*argv)[0];
	for (i = 0; i < sizeof(harnesses) / sizeof(harnesses[0]); i++)
		if (strstarts(base, NAME "-") &&
		    !strcmp(base + strlen(NAME "-"), harnesses[i].name))
			harness = &harnesses[i];
	if (!harness) {
		for (i = 0; i < sizeof(harnesses) / sizeof(harnesses[0]); i++)
			printf("%s\n", harnesses[i].name);
		exit(strcmp(base, NAME) ? 2 : 0);
	}
	if (!freopen("/dev/null", "w", stdout))
		abort();
	return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static struct mfile a, b;
	const uint8_t *split = memmem(data, size, SPLIT, strlen(SPLIT));
	size_t asize = split ? (size_t)(split - data) : size;

	if (harness->magic && asize >= RAW_HDR) {
		uint8_t *copy = malloc(asize);

		if (!copy)
			abort();
		memcpy(copy, data, asize);
		memcpy(copy + harness->at, harness->magic, harness->len);
		mfile_put(&a, copy, asize);
		free(copy);
	} else {
		mfile_put(&a, data, asize);
	}
	if (!harness->two) {
		run(a.path, NULL);
		return 0;
	}
	if (split)
		mfile_put(&b, split + strlen(SPLIT),
			  size - asize - strlen(SPLIT));
	else
		mfile_put(&b, data, size);
	run(a.path, b.path);
	run(b.path, a.path);
	return 0;
}
