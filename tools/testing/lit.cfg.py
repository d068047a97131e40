# SPDX-License-Identifier: GPL-2.0-only
#
# The conformance suite.  Tests under matrix/ run once for every row of
# tools/testing/matrix/rows and every toolchain that row has (GNU, LLVM, and LLVM
# with GNU as); the other folders run once.  A combination whose
# toolchain is not installed is UNSUPPORTED, never PASS.
#
# Parameters (lit --param NAME=VALUE, or make check NAME=VALUE):
#   LLVM=-N | 1 | /path/bin/    the LLVM toolchain, as the build spells it
#                               (default: the matrix's LLVM column,
#                               -LLVM_MATRIX_RELEASE of the top Makefile)
#   objroot=DIR                 where builds go (default build/check)
#   tools=DIR                   the host programs ksymtab, gen-lib-ksyms and
#                               gen-crcs (default objroot/tools/bin, the
#                               folder `make tools-dir` makes there)
#   ksymtab=PATH                another ksymtab binary (default: tools's)
#   rows=a,b  toolchains=gnu,llvm,llvm-gnu-as   restrict the matrix; the
#                               variants named run in full
#   scope=check | full | core   check (make check, the default): every row
#                               with gnu and llvm in the core configurations,
#                               and CHECK_FULL_ROWS in full; full (make
#                               matrix): every variant in full; core: every
#                               variant the run takes (rows=, toolchains=)
#                               in the core configurations only (.ci/run's
#                               LLVM=1 rows).  See Documentation/matrix.rst,
#                               "make check and make matrix"
#   releases=1                  the run of one release by `make releases`:
#                               rows are built even below their
#                               CLANG_MIN_VERSION, the toolchain-defects/
#                               tests run whatever releases they name (the
#                               report records where each reproduces), and
#                               the matrix leaves out the configurations
#                               the release cannot change (feature
#                               core-only: nolibksyms, nomodules)
#
# Features: llvm-N for the major release N of LLVM='s clang, so that a
# test can name the releases it holds on ("REQUIRES: llvm-19 || llvm-22").

import copy
import json
import time
import os
import shutil
import subprocess
import sys


config.name = "ksymexport"
config.suffixes = [".test"]
config.excludes = ["Inputs", "utils", "lib", "samples", "lit.cfg.py"]
config.test_source_root = os.path.dirname(__file__)

# tools/testing/lib holds the modules the harness shares (the matrix's
# reader, this suite's test format, the releases report): this suite, and
# the tools its tests run, import them from there.
harness_lib = os.path.join(config.test_source_root, "lib")
sys.path.insert(0, harness_lib)
import matrix_rows  # noqa: E402
from llvm_tools import print_llvm_tools  # noqa: E402
from report_out import write_atomic  # noqa: E402
from matrix_format import MatrixTest  # noqa: E402

srcroot = matrix_rows.SRCTREE
params = lit_config.params
objroot = os.path.abspath(params.get("objroot", os.path.join(srcroot, "build", "check")))
config.test_exec_root = os.path.join(objroot, "lit")

# The LLVM tools' names as the build spells them for LLVM=, and the
# matrix's LLVM release (the top Makefile holds both; one make run per lit
# run).  Without LLVM= the suite tests the matrix's LLVM.
try:
    llvm_settings, llvm_tools = print_llvm_tools(params.get("LLVM"))
except RuntimeError as e:
    lit_config.fatal(str(e))
llvm = llvm_settings["LLVM"]
matrix_release = llvm_settings["LLVM_MATRIX_RELEASE"]


def llvm_tool(name):
    """The LLVM tool NAME as LLVM= selects it."""
    return llvm_tools[name]


def have(cmd):
    return shutil.which(cmd) is not None


# FileCheck, not, split-file and count from the matrix's LLVM's tools
# (llvm-N-tools) and yaml2obj (llvm-N), through a folder of their own:
# putting that LLVM's bin folder on PATH would turn the builds' unsuffixed
# clang (LLVM=1) into its.
test_tools = os.path.join(objroot, "test-tools")
os.makedirs(test_tools, exist_ok=True)
# python3 is the one lit runs under: a version manager's shim first on PATH
# (pyenv's) costs more per start than most of what the tests run it for.
tool_links = {tool: shutil.which("%s-%s" % (tool, matrix_release))
              or os.path.join("/usr/lib/llvm-%s/bin" % matrix_release, tool)
              for tool in ("FileCheck", "not", "split-file", "count", "yaml2obj")}
tool_links["python3"] = sys.executable
for tool, target in tool_links.items():
    link = os.path.join(test_tools, tool)
    if os.path.lexists(link):
        os.unlink(link)
    os.symlink(target, link)
config.environment["PATH"] = os.pathsep.join(
    [test_tools, os.path.join(config.test_source_root, "utils"),
     os.environ.get("PATH", "")])
config.environment["PYTHONPATH"] = harness_lib
config.environment["LLVM_MATRIX_RELEASE"] = matrix_release
for var in ("HOME", "TMPDIR", "LANG"):
    if var in os.environ:
        config.environment[var] = os.environ[var]
config.environment["LC_ALL"] = "C"
# Builds below must not see the caller's make flags (-j, -s, V=...).
for var in ("MAKEFLAGS", "MAKELEVEL", "MFLAGS"):
    config.environment.pop(var, None)

# Builds are shared by the tests of one run and redone by the next run.
run_id = "%d-%d" % (os.getpid(), int(time.time()))

# The host programs, from one folder (make matrix and make releases make
# theirs elsewhere and name it).
tools_dir = os.path.abspath(params.get("tools", os.path.join(objroot, "tools", "bin")))
ksymtab = params.get("ksymtab", os.path.join(tools_dir, "ksymtab"))
gen_lib_ksyms = os.path.join(tools_dir, "gen-lib-ksyms")
gen_crcs = os.path.join(tools_dir, "gen-crcs")
gen_exports = os.path.join(tools_dir, "gen-exports")

# --- the matrix ---------------------------------------------------------

def read_matrix():
    try:
        return matrix_rows.read_with_facts(srcroot, objroot)
    except (OSError, ValueError) as e:
        lit_config.fatal("tools/testing/matrix/rows: %s" % e)


clang = llvm_tool("clang")
releases_run = params.get("releases", "0")
if releases_run not in ("0", "1"):
    lit_config.fatal("releases=%s: 0 or 1" % releases_run)
releases_run = releases_run == "1"
if releases_run:
    config.available_features.add("releases-run")
scope = params.get("scope", "check")
if scope not in ("check", "full", "core"):
    lit_config.fatal("scope=%s: check, full or core" % scope)


def llvm_major():
    """The major release of LLVM='s clang, or None."""
    try:
        out = subprocess.run([clang, "-dumpversion"], capture_output=True,
                             text=True, timeout=30).stdout.strip()
        return int(out.split(".")[0])
    except (OSError, ValueError, subprocess.TimeoutExpired):
        return None


release = llvm_major() if have(clang) else None
if releases_run:
    # Every release a test can name: the tests run on this one whatever
    # they name, and the releases report says where each reproduced.
    config.available_features.update("llvm-%d" % n for n in range(3, 100))
elif release is not None:
    config.available_features.add("llvm-%d" % release)

# Why a row's LLVM variants cannot run (scripts/check-clang-target's
# exit status), for the releases report: "no backend", "too old".
clang_refusal = {3: "no backend", 4: "too old"}
clang_usable = {}


def clang_status(row):
    """The build's own test (scripts/check-clang-target): "ok", or why this
    clang cannot build the row (no target, no backend, older than the arch
    Makefile's CLANG_MIN_VERSION unless releases=1, not installed)."""
    b = row["build"]
    if row["row"] not in clang_usable:
        if not b["CLANG_TARGET"]:
            status = "n/a"
        elif not have(clang):
            status = "not installed"
        else:
            rc = subprocess.run(
                ["sh", os.path.join(srcroot, "scripts", "check-clang-target"), clang,
                 b["CLANG_TARGET"], row["arch"],
                 "" if releases_run else b["CLANG_MIN_VERSION"]],
                capture_output=True).returncode
            status = "ok" if rc == 0 else clang_refusal.get(rc, "clang fails")
        clang_usable[row["row"]] = status
    return clang_usable[row["row"]]


def gnu_has(row):
    tools = matrix_rows.gnu_tools(row)
    return bool(tools) and all(have(t) for t in tools)


def llvm_status(row):
    """"ok", or why the row's LLVM variants cannot run here.  Also notes
    in ROW whether this LLVM's ld.lld links it (row["lld"]): the build
    falls back to GNU ld where it is too old, and so do hand-made links."""
    if "llvm_status" in row:
        return row["llvm_status"]
    row["lld"] = False
    status = "n/a" if row["llvm"] == "-" else clang_status(row)
    if status == "ok" and matrix_rows.uses_lld(row):
        if not have(llvm_tool("ld.lld")):
            status = "not installed"
        else:
            try:
                row["lld"] = not matrix_rows.lld_unsupported(srcroot, objroot, row, llvm)
            except ValueError as e:
                lit_config.fatal(str(e))
    row["llvm_status"] = status
    return status


def llvm_has(row):
    return llvm_status(row) == "ok"


matrix = read_matrix()
only_rows = set(filter(None, params.get("rows", "").split(",")))
only_tcs = set(filter(None, params.get("toolchains", "").split(",")))

# make check's share of the matrix, to keep it within 10 minutes on two
# cores (the builds are most of the time: five configurations per
# variant).  Every row runs with gnu and llvm in the core configurations
# (default, the other entry layout, records: every table the row can
# have, in both export contracts); the control configurations (nolibksyms,
# nomodules: what breaks without lib-ksyms, without modules), the LTO
# configurations (lto-thin, lto-full, lto-records, where the feature lto
# says Kconfig offers LTO: not m68k), the TRIM_UNUSED_KSYMS ones (trim,
# lto-trim) and the llvm-gnu-as variant run on these rows only: both
# linkers and the integrated assembler against GNU as on the two most
# used rows, riscv (GNU as rejects clang's ISA attribute: -march is
# limited there) and m68k (ld.lld has no backend, clang's code does not
# run, ';' is a comment to clang's assembler).
# make matrix (scope=full), and a run that names rows= or toolchains=,
# runs every variant it has in full; scope=core runs them in the core
# configurations only, as the releases run does.
CHECK_FULL_ROWS = ("x86_64", "arm64", "riscv", "m68k")
sampled = scope == "check" and not only_rows and not only_tcs and not releases_run


def variant_scope(row, tc):
    """full, core (the core configurations only) or None (left out)."""
    if releases_run or scope == "core":
        return "core"
    if not sampled or row["row"] in CHECK_FULL_ROWS:
        return "full"
    return "core" if tc != "llvm-gnu-as" else None

# (row, toolchain, available?) for every combination the matrix defines,
# and why each unavailable one is (OBJROOT/variants.json, for reports).
variants = []
variant_status = {}
core_only = set()   # (row, toolchain): feature core-only
left_out = []
for row in matrix:
    if only_rows and row["row"] not in only_rows:
        continue
    gnu = "ok" if gnu_has(row) else "not installed"
    status = {"gnu": gnu, "llvm": llvm_status(row)}
    status["llvm-gnu-as"] = status["llvm"] if status["llvm"] != "ok" else gnu
    for tc in matrix_rows.toolchains(row):
        if only_tcs and tc not in only_tcs:
            continue
        if variant_scope(row, tc) is None:
            left_out.append(row["row"] + "-" + tc)
            continue
        if variant_scope(row, tc) == "core":
            core_only.add((row["row"], tc))
        variants.append((row, tc, status[tc] == "ok"))
        variant_status[row["row"] + "-" + tc] = status[tc]
if scope == "core" and core_only:
    lit_config.note("scope=core: the core configurations only on %s"
                    % " ".join(sorted(r + "-" + t for r, t in core_only)))
if sampled:
    lit_config.note("make check: llvm-gnu-as, the control configurations "
                    "(nolibksyms, nomodules) and LTO on %s only; left out: %s; make "
                    "matrix runs every variant in full"
                    % (", ".join(CHECK_FULL_ROWS), " ".join(left_out)))

# --- features and substitutions ------------------------------------------

for row in matrix:
    if gnu_has(row):
        config.available_features.add("gnu-" + row["row"])
    if llvm_has(row):
        config.available_features.add("llvm-" + row["row"])
if os.path.exists(ksymtab):
    config.available_features.add("ksymtab")
# the compressors the tests of compressed inputs run (install-toolchains)
for compressor in ("xz", "zstd", "gzip"):
    if have(compressor):
        config.available_features.add(compressor)


# --- valgrind ------------------------------------------------------------
#
# The valgrind tests check our host tool, not the LLVM under test, but the
# host tool is built by it: with LLVM= the top Makefile's HOSTCC is that
# LLVM's clang, as in Linux (Documentation/kbuild.rst).  valgrind reads the
# debug information of what it runs, and Debian 12's valgrind 3.19 gives up
# on the DWARF 5 that clang 14 and newer write by default (forms it does not
# know, DW_FORM_strx1 and DW_FORM_addrx: "unhandled dwarf2 abbrev form code
# 0x25" ... "Possibly corrupted debuginfo file. I can't recover."), while it
# reads GCC 12's DWARF 5 and clang 13's DWARF 4.  Such a ksymtab runs under
# valgrind as a copy without debug information: the same machine code, its
# reports naming functions from the symbol table, without line numbers.

def valgrind_clean(binary):
    """None when valgrind runs BINARY --help without a word, else what it said."""
    r = subprocess.run(["valgrind", "-q", "--error-exitcode=99", binary, "--help"],
                       stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                       text=True, errors="replace", timeout=60)
    if r.returncode == 0 and not r.stderr.strip():
        return None
    lines = [l for l in r.stderr.splitlines() if l.strip()]
    return "exit %d: %s" % (r.returncode, lines[0] if lines else "(no message)")


def valgrind_ksymtab():
    """(the ksymtab valgrind runs, None), or (None, why there is none)."""
    if not have("valgrind"):
        return None, "valgrind is not installed"
    if not os.path.exists(ksymtab):
        return None, "no ksymtab at " + ksymtab
    with open(ksymtab, "rb") as f:
        if b"__asan_init" in f.read():
            return None, "ksymtab is built with SANITIZE=1 (AddressSanitizer checks it instead)"
    said = valgrind_clean(ksymtab)
    if said is None:
        return ksymtab, None
    copy = os.path.join(objroot, "valgrind", "ksymtab")
    os.makedirs(os.path.dirname(copy), exist_ok=True)
    objcopy = shutil.which("objcopy") or llvm_tool("llvm-objcopy")
    r = subprocess.run([objcopy, "--strip-debug", ksymtab, copy],
                       stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    if r.returncode != 0:
        return None, "valgrind cannot read %s (%s) and %s --strip-debug failed: %s" % (
            ksymtab, said, objcopy, r.stderr.strip())
    said_copy = valgrind_clean(copy)
    if said_copy is not None:
        return None, "valgrind cannot run %s (%s), nor a copy without debug information (%s)" % (
            ksymtab, said, said_copy)
    lit_config.note("valgrind cannot read the debug information of %s (%s): "
                    "the valgrind tests run %s, a copy without it" % (ksymtab, said, copy))
    return copy, None


vg_ksymtab, vg_why = valgrind_ksymtab()
if vg_ksymtab:
    config.available_features.add("valgrind")
else:
    vg_ksymtab = "false"
    lit_config.note("valgrind tests UNSUPPORTED: " + vg_why)

kbuild_utils = os.path.join(config.test_source_root, "utils")
common_subs = [
    ("%srcroot", srcroot),
    ("%objroot", objroot),
    ("%LLVM", llvm),
    ("%ksymtab", ksymtab),
    ("%{vg-ksymtab}", vg_ksymtab),
    ("%{tools}", tools_dir),
    ("%gen-lib-ksyms", gen_lib_ksyms),
    ("%gen-crcs", gen_crcs),
    ("%gen-exports", gen_exports),
    ("%llvm-mc", llvm_tool("llvm-mc")),
    ("%llvm-readelf", llvm_tool("llvm-readelf")),
    ("%llvm-objdump", llvm_tool("llvm-objdump")),
    ("%llvm-nm", llvm_tool("llvm-nm")),
    ("%llvm-ar", llvm_tool("llvm-ar")),
    ("%llvm-objcopy", llvm_tool("llvm-objcopy")),
    ("%ld.lld", llvm_tool("ld.lld")),
    ("%clang", clang),
    # This lit, for the tests of this configuration's own parameters.
    ("%{lit}", "%s %s" % (sys.executable, os.path.abspath(sys.argv[0]))),
]
config.substitutions.extend(common_subs)


config.test_format = MatrixTest(variants, {
    "objroot": objroot, "srcroot": srcroot, "ksymtab": ksymtab,
    "tools": tools_dir,
    "run_id": run_id, "llvm": llvm, "llvm_tools": llvm_tools,
    "core_only": core_only,
    # The build's own refusal of old releases goes with releases=1.
    "make_args": "CLANG_MIN_VERSION=" if releases_run else "",
})
config.matrix = False
config.llvm_tools = llvm_tools

# Versions of everything the run used, for reports.
def tool_version(cmd):
    try:
        out = subprocess.run([cmd, "--version"], capture_output=True, text=True, timeout=10).stdout
        return out.splitlines()[0] if out else "?"
    except (OSError, subprocess.TimeoutExpired):
        return "not installed"


versions = {
    "LLVM": llvm,
    "release": str(release) if release is not None else "",
    "clang": tool_version(clang),
    "ld.lld": tool_version(llvm_tool("ld.lld")),
    "binutils": tool_version("x86_64-linux-gnu-as"),
    "gcc": tool_version("x86_64-linux-gnu-gcc"),
    "qemu": tool_version("qemu-x86_64"),
}
for tool, version in versions.items():
    lit_config.note("%s: %s" % (tool, version))
# For the reports (tools/testing/matrix/matrix-report): what this run used.
# And why each unavailable variant is (tools/testing/releases/releases).
os.makedirs(objroot, exist_ok=True)
for name, data in (("versions.json", versions), ("variants.json", variant_status)):
    write_atomic(os.path.join(objroot, name), json.dumps(data, indent=1, sort_keys=True))
lit_config.note("matrix: %d row x toolchain combinations, %d available"
                % (len(variants), sum(1 for v in variants if v[2])))
