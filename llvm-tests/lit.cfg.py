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
#   tools=DIR                   the host programs ksymtab, gen-lib-ksyms,
#                               gen-crcs and gen-exports (default
#                               objroot/tools/bin, the
#                               folder `make tools-dir` makes there)
#   ksymtab=PATH                another ksymtab binary (default: tools's)
#   rows=a,b  toolchains=gnu,llvm,llvm-gnu-as   restrict the matrix; the
#                               variants named run in full
#   scope=check | full | core   check (make check, the default): every row
#                               with gnu and llvm in the core configurations,
#                               and CHECK_FULL_ROWS in full (tools/testing/
#                               lib/suite_variants.py); full (make
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

import json
import time
import os
import shutil
import subprocess
import sys


config.name = "ksymexport"
config.suffixes = [".test"]
config.excludes = ["Inputs", "utils", "lit.cfg.py"]
config.test_source_root = os.path.dirname(os.path.abspath(__file__))

# tools/testing/lib holds the modules the harness shares (the matrix's
# reader, this suite's test format, the releases report): this suite, and
# the tools its tests run, import them from there.
harness_lib = os.path.join(os.path.dirname(config.test_source_root),
                           "tools", "testing", "lib")
sys.path.insert(0, harness_lib)
import matrix_rows  # noqa: E402
from llvm_tools import print_llvm_tools  # noqa: E402
from report_out import write_atomic  # noqa: E402
from matrix_format import MatrixTest  # noqa: E402
import suite_variants  # noqa: E402
from valgrind_probe import valgrind_ksymtab  # noqa: E402

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


def llvm_major(clang):
    """The major release of CLANG, or None."""
    try:
        out = subprocess.run([clang, "-dumpversion"], capture_output=True,
                             text=True, timeout=30).stdout.strip()
        return int(out.split(".")[0])
    except (OSError, ValueError, subprocess.TimeoutExpired):
        return None


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

# --- the matrix ----------------------------------------------------------

releases_run = params.get("releases", "0")
if releases_run not in ("0", "1"):
    lit_config.fatal("releases=%s: 0 or 1" % releases_run)
releases_run = releases_run == "1"
if releases_run:
    config.available_features.add("releases-run")
scope = params.get("scope", "check")
if scope not in suite_variants.SCOPES:
    lit_config.fatal("scope=%s: check, full or core" % scope)

clang = llvm_tool("clang")
release = llvm_major(clang) if have(clang) else None
if releases_run:
    # Every release a test can name: the tests run on this one whatever
    # they name, and the releases report says where each reproduced.
    config.available_features.update("llvm-%d" % n for n in range(3, 100))
elif release is not None:
    config.available_features.add("llvm-%d" % release)

try:
    matrix = matrix_rows.read_with_facts(srcroot, objroot)
except (OSError, ValueError) as e:
    lit_config.fatal("tools/testing/matrix/rows: %s" % e)
avail = suite_variants.Availability(srcroot, objroot, llvm, llvm_tools, releases_run)
only_rows = set(filter(None, params.get("rows", "").split(",")))
only_tcs = set(filter(None, params.get("toolchains", "").split(",")))
try:
    sel = suite_variants.select(matrix, avail, scope, only_rows, only_tcs, releases_run)
except ValueError as e:
    lit_config.fatal(str(e))
if scope == "core" and sel["core_only"]:
    lit_config.note("scope=core: the core configurations only on %s"
                    % " ".join(sorted(r + "-" + t for r, t in sel["core_only"])))
if sel["sampled"]:
    lit_config.note("make check: llvm-gnu-as, the control configurations "
                    "(nolibksyms, nomodules) and LTO on %s only; left out: %s; make "
                    "matrix runs every variant in full"
                    % (", ".join(suite_variants.CHECK_FULL_ROWS),
                       " ".join(sel["left_out"])))

# --- features and substitutions ------------------------------------------

for row in matrix:
    if avail.gnu_has(row):
        config.available_features.add("gnu-" + row["row"])
    if avail.llvm_status(row) == "ok":
        config.available_features.add("llvm-" + row["row"])
if os.path.exists(ksymtab):
    config.available_features.add("ksymtab")

# The valgrind tests' ksymtab (tools/testing/lib/valgrind_probe.py: a copy
# without debug information where valgrind cannot read clang's DWARF).
vg_ksymtab, vg_why, vg_note = valgrind_ksymtab(
    ksymtab, objroot, shutil.which("objcopy") or llvm_tool("llvm-objcopy"))
if vg_note:
    lit_config.note(vg_note)
if vg_ksymtab:
    config.available_features.add("valgrind")
else:
    vg_ksymtab = "false"
    lit_config.note("valgrind tests UNSUPPORTED: " + vg_why)

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


config.test_format = MatrixTest(sel["variants"], {
    "objroot": objroot, "srcroot": srcroot, "ksymtab": ksymtab,
    "tools": tools_dir,
    "run_id": run_id, "llvm": llvm, "llvm_tools": llvm_tools,
    "core_only": sel["core_only"],
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
for name, data in (("versions.json", versions), ("variants.json", sel["status"])):
    write_atomic(os.path.join(objroot, name), json.dumps(data, indent=1, sort_keys=True))
lit_config.note("matrix: %d row x toolchain combinations, %d available"
                % (len(sel["variants"]), sum(1 for v in sel["variants"] if v[2])))
