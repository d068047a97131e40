/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Helpers the host programs share: ksymtab (scripts/ksymtab/),
 * scripts/gen-crcs.c and scripts/gen-exports.c include this one header
 * (the two generators also ksym-crc.h, beside it).  scripts/gen-lib-ksyms.c
 * keeps copies of its own, since Linux gets it with archive.h alone.
 *
 * Nothing here exits: what a failed allocation means is the caller's to
 * decide (libksymtab returns it, gen-crcs and gen-exports end the run).
 */
#ifndef HOST_UTIL_H
#define HOST_UTIL_H

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

/* As the kernel's strstarts(): does @str begin with @prefix? */
static inline bool strstarts(const char *str, const char *prefix)
{
	return strncmp(str, prefix, strlen(prefix)) == 0;
}

/*
 * realloc() of @n elements of @size bytes, @p untouched and NULL returned
 * when the product overflows or memory is short.  Zero bytes are one, so
 * that NULL always means failure.
 */
static inline void *realloc_array(void *p, size_t n, size_t size)
{
	if (size && n > (size_t)-1 / size)
		return NULL;
	n *= size;
	return realloc(p, n ? n : 1);
}

#endif /* HOST_UTIL_H */
