# SPDX-License-Identifier: GPL-2.0-only
"""The LLVM tools as the top Makefile names them (`make print-llvm-tools`,
the one rule for LLVM= and the one place that names the matrix's LLVM
release, LLVM_MATRIX_RELEASE), for lit.cfg.py and releases/releases."""

import os
import subprocess

import matrix_rows

# What print-llvm-tools prints before the tools.
SETTINGS = ("LLVM_MATRIX_RELEASE", "LLVM")


def print_llvm_tools(llvm=None):
    """(settings, tools) for LLVM=LLVM, or the matrix's LLVM when LLVM is
    None: settings {"LLVM_MATRIX_RELEASE": "22", "LLVM": "-22"}, tools
    {"clang": "clang-22", ...}.  Raises RuntimeError with make's words."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("MAKEFLAGS", "MAKELEVEL", "MFLAGS", "ARCH", "O", "LLVM")}
    cmd = ["make", "-s", "-C", matrix_rows.SRCTREE, "print-llvm-tools"]
    if llvm is not None:
        cmd.append("LLVM=" + llvm)
    r = subprocess.run(cmd, capture_output=True, text=True, env=env)
    if r.returncode != 0:
        raise RuntimeError("make print-llvm-tools: " + (r.stderr.strip() or "failed"))
    tools = dict(l.split("=", 1) for l in r.stdout.splitlines() if "=" in l)
    settings = {k: tools.pop(k) for k in SETTINGS}
    return settings, tools
