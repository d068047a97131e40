/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef _LINUX_KERNEL_H
#define _LINUX_KERNEL_H

#include <linux/types.h>
#include <linux/compiler.h>

/* lib/ */
unsigned long gcd(unsigned long a, unsigned long b);
unsigned long int_sqrt(unsigned long x);
unsigned int bcd2bin(unsigned char val);
unsigned int __sw_hweight32(unsigned int w);

/* arch/<arch>/lib/ */
void *memcpy(void *dst, const void *src, size_t n);
void *memset(void *s, int c, size_t n);
size_t strlen(const char *s);
int memcmp(const void *a, const void *b, size_t n);
extern const unsigned int arch_export_magic;

/* arch/<arch>/kernel/head.S: the two system calls of the self-test */
long arch_write(int fd, const void *buf, unsigned long len);

#endif /* _LINUX_KERNEL_H */
