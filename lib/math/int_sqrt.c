// SPDX-License-Identifier: GPL-2.0-only
/* Integer square root, digit by digit (no multiply, no divide). */
#include <linux/export.h>
#include <linux/kernel.h>

unsigned long int_sqrt(unsigned long x)
{
	unsigned long b, m, y = 0;

	if (x <= 1)
		return x;
	m = 1UL << (sizeof(unsigned long) * 8 - 2);
	while (m > x)
		m >>= 2;
	while (m) {
		b = y + m;
		y >>= 1;
		if (x >= b) {
			x -= b;
			y += m;
		}
		m >>= 2;
	}
	return y;
}
EXPORT_SYMBOL(int_sqrt);
