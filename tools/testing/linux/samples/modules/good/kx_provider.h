/* SPDX-License-Identifier: GPL-2.0-only */
/* What kx_provider exports; kx_user and the negative modules import it. */
#ifndef KX_PROVIDER_H
#define KX_PROVIDER_H

struct dev_pm_ops;

int kx_plain(int x);
int kx_gpl(int x);
int kx_ns(int x);
int kx_ns_gpl(int x);
int kx_expanded(int x);
long kx_asm_add(long a, long b);
extern int kx_data;
extern const struct dev_pm_ops kx_pm_ops;
extern const struct dev_pm_ops kx_pm_ops_ns;

int kx_defns(int x);
int kx_defns_gpl(int x);

/* In vmlinux: lib/kx_lib_export.c, a lib-y member. */
int kx_lib_export(int x);

#endif
