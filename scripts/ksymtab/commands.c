// SPDX-License-Identifier: GPL-2.0-only
/*
 * The subcommands, their dispatch, --help and --version: what the tool
 * (main.c) and the fuzz harness (fuzz/fuzz_cmd.c) both run.
 */
#include <string.h>

#include "ksymtab.h"

static const char main_help[] =
"Usage: ksymtab COMMAND [OPTIONS] FILE...\n"
"\n"
"Read, check and resolve the export tables (__ksymtab, __ksymtab_gpl,\n"
"__kcrctab, __ksymtab_strings) and the .export_symbol records (Linux\n"
"6.5+) of objects, ar archives and linked images of any architecture and\n"
"byte order.  ELF only: LLVM bitcode (the objects and lib.a members of an\n"
"LTO build, clang -flto) is bad input; read what the LTO link writes\n"
"(vmlinux.o, vmlinux, a module's .ko), or the bitcode's names with llvm-nm.\n"
"\n"
"Commands:\n"
"  list [--json] [--normalize] FILE...   one line per export\n"
"  check IMAGE|OBJECT|ARCHIVE            check an image's tables or the\n"
"                                        exports of objects\n"
"  resolve IMAGE MODULE.o...             resolve modules like modpost\n"
"  externs ARCHIVE...                    the lib-ksyms references\n"
"  diff [--rules=FILE] OLD NEW           compare two export sets\n"
"  symvers IMAGE [MODULE...|TREE]        write Module.symvers (or RPM\n"
"                                        provides) for a kernel\n"
"\n"
"  ksymtab COMMAND --help                help for one command\n"
"  ksymtab --version                     print the version\n"
"\n"
"Any input may be compressed (xz, zstd, gzip: .ko.xz, ...) or an x86\n"
"bzImage (/boot/vmlinuz); KSYMTAB_UNPACK_RATIO (default 256) bounds how many\n"
"times its size an input may grow in decompression.\n"
"\n"
"Exit status: 0 clean, 1 findings, 2 bad input or usage.\n"
"Diagnostics: one line each, 'ksymtab: FILE: what is wrong'; resolve\n"
"findings in modpost's shape ('ERROR: ksymtab: ...').\n";

static const struct {
	const char *name;
	int (*fn)(struct ksym_ctx *ctx, int argc, char **argv);
} cmds[] = {
	{ "list", cmd_list },
	{ "check", cmd_check },
	{ "resolve", cmd_resolve },
	{ "externs", cmd_externs },
	{ "diff", cmd_diff },
	{ "symvers", cmd_symvers },
};

int ksymtab_run(struct ksym_ctx *ctx, int argc, char **argv)
{
	size_t i;

	if (argc < 2) {
		fputs(main_help, stderr);
		return 2;
	}
	if (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h") ||
	    !strcmp(argv[1], "help")) {
		fputs(main_help, stdout);
		return 0;
	}
	if (!strcmp(argv[1], "--version")) {
		printf("ksymtab %s (libelf %s)\n", KSYMTAB_VERSION,
		       elf_version(EV_CURRENT) == EV_NONE ? "?" : "elfutils");
		return 0;
	}
	for (i = 0; i < sizeof(cmds) / sizeof(cmds[0]); i++)
		if (!strcmp(argv[1], cmds[i].name))
			return cmds[i].fn(ctx, argc - 1, argv + 1);
	usage_error(ctx, "unknown command '%s'", argv[1]);
	return 2;
}
