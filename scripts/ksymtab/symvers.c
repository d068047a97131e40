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

static struct xent *xset_add(struct xset *s)
{
	if (s->n == s->cap) {
		s->cap = s->cap ? 2 * s->cap : 1024;
		s->v = xrealloc(s->v, s->cap, sizeof(*s->v));
	}
	memset(&s->v[s->n], 0, sizeof(s->v[0]));
	return &s->v[s->n++];
}

/* "dir/usb-storage.ko" and "drivers/usb/storage/usb-storage" alike */
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
	if (len > 3 && !strcmp(buf + len - 3, ".ko"))
		buf[len - 3] = '\0';
	else if (len > 2 && !strcmp(buf + len - 2, ".o"))
		buf[len - 2] = '\0';
	return strpool_dup(&s->pool, buf);
}

static void add_export(struct xset *s, const struct kexport *e,
		       const char *module)
{
	struct xent *x = xset_add(s);

	x->name = strpool_dup(&s->pool, e->name);
	x->ns = e->ns[0] ? strpool_dup(&s->pool, e->ns) : "";
	x->module = module;
	x->gpl = e->gpl;
	x->has_crc = e->has_crc && e->crc_known;
	x->crc = e->crc;
}

/* every ELF input of a diff must be of the first one's target */
static int check_target(struct xset *s, struct kfile *kf)
{
	struct kfile *t = &s->target->kf;

	if (!s->target->set) {
		s->target->set = 1;
		t->eh = kf->eh;
		t->is64 = kf->is64;
		t->big = kf->big;
		t->path = (char *)strpool_dup(&s->pool, kf->path);
		return 0;
	}
	return same_target(t, kf);
}

static int read_elf(struct xset *s, const char *path,
		    const struct imgopts *o)
{
	struct kinput in;
	struct kfile *kf;
	int r, ok = 1;

	if (kinput_open(&in, path) < 0)
		return -1;
	while ((r = kinput_next(&in, &kf)) > 0) {
		struct kexports x = { 0 };
		struct image im;
		size_t i;

		if (kfile_load_sections(kf) < 0 || check_target(s, kf) < 0) {
			ok = 0;
		} else if (kf->eh.e_type == ET_REL) {
			const char *mod = module_name(s, kf->member ?
						      kf->member : path);

			if (read_object_exports(kf, &x) < 0)
				ok = 0;
			for (i = 0; i < x.n; i++)
				add_export(s, &x.v[i], mod);
			kexports_free(&x);
		} else if (read_image(kf, o, &im) < 0 ||
			   image_entries_readable(&im) < 0) {
			ok = 0;
			image_free(&im);
		} else {
			for (i = 0; i < im.x.n; i++)
				add_export(s, &im.x.v[i], "vmlinux");
			image_free(&im);
		}
		kfile_free(kf);
	}
	if (r < 0)
		ok = 0;
	kinput_close(&in);
	return ok ? 0 : -1;
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
		x->name = strpool_dup(&s->pool, fld[1]);
		x->ns = ns[0] ? strpool_dup(&s->pool, ns) : "";
		x->module = module_name(s, mod);
		x->gpl = gpl;
		x->has_crc = 1;
		x->crc = crc;
	}
	if (ferror(f))
		bad(path, "read error: %s", strerror(errno));
	else
		ret = 0;
	free(line);
	return ret;
bad_line:
	bad(path, "line %zu: not a Module.symvers line (CRC, NAME, MODULE, EXPORT_SYMBOL[_GPL], NAMESPACE)",
	    lineno);
	free(line);
	return -1;
}

int xset_read(struct xset *s, const char *path, const struct imgopts *o)
{
	unsigned char magic[SARMAG] = { 0 };
	struct stat st;
	size_t got;
	FILE *f;
	int ret;

	/*
	 * ELF and ar files, and whatever is no regular file, go to the ELF
	 * reader, which says what is wrong with them.
	 */
	if (stat(path, &st) < 0 || !S_ISREG(st.st_mode) ||
	    !(f = fopen(path, "r")))
		return read_elf(s, path, o);
	got = fread(magic, 1, sizeof(magic), f);
	if ((got >= SELFMAG && !memcmp(magic, ELFMAG, SELFMAG)) ||
	    (got == SARMAG && (!memcmp(magic, ARMAG, SARMAG) ||
			       !memcmp(magic, THINMAG, SARMAG)))) {
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
