// SPDX-License-Identifier: GPL-2.0-only
/*
 * gen-lib-ksyms: the listing parsers.  Each line of "$OBJDUMP -h [-t]"
 * (GNU objdump or llvm-objdump) or of "$NM --quiet" (llvm-nm, for bitcode)
 * is parsed strictly as it streams; the export names found are interned
 * here with the members that export them.  The driver, gen-lib-ksyms.c,
 * runs the tools and writes the output; Documentation/lib-ksyms.rst has
 * the grammar.
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gen-lib-ksyms.h"

static const unsigned char char_class[256] = {
	[' '] = BLANK | FIELD_END, ['\t'] = BLANK | FIELD_END, ['\0'] = FIELD_END,
	['0'] = DIGITS | HEX | SYMBOL_CHARS | ZERO,
	['1' ... '9'] = DIGITS | HEX | SYMBOL_CHARS,
	['a' ... 'f'] = HEX | SYMBOL_CHARS, ['A' ... 'F'] = HEX | SYMBOL_CHARS,
	['g' ... 'z'] = SYMBOL_CHARS, ['G' ... 'Z'] = SYMBOL_CHARS,
	['_'] = SYMBOL_CHARS, ['.'] = SYMBOL_CHARS, ['$'] = SYMBOL_CHARS,
};

static bool is_blank(char c)
{
	return char_class[(unsigned char)c] & BLANK;
}

/* Every character of S (N bytes) is of class SET; N may be 0. */
bool all_of(const char *s, size_t n, unsigned int set)
{
	const unsigned char *p = (const unsigned char *)s;

	while (n && (char_class[*p] & set))
		p++, n--;
	return !n;
}

/* ------------------------------------------------------------------ */
/* Interned strings: export names, and member names per file.          */



/*
 * The names in the order they came, and an open-addressing table of their
 * hashes and indexes, at most half full: a probe reads the table alone,
 * and only a matching hash reads the entry.  Compact on purpose: 20,000
 * names in a table of whole entries, grown by copying, touched some 800
 * pages, and a lookup missed the cache twice.  The strings are packed in
 * blocks.
 */
struct slot {
	unsigned int hash;
	unsigned int index;		/* in names[], + 1; 0: empty */
};

static struct name *names;
static size_t names_size, names_used;
static struct slot *slots;
static size_t slots_size;		/* a power of two */
static char *pool;
static size_t pool_left;

#define POOL_BLOCK	(64 << 10)

static unsigned int hash_str(const char *s, size_t n, int kind)
{
	unsigned int h = 2166136261u ^ (unsigned int)kind;	/* FNV-1a */

	while (n--)
		h = (h ^ (unsigned char)*s++) * 16777619u;
	return h;
}

static char *pool_strndup(const char *s, size_t n)
{
	char *d;

	if (n + 1 > pool_left) {
		pool_left = n + 1 > POOL_BLOCK ? n + 1 : POOL_BLOCK;
		pool = xrealloc(NULL, pool_left);
	}
	d = pool;
	memcpy(d, s, n);
	d[n] = '\0';
	pool += n + 1;
	pool_left -= n + 1;
	return d;
}

static void grow_slots(void)
{
	size_t i, j;

	slots_size = slots_size ? 2 * slots_size : 8192;
	free(slots);
	slots = calloc(slots_size, sizeof(*slots));
	if (!slots)
		die(2, "out of memory");
	for (j = 0; j < names_used; j++) {
		i = names[j].hash & (slots_size - 1);
		while (slots[i].index)
			i = (i + 1) & (slots_size - 1);
		slots[i].hash = names[j].hash;
		slots[i].index = j + 1;
	}
}

/* The entry for S (N bytes) of KIND, created empty when missing; valid
 * until the next call. */
struct name *lookup(const char *s, size_t n, int kind)
{
	unsigned int h = hash_str(s, n, kind);
	struct name *e;
	size_t i;

	if (n > UINT_MAX)
		die(2, "a name of %zu bytes is too long", n);
	if (names_used >= UINT_MAX / 2)
		die(2, "out of memory");
	if (2 * (names_used + 1) > slots_size)
		grow_slots();
	for (i = h & (slots_size - 1); slots[i].index; i = (i + 1) & (slots_size - 1)) {
		if (slots[i].hash != h)
			continue;
		e = &names[slots[i].index - 1];
		if (e->kind == kind && e->len == n && !memcmp(e->str, s, n))
			return e;
	}
	if (names_used == names_size) {
		names_size = names_size ? 2 * names_size : 4096;
		names = xrealloc(names, names_size * sizeof(*names));
	}
	slots[i].hash = h;
	slots[i].index = names_used + 1;
	e = &names[names_used++];
	e->str = pool_strndup(s, n);
	e->len = n;
	e->hash = h;
	e->kind = kind;
	e->member = -1;
	e->count = 0;
	return e;
}

/* ------------------------------------------------------------------ */
/* Members (objects) in the listings, and the exports found in them.   */


struct member *members;
size_t members_used;
static size_t members_size;

const char **exports;	/* export names, first-seen order */
size_t exports_used;
static size_t exports_size;

char **files;


/* Across files, the first name two files export. */
const char *cross_name;
int cross1, cross2;

static void fail(struct listing *l, const char *what, const char *line)
{
	size_t n;

	if (l->err)
		return;
	n = strlen(what) + strlen(line) + 3;
	l->err = xrealloc(NULL, n);
	snprintf(l->err, n, "%s: %s", what, line);
	l->err_status = 2;
}

/*
 * Where member W is, for a duplicate message: FILE(MEMBER)#POS when its
 * file has more than one member of that name; otherwise MEMBER within
 * one file, FILE(MEMBER) (or FILE alone for an object) across files.
 */
void print_where(int w, bool across)
{
	const struct member *m = &members[w];
	const char *f = files[m->file];

	if (lookup(m->name, strlen(m->name), MEMBER_NAMES(m->file))->count > 1)
		fprintf(stderr, "%s(%s)#%u", f, m->name, m->pos);
	else if (!across)
		fputs(m->name, stderr);
	else if (!strcmp(f, m->name))
		fputs(f, stderr);
	else
		fprintf(stderr, "%s(%s)", f, m->name);
}

/* NAME (N bytes) is exported by the current member; WHERE says from what. */
static void add_export(struct listing *l, const char *name, size_t n,
		       const char *where, const char *line)
{
	struct name *e;
	int w;

	if (!n || !all_of(name, n, SYMBOL_CHARS) || all_of(name, 1, DIGITS)) {
		fail(l, where, line);
		return;
	}
	e = lookup(name, n, EXPORT_NAMES);
	if (e->member < 0) {
		e->member = l->member;
		if (exports_used == exports_size) {
			exports_size = exports_size ? 2 * exports_size : 1024;
			exports = xrealloc(exports, exports_size * sizeof(*exports));
		}
		exports[exports_used++] = e->str;
		return;
	}
	w = e->member;
	if (w == l->member)
		return;		/* listed twice in one member */
	if (members[w].file == l->file) {
		if (!l->err) {
			l->err = xstrndup(name, n);
			l->err_status = 1;
			l->dup1 = w;
			l->dup2 = l->member;
		}
	} else if (!cross_name) {
		cross_name = e->str;
		cross1 = w;
		cross2 = l->member;
	}
}

/* ------------------------------------------------------------------ */
/* Lines of the listing.                                               */

#define MAX_FIELDS 16

struct fields {
	int n;			/* how many; counting goes on past MAX_FIELDS */
	const char *s[MAX_FIELDS];
	size_t len[MAX_FIELDS];
};

/* Split LINE on blanks as awk does by default. */
static void split(const char *line, struct fields *f)
{
	const unsigned char *p = (const unsigned char *)line, *start;

	f->n = 0;
	for (;;) {
		while (char_class[*p] & BLANK)
			p++;
		if (!*p)
			return;
		start = p;
		while (!(char_class[*p] & FIELD_END))
			p++;
		if (f->n < MAX_FIELDS) {
			f->s[f->n] = (const char *)start;
			f->len[f->n] = p - start;
		}
		f->n++;
	}
}

static bool field_is(const struct fields *f, int i, unsigned int set)
{
	return all_of(f->s[i], f->len[i], set);
}

/*
 * With -t every member's listing has its symbol table, even an empty one
 * ("no symbols" from GNU objdump): a member listed without it was cut
 * short, and its records would be lost.
 */
void end_member(struct listing *l)
{
	if (l->opt_t && l->pos && !l->symtab_seen)
		fail(l, "no symbol table listed for member", members[l->member].name);
}

/*
 * A member line: "a.o:     file format elf64-x86-64" (GNU: archive member
 * or object) or "lib.a(a.o):	file format elf64-x86-64" (llvm-objdump
 * archive member).  LINE is trimmed.  Returns false when it is not one.
 */

static bool member_line(struct listing *l, const char *line, const char *orig)
{
	static const char ff[] = "file format ";
	const char *p = line, *hit = NULL, *colon;
	size_t mlen, alen = strlen(l->arg);
	const char *m;

	while ((p = strstr(p, ff))) {
		const char *rest = p + strlen(ff);

		if (*rest && !rest[strcspn(rest, " \t")])
			hit = p;
		p++;
	}
	/* ":", one or more blanks, "file format ", one word to the end. */
	if (!hit || hit == line || !is_blank(hit[-1]))
		return false;
	colon = hit - 1;
	while (colon > line && is_blank(*colon))
		colon--;
	if (*colon != ':')
		return false;
	m = line;
	mlen = colon - line;
	if (!l->in_archive) {
		if (mlen == alen && !memcmp(m, l->arg, alen)) {
			/* An object: named as we were given it. */
			m = files[l->file];
			mlen = strlen(m);
		} else if (mlen > alen + 1 && !memcmp(m, l->arg, alen) &&
			   m[alen] == '(' && m[mlen - 1] == ')') {
			/*
			 * llvm-objdump prints the archive as it was given;
			 * the rest, "(" and all, is the member.
			 */
			m += alen + 1;
			mlen -= alen + 2;
		} else if (mlen && m[mlen - 1] == ')' && memchr(m, '(', mlen) &&
			   m[0] != '(') {
			/* A stand-in that prints another archive name. */
			const char *open = memchr(m, '(', mlen);

			mlen -= open + 1 - m + 1;
			m = open + 1;
		}
	}
	if (!mlen) {
		fail(l, "cannot parse objdump line", orig);
		return true;
	}
	new_member(l, m, mlen);
	return true;
}

/* The listing's next member is M (MLEN bytes). */
void new_member(struct listing *l, const char *m, size_t mlen)
{
	struct member *mb;
	struct name *key;

	if (members_used == members_size) {
		members_size = members_size ? 2 * members_size : 256;
		members = xrealloc(members, members_size * sizeof(*members));
	}
	end_member(l);
	mb = &members[members_used];
	mb->file = l->file;
	key = lookup(m, mlen, MEMBER_NAMES(l->file));
	/* a -t listing after a -h one lists the same members again */
	if (l->opt_h || l->nm)
		key->count++;
	mb->name = key->str;
	mb->pos = ++l->pos;
	l->member = members_used++;
	l->fmt = FMT_NONE;
	l->after_section = false;
	/* -h -t: the sections first, then the symbols */
	l->symbols = !l->opt_h;
	l->symtab_seen = false;
}

/* The header line above the sections, blanks squeezed. */
static void header_line(struct listing *l, const char *line, const char *orig)
{
	char h[128];
	size_t n = 0;
	const char *p;

	for (p = line; *p && n < sizeof(h) - 2; p++) {
		if (is_blank(*p)) {
			if (n && h[n - 1] == ' ')
				continue;
			h[n++] = ' ';
		} else {
			h[n++] = *p;
		}
	}
	h[n] = '\0';
	if (*p)
		fail(l, "cannot parse objdump line", orig);
	else if (!strcmp(h, "Idx Name Size VMA LMA File off Algn"))
		l->fmt = FMT_GNU;
	else if (!strcmp(h, "Idx Name Size VMA Type"))
		l->fmt = FMT_LLVM, l->lma = false;
	else if (!strcmp(h, "Idx Name Size VMA LMA Type"))
		l->fmt = FMT_LLVM, l->lma = true;
	else
		fail(l, "cannot parse objdump line", orig);
	if (!l->pos)
		fail(l, "cannot parse objdump line", orig);
	l->after_section = false;
}

/* llvm-objdump's Type column: words out of TEXT, DATA, BSS, DEBUG joined
 * by ", ". */
static bool type_word(const char *s, size_t n)
{
	static const char *const words[] = { "TEXT", "DATA", "BSS", "DEBUG" };
	size_t i;

	if (n && s[n - 1] == ',')
		n--;
	for (i = 0; i < sizeof(words) / sizeof(words[0]); i++)
		if (strlen(words[i]) == n && !memcmp(s, words[i], n))
			return true;
	return false;
}

/* A section line (its first field is the index). */
static void section_line(struct listing *l, const struct fields *f, const char *orig)
{
	const char *sec = NULL;
	size_t seclen = 0;
	int k, i, lma = l->lma;

	if (l->fmt == FMT_GNU) {
		/*
		 * Idx Name Size VMA LMA File-off Algn; a long name only
		 * shifts the columns, it never wraps.  No field is empty.
		 */
		if (f->n != 7 || f->len[6] < 4 || strncmp(f->s[6], "2**", 3) ||
		    !all_of(f->s[6] + 3, f->len[6] - 3, DIGITS)) {
			fail(l, "cannot parse objdump line", orig);
			return;
		}
		for (i = 2; i <= 5; i++) {
			if (!field_is(f, i, HEX)) {
				fail(l, "cannot parse objdump line", orig);
				return;
			}
		}
		l->after_section = true;
		sec = f->s[1];
		seclen = f->len[1];
	} else if (l->fmt == FMT_LLVM) {
		/*
		 * Idx Name Size VMA [LMA] [Type]; the null section (index
		 * 0) has an empty name.
		 */
		if (f->n > MAX_FIELDS) {
			fail(l, "cannot parse objdump line", orig);
			return;
		}
		k = f->n;
		while (k > 1 && type_word(f->s[k - 1], f->len[k - 1]))
			k--;
		if (k == 4 + lma && field_is(f, 2, HEX) && field_is(f, 3, HEX) &&
		    (!lma || field_is(f, 4, HEX))) {
			sec = f->s[1];
			seclen = f->len[1];
		} else if (!(k == 3 + lma && field_is(f, 0, ZERO) &&
			     field_is(f, 1, HEX) && field_is(f, 2, HEX) &&
			     (!lma || field_is(f, 3, HEX)))) {
			fail(l, "cannot parse objdump line", orig);
			return;
		}
	} else {
		fail(l, "cannot parse objdump line", orig);
		return;
	}
	/* SEC ends at a blank, which no prefix holds: strstarts() stops. */
	if (sec && strstarts(sec, KSYMTAB_PREFIX)) {
		l->forms |= FORM_SECTIONS;
		add_export(l, sec + strlen(KSYMTAB_PREFIX), seclen - strlen(KSYMTAB_PREFIX),
			   "bad symbol name in section name", orig);
	} else if (sec && strstarts(sec, KSYMTAB_GPL_PREFIX)) {
		l->forms |= FORM_SECTIONS;
		add_export(l, sec + strlen(KSYMTAB_GPL_PREFIX),
			   seclen - strlen(KSYMTAB_GPL_PREFIX),
			   "bad symbol name in section name", orig);
	} else if (sec && seclen == strlen(RECORD_SECTION) &&
		   !memcmp(sec, RECORD_SECTION, seclen)) {
		l->forms |= FORM_RECORDS;
	}
}

/*
 * The records contract's -t pass: a symbol line of GNU objdump or
 * llvm-objdump, "ADDRESS FLAGS SECTION<TAB>SIZE [OTHER...] NAME", where
 * ADDRESS is 8 or 16 hex digits (or, from GNU objdump for SPARC's
 * STT_REGISTER symbols, "REG_G<n>" padded with blanks), FLAGS is seven
 * columns of objdump's flag letters and OTHER is what objdump says of
 * st_other (".hidden", "0x60").  Only the labels __export_symbol_NAME in
 * .export_symbol name exports.
 */
static bool address_field(const char *line, size_t *width)
{
	size_t hex = strspn(line, "0123456789abcdefABCDEF");

	if (hex == 8 || hex == 16) {
		*width = hex;
		return line[hex] == ' ';
	}
	if (strncmp(line, "REG_G", 5) || line[5] < '0' || line[5] > '7')
		return false;
	for (*width = 6; line[*width] == ' ' && *width < 16; (*width)++)
		;
	return *width == 16 && line[16] == ' ';
}

static void symbol_line(struct listing *l, const char *line, const char *orig)
{
	static const char flag_chars[] = " lgu!wCWIiDdFfOR";
	const char *tab = strchr(line, '\t'), *sec, *name;
	size_t addr, seclen;
	struct fields f;
	int i;

	if (!tab || !address_field(line, &addr) ||
	    (size_t)(tab - line) < addr + 10 || line[addr + 8] != ' ')
		goto bad;
	for (i = 1; i <= 7; i++)
		if (!strchr(flag_chars, line[addr + i]) || !line[addr + i])
			goto bad;
	sec = line + addr + 9;
	seclen = tab - sec;
	if (!seclen || memchr(sec, ' ', seclen))
		goto bad;
	split(tab + 1, &f);
	if (f.n < 2 || f.n > MAX_FIELDS || !field_is(&f, 0, HEX))
		goto bad;
	for (i = 1; i < f.n - 1; i++)
		if (!(f.len[i] > 2 && !strncmp(f.s[i], "0x", 2) &&
		      all_of(f.s[i] + 2, f.len[i] - 2, HEX)) &&
		    !(f.len[i] > 1 && f.s[i][0] == '.' &&
		      all_of(f.s[i], f.len[i], SYMBOL_CHARS)))
			goto bad;
	name = f.s[f.n - 1];
	if (seclen == strlen(RECORD_SECTION) && !memcmp(sec, RECORD_SECTION, seclen) &&
	    f.len[f.n - 1] > strlen(RECORD_PREFIX) && strstarts(name, RECORD_PREFIX))
		add_export(l, name + strlen(RECORD_PREFIX),
			   f.len[f.n - 1] - strlen(RECORD_PREFIX),
			   "bad symbol name in record label", orig);
	return;
bad:
	fail(l, "cannot parse objdump line", orig);
}

/*
 * A line of a member's symbol table (-t) that is not a member line: after
 * its one "SYMBOL TABLE:" line, symbol lines or GNU's "no symbols".
 */
static void symbols_pass_line(struct listing *l, const char *line, const char *orig)
{
	if (!strcmp(line, "SYMBOL TABLE:")) {
		if (!l->pos || l->symtab_seen)
			fail(l, "cannot parse objdump line", orig);
		l->symtab_seen = true;
	} else if (!l->symtab_seen) {
		fail(l, "cannot parse objdump line", orig);
	} else if (!strcmp(line, "no symbols")) {
		;
	} else if (l->pos && (char_class[(unsigned char)line[0]] & HEX ||
			      strstarts(line, "REG_G"))) {
		symbol_line(l, line, orig);
	} else {
		fail(l, "cannot parse objdump line", orig);
	}
}

/*
 * A line of llvm-nm's listing of a file with bitcode (its default, BSD
 * format): "MEMBER:" before each member of an archive (none for an
 * object), then "ADDRESS TYPE NAME" per symbol, where ADDRESS is 8 or 16
 * hex digits, as many "-" for a symbol of bitcode, which has no address
 * yet, or as many blanks for an undefined one (U, w, v), and TYPE one
 * letter ("?" when llvm-nm cannot tell).  NAME may be empty: module-level
 * assembly can define a local label without a name.  The names are the
 * labels the export macros define, whatever the member is made of:
 * __ksymtab_NAME in an ___ksymtab(_gpl)+NAME section, or
 * __export_symbol_NAME for a record; only defined ones count.
 */
#define KSYMTAB_LABEL		"__ksymtab_"

static void nm_line(struct listing *l, const char *line, size_t n, const char *orig)
{
	size_t w = strspn(line, line[0] == '-' ? "-" : line[0] == ' ' ? " " :
			  "0123456789abcdefABCDEF");
	const char *name;
	char type;

	if (line[n - 1] == ':' && !memchr(line, ' ', n) && n > 1) {
		if (l->archive) {
			new_member(l, line, n - 1);
			return;
		}
		goto bad;
	}
	if (line[0] == ' ')
		w--;		/* the blank before TYPE */
	if ((w != 8 && w != 16) || line[w] != ' ' || l->member < 0)
		goto bad;
	type = line[w + 1];
	if (!((type >= 'a' && type <= 'z') || (type >= 'A' && type <= 'Z') || type == '?'))
		goto bad;
	if (line[0] == ' ' && !strchr("Uwv", type))
		goto bad;
	if (!line[w + 2])
		return;		/* a label without a name */
	name = line + w + 3;
	if (line[w + 2] != ' ' || !*name || strpbrk(name, " \t"))
		goto bad;
	if (strchr("Uwv", type))
		return;
	if (strstarts(name, KSYMTAB_LABEL) && name[strlen(KSYMTAB_LABEL)]) {
		l->forms |= FORM_SECTIONS;
		add_export(l, name + strlen(KSYMTAB_LABEL),
			   strlen(name) - strlen(KSYMTAB_LABEL),
			   "bad symbol name in __ksymtab_ label", orig);
	} else if (strstarts(name, RECORD_PREFIX) && name[strlen(RECORD_PREFIX)]) {
		l->forms |= FORM_RECORDS;
		add_export(l, name + strlen(RECORD_PREFIX),
			   strlen(name) - strlen(RECORD_PREFIX),
			   "bad symbol name in record label", orig);
	}
	return;
bad:
	fail(l, "cannot parse nm line", orig);
}

/* GNU objdump: the flags line under a section line, blanks and then a
 * capital letter.  WORD: the line's first word, NULL if it has none. */
static bool flags_line(struct listing *l, const char *line, const char *word)
{
	if (l->fmt != FMT_GNU || !l->after_section || !word || !is_blank(line[0]))
		return false;
	if (word[0] < 'A' || word[0] > 'Z')
		return false;
	l->after_section = false;
	return true;
}

/*
 * LINE (N bytes, NUL-terminated) without one trailing CR and then trailing
 * blanks: LINE itself when it has none, else a copy in a buffer of ours
 * that the next call reuses; *N becomes its length.
 */
static const char *trimmed(const char *line, size_t *n)
{
	static char *buf;
	static size_t size;

	if (!*n || (line[*n - 1] != '\r' && !is_blank(line[*n - 1])))
		return line;
	if (*n + 1 > size) {
		size = 2 * (*n + 1);
		buf = xrealloc(buf, size);
	}
	memcpy(buf, line, *n);
	buf[*n] = '\0';
	if (*n && buf[*n - 1] == '\r')
		buf[--*n] = '\0';
	while (*n && is_blank(buf[*n - 1]))
		buf[--*n] = '\0';
	return buf;
}

/* One line of the listing, without its newline; LEN bytes. */
void listing_line(struct listing *l, const char *raw, size_t len)
{
	struct fields f;
	const char *line;
	size_t n = len;

	if (l->err) {
		/* Only the member names, for the duplicate message. */
		if (l->err_status == 1 && !l->nm && strstr(raw, "file format"))
			member_line(l, trimmed(raw, &n), raw);
		else if (l->err_status == 1 && l->nm && len > 1 && raw[len - 1] == ':' &&
			 !memchr(raw, ' ', len))
			new_member(l, raw, len - 1);
		return;
	}
	/* A NUL is in no line objdump prints, and would cut ours short. */
	if (memchr(raw, '\0', len)) {
		fail(l, l->nm ? "cannot parse nm line" : "cannot parse objdump line", raw);
		return;
	}
	line = trimmed(raw, &n);
	if (!n) {
		l->after_section = false;
		return;
	}
	if (l->nm) {
		nm_line(l, line, n, raw);
		return;
	}
	if (l->symbols) {
		if (strstarts(line, "In archive ") && line[n - 1] == ':')
			l->in_archive = true;
		else if (!(memchr(line, ':', n) && strstr(line, "file format") &&
			   member_line(l, line, raw)))
			symbols_pass_line(l, line, raw);
		return;
	}
	/*
	 * Most lines: a section line, or GNU's flags line under it.  Only a
	 * member line says "file format", after a colon; the other shapes
	 * start with a letter, so testing these two first changes no verdict.
	 */
	if (!memchr(line, ':', n) || !strstr(line, "file format")) {
		const char *word = line;

		/* only a line that starts with a number is split */
		while (is_blank(*word))
			word++;
		if (char_class[(unsigned char)*word] & DIGITS) {
			split(line, &f);
			if (f.n > 1 && field_is(&f, 0, DIGITS)) {
				section_line(l, &f, raw);
				return;
			}
		}
		if (flags_line(l, line, *word ? word : NULL))
			return;
	}
	if (strstarts(line, "In archive ") && line[n - 1] == ':') {
		/* GNU objdump, before the members of an archive. */
		l->in_archive = true;
	} else if (member_line(l, line, raw)) {
		;
	} else if (!strcmp(line, "Sections:")) {
		;
	} else if (l->opt_t && !strcmp(line, "SYMBOL TABLE:")) {
		/* -h -t: the member's symbol table follows its sections */
		l->symbols = true;
		symbols_pass_line(l, line, raw);
	} else if (strstarts(line, "Idx ") || strstarts(line, "Idx\t")) {
		header_line(l, line, raw);
	} else {
		split(line, &f);
		if (f.n > 1 && field_is(&f, 0, DIGITS))
			section_line(l, &f, raw);
		else if (!flags_line(l, line, f.n ? f.s[0] : NULL))
			fail(l, "cannot parse objdump line", raw);
	}
}

