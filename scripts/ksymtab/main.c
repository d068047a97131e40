// SPDX-License-Identifier: GPL-2.0-only
/*
 * ksymtab - read, check and resolve Linux export tables.
 *
 * The driver: runs one command of the library (commands.c) with its
 * diagnostics on stderr, and turns the outcome into the exit status;
 * everything else is in libksymtab.a, which returns its errors and never
 * exits.  See Documentation/ksymtab.rst.
 */
#include <errno.h>
#include <stdio.h>

#include "ksymtab.h"

int main(int argc, char **argv)
{
	struct ksym_ctx ctx = { .diag = stderr };
	int ret = ksymtab_run(&ctx, argc, argv);

	/* the library returns a failed allocation: said once, here */
	if (ret == -ENOMEM) {
		fputs("ksymtab: out of memory\n", stderr);
		return 2;
	}
	/* a listing cut short by a full disk must not pass for complete */
	if (fflush(stdout) || ferror(stdout)) {
		fputs("ksymtab: error writing standard output\n", stderr);
		return 2;
	}
	return ctx.nr_bad ? 2 : ret;
}
