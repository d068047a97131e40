# SPDX-License-Identifier: GPL-2.0-only
"""How the harness's Python tools write what they report: one table
formatter (text and reStructuredText) and one atomic write."""

import os


def grid(head, lines, rst=False, right=False):
    """HEAD and LINES (lists of strings) in aligned columns, as a list of
    lines without trailing blanks; with RST, a reStructuredText simple
    table (rules of "=" above and below the head and at the end); with
    RIGHT, every column but the first aligned right below the head."""
    widths = [max(len(l[i]) for l in [head] + lines) for i in range(len(head))]

    def fmt(l, right=False):
        return "  ".join(c.rjust(w) if right and i else c.ljust(w)
                         for i, (c, w) in enumerate(zip(l, widths))).rstrip()
    if not rst:
        return [fmt(head)] + [fmt(l, right) for l in lines]
    rule = fmt(["=" * w for w in widths])
    return [rule, fmt(head), rule] + [fmt(l, right) for l in lines] + [rule]


def write_atomic(path, text):
    """Write TEXT to PATH under a temporary name, then rename it: a reader
    never sees half a file."""
    tmp = "%s.tmp%d" % (path, os.getpid())
    with open(tmp, "w") as f:
        f.write(text)
    os.replace(tmp, path)
