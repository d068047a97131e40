# SPDX-License-Identifier: GPL-2.0-only
"""The rows of tools/testing/matrix/rows and what the build says of them:
the one reader of the matrix (lit.cfg.py, matrix/build-row,
matrix/matrix-report, releases/releases, install-toolchains) and the one
place that says what its columns mean.  Documentation/matrix.rst says
where each row fact lives.  The harness's Python tools import it from
tools/testing/lib, which the Makefile and lit.cfg.py put on PYTHONPATH.

Usage: matrix_rows.py row ROW          shell assignments for matrix/build-row
       matrix_rows.py packages         the Debian GNU cross toolchain packages
       matrix_rows.py check OBJROOT [MATRIX]
                                       does MATRIX (default tools/testing/matrix/rows)
                                       agree with the build?  One line per
                                       disagreement, exit 1 if any."""

import glob
import json
import os
import shlex
import shutil
import subprocess
import sys
import sysconfig
import time

from report_out import write_atomic

# The tree this file is in (tools/testing/lib/), and the matrix's file.
SRCTREE = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__)))))
ROWS = os.path.join("tools", "testing", "matrix", "rows")

COLUMNS = ("row", "arch", "defconfig", "gnu_prefix", "gnu", "llvm",
           "endian", "ksym_align", "kcrc_align")

# The toolchains a row can have, in report order.
TOOLCHAINS = ("gnu", "llvm", "llvm-gnu-as")

# What the top Makefile's print-row-facts target prints.
BUILD_FACTS = ("CLANG_TARGET", "CLANG_MIN_VERSION", "QEMU", "CONFIG_64BIT",
               "KBUILD_NO_C", "KBUILD_NO_LINK", "LLD_UNSUPPORTED",
               "PREL32_UNSUPPORTED", "GNU_TOOLCHAIN_MISSING",
               "CONFIG_ARCH_SUPPORTS_LTO_CLANG")


def read(srctree, path=None):
    """The rows of PATH (default SRCTREE/tools/testing/matrix/rows) as dicts keyed by
    COLUMNS.  A row with the wrong number of columns raises ValueError."""
    path = path or os.path.join(srctree, ROWS)
    rows = []
    with open(path) as f:
        for line in f:
            if not line.strip() or line.startswith("#"):
                continue
            fields = line.split()
            if len(fields) != len(COLUMNS):
                raise ValueError("%s: bad row (%d columns, want %d): %s"
                                 % (path, len(fields), len(COLUMNS), line.strip()))
            rows.append(dict(zip(COLUMNS, fields)))
    return rows


def find(rows, name):
    for row in rows:
        if row["row"] == name:
            return row
    raise ValueError("%s: no such row in tools/testing/matrix/rows" % name)


def toolchains(row):
    """The toolchains tools/testing/matrix/rows gives ROW (whether installed or not):
    GNU, LLVM, and LLVM with GNU as where both compile and link."""
    tcs = []
    if row["gnu"] != "-":
        tcs.append("gnu")
    if row["llvm"] != "-":
        tcs.append("llvm")
    if row["gnu"] == "full" and row["llvm"] in ("full", "nold"):
        tcs.append("llvm-gnu-as")
    return tcs


def gnu_tools(row):
    """The GNU tools the gnu column promises: gcc and binutils, or binutils."""
    tools = {"full": ("gcc", "as", "ld"), "binutils": ("as", "ld")}
    return [row["gnu_prefix"] + t for t in tools.get(row["gnu"], ())]


def uses_lld(row):
    """Does the row's LLVM toolchain link with ld.lld (not nold, not as)?"""
    return row["llvm"] == "full"


def gnu_package(row):
    """The Debian package of the row's GNU toolchain, or None when the row
    has none or the host's own gcc and binutils are it."""
    triplet = row["gnu_prefix"].removesuffix("-")
    if row["gnu"] == "-" or triplet == sysconfig.get_config_var("MULTIARCH"):
        return None
    # Debian package names have no underscore: gcc-x86-64-linux-gnu.
    return ("gcc-" if row["gnu"] == "full" else "binutils-") + triplet.replace("_", "-")


# --- what the build says (arch/*/Makefile, Kconfig) ----------------------

def _newest_input(srctree, arch):
    """The newest of the files ARCH's build facts are made from."""
    pats = ("Makefile", "Kconfig", "*/Kconfig", "scripts/Makefile.clang",
            "scripts/Kbuild.include", "arch/%s/Makefile" % arch,
            "arch/%s/Kconfig" % arch, "arch/%s/configs/*" % arch)
    return max(os.path.getmtime(p) for pat in pats
               for p in glob.glob(os.path.join(srctree, pat)))


def _make(srctree, args):
    # The caller's make flags (a jobserver, -s or V=) and toolchain are
    # not the row's: the facts are those of the GNU build unless ARGS
    # names a toolchain.
    env = {k: v for k, v in os.environ.items()
           if k not in ("MAKEFLAGS", "MAKELEVEL", "MFLAGS", "LLVM", "LLVM_IAS",
                        "CROSS_COMPILE", "ARCH", "O")}
    r = subprocess.run(["make", "-s", "-C", srctree] + args, env=env,
                       capture_output=True, text=True)
    if r.returncode != 0:
        # make's own first line says why; the last only that it stopped.
        raise ValueError("make %s: %s" % (" ".join(args),
                                          (r.stderr.strip() or "failed").splitlines()[0]))
    return r.stdout


def build_facts(srctree, objroot, rows):
    """{(arch, defconfig): {fact: value}} for ROWS, as the top Makefile's
    print-row-facts gives them from a configured folder.  Kept in
    OBJROOT/row-facts.json and made again for an ARCH whose build files
    are newer."""
    cache = os.path.join(objroot, "row-facts.json")
    try:
        with open(cache) as f:
            facts = json.load(f)
    except (OSError, ValueError):
        facts = {}
    if not isinstance(facts, dict):
        facts = {}
    changed = False
    for row in rows:
        key = row["arch"] + "/" + row["defconfig"]
        made = facts.get(key, {}).get("made", 0)
        if made >= _newest_input(srctree, row["arch"]):
            continue
        made = time.time()
        out = os.path.join(objroot, "row-facts", row["arch"], row["defconfig"])
        shutil.rmtree(out, ignore_errors=True)
        try:
            _make(srctree, ["ARCH=" + row["arch"], "O=" + out, row["defconfig"]])
            text = _make(srctree, ["ARCH=" + row["arch"], "O=" + out, "print-row-facts"])
        except ValueError as e:
            shutil.rmtree(out, ignore_errors=True)
            raise ValueError("row %s: %s" % (row["row"], e))
        got = dict(line.split("=", 1) for line in text.splitlines() if "=" in line)
        facts[key] = {"made": made, "facts": {k: got.get(k, "") for k in BUILD_FACTS}}
        changed = True
    if changed:
        os.makedirs(objroot, exist_ok=True)
        write_atomic(cache, json.dumps(facts, indent=1, sort_keys=True))
    return {tuple(k.split("/")): v["facts"] for k, v in facts.items() if "facts" in v}


def read_with_facts(srctree, objroot, path=None):
    """read(), each row with the build's facts under "build"."""
    rows = read(srctree, path)
    facts = build_facts(srctree, objroot, rows)
    for row in rows:
        row["build"] = facts[(row["arch"], row["defconfig"])]
    return rows


def lld_unsupported(srctree, objroot, row, llvm):
    """Why LLVM=LLVM's ld.lld cannot link ROW ("" when it can): the arch
    Makefile's LLD_UNSUPPORTED for that LLVM, which can name a linker too
    old for the row (s390 before ld.lld knew SystemZ).  Asked of the folder
    build_facts() configured."""
    out = os.path.join(objroot, "row-facts", row["arch"], row["defconfig"])
    text = _make(srctree, ["ARCH=" + row["arch"], "O=" + out, "LLVM=" + llvm,
                           "print-row-facts"])
    got = dict(line.split("=", 1) for line in text.splitlines() if "=" in line)
    return got.get("LLD_UNSUPPORTED", "")


# What the tests expect of a row, from the build's facts.

def bits(row):
    return "64" if row["build"]["CONFIG_64BIT"] == "y" else "32"


def links(row):
    return row["build"]["KBUILD_NO_LINK"] != "y"


def has_c(row):
    return row["build"]["KBUILD_NO_C"] != "y"


def lto(row, tc):
    """Kconfig offers LTO to ROW built with toolchain TC (init/Kconfig,
    HAS_LTO_CLANG): clang with its integrated assembler (llvm, not
    llvm-gnu-as), this LLVM's ld.lld (lit.cfg.py's row["lld"]), and an
    architecture that selects ARCH_SUPPORTS_LTO_CLANG."""
    return (tc == "llvm" and bool(row.get("lld")) and has_c(row)
            and row["build"]["CONFIG_ARCH_SUPPORTS_LTO_CLANG"] == "y")


def prel32(row):
    return not row["build"]["PREL32_UNSUPPORTED"]


# --- lit's results, by row variant (tools/testing/matrix/matrix-report, tools/testing/releases/releases)

# The lit result codes that fail a cell.
LIT_FAILED = {"FAIL", "XPASS", "UNRESOLVED", "TIMEOUT"}


def lit_by_variant(tests):
    """{(row, toolchain): [test]} for the matrix/ tests of a lit JSON
    report's "tests"; each test gets "short", its file name.
    "ksymexport :: matrix/run.test/riscv-llvm" -> (riscv, llvm), run.test."""
    cells = {}
    for t in tests:
        path = t["name"].split(" :: ", 1)[-1].split("/")
        if len(path) < 3 or path[0] != "matrix":
            continue
        for tc in sorted(TOOLCHAINS, key=len, reverse=True):
            if path[-1].endswith("-" + tc):
                t["short"] = path[-2]
                cells.setdefault((path[-1][:-len(tc) - 1], tc), []).append(t)
                break
    return cells


def lit_cell(tests):
    """One row variant's cell from its tests: FAIL when any failed,
    missing when none ran (UNSUPPORTED), xfail when all passed but for a
    known toolchain defect (XFAIL), else pass."""
    codes = {t["code"] for t in tests}
    if codes & LIT_FAILED:
        return "FAIL"
    if not codes or codes <= {"UNSUPPORTED", "SKIPPED", "EXCLUDED"}:
        return "missing"
    if "XFAIL" in codes:
        return "xfail"
    return "pass"


def disagreements(row):
    """Where the matrix's toolchain columns and the build differ: one
    line each."""
    b = row["build"]
    out = []

    def differ(column, matrix_says, build_says, fact):
        if matrix_says != build_says:
            out.append('%s: %s is "%s" but arch/%s/Makefile sets %s=%s'
                       % (row["row"], column, row[column], row["arch"],
                          fact, b[fact] or "(nothing)"))

    differ("llvm", row["llvm"] == "-", not b["CLANG_TARGET"], "CLANG_TARGET")
    differ("llvm", row["llvm"] == "nold", bool(b["LLD_UNSUPPORTED"]), "LLD_UNSUPPORTED")
    differ("llvm", row["llvm"] == "as", not links(row), "KBUILD_NO_LINK")
    differ("gnu", row["gnu"] == "-", bool(b["GNU_TOOLCHAIN_MISSING"]),
           "GNU_TOOLCHAIN_MISSING")
    # No C: GNU binutils only, or clang only as an assembler.
    no_c = row["gnu"] == "binutils" or row["llvm"] == "as"
    blamed = "llvm" if row["llvm"] == "as" or row["gnu"] == "-" else "gnu"
    differ(blamed, no_c,
           not has_c(row), "KBUILD_NO_C")
    if (row["gnu_prefix"] == "-") != (row["gnu"] == "-"):
        out.append('%s: gnu_prefix is "%s" but gnu is "%s"'
                   % (row["row"], row["gnu_prefix"], row["gnu"]))
    return out


def main(argv):
    srctree = SRCTREE
    try:
        if len(argv) == 3 and argv[1] == "row":
            row = find(read(srctree), argv[2])
            for k in ("arch", "defconfig", "gnu_prefix"):
                v = "" if row[k] == "-" else row[k]
                print("%s=%s" % (k, shlex.quote(v)))
            return 0
        if len(argv) == 2 and argv[1] == "packages":
            pkgs = [gnu_package(r) for r in read(srctree)]
            print(" ".join(sorted(set(p for p in pkgs if p))))
            return 0
        if len(argv) in (3, 4) and argv[1] == "check":
            path = argv[3] if len(argv) == 4 else None
            rows = read_with_facts(srctree, argv[2], path)
            bad = [line for row in rows for line in disagreements(row)]
            for line in bad:
                print("matrix_rows: " + line)
            if not bad:
                print("matrix_rows: %d rows agree with the build" % len(rows))
            return 1 if bad else 0
    except OSError as e:
        print("matrix_rows: %s: %s" % (e.filename, e.strerror), file=sys.stderr)
        return 2
    except ValueError as e:
        print("matrix_rows: %s" % e, file=sys.stderr)
        return 2
    print(__doc__.split("\n\n")[1], file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
