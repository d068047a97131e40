# SPDX-License-Identifier: GPL-2.0-only
"""The ksymtab binary the valgrind tests run (lit.cfg.py).

The valgrind tests check our host tool, not the LLVM under test, but the
host tool is built by it: with LLVM= the top Makefile's HOSTCC is that
LLVM's clang, as in Linux (Documentation/kbuild.rst).  valgrind reads the
debug information of what it runs, and Debian 12's valgrind 3.19 gives up
on the DWARF 5 that clang 14 and newer write by default (forms it does
not know, DW_FORM_strx1 and DW_FORM_addrx: "unhandled dwarf2 abbrev form
code 0x25" ... "Possibly corrupted debuginfo file. I can't recover."),
while it reads GCC 12's DWARF 5 and clang 13's DWARF 4.  Such a ksymtab
runs under valgrind as a copy without debug information: the same
machine code, its reports naming functions from the symbol table,
without line numbers."""

import os
import shutil
import subprocess


def valgrind_clean(binary):
    """None when valgrind runs BINARY --help without a word, else what it said."""
    r = subprocess.run(["valgrind", "-q", "--error-exitcode=99", binary, "--help"],
                       stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                       text=True, errors="replace", timeout=60)
    if r.returncode == 0 and not r.stderr.strip():
        return None
    lines = [l for l in r.stderr.splitlines() if l.strip()]
    return "exit %d: %s" % (r.returncode, lines[0] if lines else "(no message)")


def valgrind_ksymtab(ksymtab, objroot, objcopy):
    """(the ksymtab valgrind runs, None, a note or None), or (None, why
    there is none, None)."""
    if shutil.which("valgrind") is None:
        return None, "valgrind is not installed", None
    if not os.path.exists(ksymtab):
        return None, "no ksymtab at " + ksymtab, None
    with open(ksymtab, "rb") as f:
        if b"__asan_init" in f.read():
            return None, ("ksymtab is built with SANITIZE=1 "
                          "(AddressSanitizer checks it instead)"), None
    said = valgrind_clean(ksymtab)
    if said is None:
        return ksymtab, None, None
    copy = os.path.join(objroot, "valgrind", "ksymtab")
    os.makedirs(os.path.dirname(copy), exist_ok=True)
    r = subprocess.run([objcopy, "--strip-debug", ksymtab, copy],
                       stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    if r.returncode != 0:
        return None, "valgrind cannot read %s (%s) and %s --strip-debug failed: %s" % (
            ksymtab, said, objcopy, r.stderr.strip()), None
    said_copy = valgrind_clean(copy)
    if said_copy is not None:
        return None, ("valgrind cannot run %s (%s), nor a copy without debug "
                      "information (%s)" % (ksymtab, said, said_copy)), None
    return copy, None, ("valgrind cannot read the debug information of %s (%s): "
                        "the valgrind tests run %s, a copy without it"
                        % (ksymtab, said, copy))
