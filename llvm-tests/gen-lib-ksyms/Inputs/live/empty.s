/* SPDX-License-Identifier: GPL-2.0-only */
/* An object that references nothing: the link without lib-ksyms. */
