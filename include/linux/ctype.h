/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef _LINUX_CTYPE_H
#define _LINUX_CTYPE_H

#define _U	0x01	/* upper */
#define _L	0x02	/* lower */
#define _D	0x04	/* digit */
#define _S	0x08	/* white space */

extern const unsigned char _ctype[256];

#define isdigit(c)	((_ctype[(unsigned char)(c)] & _D) != 0)
#define isalpha(c)	((_ctype[(unsigned char)(c)] & (_U | _L)) != 0)

#endif /* _LINUX_CTYPE_H */
