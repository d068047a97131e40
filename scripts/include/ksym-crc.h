/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef KSYM_CRC_H
#define KSYM_CRC_H

/*
 * The CRC an export gets with CONFIG_MODVERSIONS, in both contracts
 * (scripts/gen-crcs, scripts/gen-exports): it stands in for genksyms'
 * type-signature CRC and is the CRC-32 (IEEE 802.3, as zlib's crc32) of
 * the name, so every tool that needs it can compute it again.
 */
#include <stdint.h>

/* Reflected, polynomial 0xedb88320. */
static inline uint32_t ksym_crc32(const char *s)
{
	uint32_t crc = 0xffffffff;

	for (; *s; s++) {
		crc ^= (unsigned char)*s;
		for (int k = 0; k < 8; k++)
			crc = (crc >> 1) ^ (0xedb88320 & -(crc & 1));
	}
	return ~crc;
}

#endif /* KSYM_CRC_H */
