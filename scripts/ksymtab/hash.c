// SPDX-License-Identifier: GPL-2.0-only
/*
 * A string-keyed hash map with open addressing (FNV-1a, linear probing).
 * Keys are borrowed, not copied: they must outlive the map.
 */
#include <stdlib.h>
#include <string.h>

#include "ksymtab.h"

/* FNV-1a, and strlen() in the same read of the key */
uint32_t strmap_hash_len(const char *key, size_t *len)
{
	uint32_t h = 2166136261u;
	const char *s = key;

	while (*s) {
		h ^= (unsigned char)*s++;
		h *= 16777619u;
	}
	*len = s - key;
	return h;
}

uint32_t strmap_hash(const char *key)
{
	size_t len;

	return strmap_hash_len(key, &len);
}

int strmap_init(struct strmap *m, size_t hint)
{
	size_t cap = 64;

	/* at most 3/4 full (see strmap_insert_hashed), so room for @hint */
	while (cap * 3 < hint * 4)
		cap <<= 1;
	m->n = 0;
	m->ents = alloc_array(cap, sizeof(*m->ents));
	m->cap = m->ents ? cap : 0;
	return m->ents ? 0 : -ENOMEM;
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

static int grow(struct strmap *m)
{
	size_t cap = m->cap ? m->cap * 2 : 64, i;
	struct strmap_ent *ents = alloc_array(cap, sizeof(*ents));

	if (!ents)
		return -ENOMEM;
	for (i = 0; i < m->cap; i++) {
		struct strmap_ent *e = &m->ents[i];

		if (e->key)
			*probe(ents, cap, e->key, e->hash) = *e;
	}
	free(m->ents);
	m->ents = ents;
	m->cap = cap;
	return 0;
}

/*
 * Start loading the slot a key of hash @h probes first.  Callers walking
 * many keys prefetch a few keys ahead: at kernel scale the map is larger
 * than the cache and every probe would otherwise wait for memory.
 */
void strmap_prefetch(const struct strmap *m, uint32_t h)
{
	if (m->cap)
		__builtin_prefetch(&m->ents[h & (m->cap - 1)]);
}

/*
 * The second stage, a few keys later: the slot is in the cache by now, so
 * start loading the key it holds (compared on a hash match) and its value.
 */
void strmap_prefetch_key(const struct strmap *m, uint32_t h)
{
	const struct strmap_ent *e;

	if (!m->cap)
		return;
	e = &m->ents[h & (m->cap - 1)];
	if (e->key) {
		__builtin_prefetch(e->key);
		__builtin_prefetch(e->val);
	}
}

void **strmap_insert_hashed(struct strmap *m, const char *key, uint32_t h,
			    int *found)
{
	struct strmap_ent *e;

	/*
	 * Linear probing stays short up to 3/4 full, and a smaller table
	 * misses the cache less when it holds a kernel's 300,000 names.
	 */
	if ((m->n + 1) * 4 > m->cap * 3 && grow(m) < 0)
		return NULL;
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

void **strmap_insert(struct strmap *m, const char *key, int *found)
{
	return strmap_insert_hashed(m, key, strmap_hash(key), found);
}

void *strmap_get_hashed(const struct strmap *m, const char *key, uint32_t h)
{
	struct strmap_ent *e;

	if (!m->cap)
		return NULL;
	e = probe(m->ents, m->cap, key, h);
	return e->key ? e->val : NULL;
}

void *strmap_get(const struct strmap *m, const char *key)
{
	return strmap_get_hashed(m, key, strmap_hash(key));
}
