/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef _LINUX_PRINTK_H
#define _LINUX_PRINTK_H

void pr_str(const char *s);
void pr_hex(unsigned long v);
void pr_dec(unsigned int v);

#endif /* _LINUX_PRINTK_H */
