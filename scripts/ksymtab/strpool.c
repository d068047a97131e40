// SPDX-License-Identifier: GPL-2.0-only
/*
 * A pool of copied strings, freed all at once: what resolve and diff keep
 * of a file after closing it (names, namespaces, paths), without a malloc
 * per string.  strpool_dup() returns NULL when memory is short.
 */
#include <stdlib.h>
#include <string.h>

#include "ksymtab.h"

#define STRPOOL_CHUNK (64 * 1024)

struct strpool_chunk {
	struct strpool_chunk *next;
	size_t used, size;
	char buf[];
};

const char *strpool_dup(struct strpool *p, const char *s)
{
	size_t len = strlen(s) + 1;
	struct strpool_chunk *c = p->head;
	char *d;

	if (!c || c->size - c->used < len) {
		size_t size = len > STRPOOL_CHUNK ? len : STRPOOL_CHUNK;

		c = alloc_array(1, sizeof(*c) + size);
		if (!c)
			return NULL;
		c->size = size;
		c->next = p->head;
		p->head = c;
	}
	d = c->buf + c->used;
	memcpy(d, s, len);
	c->used += len;
	return d;
}

void strpool_free(struct strpool *p)
{
	while (p->head) {
		struct strpool_chunk *c = p->head;

		p->head = c->next;
		free(c);
	}
}
