# SPDX-License-Identifier: GPL-2.0-only
"""Reading scripts/matrix: the one parser of the architecture rows, used by
llvm-tests/lit.cfg.py and scripts/matrix-report."""

import os

COLUMNS = ("row", "arch", "defconfig", "gnu_prefix", "gnu", "clang_target",
           "llvm", "min_llvm", "qemu", "bits", "endian", "ksym_align",
           "kcrc_align", "prel32")

# The toolchains a row can have, in report order.
TOOLCHAINS = ("gnu", "llvm", "llvm-gnu-as")


def read(srctree):
    """The rows of SRCTREE/scripts/matrix as dicts keyed by COLUMNS.
    A row with the wrong number of columns raises ValueError."""
    rows = []
    with open(os.path.join(srctree, "scripts", "matrix")) as f:
        for line in f:
            if not line.strip() or line.startswith("#"):
                continue
            fields = line.split()
            if len(fields) != len(COLUMNS):
                raise ValueError("scripts/matrix: bad row: " + line.strip())
            rows.append(dict(zip(COLUMNS, fields)))
    return rows


def toolchains(row):
    """The toolchains scripts/matrix gives ROW (whether installed or not):
    GNU, LLVM, and LLVM with GNU as where both compile and link."""
    tcs = []
    if row["gnu"] != "-":
        tcs.append("gnu")
    if row["llvm"] != "-":
        tcs.append("llvm")
    if row["gnu"] == "full" and row["llvm"] in ("full", "nold"):
        tcs.append("llvm-gnu-as")
    return tcs
