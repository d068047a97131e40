// SPDX-License-Identifier: GPL-2.0-only
/*
 * ksymtab - read, check and resolve Linux export tables.
 *
 * The driver: runs one command of the library (commands.c) and turns the
 * outcome into the exit status; everything else is in libksymtab.a.  See
 * Documentation/ksymtab.rst.
 */
#include <stdio.h>

#include "ksymtab.h"

int main(int argc, char **argv)
{
	int ret = ksymtab_run(argc, argv);

	/* a listing cut short by a full disk must not pass for complete */
	if (fflush(stdout) || ferror(stdout)) {
		fputs("ksymtab: error writing standard output\n", stderr);
		return 2;
	}
	return nr_bad ? 2 : ret;
}
