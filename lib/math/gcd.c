// SPDX-License-Identifier: GPL-2.0-only
/*
 * Greatest common divisor, by Stein's binary algorithm: shifts and
 * subtractions only, so no architecture needs a libgcc division helper.
 */
#include <linux/export.h>
#include <linux/kernel.h>

unsigned long gcd(unsigned long a, unsigned long b)
{
	unsigned int shift = 0;

	if (!a)
		return b;
	if (!b)
		return a;
	while (!((a | b) & 1)) {
		a >>= 1;
		b >>= 1;
		shift++;
	}
	while (!(a & 1))
		a >>= 1;
	do {
		while (!(b & 1))
			b >>= 1;
		if (a > b) {
			unsigned long t = a;

			a = b;
			b = t;
		}
		b -= a;
	} while (b);
	return a << shift;
}
EXPORT_SYMBOL_GPL(gcd);
