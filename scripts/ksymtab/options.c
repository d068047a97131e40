// SPDX-License-Identifier: GPL-2.0-only
/*
 * The options and operands several subcommands share: --help, --layout,
 * --align, and the one linked image of check and resolve.
 */
#include <stdlib.h>
#include <string.h>

#include "ksymtab.h"

int want_help(int argc, char **argv, const char *text)
{
	int i;

	for (i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "--"))
			break;
		if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
			fputs(text, stdout);
			return 1;
		}
	}
	return 0;
}

int parse_image_opt(struct ksym_ctx *ctx, const char *arg, struct imgopts *o,
		    int *used)
{
	const char *val;

	*used = 0;
	if ((val = skip_prefix(arg, "--layout="))) {
		*used = 1;
		if (!strcmp(val, "abs")) {
			o->layout = LAYOUT_ABS;
		} else if (!strcmp(val, "prel32")) {
			o->layout = LAYOUT_PREL32;
		} else {
			usage_error(ctx, "--layout must be abs or prel32, not '%s'",
				    val);
			return -1;
		}
		return 0;
	}
	if ((val = skip_prefix(arg, "--system-map="))) {
		*used = 1;
		if (!*val) {
			usage_error(ctx, "--system-map needs a FILE");
			return -1;
		}
		ctx->system_map = val;
		return 0;
	}
	if ((val = skip_prefix(arg, "--align="))) {
		char *end;
		unsigned long a = strtoul(val, &end, 0);

		*used = 1;
		if (!*val || *end || !a || a > 4096 || (a & (a - 1))) {
			usage_error(ctx, "--align must be a power of two up to 4096, not '%s'",
				    val);
			return -1;
		}
		o->align = a;
		return 0;
	}
	return 0;
}

/* the one linked image of check and resolve: -1 (reported) or -ENOMEM */
int open_single(struct ksym_ctx *ctx, const char *path, struct kinput *in,
		struct kfile **kf)
{
	int r;

	*kf = NULL;
	if (kinput_open(ctx, in, path) < 0)
		return -1;
	if (kinput_is_archive(in)) {
		bad(ctx, path, "is an archive, not a linked image");
		kinput_close(in);
		return -1;
	}
	r = kinput_next(in, kf);
	if (r <= 0) {
		kinput_close(in);
		return r < 0 ? r : -1;
	}
	r = kfile_load_sections(*kf);
	if (r < 0) {
		kfile_free(*kf);
		*kf = NULL;
		kinput_close(in);
		return r;
	}
	return 0;
}
