// SPDX-License-Identifier: GPL-2.0-only
/*
 * Strings as output shows them, so that a name or path holding any byte
 * keeps a listing line one line and unambiguous (Documentation/ksymtab.rst,
 * "Output and escaping"):
 *
 *   JSON    RFC 8259 escapes; every byte >= 0x80 as \u00XX (the byte's
 *           value), so the output is ASCII and valid JSON whatever the
 *           bytes, and the original bytes are the code points of the
 *           decoded string
 *   text    a backslash, a control byte (< 0x20, 0x7f) and, in a listing
 *           field, a space as \ooo (three octal digits, as /proc/mounts
 *           writes them); a field that is "-" as \055, since "-" stands
 *           for an empty field
 */
#include <string.h>

#include "ksymtab.h"

void json_str(FILE *f, const char *s)
{
	fputc('"', f);
	for (; *s; s++) {
		unsigned char c = *s;

		switch (c) {
		case '"':
			fputs("\\\"", f);
			break;
		case '\\':
			fputs("\\\\", f);
			break;
		case '\n':
			fputs("\\n", f);
			break;
		case '\t':
			fputs("\\t", f);
			break;
		default:
			if (c < 0x20 || c >= 0x80)
				fprintf(f, "\\u%04x", c);
			else
				fputc(c, f);
		}
	}
	fputc('"', f);
}

void text_str(FILE *f, const char *s, int field)
{
	if (field && !strcmp(s, "-")) {
		fputs("\\055", f);
		return;
	}
	for (; *s; s++) {
		unsigned char c = *s;

		if (c < 0x20 || c == 0x7f || c == '\\' || (field && c == ' '))
			fprintf(f, "\\%03o", c);
		else
			fputc(c, f);
	}
}
