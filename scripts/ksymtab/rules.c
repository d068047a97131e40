// SPDX-License-Identifier: GPL-2.0-only
/*
 * The rules of `ksymtab diff --rules FILE` and `--symbols FILE`: which
 * changes of which exports are allowed, and which exports matter at all
 * (Documentation/ksymtab.rst, "Rules").  A rules file, one rule a line:
 *
 *   symbol GLOB KIND...       exports whose name matches GLOB
 *   module GLOB KIND...       exports of a module whose name matches GLOB
 *   namespace GLOB KIND...    exports in a matching namespace ('-': none)
 *   list GLOB                 only exports matching a list entry matter
 *
 * KIND: added, removed, crc, gpl, namespace, module, all or none.  The
 * last rule that matches the old or the new export of a change decides;
 * the kinds it names are all it allows.  --symbols FILE is a list with one
 * name a line ('[...]' section lines skipped).  '#' starts a comment.
 */
#include <fnmatch.h>
#include <stdlib.h>
#include <string.h>

#include "ksymtab.h"

static const char *const kind_names[CH_NR] = {
	[CH_REMOVED] = "removed", [CH_ADDED] = "added", [CH_TABLE] = "gpl",
	[CH_NS] = "namespace", [CH_CRC] = "crc", [CH_MODULE] = "module",
};

#define ALLOW_ALL	((1u << CH_NR) - 1)

static const char *const rule_names[] = {
	[RULE_SYMBOL] = "symbol", [RULE_MODULE] = "module",
	[RULE_NAMESPACE] = "namespace", [RULE_LIST] = "list",
};

/*
 * NULL if @g is a glob fnmatch() reads as we mean it, else the problem.
 * fnmatch() takes a '[' without ']' as a plain character: in a rule that is
 * a typo that would silently match nothing, so it is bad input here.
 */
static const char *glob_problem(const char *g)
{
	for (; *g; g++) {
		if (*g == '\\') {
			if (!*++g)
				return "ends in a backslash";
			continue;
		}
		if (*g != '[')
			continue;
		g++;
		if (*g == '!' || *g == '^')
			g++;
		if (*g == ']')		/* a ']' first is a member */
			g++;
		while (*g && *g != ']')
			g++;
		if (!*g)
			return "has a '[' without ']'";
	}
	return NULL;
}

static int is_literal(const char *g)
{
	return !strpbrk(g, "*?[\\");
}

static int add_rule(struct rules *r, enum rule_on on, const char *glob,
		    unsigned int allow, const char *where)
{
	struct rule *x;
	void **slot;
	int found;

	if (grow_array(&r->v, &r->cap, r->n + 1, sizeof(*r->v)) < 0)
		return -ENOMEM;
	x = &r->v[r->n];
	memset(x, 0, sizeof(*x));
	x->on = on;
	x->allow = allow;
	x->where = where;
	x->literal = is_literal(glob);
	x->glob = strpool_dup(&r->pool, glob);
	if (!x->glob)
		return -ENOMEM;
	r->n++;
	if (on != RULE_LIST)
		return 0;
	r->nlist++;
	if (!x->literal) {
		r->nlistglobs++;
		return 0;
	}
	/* a symbol list of thousands of names is looked up, not scanned */
	if (!r->listnames.ents && strmap_init(&r->listnames, 0) < 0)
		return -ENOMEM;
	slot = strmap_insert(&r->listnames, x->glob, &found);
	if (!slot)
		return -ENOMEM;
	*slot = (void *)x->glob;
	return 0;
}

static int parse_kinds(struct ksym_ctx *ctx, const char *where, char **tok,
		       int n, unsigned int *allow)
{
	int i, none = 0;

	*allow = 0;
	for (i = 0; i < n; i++) {
		int k;

		if (!strcmp(tok[i], "none")) {
			none = 1;
			continue;
		}
		if (!strcmp(tok[i], "all")) {
			*allow |= ALLOW_ALL;
			continue;
		}
		for (k = 0; k < CH_NR; k++)
			if (!strcmp(tok[i], kind_names[k]))
				break;
		if (k == CH_NR) {
			bad(ctx, where, "unknown change kind '%s' (added, removed, crc, gpl, namespace, module, all, none)",
			    tok[i]);
			return -1;
		}
		*allow |= 1u << k;
	}
	if (none && n > 1) {
		bad(ctx, where, "'none' with other change kinds");
		return -1;
	}
	return 0;
}

#define MAX_TOKENS 16

/* split @line at blanks, dropping a '#' comment; returns the count */
static int tokens(char *line, char **tok)
{
	char *hash = strchr(line, '#'), *save = NULL, *t;
	int n = 0;

	if (hash)
		*hash = '\0';
	for (t = strtok_r(line, " \t\r\n", &save); t;
	     t = strtok_r(NULL, " \t\r\n", &save)) {
		if (n == MAX_TOKENS)
			return MAX_TOKENS + 1;
		tok[n++] = t;
	}
	return n;
}

/* one line of a rules file (@list_only: of a --symbols file) */
static int parse_line(struct rules *r, struct ksym_ctx *ctx, char *line,
		      const char *where, int list_only)
{
	char *tok[MAX_TOKENS];
	int n = tokens(line, tok), first = 1;
	const char *why;
	enum rule_on on;
	unsigned int allow = 0;

	if (!n)
		return 0;
	if (n > MAX_TOKENS) {
		bad(ctx, where, "more than %d words on a line", MAX_TOKENS);
		return -1;
	}
	if (list_only) {
		/* a section header of a symbol list names no symbol */
		if (tok[0][0] == '[' && tok[n - 1][strlen(tok[n - 1]) - 1] == ']')
			return 0;
		if (n > 1) {
			bad(ctx, where, "more than one name on a line");
			return -1;
		}
		on = RULE_LIST;
		first = 0;
	} else {
		for (on = 0; on <= RULE_LIST; on++)
			if (!strcmp(tok[0], rule_names[on]))
				break;
		if (on > RULE_LIST) {
			bad(ctx, where, "unknown rule '%s' (symbol, module, namespace or list)",
			    tok[0]);
			return -1;
		}
		if (on == RULE_LIST && n != 2) {
			bad(ctx, where, "'list' takes one glob");
			return -1;
		}
		if (on != RULE_LIST && n < 3) {
			bad(ctx, where, "'%s' needs a glob and at least one change kind",
			    rule_names[on]);
			return -1;
		}
		if (on != RULE_LIST &&
		    parse_kinds(ctx, where, tok + 2, n - 2, &allow) < 0)
			return -1;
	}
	why = glob_problem(tok[first]);
	if (why) {
		bad(ctx, where, "malformed glob '%s': %s", tok[first], why);
		return -1;
	}
	return add_rule(r, on, tok[first], allow, where);
}

/* "PATH:LINE", kept with the rules: where each one was written */
static const char *line_name(struct rules *r, const char *path,
			     size_t lineno)
{
	char num[32], *buf;
	const char *at;

	snprintf(num, sizeof(num), ":%zu", lineno);
	buf = alloc_array(strlen(path) + strlen(num) + 1, 1);
	if (!buf)
		return NULL;
	strcat(strcpy(buf, path), num);
	at = strpool_dup(&r->pool, buf);
	free(buf);
	return at;
}

int rules_read(struct rules *r, struct ksym_ctx *ctx, const char *path,
	       int list_only)
{
	char *line = NULL;
	size_t cap = 0, lineno = 0;
	ssize_t got;
	FILE *f = fopen(path, "r");
	int ret = 0;

	if (!f) {
		if (errno == ENOMEM)
			return -ENOMEM;
		bad(ctx, path, "cannot open: %s", strerror(errno));
		return -1;
	}
	while (!ret && (got = getline(&line, &cap, f)) > 0) {
		const char *where = line_name(r, path, ++lineno);

		if (!where) {
			ret = -ENOMEM;
		} else if (memchr(line, '\0', got)) {
			bad(ctx, where, "a NUL byte in a text file");
			ret = -1;
		} else {
			ret = parse_line(r, ctx, line, where, list_only);
		}
	}
	if (!ret && ferror(f)) {
		bad(ctx, path, "read error: %s", strerror(errno));
		ret = -1;
	} else if (!ret && !feof(f)) {
		ret = -ENOMEM;
	}
	free(line);
	fclose(f);
	return ret;
}

void rules_free(struct rules *r)
{
	free(r->v);
	strpool_free(&r->pool);
	if (r->listnames.ents)
		strmap_free(&r->listnames);
	memset(r, 0, sizeof(*r));
}

/* does @x (a rule of symbol, module or namespace) match the value @s? */
static int match_value(const struct rule *x, const char *s)
{
	if (x->on == RULE_NAMESPACE && (!s[0] || !strcmp(x->glob, "-")))
		return !s[0] && !strcmp(x->glob, "-");
	return x->literal ? !strcmp(x->glob, s) : !fnmatch(x->glob, s, 0);
}

static const char *field(const struct rule *x, const struct xent *e)
{
	switch (x->on) {
	case RULE_MODULE:
		return e->module;
	case RULE_NAMESPACE:
		return e->ns;
	default:
		return e->name;
	}
}

static int match(const struct rule *x, const struct xent *e)
{
	return e && match_value(x, field(x, e));
}

int rules_in_scope(const struct rules *r, const char *name)
{
	size_t i;

	if (!r || !r->nlist)
		return 1;
	if (r->listnames.ents && strmap_get(&r->listnames, name))
		return 1;
	for (i = 0; r->nlistglobs && i < r->n; i++)
		if (r->v[i].on == RULE_LIST && !r->v[i].literal &&
		    match_value(&r->v[i], name))
			return 1;
	return 0;
}

int rules_allow(const struct rules *r, enum change what,
		const struct xent *old, const struct xent *new,
		const struct rule **by)
{
	size_t i;

	*by = NULL;
	/* gpl -> plain takes nothing from a module that used the export */
	if (what == CH_TABLE && !new->gpl)
		return 1;
	for (i = r ? r->n : 0; i-- > 0;) {
		const struct rule *x = &r->v[i];

		if (x->on != RULE_LIST && (match(x, old) || match(x, new))) {
			*by = x;
			return !!(x->allow & (1u << what));
		}
	}
	/* no rule: additions only */
	return what == CH_ADDED;
}

/*
 * The distinct values of one field over both sides (names, modules or
 * namespaces), so that a rule is tried once per value, not per export.
 */
struct values {
	struct strmap map;
	const char **v;
	size_t n;
};

static int values_collect(struct values *vs, enum rule_on on,
			  const struct xset *a, const struct xset *b)
{
	const struct xset *sets[2] = { a, b };
	struct rule probe = { .on = on };
	int s;

	vs->n = 0;
	vs->v = alloc_array(a->n + b->n + 1, sizeof(*vs->v));
	/* the map grows: a kernel has far fewer modules than exports */
	if (!vs->v || strmap_init(&vs->map, on == RULE_MODULE ||
				  on == RULE_NAMESPACE ? 0 : a->n + b->n) < 0) {
		free(vs->v);
		vs->v = NULL;
		return -ENOMEM;
	}
	for (s = 0; s < 2; s++) {
		size_t i;

		for (i = 0; i < sets[s]->n; i++) {
			const char *val = field(&probe, &sets[s]->v[i]);
			int found;
			void **slot = strmap_insert(&vs->map, val, &found);

			if (!slot)
				return -ENOMEM;
			if (!found) {
				*slot = (void *)val;
				vs->v[vs->n++] = val;
			}
		}
	}
	return 0;
}

static void values_free(struct values *vs)
{
	strmap_free(&vs->map);
	free(vs->v);
}

/* mark every rule that matches an export of either side */
int rules_mark_used(struct rules *r, const struct xset *olds,
		    const struct xset *news)
{
	struct values vs[RULE_LIST + 1] = { 0 };
	int on, ret = 0;
	size_t i, j;

	/* the values of the fields some rule is about, each field once */
	for (i = 0; !ret && i < r->n; i++) {
		on = r->v[i].on == RULE_LIST ? RULE_SYMBOL : r->v[i].on;
		if (!vs[on].v)
			ret = values_collect(&vs[on], on, olds, news);
	}
	for (i = 0; !ret && i < r->n; i++) {
		struct rule *x = &r->v[i];
		const struct values *v = &vs[x->on == RULE_LIST ? RULE_SYMBOL :
					     x->on];

		if (x->literal && !(x->on == RULE_NAMESPACE &&
				    !strcmp(x->glob, "-"))) {
			x->used = !!strmap_get(&v->map, x->glob);
			continue;
		}
		for (j = 0; j < v->n && !x->used; j++)
			x->used = match_value(x, v->v[j]);
	}
	for (on = 0; on <= RULE_LIST; on++)
		if (vs[on].v)
			values_free(&vs[on]);
	return ret;
}

void rules_report_unused(struct ksym_ctx *ctx, const struct rules *r)
{
	size_t i;

	for (i = 0; i < r->n; i++)
		if (!r->v[i].used)
			warning(ctx, r->v[i].where, "rule matched nothing");
}
