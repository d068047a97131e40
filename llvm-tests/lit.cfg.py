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

import copy
import json
import time
import os
import shutil
import subprocess


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
for tool in ("FileCheck", "not", "split-file", "count", "yaml2obj"):
    target = shutil.which(tool + "-22") or os.path.join("/usr/lib/llvm-22/bin", tool)
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

# --- the matrix ---------------------------------------------------------

def read_matrix():
    try:
        return matrix_rows.read_with_facts(srcroot, objroot)
    except (OSError, ValueError) as e:
        lit_config.fatal("scripts/matrix: %s" % e)


clang = llvm_tool("clang")
clang_usable = {}


def clang_has(row):
    """The build's own test (scripts/check-clang-target): the backend for
    the arch Makefile's CLANG_TARGET and its CLANG_MIN_VERSION."""
    b = row["build"]
    if row["row"] not in clang_usable:
        clang_usable[row["row"]] = bool(b["CLANG_TARGET"]) and have(clang) and subprocess.run(
            ["sh", os.path.join(srcroot, "scripts", "check-clang-target"), clang,
             b["CLANG_TARGET"], row["arch"], b["CLANG_MIN_VERSION"]],
            capture_output=True).returncode == 0
    return clang_usable[row["row"]]


def gnu_has(row):
    tools = matrix_rows.gnu_tools(row)
    return bool(tools) and all(have(t) for t in tools)


def llvm_has(row):
    if row["llvm"] == "-" or not clang_has(row):
        return False
    if matrix_rows.uses_lld(row) and not have(llvm_tool("ld.lld")):
        return False
    return True


matrix = read_matrix()
only_rows = set(filter(None, params.get("rows", "").split(",")))
only_tcs = set(filter(None, params.get("toolchains", "").split(",")))

# (row, toolchain, available?) for every combination the matrix defines.
variants = []
for row in matrix:
    if only_rows and row["row"] not in only_rows:
        continue
    installed = {"gnu": gnu_has(row), "llvm": llvm_has(row)}
    installed["llvm-gnu-as"] = installed["gnu"] and installed["llvm"]
    combos = [(tc, installed[tc]) for tc in matrix_rows.toolchains(row)]
    for tc, ok in combos:
        if only_tcs and tc not in only_tcs:
            continue
        variants.append((row, tc, ok))

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
    ("%gen-crcs", os.path.join(objroot, "tools", "scripts", "gen-crcs")),
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
    "gen_lib_ksyms": gen_lib_ksyms,
    "run_id": run_id, "llvm": llvm, "llvm_tools": llvm_tools,
})
config.matrix = False

# Versions of everything the run used, for reports.
def tool_version(cmd):
    try:
        out = subprocess.run([cmd, "--version"], capture_output=True, text=True, timeout=10).stdout
        return out.splitlines()[0] if out else "?"
    except (OSError, subprocess.TimeoutExpired):
        return "not installed"


versions = {
    "LLVM": llvm,
    "clang": tool_version(clang),
    "ld.lld": tool_version(llvm_tool("ld.lld")),
    "binutils": tool_version("x86_64-linux-gnu-as"),
    "gcc": tool_version("x86_64-linux-gnu-gcc"),
    "qemu": tool_version("qemu-x86_64"),
}
for tool, version in versions.items():
    lit_config.note("%s: %s" % (tool, version))
# For the reports (scripts/matrix-report): what this run used.
os.makedirs(objroot, exist_ok=True)
with open(os.path.join(objroot, "versions.json.tmp"), "w") as f:
    json.dump(versions, f, indent=1, sort_keys=True)
os.replace(os.path.join(objroot, "versions.json.tmp"), os.path.join(objroot, "versions.json"))
lit_config.note("matrix: %d row x toolchain combinations, %d available"
                % (len(variants), sum(1 for v in variants if v[2])))
