// SPDX-License-Identifier: GPL-2.0-only
/*
 * The allocator: every allocation either succeeds or ends the run with
 * one line and exit status 2, so callers never check for NULL.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "ksymtab.h"

static void __attribute__((noreturn)) oom(void)
{
	fputs("ksymtab: out of memory\n", stderr);
	exit(2);
}

/*
 * The arrays of a kernel-sized image run to tens of megabytes (symbols,
 * exports, hash slots) and are read at random: transparent huge pages cut
 * their page faults and TLB misses (Documentation/ksymtab.rst, "Speed at
 * kernel scale"), and many machines give them only
 * on request (THP "madvise").  Allocations this large are fresh mappings,
 * so only the 2 MiB-aligned part inside is advised.
 */
#define HUGE_PAGE	(2UL << 20)

static void advise_huge(void *p, size_t bytes)
{
#ifdef MADV_HUGEPAGE
	uintptr_t start = ((uintptr_t)p + HUGE_PAGE - 1) & ~(HUGE_PAGE - 1);
	uintptr_t end = ((uintptr_t)p + bytes) & ~(HUGE_PAGE - 1);

	if (bytes >= 2 * HUGE_PAGE && end > start)
		madvise((void *)start, end - start, MADV_HUGEPAGE);
#endif
}

void *xcalloc(size_t n, size_t size)
{
	void *p = calloc(n ? n : 1, size ? size : 1);

	if (!p)
		oom();
	advise_huge(p, n * size);
	return p;
}

void *xrealloc(void *p, size_t n, size_t size)
{
	p = realloc_array(p, n, size);
	if (!p)
		oom();
	advise_huge(p, n * size);
	return p;
}

/* room for @need elements at *@cap, doubling: n appends cost O(n) */
void *xgrow(void *p, size_t *cap, size_t need, size_t size)
{
	size_t n = *cap ? *cap : 16;

	if (need <= *cap)
		return p;
	while (n < need) {
		if (n > (size_t)-1 / 2)
			oom();
		n *= 2;
	}
	*cap = n;
	return xrealloc(p, n, size);
}

char *xstrdup(const char *s)
{
	char *p = strdup(s);

	if (!p)
		oom();
	return p;
}
