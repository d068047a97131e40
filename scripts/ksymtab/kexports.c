// SPDX-License-Identifier: GPL-2.0-only
/*
 * The export set every reader fills (table.c, records.c, image.c) and the
 * kind of an exported symbol: one file below the readers, so that none of
 * them calls another for these.
 */
#include <stdlib.h>
#include <string.h>

#include "ksymtab.h"

struct kexport *kexports_add(struct kexports *x)
{
	if (grow_array(&x->v, &x->cap, x->n + 1, sizeof(*x->v)) < 0)
		return NULL;
	memset(&x->v[x->n], 0, sizeof(x->v[0]));
	return &x->v[x->n++];
}

/* room for @n more entries, so a table read in one go is not copied */
int kexports_reserve(struct kexports *x, size_t n)
{
	struct kexport *v;

	if (x->cap - x->n >= n)
		return 0;
	v = resize_array(x->v, x->n + n, sizeof(*x->v));
	if (!v)
		return -ENOMEM;
	x->v = v;
	x->cap = x->n + n;
	return 0;
}

void kexports_free(struct kexports *x)
{
	free(x->v);
	memset(x, 0, sizeof(*x));
}

const char *kind_name(enum kind k)
{
	switch (k) {
	case KIND_FUNC:
		return "func";
	case KIND_OBJECT:
		return "object";
	case KIND_NOTYPE:
		return "notype";
	case KIND_UNDEF:
		return "undef";
	case KIND_OTHER:
		return "other";
	default:
		return "unknown";
	}
}

enum kind kind_of(const GElf_Sym *st)
{
	if (st->st_shndx == SHN_UNDEF)
		return KIND_UNDEF;
	switch (GELF_ST_TYPE(st->st_info)) {
	case STT_FUNC:
	case STT_GNU_IFUNC:
		return KIND_FUNC;
	case STT_OBJECT:
	case STT_TLS:
	case STT_COMMON:
		return KIND_OBJECT;
	case STT_NOTYPE:
		return KIND_NOTYPE;
	default:
		return KIND_OTHER;
	}
}
