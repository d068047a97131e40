// SPDX-License-Identifier: GPL-2.0-only
/*
 * ksymtab symvers IMAGE [MODULE... | TREE]: the Module.symvers modpost
 * would write for a kernel, from the kernel as installed (an image in
 * /boot, compressed modules in /lib/modules/VERSION), so that modules can
 * be built outside the tree against it; or the same exports as the RPM
 * provides distributions give their kernel packages.
 *
 * Module.symvers is modpost's write_dump() (scripts/mod/modpost.c, Linux
 * 5.9 to 6.12 alike): one line an export,
 *   0xCRC \t NAME \t MODULE \t EXPORT_SYMBOL[_GPL] \t NAMESPACE
 * with the CRC as %08x (0 without CONFIG_MODVERSIONS), MODULE "vmlinux"
 * for the image, else the module's path in the build without .ko
 * (modtree.c), the image's exports first and then each module's, in
 * modules.order's order.
 *
 * RPM provides, for an export with a CRC (the provides scripts read the
 * __crc_ symbols, so an export without one provides nothing):
 *   kernel(NAME) = 0xCRC        Red Hat and Fedora (kernel-rpm-macros,
 *                               find-provides.ksyms: kernel() for the
 *                               kernel package's own modules)
 *   ksym(FLAVOUR:NAME) = CRC    SUSE (--flavour; kernel-source's
 *                               find-provides: the CRC in hex without 0x
 *                               and without leading zeros)
 */
#include <stdlib.h>
#include <string.h>

#include "ksymtab.h"

static const char symvers_help[] =
"Usage: ksymtab symvers [-o FILE] [--format=symvers|rpm-provides]\n"
"                       [--flavour=FLAVOUR] [--layout=abs|prel32]\n"
"                       IMAGE [MODULE... | TREE...] [-b BASEDIR] [-r VERSION]\n"
"\n"
"Write the Module.symvers that modpost writes for a kernel, from its image\n"
"(vmlinux, or /boot/vmlinuz as installed: an x86 bzImage) and its modules\n"
"(files, compressed or not, or module trees such as /lib/modules/VERSION,\n"
"walked as depmod walks them; -r VERSION with -b BASEDIR: depmod's\n"
"BASEDIR/lib/modules/VERSION).  One line an export, tab-separated:\n"
"\n"
"  0xCRC NAME MODULE EXPORT_SYMBOL[_GPL] NAMESPACE\n"
"\n"
"MODULE is vmlinux for the image, else the module's path without .ko\n"
"(in a tree without the leading kernel/); the image's exports come first,\n"
"then the modules' in modules.order's order.\n"
"\n"
"  -o FILE             write FILE, whole or not at all (default: stdout)\n"
"  --format=symvers    Module.symvers (the default)\n"
"  --format=rpm-provides\n"
"                      RPM provides, one an export with a CRC:\n"
"                      'kernel(NAME) = 0xCRC' (Red Hat, Fedora), or with\n"
"                      --flavour 'ksym(FLAVOUR:NAME) = CRC' (SUSE: hex,\n"
"                      no 0x, no leading zeros)\n"
"  --flavour=FLAVOUR   the kernel flavour of SUSE's form (e.g. default)\n"
"\n"
"Exit status: 0 written, 2 bad input or usage (nothing written).\n";

enum symfmt { FMT_SYMVERS, FMT_RPM };

struct symopts {
	struct imgopts img;
	enum symfmt fmt;
	const char *flavour;
	const char *out;
	const char *base, *release;
};

static void write_entry(FILE *f, const struct symopts *o, const struct xent *x)
{
	if (o->fmt == FMT_SYMVERS) {
		fprintf(f, "0x%08x\t%s\t%s\tEXPORT_SYMBOL%s\t%s\n",
			x->has_crc ? x->crc : 0, x->name, x->module,
			x->gpl ? "_GPL" : "", x->ns);
		return;
	}
	if (!x->has_crc)
		return;
	if (o->flavour)
		fprintf(f, "ksym(%s:%s) = %x\n", o->flavour, x->name, x->crc);
	else
		fprintf(f, "kernel(%s) = 0x%08x\n", x->name, x->crc);
}

static int write_all(struct ksym_ctx *ctx, const struct symopts *o,
		     const struct xset *s)
{
	struct outfile out = { 0 };
	FILE *f = stdout;
	size_t i;
	int r;

	if (o->out) {
		r = outfile_open(ctx, &out, o->out);
		if (r < 0)
			return r;
		f = out.f;
	}
	for (i = 0; i < s->n; i++)
		write_entry(f, o, &s->v[i]);
	return o->out ? outfile_commit(ctx, &out) : 0;
}

static int parse(struct ksym_ctx *ctx, int argc, char **argv,
		 struct symopts *o, char **files, int *nfiles)
{
	int i, used;
	const char *val;

	for (i = 1; i < argc; i++) {
		const char *a = argv[i];
		const char **dst = NULL;

		if (!strcmp(a, "-o") || !strcmp(a, "-b") || !strcmp(a, "-r")) {
			dst = a[1] == 'o' ? &o->out : a[1] == 'b' ? &o->base :
			      &o->release;
			if (i + 1 == argc) {
				usage_error(ctx, "symvers: %s needs a value", a);
				return -1;
			}
			*dst = argv[++i];
		} else if ((val = skip_prefix(a, "--format="))) {
			if (!strcmp(val, "symvers")) {
				o->fmt = FMT_SYMVERS;
			} else if (!strcmp(val, "rpm-provides")) {
				o->fmt = FMT_RPM;
			} else {
				usage_error(ctx, "--format must be symvers or rpm-provides, not '%s'",
					    val);
				return -1;
			}
		} else if ((val = skip_prefix(a, "--flavour="))) {
			if (!*val || strpbrk(val, ":() \t")) {
				usage_error(ctx, "--flavour takes a flavour name, not '%s'",
					    val);
				return -1;
			}
			o->flavour = val;
		} else if (a[0] == '-' && a[1]) {
			if (parse_image_opt(ctx, a, &o->img, &used) < 0)
				return -1;
			if (!used) {
				usage_error(ctx, "symvers: unknown option '%s'", a);
				return -1;
			}
		} else {
			files[(*nfiles)++] = argv[i];
		}
	}
	if (!*nfiles) {
		usage_error(ctx, "symvers: need IMAGE");
		return -1;
	}
	if (o->base && !o->release) {
		usage_error(ctx, "symvers: -b BASEDIR needs -r VERSION");
		return -1;
	}
	if (o->flavour && o->fmt != FMT_RPM) {
		usage_error(ctx, "symvers: --flavour is for --format=rpm-provides");
		return -1;
	}
	return 0;
}

/* the image, then each module, into @s: 0, -1 (reported) or -ENOMEM */
static int read_all(struct ksym_ctx *ctx, const struct symopts *o,
		    char **files, int nfiles, struct xset *s)
{
	struct modlist mods = { 0 };
	size_t i;
	int j, r = 0, ret;

	/* every bad input is named: only -ENOMEM stops the reading */
	for (j = 1; j < nfiles && r != -ENOMEM; j++) {
		int a = modlist_add(ctx, &mods, files[j]);

		r = a == -ENOMEM ? a : a < 0 ? -1 : r;
	}
	if (o->release && r != -ENOMEM) {
		int a = modlist_release(ctx, &mods, o->base, o->release);

		r = a == -ENOMEM ? a : a < 0 ? -1 : r;
	}
	ret = r;
	if (r != -ENOMEM) {
		r = xset_read(s, files[0], &o->img);
		ret = ret < 0 ? ret : r;
	}
	for (i = 0; i < s->n; i++)
		if (strcmp(s->v[i].module, "vmlinux") && ret >= 0) {
			bad(ctx, files[0], "is no linked image (ET_EXEC, ET_DYN)");
			ret = -1;
			break;
		}
	for (i = 0; i < mods.n && ret != -ENOMEM; i++) {
		s->modpath = mods.modpaths[i];
		r = xset_read(s, mods.paths[i], &o->img);
		ret = r < 0 && ret != -ENOMEM ? r : ret;
	}
	s->modpath = NULL;
	modlist_free(&mods);
	return ret;
}

int cmd_symvers(struct ksym_ctx *ctx, int argc, char **argv)
{
	struct symopts o = { .fmt = FMT_SYMVERS };
	struct xtarget target = { 0 };
	struct xset s = { .ctx = ctx, .target = &target };
	unsigned int bad_input = ctx->nr_bad;
	char **files;
	int nfiles = 0, r, ret = 2;

	if (want_help(argc, argv, symvers_help))
		return 0;
	files = alloc_array(argc, sizeof(*files));
	if (!files)
		return -ENOMEM;
	if (parse(ctx, argc, argv, &o, files, &nfiles) < 0)
		goto out;
	r = read_all(ctx, &o, files, nfiles, &s);
	if (r == -ENOMEM) {
		ret = r;
		goto out;
	}
	/* any bad input: nothing written, as modpost writes nothing */
	if (r < 0 || ctx->nr_bad != bad_input)
		goto out;
	r = write_all(ctx, &o, &s);
	ret = r == -ENOMEM ? r : r < 0 ? 2 : 0;
out:
	xset_free(&s);
	free(files);
	return ret;
}
