// SPDX-License-Identifier: GPL-2.0-only
/*
 * ksymtab list [--json] [--normalize] [--layout=abs|prel32] [--align=N]
 *              FILE...
 *
 * One line per export:
 *   NAME TABLE NAMESPACE KIND SYMBOL CRC LAYOUT WHERE FILE
 * "-" stands for an empty field.  --normalize drops WHERE (addresses,
 * section indices and offsets), reduces FILE to the member name or the
 * file's base name, and sorts, so that GNU and LLVM builds of the same
 * sources give identical listings.  Nothing is printed unless every file
 * could be read completely.
 */
#include <stdlib.h>
#include <string.h>

#include "ksymtab.h"

static const char list_help[] =
"Usage: ksymtab list [--json] [--normalize] [--layout=abs|prel32] [--align=N]\n"
"                    [--system-map=FILE] FILE...\n"
"\n"
"List the exports of objects (ET_REL), ar archives (members shown as\n"
"archive(member)), linked images (ET_EXEC, ET_DYN) and raw arm64 and\n"
"riscv64 kernel Images (their /boot/vmlinuz: no ELF headers, the tables\n"
"found from their structure), one line each:\n"
"\n"
"  NAME TABLE NAMESPACE KIND SYMBOL CRC LAYOUT WHERE FILE\n"
"\n"
"TABLE is plain or gpl, KIND func, object, notype or undef (from the\n"
"defining symbol), CRC 0xXXXXXXXX, ? (a CRC entry whose value the object\n"
"does not know) or -, LAYOUT abs or prel32 (+ns for three-field entries)\n"
"or record (an .export_symbol record, Linux 6.5+),\n"
"WHERE the entry's address (images) or [section]+offset (objects).\n"
"\n"
"  --json        a JSON array, one object per export\n"
"  --normalize   drop what legitimately differs between toolchains\n"
"                (WHERE, directories, member order) and sort\n"
"  --layout=L    images: force the entry layout (abs or prel32)\n"
"  --align=N     images: entry alignment (used by check only)\n"
"  --system-map=FILE\n"
"                raw Images: the tables and addresses from this System.map\n"
"                (without it an arm64 Image's addresses are offsets into it)\n"
"\n"
"Exit status: 0 listed, 2 bad input or usage.\n";

struct lister {
	int json;
	int normalize;
	const struct imgopts *opts;
	char **lines;
	size_t n, cap;
};

static const char *base(const struct kfile *kf)
{
	const char *p;

	if (kf->member)
		return kf->member;
	p = strrchr(kf->path, '/');
	return p ? p + 1 : kf->path;
}

static int add_line(struct lister *l, char *s)
{
	if (grow_array(&l->lines, &l->cap, l->n + 1, sizeof(*l->lines)) < 0) {
		free(s);
		return -ENOMEM;
	}
	l->lines[l->n++] = s;
	return 0;
}

static const char *layout_name(const struct kexport *e)
{
	if (e->layout == LAYOUT_RECORD)
		return "record";
	if (e->layout == LAYOUT_PREL32)
		return e->nfields == 3 ? "prel32+ns" : "prel32";
	return e->nfields == 3 ? "abs+ns" : "abs";
}

/* a text field: escaped (json.c), "-" when empty */
static void field(FILE *f, const char *s)
{
	fputc(' ', f);
	if (s[0])
		text_str(f, s, 1);
	else
		fputc('-', f);
}

/* the symbol field: no fixed buffer, as a C name has no length limit */
static char *symbol_field(const struct lister *l, const struct kexport *e)
{
	char *sym = NULL;
	size_t symlen = 0;
	FILE *fs = open_memstream(&sym, &symlen);

	if (!fs)
		return NULL;
	if (e->sym)
		fputs(e->sym, fs);
	else if (e->symsec && l->normalize)
		fputs(e->symsec, fs);
	else if (e->symsec)
		fprintf(fs, "%s+0x%llx", e->symsec,
			(unsigned long long)e->symoff);
	/* a stream that could not grow fails at fclose(), or leaves no buffer */
	if (fclose(fs) || !sym) {
		free(sym);
		return NULL;
	}
	return sym;
}

/* one line, built in memory: every export is read before any is printed */
static int fmt_export(struct lister *l, const struct kexport *e)
{
	char *buf = NULL, *sym = symbol_field(l, e);
	size_t len = 0;
	FILE *f = sym ? open_memstream(&buf, &len) : NULL;
	char crc[16];

	if (!f) {
		free(sym);
		return -ENOMEM;
	}
	if (!e->has_crc)
		strcpy(crc, "-");
	else if (!e->crc_known)
		strcpy(crc, "?");
	else
		snprintf(crc, sizeof(crc), "0x%08x", e->crc);
	if (l->json) {
		fputs("{\"name\": ", f);
		json_str(f, e->name);
		fprintf(f, ", \"table\": \"%s\", \"namespace\": ",
			e->gpl ? "gpl" : "plain");
		json_str(f, e->ns);
		fprintf(f, ", \"kind\": \"%s\", \"symbol\": ",
			kind_name(e->kind));
		json_str(f, sym[0] ? sym : "-");
		if (!e->has_crc)
			fputs(", \"crc\": null", f);
		else
			fprintf(f, ", \"crc\": \"%s\"", crc);
		fprintf(f, ", \"layout\": \"%s\", \"weak\": %s",
			layout_name(e), e->weak ? "true" : "false");
		if (!l->normalize) {
			if (e->kf->eh.e_type == ET_REL) {
				fputs(", \"section\": ", f);
				json_str(f, e->kf->secs[e->secidx].name);
				fprintf(f, ", \"offset\": %llu",
					(unsigned long long)e->addr);
			} else {
				fprintf(f, ", \"address\": \"0x%llx\"",
					(unsigned long long)e->addr);
			}
		}
		fputs(", \"file\": ", f);
		json_str(f, l->normalize ? base(e->kf) : e->kf->path);
		fputc('}', f);
	} else {
		text_str(f, e->name, 1);
		fprintf(f, " %s", e->gpl ? "gpl" : "plain");
		field(f, e->ns);
		fprintf(f, " %s", kind_name(e->kind));
		field(f, sym);
		fprintf(f, " %s %s", crc, layout_name(e));
		if (!l->normalize) {
			if (e->kf->eh.e_type == ET_REL)
				fprintf(f, " [%zu]+0x%llx", e->secidx,
					(unsigned long long)e->addr);
			else
				fprintf(f, " 0x%llx",
					(unsigned long long)e->addr);
		}
		field(f, l->normalize ? base(e->kf) : e->kf->path);
	}
	free(sym);
	if (fclose(f) || !buf) {
		free(buf);
		return -ENOMEM;
	}
	return add_line(l, buf);
}

static int cmp_line(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static int list_kfile(struct kfile *kf, const char *path, void *arg)
{
	struct lister *l = arg;
	const struct imgopts *o = l->opts;
	struct kexports x = { 0 };
	struct image im;
	size_t i;
	int ret = kfile_load_sections(kf);

	if (ret < 0)
		return ret;
	switch (kf->eh.e_type) {
	case ET_REL:
		ret = read_object_exports(kf, &x, 0);
		for (i = 0; !ret && i < x.n; i++)
			ret = fmt_export(l, &x.v[i]);
		kexports_free(&x);
		return ret;
	case ET_EXEC:
	case ET_DYN:
		ret = read_image(kf, o, &im);
		if (!ret)
			ret = image_entries_readable(&im);
		for (i = 0; !ret && i < im.x.n; i++)
			ret = fmt_export(l, &im.x.v[i]);
		image_free(&im);
		return ret;
	default:
		bad(kf->ctx, kf->path, "unsupported ELF type %u", kf->eh.e_type);
		return -1;
	}
}

int cmd_list(struct ksym_ctx *ctx, int argc, char **argv)
{
	struct lister l = { 0 };
	struct imgopts o = { 0 };
	int i, r, ret = 2;

	if (want_help(argc, argv, list_help))
		return 0;
	for (i = 1; i < argc; i++) {
		int used = 0;

		if (!strcmp(argv[i], "--")) {
			i++;
			break;
		}
		if (argv[i][0] != '-' || !argv[i][1])
			break;
		if (!strcmp(argv[i], "--json"))
			l.json = 1;
		else if (!strcmp(argv[i], "--normalize"))
			l.normalize = 1;
		else if (parse_image_opt(ctx, argv[i], &o, &used) < 0)
			return 2;
		else if (!used) {
			usage_error(ctx, "list: unknown option '%s'", argv[i]);
			return 2;
		}
	}
	if (i >= argc) {
		usage_error(ctx, "list: no FILE given");
		return 2;
	}
	l.opts = &o;
	r = kinput_each(ctx, argv + i, argc - i, list_kfile, &l);
	if (r < 0) {
		ret = r == -ENOMEM ? r : 2;
		goto out;
	}
	if (l.normalize && l.n)
		qsort(l.lines, l.n, sizeof(*l.lines), cmp_line);
	if (l.json)
		fputs("[\n", stdout);
	for (size_t k = 0; k < l.n; k++) {
		if (l.json)
			printf("  %s%s\n", l.lines[k], k + 1 < l.n ? "," : "");
		else
			puts(l.lines[k]);
	}
	if (l.json)
		fputs("]\n", stdout);
	ret = 0;
out:
	for (size_t k = 0; k < l.n; k++)
		free(l.lines[k]);
	free(l.lines);
	return ret;
}
