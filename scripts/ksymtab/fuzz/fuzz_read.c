// SPDX-License-Identifier: GPL-2.0-only
/*
 * libFuzzer harness over the file reader: every input is written to an
 * in-memory file and read the way `ksymtab list` reads it (archive
 * members, objects through their relocations, images through their
 * values, layout inference).  Bad input must be reported, never crash.
 *
 * Build (clang with compiler-rt, Debian package libclang-rt-22-dev):
 *   clang-22 -g -O1 -fsanitize=fuzzer,address,undefined \
 *     -Iscripts/ksymtab scripts/ksymtab/fuzz/fuzz_read.c \
 *     scripts/ksymtab/{messages,hash,elf,reloc,table,image,json}.c \
 *     -lelf -o ksymtab-fuzz
 *   scripts/ksymtab/fuzz/make-seeds.sh seeds
 *   ./ksymtab-fuzz -max_total_time=600 -max_len=65536 corpus seeds
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "ksymtab.h"

static void read_one(struct kfile *kf)
{
	struct kexports x = { 0 };
	struct imgopts o = { 0 };
	struct image im;

	if (kfile_load_sections(kf) < 0)
		return;
	if (kf->eh.e_type == ET_REL) {
		read_object_exports(kf, &x);
		kexports_free(&x);
		return;
	}
	if (read_image(kf, &o, &im) == 0) {
		size_t i;

		/* what list and check look at */
		for (i = 0; i < im.x.n; i++) {
			const struct kexport *e = &im.x.v[i];
			const struct ksym *s;
			const char *why;

			if (e->name && (s = image_sym(&im, e->name)))
				image_value_matches(&im, s, e->value, &why);
		}
	}
	image_free(&im);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static int fd = -1;
	char path[64];
	struct kinput in;
	struct kfile *kf;

	ksymtab_quiet = 1;
	if (fd < 0) {
		fd = memfd_create("ksymtab-fuzz", 0);
		if (fd < 0)
			abort();
	}
	if (ftruncate(fd, 0) < 0 || pwrite(fd, data, size, 0) != (ssize_t)size)
		abort();
	snprintf(path, sizeof(path), "/proc/self/fd/%d", fd);
	if (kinput_open(&in, path) < 0)
		return 0;
	while (kinput_next(&in, &kf) > 0) {
		read_one(kf);
		kfile_free(kf);
	}
	kinput_close(&in);
	return 0;
}
