// SPDX-License-Identifier: GPL-2.0-only
/*
 * The faults of a set of exports, found and worded in one place: a local
 * (static) symbol exported, a name exported without a definition, a name
 * exported twice.  The words are modpost's (scripts/mod/modpost.c of
 * Linux 6.1 and 6.12, and 6.1's scripts/check-local-export), so that a
 * user who knows Linux's build messages knows ours:
 *
 *   local symbol 'NAME' was exported
 *   "NAME" [WHERE] was exported without definition
 *   WHERE: 'NAME' exported twice. Previous export was in PREVIOUS
 *
 * (the last without "WHERE: " where the message names the file already).
 *
 * gen-exports stops at the first (bad input), ksymtab check reports each
 * as a finding, and ksymtab resolve as an error in modpost's shape.
 */
#include <errno.h>
#include <stdarg.h>

#include "ksymtab.h"

void exports_seen_init(struct exports_seen *s)
{
	*s = (struct exports_seen){ 0 };
}

void exports_seen_free(struct exports_seen *s)
{
	strmap_free(&s->names);
	strpool_free(&s->pool);
}

/* Remember @name as exported by @where: 0, 1 if it was already, -ENOMEM. */
static int seen_add(struct exports_seen *s, const char *name,
		    const char *where, const char **previous)
{
	const char *w;
	void **slot;
	int found;

	if (!s->names.cap && strmap_init(&s->names, 64) < 0)
		return -ENOMEM;
	name = strpool_dup(&s->pool, name);
	w = strpool_dup(&s->pool, where);
	if (!name || !w)
		return -ENOMEM;
	slot = strmap_insert(&s->names, name, &found);
	if (!slot)
		return -ENOMEM;
	if (found) {
		*previous = *slot;
		return 1;
	}
	*slot = (void *)w;
	return 0;
}

int exports_seen_add(struct exports_seen *s, const struct kexports *x,
		     const char *where)
{
	const char *previous;

	for (size_t i = 0; i < x->n; i++)
		if (seen_add(s, x->v[i].name, where, &previous) < 0)
			return -ENOMEM;
	return 0;
}

__printf(4, 5) static void fault(struct ksym_ctx *ctx, enum fault_report how,
				 const char *where, const char *fmt, ...)
{
	char buf[512];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(buf, sizeof(buf), fmt, ap);
	va_end(ap);
	switch (how) {
	case FAULT_BAD:
		bad(ctx, where, "%s", buf);
		break;
	case FAULT_FINDING:
		finding(ctx, where, "%s", buf);
		break;
	case FAULT_MODPOST:
		mp_error(ctx, "%s", buf);
		break;
	}
}

int exports_validate(struct ksym_ctx *ctx, struct exports_seen *s,
		     const struct kexports *x, const char *where,
		     enum fault_report how)
{
	int faults = 0;

	for (size_t i = 0; i < x->n; i++) {
		const struct kexport *e = &x->v[i];
		const char *previous;
		int r;

		if (e->local) {
			fault(ctx, how, where, "local symbol '%s' was exported", e->name);
		} else if (e->kind == KIND_UNDEF) {
			/* modpost: never a provider, not even for itself */
			fault(ctx, how, where, "\"%s\" [%s] was exported without definition",
			      e->name, where);
		} else {
			r = seen_add(s, e->name, where, &previous);
			if (r < 0)
				return r;
			if (!r)
				continue;
			/* modpost names the module; a message with a file does */
			fault(ctx, how, where, "%s%s'%s' exported twice. Previous export was in %s",
			      how == FAULT_MODPOST ? where : "",
			      how == FAULT_MODPOST ? ": " : "", e->name, previous);
		}
		faults++;
		if (how == FAULT_BAD)
			break;
	}
	return faults;
}
