# SPDX-License-Identifier: GPL-2.0-only
#
# The 2016 recipe (the lib-ksyms.o rule of the kernel's
# scripts/Makefile.build, as first merged), sourced by tools/testing/bench/run
# and tools/testing/bench/records: objdump -h through sed into EXTERN()
# lines, a dummy object from "echo | $(CC) -c -x assembler -", then ld -r of
# the dummy object with the EXTERN() lines as linker script.
#
# legacy OBJDUMP ARCHIVE PREFIX prints the command; it uses $CC, $AFLAGS,
# $CROSS and $LDFLAGS.
legacy()
{
	printf '%s -h %s | sed -ne %s > %s.lds && echo | %s %s -c -o %s.dummy.o -x assembler - && %s %s -r -o %s.o -T %s.lds %s.dummy.o' \
		"$1" "$2" "'/___ksymtab/s/.*+\\([^ ]*\\).*/EXTERN(\\1)/p'" "$3" \
		"$CC" "$AFLAGS" "$3" "${CROSS}ld" "$LDFLAGS" "$3" "$3" "$3"
}
