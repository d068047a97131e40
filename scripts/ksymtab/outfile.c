// SPDX-License-Identifier: GPL-2.0-only
/*
 * A file written whole or not at all: the writer writes a temporary file
 * beside PATH (mkstemp(), so two writers never share one, in the same
 * folder, so that rename() is atomic), which replaces PATH only when every
 * byte reached it.  A reader, or make after an interrupted build, sees the
 * old file or the new one, never half of one.  `ksymtab diff --junit` and
 * scripts/gen-exports write through it; scripts/gen-lib-ksyms, one source
 * file that Linux builds on its own, does the same with its own code.
 */
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "ksymtab.h"

int outfile_open(struct ksym_ctx *ctx, struct outfile *o, const char *path)
{
	mode_t mask;
	int fd;

	o->path = path;
	o->f = NULL;
	o->tmp = alloc_array(strlen(path) + sizeof(".XXXXXX"), 1);
	if (!o->tmp)
		return -ENOMEM;
	strcat(strcpy(o->tmp, path), ".XXXXXX");
	fd = mkstemp(o->tmp);
	if (fd < 0) {
		bad(ctx, path, "cannot write: %s", strerror(errno));
		goto fail;
	}
	/* mkstemp() makes it 0600: the output is as readable as any file */
	mask = umask(0);
	umask(mask);
	if (fchmod(fd, 0666 & ~mask) || !(o->f = fdopen(fd, "w"))) {
		bad(ctx, path, "cannot write: %s", strerror(errno));
		close(fd);
		unlink(o->tmp);
		goto fail;
	}
	return 0;
fail:
	free(o->tmp);
	o->tmp = NULL;
	return -1;
}

int outfile_commit(struct ksym_ctx *ctx, struct outfile *o)
{
	int err = 0;

	if (fflush(o->f) || ferror(o->f))
		err = errno ? errno : EIO;
	if (fclose(o->f) && !err)
		err = errno;
	o->f = NULL;
	if (!err && rename(o->tmp, o->path))
		err = errno;
	if (err) {
		bad(ctx, o->path, "cannot write: %s", strerror(err));
		outfile_discard(o);
		return -1;
	}
	free(o->tmp);
	o->tmp = NULL;
	return 0;
}

void outfile_discard(struct outfile *o)
{
	if (o->f)
		fclose(o->f);
	o->f = NULL;
	if (o->tmp)
		unlink(o->tmp);
	free(o->tmp);
	o->tmp = NULL;
}
