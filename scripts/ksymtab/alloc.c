// SPDX-License-Identifier: GPL-2.0-only
/*
 * The allocator.  A failed allocation returns NULL (or -ENOMEM), and every
 * caller passes it up: the library never ends the run, the driver
 * (main.c) says "out of memory" once and exits 2.
 */
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "ksymtab.h"

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

void *alloc_array(size_t n, size_t size)
{
	void *p = calloc(n ? n : 1, size ? size : 1);

	if (p)
		advise_huge(p, n * size);
	return p;
}

void *resize_array(void *p, size_t n, size_t size)
{
	p = realloc_array(p, n, size);
	if (p)
		advise_huge(p, n * size);
	return p;
}

/*
 * Room for @need elements of @size bytes in the array at *@arrp (a pointer
 * to the array's pointer) of *@cap elements, doubling: n appends cost
 * O(n).  -ENOMEM leaves the array and *@cap as they were.
 */
int grow_array(void *arrp, size_t *cap, size_t need, size_t size)
{
	size_t n = *cap ? *cap : 16;
	void *p;

	if (need <= *cap)
		return 0;
	while (n < need) {
		if (n > (size_t)-1 / 2)
			return -ENOMEM;
		n *= 2;
	}
	/* through memcpy: *@arrp is a pointer of the caller's type */
	memcpy(&p, arrp, sizeof(p));
	p = resize_array(p, n, size);
	if (!p)
		return -ENOMEM;
	memcpy(arrp, &p, sizeof(p));
	*cap = n;
	return 0;
}
