// SPDX-License-Identifier: GPL-2.0-only
/*
 * libFuzzer harness over the ksymtab commands, built once per command
 * (scripts/ksymtab/fuzz/Makefile, `make fuzz`) from the sources and flags
 * of the tool itself, main.c included (its main() renamed): every input is
 * written to a file and run through the driver as
 *
 *   list       ksymtab list FILE
 *   list-json  ksymtab list --json FILE
 *   check      ksymtab check FILE
 *   externs    ksymtab externs FILE
 *   resolve    ksymtab resolve A B and ksymtab resolve B A, where the
 *              input is A, the line SPLIT below, then B (without it, A
 *              and B are both the input)
 *
 * Bad input must be reported and freed, never crash, hang or leak.
 * Diagnostics are counted, not printed; standard output goes to
 * /dev/null.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "ksymtab.h"

int ksymtab_main(int argc, char **argv);

#define SPLIT "\n--ksymtab-fuzz-split--\n"

#define LIST		1
#define LIST_JSON	2
#define CHECK		3
#define EXTERNS		4
#define RESOLVE		5

#ifndef FUZZ_CMD
#error "build with -DFUZZ_CMD=LIST|LIST_JSON|CHECK|EXTERNS|RESOLVE"
#endif

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

static int run(char *cmd, char *opt, char *a, char *b)
{
	char name[] = "ksymtab";
	char *argv[5] = { name, cmd };
	int argc = 2;

	if (opt)
		argv[argc++] = opt;
	argv[argc++] = a;
	if (b)
		argv[argc++] = b;
	nr_errors = nr_warnings = nr_bad = 0;
	return ksymtab_main(argc, argv);
}

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	ksymtab_quiet = 1;
	if (!freopen("/dev/null", "w", stdout))
		abort();
	return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static struct mfile a, b;
	char list[] = "list", json[] = "--json", check[] = "check";
	char externs[] = "externs", resolve[] = "resolve";
	const uint8_t *split = memmem(data, size, SPLIT, strlen(SPLIT));
	size_t asize = split ? (size_t)(split - data) : size;

	mfile_put(&a, data, asize);
	switch (FUZZ_CMD) {
	case LIST:
		run(list, NULL, a.path, NULL);
		break;
	case LIST_JSON:
		run(list, json, a.path, NULL);
		break;
	case CHECK:
		run(check, NULL, a.path, NULL);
		break;
	case EXTERNS:
		run(externs, NULL, a.path, NULL);
		break;
	case RESOLVE:
		if (split)
			mfile_put(&b, split + strlen(SPLIT),
				  size - asize - strlen(SPLIT));
		else
			mfile_put(&b, data, size);
		run(resolve, NULL, a.path, b.path);
		run(resolve, NULL, b.path, a.path);
		break;
	}
	return 0;
}
