// SPDX-License-Identifier: GPL-2.0-only
/*
 * gen-exports: the link-time half of the records contract, the part
 * Linux's modpost plays since 6.5.  Read the .export_symbol records of a
 * relocatable object (vmlinux.o, which `ld -r` made of everything the
 * image links, or a module) and write the assembler source of its export
 * tables: per record a KSYMTAB_FUNC or KSYMTAB_DATA line and the name and
 * namespace strings, and with --crcs one SYMBOL_CRC line per export,
 * through <linux/export-internal.h>.  Documentation/export-format.rst describes
 * the records and the tables.
 *
 * A record is the label __export_symbol_NAME, the license string ("" or
 * "GPL"), the namespace string, then, aligned to the pointer size, a
 * pointer-sized word whose relocation names the exported symbol.  The
 * relocation decides which symbol is exported (a REL target may keep an
 * addend in place, which the plain reference never has); the symbol's
 * type decides the table's form: a function gets what a C pointer to it
 * holds (KSYM_FUNC: ia64 @fptr, parisc P%), anything else its address.
 *
 * Errors, as modpost's since 6.5: one line "gen-exports: FILE: ..."
 * naming the record and the problem, exit status 2, and no output file
 * (nor an old one) left behind.
 */
#include <errno.h>
#include <fcntl.h>
#include <gelf.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "include/host-util.h"
#include "include/ksym-crc.h"

#define ME "gen-exports"
#define RECORD_PREFIX "__export_symbol_"
#define RECORD_SECTION ".export_symbol"

static const char usage[] =
	"Usage: " ME " [--crcs] [-o OUT] OBJECT\n"
	"Read the .export_symbol records of the relocatable ELF OBJECT (vmlinux.o\n"
	"or a module) and write the assembler source of its export tables\n"
	"(<linux/export-internal.h>): KSYMTAB_FUNC or KSYMTAB_DATA and the strings\n"
	"per record, sorted by name, and with --crcs SYMBOL_CRC per export.\n"
	"  -o OUT   write OUT through a temporary file (default: standard output)\n"
	"Exit status: 0 written, 2 bad usage or input (one line on stderr),\n"
	"1 out of memory or a write error.\n";

struct export {
	char *name;
	const char *license;	/* "" or "GPL", inside the section data */
	const char *ns;
	bool func;
};

struct object {
	const char *file;
	Elf *elf;
	size_t ptr;		/* pointer size: 4 or 8 */
	bool mips64el;		/* r_info in MIPS64's little-endian layout */
	Elf_Scn *symtab;
	GElf_Shdr symtab_hdr;
	Elf_Data *syms;
};

static const char *out, *input;
static char *out_tmp;

static void remove_output(void)
{
	if (out_tmp)
		unlink(out_tmp);
	if (out)
		unlink(out);
}

static void __attribute__((noreturn, format(printf, 2, 3)))
die(int status, const char *fmt, ...)
{
	va_list ap;

	fputs(ME ": ", stderr);
	if (input)
		fprintf(stderr, "%s: ", input);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	remove_output();
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

static const char *sym_name(struct object *o, const GElf_Sym *s)
{
	const char *n = elf_strptr(o->elf, o->symtab_hdr.sh_link, s->st_name);

	return n ? n : "";
}

/* The symbol of a relocation, MIPS64 little-endian's r_info included. */
static size_t reloc_sym(const struct object *o, GElf_Xword info)
{
	return o->mips64el ? (size_t)(info & 0xffffffff) : GELF_R_SYM(info);
}

/* Its type: 0 is R_*_NONE on every machine, no reference at all. */
static unsigned int reloc_type(const struct object *o, GElf_Xword info)
{
	return o->mips64el ? (unsigned int)(info >> 56) : GELF_R_TYPE(info);
}

struct reloc {
	GElf_Addr off;
	size_t sym;
};

static int by_reloc_offset(const void *a, const void *b)
{
	const struct reloc *x = a, *y = b;

	return x->off < y->off ? -1 : x->off > y->off;
}

/* The relocations against section SCN, by offset (*n of them). */
static struct reloc *relocs_of(struct object *o, size_t scn, size_t *n)
{
	struct reloc *r = NULL;
	Elf_Scn *s = NULL;
	GElf_Shdr sh;

	*n = 0;
	while ((s = elf_nextscn(o->elf, s))) {
		Elf_Data *d;
		size_t cnt;

		if (!gelf_getshdr(s, &sh) || sh.sh_info != scn || !sh.sh_entsize ||
		    (sh.sh_type != SHT_REL && sh.sh_type != SHT_RELA))
			continue;
		d = elf_getdata(s, NULL);
		cnt = d ? sh.sh_size / sh.sh_entsize : 0;
		r = xrealloc(r, *n + cnt + 1, sizeof(*r));
		for (size_t i = 0; i < cnt; i++) {
			GElf_Rela ra;
			GElf_Rel rel;

			if (sh.sh_type == SHT_RELA ? !gelf_getrela(d, i, &ra) :
			    !gelf_getrel(d, i, &rel))
				die(2, "unreadable relocation %zu of section %zu", i, scn);
			if (sh.sh_type == SHT_REL) {
				ra.r_offset = rel.r_offset;
				ra.r_info = rel.r_info;
			}
			if (!reloc_type(o, ra.r_info))
				continue;
			r[*n].off = ra.r_offset;
			r[(*n)++].sym = reloc_sym(o, ra.r_info);
		}
	}
	if (*n)
		qsort(r, *n, sizeof(*r), by_reloc_offset);
	return r;
}

/* Symbol index of the relocation at OFF, or 0. */
static size_t reloc_at(const struct reloc *r, size_t n, GElf_Addr off)
{
	struct reloc key = { .off = off };
	const struct reloc *hit = n ? bsearch(&key, r, n, sizeof(*r), by_reloc_offset) : NULL;

	return hit ? hit->sym : 0;
}

struct label {
	GElf_Addr off;
	const char *name;	/* after the prefix */
};

static int by_offset(const void *a, const void *b)
{
	const struct label *x = a, *y = b;

	return x->off < y->off ? -1 : x->off > y->off;
}

/* The record labels of section SCN, by offset. */
static struct label *labels_of(struct object *o, size_t scn, size_t *n)
{
	struct label *l = NULL;
	size_t nsyms = o->symtab_hdr.sh_size / o->symtab_hdr.sh_entsize;

	*n = 0;
	for (size_t i = 1; i < nsyms; i++) {
		GElf_Sym s;
		const char *name;

		if (!gelf_getsym(o->syms, i, &s) || s.st_shndx != scn)
			continue;
		name = sym_name(o, &s);
		if (!strstarts(name, RECORD_PREFIX))
			continue;
		l = xrealloc(l, *n + 1, sizeof(*l));
		l[*n].off = s.st_value;
		l[(*n)++].name = name + strlen(RECORD_PREFIX);
	}
	if (*n)
		qsort(l, *n, sizeof(*l), by_offset);
	return l;
}

/* A NUL-terminated string at *pos before END, or a fatal error. */
static const char *record_string(const char *data, size_t *pos, size_t end,
				 const char *name, const char *what)
{
	const char *s = data + *pos;
	const char *nul = *pos < end ? memchr(s, '\0', end - *pos) : NULL;

	if (!nul)
		die(2, "record '%s' at 0x%zx: its %s string is unterminated",
		    name, *pos, what);
	*pos += nul - s + 1;
	return s;
}

/* The exported symbol of one record, checked as modpost checks it. */
static void export_symbol(struct object *o, const struct reloc *r, size_t nr,
			  const struct label *l, size_t ref, struct export *e)
{
	size_t idx = reloc_at(r, nr, ref);
	GElf_Sym s;
	const char *target;

	if (!idx || !gelf_getsym(o->syms, idx, &s))
		die(2, "record '%s' at 0x%zx: no relocation for its reference at 0x%zx",
		    l->name, (size_t)l->off, ref);
	target = sym_name(o, &s);
	if (GELF_ST_TYPE(s.st_info) == STT_SECTION ||
	    GELF_ST_BIND(s.st_info) == STB_LOCAL)
		die(2, "record '%s': local symbol '%s' was exported", l->name,
		    GELF_ST_TYPE(s.st_info) == STT_SECTION ? l->name : target);
	if (strcmp(target, l->name))
		die(2, "record '%s' references '%s', which is not the symbol it names",
		    l->name, target);
	if (s.st_shndx == SHN_UNDEF)
		die(2, "record '%s': '%s' is exported but not defined here",
		    l->name, target);
	e->func = GELF_ST_TYPE(s.st_info) == STT_FUNC;
}

/* Every record of the .export_symbol section SCN, appended to *ex. */
static void read_section(struct object *o, Elf_Scn *s, struct export **ex,
			 size_t *n)
{
	size_t scn = elf_ndxscn(s), nl, nr;
	GElf_Shdr sh;
	Elf_Data *d = elf_getdata(s, NULL);
	struct label *l;
	struct reloc *r;

	if (!gelf_getshdr(s, &sh) || sh.sh_type != SHT_PROGBITS || !d ||
	    d->d_size != sh.sh_size)
		die(2, "section %s: not a PROGBITS section with contents",
		    RECORD_SECTION);
	l = labels_of(o, scn, &nl);
	r = relocs_of(o, scn, &nr);
	if (!nl && sh.sh_size)
		die(2, "section %s: %zu bytes and no " RECORD_PREFIX "NAME label",
		    RECORD_SECTION, (size_t)sh.sh_size);
	*ex = xrealloc(*ex, *n + nl, sizeof(**ex));
	for (size_t i = 0; i < nl; i++) {
		size_t pos = l[i].off, ref;
		size_t end = i + 1 < nl ? l[i + 1].off : sh.sh_size;
		struct export *e = &(*ex)[(*n)++];

		if (end > sh.sh_size || pos > end)
			die(2, "record '%s' at 0x%zx: outside its section",
			    l[i].name, pos);
		e->license = record_string(d->d_buf, &pos, end, l[i].name, "license");
		e->ns = record_string(d->d_buf, &pos, end, l[i].name, "namespace");
		if (strcmp(e->license, "") && strcmp(e->license, "GPL"))
			die(2, "record '%s': unknown license \"%s\" (\"\" or \"GPL\")",
			    l[i].name, e->license);
		ref = (pos + o->ptr - 1) / o->ptr * o->ptr;
		if (ref + o->ptr > end)
			die(2, "record '%s' at 0x%zx: no room for its %zu-byte reference",
			    l[i].name, (size_t)l[i].off, o->ptr);
		e->name = (char *)l[i].name;
		export_symbol(o, r, nr, &l[i], ref, e);
	}
	free(l);
	free(r);
}

static int by_name(const void *a, const void *b)
{
	return strcmp(((const struct export *)a)->name,
		      ((const struct export *)b)->name);
}

/* A C string as the assembler reads it: quotes, backslashes, octal. */
static void put_string(FILE *f, const char *s)
{
	fputc('"', f);
	for (; *s; s++) {
		unsigned char c = *s;

		if (c == '"' || c == '\\')
			fprintf(f, "\\%c", c);
		else if (c < 0x20 || c >= 0x7f)
			fprintf(f, "\\%03o", c);
		else
			fputc(c, f);
	}
	fputc('"', f);
}

/* One export: its entry, then its name and namespace strings. */
static void write_export(FILE *f, const struct export *e)
{
	fprintf(f, "%s(%s, %s)\n", e->func ? "KSYMTAB_FUNC" : "KSYMTAB_DATA",
		e->name, strcmp(e->license, "GPL") ? "" : "_gpl");
	fprintf(f, "\t.pushsection __ksymtab_strings, \"aMS\", %%progbits, 1\n"
		"__kstrtab_%s:\n\t.asciz \"%s\"\n__kstrtabns_%s:\n\t.asciz ",
		e->name, e->name, e->name);
	put_string(f, e->ns);
	fputs("\n\t.popsection\n", f);
}

static void write_tables(FILE *f, struct export *ex, size_t n, bool crcs)
{
	fprintf(f, "/* Generated by scripts/gen-exports from %s. */\n", input);
	fprintf(f, "#include <linux/export-internal.h>\n");
	for (size_t i = 0; i < n; i++)
		write_export(f, &ex[i]);
	for (size_t i = 0; crcs && i < n; i++)
		fprintf(f, "SYMBOL_CRC(%s, 0x%08x, %s)\n", ex[i].name,
			ksym_crc32(ex[i].name),
			strcmp(ex[i].license, "GPL") ? "" : "_gpl");
}

static void open_object(struct object *o, int fd)
{
	GElf_Ehdr eh;
	Elf_Scn *s = NULL;
	GElf_Shdr sh;

	o->elf = elf_begin(fd, ELF_C_READ, NULL);
	if (!o->elf || elf_kind(o->elf) != ELF_K_ELF || !gelf_getehdr(o->elf, &eh))
		die(2, "not an ELF object");
	if (eh.e_type != ET_REL)
		die(2, "not a relocatable object (records are read before the link)");
	o->ptr = gelf_getclass(o->elf) == ELFCLASS64 ? 8 : 4;
	o->mips64el = eh.e_machine == EM_MIPS && o->ptr == 8 &&
		      eh.e_ident[EI_DATA] == ELFDATA2LSB;
	while ((s = elf_nextscn(o->elf, s)))
		if (gelf_getshdr(s, &sh) && sh.sh_type == SHT_SYMTAB) {
			o->symtab = s;
			o->symtab_hdr = sh;
		}
	if (o->symtab && o->symtab_hdr.sh_entsize)
		o->syms = elf_getdata(o->symtab, NULL);
}

/* Every record of the object, by name, each name once. */
static struct export *read_records(struct object *o, size_t *n)
{
	struct export *ex = NULL;
	Elf_Scn *s = NULL;
	size_t shstrndx;

	*n = 0;
	if (elf_getshdrstrndx(o->elf, &shstrndx))
		die(2, "no section name table");
	while ((s = elf_nextscn(o->elf, s))) {
		GElf_Shdr sh;
		const char *name;

		if (!gelf_getshdr(s, &sh))
			die(2, "unreadable section header");
		name = elf_strptr(o->elf, shstrndx, sh.sh_name);
		if (!name || strcmp(name, RECORD_SECTION))
			continue;
		if (!o->syms)
			die(2, "section %s but no symbol table", RECORD_SECTION);
		read_section(o, s, &ex, n);
	}
	if (*n)
		qsort(ex, *n, sizeof(*ex), by_name);
	for (size_t i = 1; i < *n; i++)
		if (!strcmp(ex[i].name, ex[i - 1].name))
			die(2, "'%s' exported twice", ex[i].name);
	return ex;
}

static FILE *open_output(void)
{
	FILE *f;
	size_t len;

	if (!out)
		return stdout;
	len = strlen(out) + sizeof(".tmp");
	out_tmp = xrealloc(NULL, len, 1);
	snprintf(out_tmp, len, "%s.tmp", out);
	f = fopen(out_tmp, "w");
	if (!f)
		die(2, "%s: %s", out_tmp, strerror(errno));
	return f;
}

int main(int argc, char **argv)
{
	struct object o = { 0 };
	struct export *ex;
	bool crcs = false;
	size_t n;
	FILE *f;
	int i, fd;

	for (i = 1; i < argc && argv[i][0] == '-'; i++) {
		if (!strcmp(argv[i], "-h") || !strcmp(argv[i], "--help")) {
			fputs(usage, stdout);
			return 0;
		} else if (!strcmp(argv[i], "--crcs")) {
			crcs = true;
		} else if (!strcmp(argv[i], "-o") && i + 1 < argc) {
			out = argv[++i];
		} else {
			die(2, "%s: unknown option (see " ME " --help)", argv[i]);
		}
	}
	if (i != argc - 1)
		die(2, "one OBJECT (see " ME " --help)");
	input = o.file = argv[i];
	if (elf_version(EV_CURRENT) == EV_NONE)
		die(1, "libelf: %s", elf_errmsg(-1));
	fd = open(input, O_RDONLY);
	if (fd < 0)
		die(2, "%s", strerror(errno));
	open_object(&o, fd);
	ex = read_records(&o, &n);
	f = open_output();
	write_tables(f, ex, n, crcs);
	if (fflush(f) || ferror(f) || (out && fclose(f)))
		die(1, "%s: write error", out ? out_tmp : "standard output");
	if (out && rename(out_tmp, out))
		die(1, "%s: %s", out, strerror(errno));
	free(ex);
	free(out_tmp);
	elf_end(o.elf);
	close(fd);
	return 0;
}
