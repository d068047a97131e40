// SPDX-License-Identifier: GPL-2.0-only
/*
 * A string-keyed hash map with open addressing (FNV-1a, linear probing).
 * Keys are borrowed, not copied: they must outlive the map.
 */
#include <stdlib.h>
#include <string.h>

#include "ksymtab.h"

static uint32_t fnv1a(const char *s)
{
	uint32_t h = 2166136261u;

	while (*s) {
		h ^= (unsigned char)*s++;
		h *= 16777619u;
	}
	return h;
}

void strmap_init(struct strmap *m, size_t hint)
{
	size_t cap = 64;

	while (cap < hint * 2)
		cap <<= 1;
	m->ents = xcalloc(cap, sizeof(*m->ents));
	m->cap = cap;
	m->n = 0;
}

void strmap_free(struct strmap *m)
{
	free(m->ents);
	m->ents = NULL;
	m->cap = m->n = 0;
}

static struct strmap_ent *probe(struct strmap_ent *ents, size_t cap,
				const char *key, uint32_t h)
{
	size_t i = h & (cap - 1);

	for (;;) {
		struct strmap_ent *e = &ents[i];

		if (!e->key)
			return e;
		if (e->hash == h && !strcmp(e->key, key))
			return e;
		i = (i + 1) & (cap - 1);
	}
}

static void grow(struct strmap *m)
{
	size_t cap = m->cap * 2, i;
	struct strmap_ent *ents = xcalloc(cap, sizeof(*ents));

	for (i = 0; i < m->cap; i++) {
		struct strmap_ent *e = &m->ents[i];

		if (e->key)
			*probe(ents, cap, e->key, e->hash) = *e;
	}
	free(m->ents);
	m->ents = ents;
	m->cap = cap;
}

void **strmap_insert(struct strmap *m, const char *key, int *found)
{
	uint32_t h = fnv1a(key);
	struct strmap_ent *e;

	if ((m->n + 1) * 2 > m->cap)
		grow(m);
	e = probe(m->ents, m->cap, key, h);
	*found = e->key != NULL;
	if (!e->key) {
		e->key = key;
		e->hash = h;
		e->val = NULL;
		m->n++;
	}
	return &e->val;
}

void *strmap_get(const struct strmap *m, const char *key)
{
	struct strmap_ent *e;

	if (!m->cap)
		return NULL;
	e = probe(m->ents, m->cap, key, fnv1a(key));
	return e->key ? e->val : NULL;
}
