/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Linux 6.12 only: what kx_formods exports for one named module.  Not in
 * kx_provider.h, whose names are the TRIM row's whitelist.
 */
#ifndef KX_FORMODS_H
#define KX_FORMODS_H

int kx_for_named(int x);

#endif
