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
#include <stdlib.h>

#include "ksymtab.h"

/*
 * KSYMTAB_UNPACK_RATIO: how many times its compressed size a compressed
 * input may grow (decompress.c); an environment variable rather than an
 * option, as every command of every caller reads compressed inputs.
 */
static int unpack_ratio(struct ksym_ctx *ctx)
{
	const char *val = getenv("KSYMTAB_UNPACK_RATIO");
	char *end;

	if (!val)
		return 0;
	errno = 0;
	ctx->unpack_ratio = strtoul(val, &end, 10);
	if (*val < '0' || *val > '9' || *end || errno || !ctx->unpack_ratio) {
		bad(ctx, "KSYMTAB_UNPACK_RATIO",
		    "must be a positive whole number, not '%s'", val);
		return -1;
	}
	return 0;
}

int main(int argc, char **argv)
{
	struct ksym_ctx ctx = { .diag = stderr };
	int ret;

	if (unpack_ratio(&ctx) < 0)
		return 2;
	ret = ksymtab_run(&ctx, argc, argv);

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
