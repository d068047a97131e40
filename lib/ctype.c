// SPDX-License-Identifier: GPL-2.0-only
/* Character classes: an exported C data object. */
#include <linux/export.h>
#include <linux/ctype.h>

const unsigned char _ctype[256] = {
	['0' ... '9'] = _D,
	['A' ... 'Z'] = _U,
	['a' ... 'z'] = _L,
	[' '] = _S, ['\t'] = _S, ['\n'] = _S, ['\r'] = _S,
};
EXPORT_SYMBOL(_ctype);
