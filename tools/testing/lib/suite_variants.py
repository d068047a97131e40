# SPDX-License-Identifier: GPL-2.0-only
"""Which row x toolchain variants a lit run of llvm-tests/ takes, and why
each one it cannot run is unavailable: the matrix scoping of lit.cfg.py.

A variant is available when its toolchain is installed and the build
accepts it (scripts/check-clang-target; for LLVM also ld.lld, where the
row links with it).  The scope decides how much of each variant runs:

  check (make check): every row with gnu and llvm in the core
        configurations, CHECK_FULL_ROWS in full (llvm-gnu-as, the control
        and LTO configurations too), to keep make check within 10
        minutes on two cores;
  full  (make matrix), or a run that names rows= or toolchains=: every
        variant in full;
  core  (.ci/run's LLVM=1 rows, and every releases run): the core
        configurations only.

Documentation/matrix.rst, "make check and make matrix", says why those
rows."""

import os
import shutil
import subprocess

import matrix_rows

# Both linkers and the integrated assembler against GNU as on the two
# most used rows, riscv (GNU as rejects clang's ISA attribute) and m68k
# (ld.lld has no backend, clang's code does not run, ';' is a comment to
# clang's assembler).
CHECK_FULL_ROWS = ("x86_64", "arm64", "riscv", "m68k")
SCOPES = ("check", "full", "core")

# Why a row's LLVM variants cannot run (scripts/check-clang-target's exit
# status), for the releases report.
CLANG_REFUSAL = {3: "no backend", 4: "too old"}


def have(cmd):
    return shutil.which(cmd) is not None


class Availability:
    """What this machine and this LLVM can build, row by row (cached)."""

    def __init__(self, srcroot, objroot, llvm, llvm_tools, releases_run):
        self.srcroot = srcroot
        self.objroot = objroot
        self.llvm = llvm
        self.tools = llvm_tools
        self.releases_run = releases_run
        self.clang = llvm_tools["clang"]
        self._clang = {}

    def clang_status(self, row):
        """"ok", or why this clang cannot build ROW (no target, no backend,
        older than the arch Makefile's CLANG_MIN_VERSION unless a releases
        run, not installed)."""
        b = row["build"]
        if row["row"] not in self._clang:
            if not b["CLANG_TARGET"]:
                status = "n/a"
            elif not have(self.clang):
                status = "not installed"
            else:
                rc = subprocess.run(
                    ["sh", os.path.join(self.srcroot, "scripts", "check-clang-target"),
                     self.clang, b["CLANG_TARGET"], row["arch"],
                     "" if self.releases_run else b["CLANG_MIN_VERSION"]],
                    capture_output=True).returncode
                status = "ok" if rc == 0 else CLANG_REFUSAL.get(rc, "clang fails")
            self._clang[row["row"]] = status
        return self._clang[row["row"]]

    @staticmethod
    def gnu_has(row):
        tools = matrix_rows.gnu_tools(row)
        return bool(tools) and all(have(t) for t in tools)

    def llvm_status(self, row):
        """"ok", or why ROW's LLVM variants cannot run here.  Also notes in
        ROW whether this LLVM's ld.lld links it (row["lld"]): the build
        falls back to GNU ld where it is too old, and so do hand-made
        links.  Raises ValueError when the build cannot say."""
        if "llvm_status" in row:
            return row["llvm_status"]
        row["lld"] = False
        status = "n/a" if row["llvm"] == "-" else self.clang_status(row)
        if status == "ok" and matrix_rows.uses_lld(row):
            if not have(self.tools["ld.lld"]):
                status = "not installed"
            else:
                row["lld"] = not matrix_rows.lld_unsupported(
                    self.srcroot, self.objroot, row, self.llvm)
        row["llvm_status"] = status
        return status


def variant_scope(row, tc, scope, sampled, releases_run):
    """full, core (the core configurations only) or None (left out)."""
    if releases_run or scope == "core":
        return "core"
    if not sampled or row["row"] in CHECK_FULL_ROWS:
        return "full"
    return "core" if tc != "llvm-gnu-as" else None


def select(matrix, avail, scope, only_rows, only_tcs, releases_run):
    """The run's variants: a dict with variants [(row, toolchain,
    available?)], status {"row-tc": why}, core_only {(row, tc)},
    left_out ["row-tc"] and sampled (make check's share)."""
    sampled = scope == "check" and not only_rows and not only_tcs and not releases_run
    sel = {"variants": [], "status": {}, "core_only": set(), "left_out": [],
           "sampled": sampled}
    for row in matrix:
        if only_rows and row["row"] not in only_rows:
            continue
        gnu = "ok" if avail.gnu_has(row) else "not installed"
        status = {"gnu": gnu, "llvm": avail.llvm_status(row)}
        status["llvm-gnu-as"] = status["llvm"] if status["llvm"] != "ok" else gnu
        for tc in matrix_rows.toolchains(row):
            if only_tcs and tc not in only_tcs:
                continue
            vs = variant_scope(row, tc, scope, sampled, releases_run)
            if vs is None:
                sel["left_out"].append(row["row"] + "-" + tc)
                continue
            if vs == "core":
                sel["core_only"].add((row["row"], tc))
            sel["variants"].append((row, tc, status[tc] == "ok"))
            sel["status"][row["row"] + "-" + tc] = status[tc]
    return sel
