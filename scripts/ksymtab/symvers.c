// SPDX-License-Identifier: GPL-2.0-only
/*
 * Export sets, what `ksymtab diff` compares: every export of a linked
 * image (module "vmlinux"), of module objects (module: the file's base
 * name without .ko/.o) and of Module.symvers files, by name, with its
 * table, namespace, CRC and module.  What is kept is copied, so each file
 * is closed once read.
 *
 * Module.symvers, as modpost writes it (scripts/mod/modpost.c,
 * write_dump()), one export a line, tab-separated:
 *   Linux 5.9+     CRC NAME MODULE EXPORT_TYPE NAMESPACE
 *   Linux 5.4-5.8  CRC NAME NAMESPACE MODULE EXPORT_TYPE
 *   before 5.4     CRC NAME MODULE EXPORT_TYPE
 * MODULE is the module's path in the build without .ko ("vmlinux" for the
 * image); only its base name is compared, as for module files.
 */
#include <ar.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "ksymtab.h"

/* a new entry, zeroed; NULL: no memory */
static struct xent *xset_add(struct xset *s)
{
	if (grow_array(&s->v, &s->cap, s->n + 1, sizeof(*s->v)) < 0)
		return NULL;
	memset(&s->v[s->n], 0, sizeof(s->v[0]));
	return &s->v[s->n++];
}

/*
 * "dir/usb-storage.ko" (.ko.xz, ...) and "drivers/usb/storage/usb-storage"
 * alike; NULL: no memory
 */
static const char *module_name(struct xset *s, const char *path)
{
	const char *base = strrchr(path, '/');
	char buf[4096];
	size_t len;

	base = base ? base + 1 : path;
	len = strlen(base);
	if (len >= sizeof(buf))
		return strpool_dup(&s->pool, base);
	memcpy(buf, base, len + 1);
	if (module_stem(buf))
		buf[module_stem(buf)] = '\0';
	else if (len > 2 && !strcmp(buf + len - 2, ".o"))
		buf[len - 2] = '\0';
	return strpool_dup(&s->pool, buf);
}

static int add_export(struct xset *s, const struct kexport *e,
		      const char *module)
{
	struct xent *x = xset_add(s);

	if (!x)
		return -ENOMEM;
	x->name = strpool_dup(&s->pool, e->name);
	x->ns = e->ns[0] ? strpool_dup(&s->pool, e->ns) : "";
	x->module = module;
	x->gpl = e->gpl;
	x->has_crc = e->has_crc && e->crc_known;
	x->crc_unknown = e->has_crc && !e->crc_known;
	x->crc = e->crc;
	return x->name && x->ns ? 0 : -ENOMEM;
}

/* every export of @kf, an object or a linked image */
static int read_kfile(struct xset *s, struct kfile *kf, const char *path,
		      const struct imgopts *o)
{
	struct kexports x = { 0 };
	struct image im;
	const char *mod;
	size_t i;
	int r;

	if (kf->eh.e_type == ET_REL) {
		mod = s->modpath && !kf->member ?
		      strpool_dup(&s->pool, s->modpath) :
		      module_name(s, kf->member ? kf->member : path);
		if (!mod)
			return -ENOMEM;
		r = read_object_exports(kf, &x, 0);
		for (i = 0; !r && i < x.n; i++)
			r = add_export(s, &x.v[i], mod);
		kexports_free(&x);
		return r;
	}
	r = read_image(kf, o, &im);
	if (!r)
		r = image_entries_readable(&im);
	for (i = 0; !r && i < im.x.n; i++)
		r = add_export(s, &im.x.v[i], "vmlinux");
	image_free(&im);
	return r;
}

/* every ELF input of a diff must be of the first one's target */
static int check_target(struct xset *s, struct kfile *kf)
{
	struct kfile *t = &s->target->kf;

	if (!s->target->set) {
		t->path = (char *)strpool_dup(&s->pool, kf->path);
		if (!t->path)
			return -ENOMEM;
		s->target->set = 1;
		t->eh = kf->eh;
		t->is64 = kf->is64;
		t->big = kf->big;
		return 0;
	}
	return same_target(t, kf);
}

static int read_elf(struct xset *s, const char *path,
		    const struct imgopts *o)
{
	struct kinput in;
	struct kfile *kf;
	int r, ret = 0;

	if (kinput_open(s->ctx, &in, path) < 0)
		return -1;
	while (ret != -ENOMEM && (r = kinput_next(&in, &kf)) > 0) {
		r = kfile_load_sections(kf);
		if (!r)
			r = check_target(s, kf);
		if (!r)
			r = read_kfile(s, kf, path, o);
		if (r < 0)
			ret = r;
		kfile_free(kf);
	}
	if (ret != -ENOMEM && r < 0)
		ret = r;
	kinput_close(&in);
	return ret;
}

/* split @line at tabs into at most @max fields; returns the count */
static int split_tabs(char *line, char **f, int max)
{
	int n = 0;

	for (;;) {
		char *tab = strchr(line, '\t');

		if (n == max)
			return max + 1;
		f[n++] = line;
		if (!tab)
			return n;
		*tab = '\0';
		line = tab + 1;
	}
}

static int is_export_type(const char *t, int *gpl)
{
	*gpl = !strcmp(t, "EXPORT_SYMBOL_GPL");
	return *gpl || !strcmp(t, "EXPORT_SYMBOL");
}

static int read_symvers(struct xset *s, const char *path, FILE *f)
{
	char *line = NULL;
	size_t cap = 0, lineno = 0;
	ssize_t len;
	int ret = -1;

	while ((len = getline(&line, &cap, f)) > 0) {
		char *fld[5], *end;
		const char *ns = "", *mod;
		unsigned long crc;
		int n, gpl;
		struct xent *x;

		lineno++;
		if (line[len - 1] == '\n')
			line[--len] = '\0';
		n = split_tabs(line, fld, 5);
		if (n < 4 || n > 5)
			goto bad_line;
		errno = 0;
		crc = strtoul(fld[0], &end, 16);
		if (!strstarts(fld[0], "0x") || *end || errno ||
		    crc > 0xffffffffu || !fld[1][0])
			goto bad_line;
		if (is_export_type(fld[3], &gpl)) {
			mod = fld[2];
			if (n == 5)
				ns = fld[4];
		} else if (n == 5 && is_export_type(fld[4], &gpl)) {
			ns = fld[2];
			mod = fld[3];
		} else {
			goto bad_line;
		}
		x = xset_add(s);
		if (!x)
			goto nomem;
		x->name = strpool_dup(&s->pool, fld[1]);
		x->ns = ns[0] ? strpool_dup(&s->pool, ns) : "";
		x->module = module_name(s, mod);
		x->gpl = gpl;
		/*
		 * modpost writes 0x00000000 for an export it has no CRC of
		 * (MODVERSIONS off, or a CRC it did not find).
		 */
		x->has_crc = crc != 0;
		x->crc = crc;
		if (!x->name || !x->ns || !x->module)
			goto nomem;
	}
	/* getline() stops short of the end only on an error or for memory */
	if (ferror(f))
		bad(s->ctx, path, "read error: %s", strerror(errno));
	else if (!feof(f))
		goto nomem;
	else
		ret = 0;
	free(line);
	return ret;
nomem:
	free(line);
	return -ENOMEM;
bad_line:
	bad(s->ctx, path, "line %zu: not a Module.symvers line (CRC, NAME, MODULE, EXPORT_SYMBOL[_GPL], NAMESPACE)",
	    lineno);
	free(line);
	return -1;
}

int xset_read(struct xset *s, const char *path, const struct imgopts *o)
{
	/* enough for what unpack_kind() and is_raw_image() look at */
	unsigned char magic[UNPACK_HEAD > RAW_HDR_SIZE ? UNPACK_HEAD : RAW_HDR_SIZE] = { 0 };
	struct stat st;
	size_t got;
	FILE *f;
	int ret;

	/*
	 * ELF and ar files, compressed ones and kernel images (decompress.c),
	 * LLVM bitcode, and whatever is no regular file, go to the ELF
	 * reader, which says what is wrong with them.
	 */
	if (stat(path, &st) < 0 || !S_ISREG(st.st_mode))
		return read_elf(s, path, o);
	f = fopen(path, "r");
	if (!f)
		return errno == ENOMEM ? -ENOMEM : read_elf(s, path, o);
	got = fread(magic, 1, sizeof(magic), f);
	if ((got >= SELFMAG && !memcmp(magic, ELFMAG, SELFMAG)) ||
	    is_archive(magic, got) || is_bitcode(magic, got) ||
	    unpack_kind(magic, got) || is_raw_image(magic, got)) {
		fclose(f);
		return read_elf(s, path, o);
	}
	rewind(f);
	ret = read_symvers(s, path, f);
	fclose(f);
	return ret;
}

void xset_free(struct xset *s)
{
	free(s->v);
	strpool_free(&s->pool);
	s->v = NULL;
	s->n = s->cap = 0;
}
