// SPDX-License-Identifier: GPL-2.0-only
/* Just enough output for the self-test: strings, decimal and hex. */
#include <linux/kernel.h>
#include <linux/ksyms.h>
#include <linux/printk.h>

void pr_str(const char *s)
{
	arch_write(1, s, kstrlen(s));
}

void pr_hex(unsigned long v)
{
	char buf[2 + 2 * sizeof(v)];
	int i;

	buf[0] = '0';
	buf[1] = 'x';
	for (i = 2 * sizeof(v) - 1; i >= 0; i--, v >>= 4)
		buf[2 + i] = "0123456789abcdef"[v & 15];
	arch_write(1, buf, sizeof(buf));
}

void pr_dec(unsigned int v)
{
	char buf[12];
	int i = sizeof(buf);

	/* Repeated subtraction: no division helper on any architecture. */
	do {
		unsigned int quotient = 0;

		while (v >= 10) {
			v -= 10;
			quotient++;
		}
		buf[--i] = '0' + v;
		v = quotient;
	} while (v);
	arch_write(1, buf + i, sizeof(buf) - i);
}
