// SPDX-License-Identifier: GPL-2.0-only
/* ../good/kx_named.c without its import of "module:kx_named". */
#define KX_NO_IMPORT
#include "../good/kx_named.c"
