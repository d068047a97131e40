# SPDX-License-Identifier: GPL-2.0-only
#
# The conformance suite.  Tests under matrix/ run once for every row of
# scripts/matrix and every toolchain that row has (GNU, LLVM, and LLVM
# with GNU as); the other folders run once.  A combination whose
# toolchain is not installed is UNSUPPORTED, never PASS.
#
# Parameters (lit --param NAME=VALUE, or make check NAME=VALUE):
#   LLVM=-22 | 1 | /path/bin/   the LLVM toolchain, as the build spells it
#                               (default -22: the matrix's LLVM column)
#   objroot=DIR                 where builds go (default build/check)
#   ksymtab=PATH                the ksymtab binary (default: objroot/tools)
#   rows=a,b  toolchains=gnu,llvm,llvm-gnu-as   restrict the matrix
#   releases=1                  the run of one release by `make releases`:
#                               rows are built even below their
#                               CLANG_MIN_VERSION, the toolchain-defects/
#                               tests run whatever releases they name (the
#                               report records where each reproduces), and
#                               the matrix leaves out the configurations
#                               the release cannot change (feature
#                               releases-run: nolibksyms, nomodules)
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
config.excludes = ["Inputs", "utils", "lit.cfg.py"]
config.test_source_root = os.path.dirname(__file__)

srcroot = os.path.dirname(config.test_source_root)
params = lit_config.params
objroot = os.path.abspath(params.get("objroot", os.path.join(srcroot, "build", "check")))
config.test_exec_root = os.path.join(objroot, "lit")

llvm = params.get("LLVM", "-22")

# The LLVM tools' names as the build spells them for LLVM= (the top
# Makefile holds the rule; one make run per lit run).
_env = {k: v for k, v in os.environ.items()
        if k not in ("MAKEFLAGS", "MAKELEVEL", "MFLAGS", "ARCH", "O")}
_r = subprocess.run(["make", "-s", "-C", srcroot, "LLVM=" + llvm, "print-llvm-tools"],
                    capture_output=True, text=True, env=_env)
if _r.returncode != 0:
    lit_config.fatal("make print-llvm-tools: " + _r.stderr.strip())
llvm_tools = dict(line.split("=", 1) for line in _r.stdout.splitlines() if "=" in line)


def llvm_tool(name):
    """The LLVM tool NAME as LLVM= selects it."""
    return llvm_tools[name]


def have(cmd):
    return shutil.which(cmd) is not None


# FileCheck, not, split-file and count from LLVM 22's tools (llvm-22-tools)
# and yaml2obj (llvm-22), through a folder of their own: putting LLVM 22's bin folder on PATH would
# turn the builds' unsuffixed clang (LLVM=1) into LLVM 22's.
test_tools = os.path.join(objroot, "test-tools")
os.makedirs(test_tools, exist_ok=True)
# python3 is the one lit runs under: a version manager's shim first on PATH
# (pyenv's) costs more per start than most of what the tests run it for.
tool_links = {tool: shutil.which(tool + "-22") or os.path.join("/usr/lib/llvm-22/bin", tool)
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
for var in ("HOME", "TMPDIR", "LANG"):
    if var in os.environ:
        config.environment[var] = os.environ[var]
config.environment["LC_ALL"] = "C"
# Builds below must not see the caller's make flags (-j, -s, V=...).
for var in ("MAKEFLAGS", "MAKELEVEL", "MFLAGS"):
    config.environment.pop(var, None)

# Builds are shared by the tests of one run and redone by the next run.
run_id = "%d-%d" % (os.getpid(), int(time.time()))

sys.path.insert(0, os.path.join(srcroot, "scripts"))
import matrix_rows  # noqa: E402

# The host programs `make tools` built (make matrix builds them elsewhere
# and names them).
ksymtab = params.get("ksymtab", os.path.join(objroot, "tools", "scripts", "ksymtab", "ksymtab"))
gen_lib_ksyms = params.get("gen_lib_ksyms",
                           os.path.join(objroot, "tools", "scripts", "gen-lib-ksyms"))
# gen-crcs: beside gen-lib-ksyms, where `make tools` puts both.
gen_crcs = params.get("gen_crcs", os.path.join(os.path.dirname(gen_lib_ksyms), "gen-crcs"))
gen_exports = params.get("gen_exports",
                         os.path.join(os.path.dirname(gen_lib_ksyms), "gen-exports"))

# --- the matrix ---------------------------------------------------------

def read_matrix():
    try:
        return matrix_rows.read_with_facts(srcroot, objroot)
    except (OSError, ValueError) as e:
        lit_config.fatal("scripts/matrix: %s" % e)


clang = llvm_tool("clang")
releases_run = params.get("releases", "0")
if releases_run not in ("0", "1"):
    lit_config.fatal("releases=%s: 0 or 1" % releases_run)
releases_run = releases_run == "1"
if releases_run:
    config.available_features.add("releases-run")


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
    """"ok", or why the row's LLVM variants cannot run here."""
    if row["llvm"] == "-":
        return "n/a"
    status = clang_status(row)
    if status == "ok" and matrix_rows.uses_lld(row) and not have(llvm_tool("ld.lld")):
        status = "not installed"
    return status


def llvm_has(row):
    return llvm_status(row) == "ok"


matrix = read_matrix()
only_rows = set(filter(None, params.get("rows", "").split(",")))
only_tcs = set(filter(None, params.get("toolchains", "").split(",")))

# (row, toolchain, available?) for every combination the matrix defines,
# and why each unavailable one is (OBJROOT/variants.json, for reports).
variants = []
variant_status = {}
for row in matrix:
    if only_rows and row["row"] not in only_rows:
        continue
    gnu = "ok" if gnu_has(row) else "not installed"
    status = {"gnu": gnu, "llvm": llvm_status(row)}
    status["llvm-gnu-as"] = status["llvm"] if status["llvm"] != "ok" else gnu
    for tc in matrix_rows.toolchains(row):
        if only_tcs and tc not in only_tcs:
            continue
        variants.append((row, tc, status[tc] == "ok"))
        variant_status[row["row"] + "-" + tc] = status[tc]

# --- features and substitutions ------------------------------------------

for row in matrix:
    if gnu_has(row):
        config.available_features.add("gnu-" + row["row"])
    if llvm_has(row):
        config.available_features.add("llvm-" + row["row"])
if os.path.exists(ksymtab):
    config.available_features.add("ksymtab")
# valgrind cannot run a ksymtab built with SANITIZE=1 (AddressSanitizer).
def sanitized(path):
    with open(path, "rb") as f:
        return b"__asan_init" in f.read()


if have("valgrind") and os.path.exists(ksymtab) and not sanitized(ksymtab):
    config.available_features.add("valgrind")

kbuild_utils = os.path.join(config.test_source_root, "utils")
common_subs = [
    ("%srcroot", srcroot),
    ("%objroot", objroot),
    ("%LLVM", llvm),
    ("%ksymtab", ksymtab),
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
]
config.substitutions.extend(common_subs)


sys.path.insert(0, os.path.join(config.test_source_root, "utils"))
from matrix_format import MatrixTest  # noqa: E402

config.test_format = MatrixTest(variants, {
    "objroot": objroot, "srcroot": srcroot, "ksymtab": ksymtab,
    "gen_lib_ksyms": gen_lib_ksyms, "gen_crcs": gen_crcs,
    "gen_exports": gen_exports,
    "run_id": run_id, "llvm": llvm, "llvm_tools": llvm_tools,
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
# For the reports (scripts/matrix-report): what this run used.
# And why each unavailable variant is (scripts/releases).
os.makedirs(objroot, exist_ok=True)
for name, data in (("versions.json", versions), ("variants.json", variant_status)):
    with open(os.path.join(objroot, name + ".tmp"), "w") as f:
        json.dump(data, f, indent=1, sort_keys=True)
    os.replace(os.path.join(objroot, name + ".tmp"), os.path.join(objroot, name))
lit_config.note("matrix: %d row x toolchain combinations, %d available"
                % (len(variants), sum(1 for v in variants if v[2])))
