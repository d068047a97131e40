// SPDX-License-Identifier: GPL-2.0-only
/*
 * __ksymtab_strings, as objects (table.c) and images (image.c) both read
 * it: sets of offsets into it, and where the namespace of a two-field
 * entry is.
 */
#include <stdlib.h>
#include <string.h>

#include "ksymtab.h"

/*
 * Sets of offsets into one section, as bitmaps: linear where sorting the
 * offsets grew as n log n with a kernel's 300,000 exports.
 */
unsigned char *offset_set(uint64_t size)
{
	return alloc_array(size / 8 + 1, 1);	/* NULL: no memory */
}

/* add @off; returns whether it was there already */
int offset_add(unsigned char *set, uint64_t size, uint64_t off)
{
	int had;

	if (off > size)
		return 1;
	had = set[off / 8] & (1u << (off % 8));
	set[off / 8] |= 1u << (off % 8);
	return had;
}

int offset_has(const unsigned char *set, uint64_t size, uint64_t off)
{
	return off <= size && (set[off / 8] & (1u << (off % 8)));
}

/*
 * The namespace rule of two-field entries (Documentation/ksymtab.rst,
 * "Namespaces"): the string after a name is its namespace unless it is
 * itself an export's name (a kernel up to 5.3 has no namespaces) or the
 * strings end there.  @strs holds @size bytes whose last NUL ends just
 * before @end; @names is the set of offsets where the file's export names
 * begin; @off is just past the name's NUL.  Returns the namespace, "" for
 * none, or NULL when the string after the name is not NUL-terminated.
 */
const char *ns_after_name(const unsigned char *strs, uint64_t size,
			  uint64_t end, const unsigned char *names,
			  uint64_t off)
{
	if (off >= size || offset_has(names, size, off))
		return "";
	if (off >= end)
		return NULL;
	return (const char *)strs + off;
}
