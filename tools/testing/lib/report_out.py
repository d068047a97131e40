# SPDX-License-Identifier: GPL-2.0-only
"""How the harness's Python tools write what they report: one table
formatter (text and reStructuredText), one JUnit writer, one HTML page
and one atomic write."""

import os
from html import escape
from xml.sax.saxutils import quoteattr


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


# --- JUnit XML -------------------------------------------------------------
#
# One writer for every report's JUnit file, in the shape CI servers read
# (Jenkins, GitLab): <testsuites> of <testsuite name tests failures
# skipped>, each <testcase classname name> holding <failure message>,
# <skipped message> or, when it passed, what it says in <system-out>.
# A case is a dict: classname, name, result ("pass", "fail" or "skip"),
# message (the one line a CI page shows) and output (the details).

def junit_case(classname, name, result, message="", output=""):
    assert result in ("pass", "fail", "skip"), result
    return {"classname": classname, "name": name, "result": result,
            "message": message, "output": output}


def _junit_case_xml(c):
    body = ""
    if c["result"] == "fail":
        body = ("<failure message=%s>%s</failure>" % (quoteattr(c["message"]), escape(c["output"]))
                if c["output"] else "<failure message=%s/>" % quoteattr(c["message"]))
    elif c["result"] == "skip":
        body = "<skipped message=%s/>" % quoteattr(c["message"])
    elif c["output"]:
        body = "<system-out>%s</system-out>" % escape(c["output"])
    return "<testcase classname=%s name=%s>%s</testcase>" % (
        quoteattr(c["classname"]), quoteattr(c["name"]), body)


def junit(suites):
    """SUITES, [(name, [case])], as a JUnit XML document (text)."""
    x = ['<?xml version="1.0" encoding="UTF-8"?>', "<testsuites>"]
    for name, cases in suites:
        x.append("<testsuite name=%s tests=\"%d\" failures=\"%d\" skipped=\"%d\">" % (
            quoteattr(name), len(cases),
            sum(1 for c in cases if c["result"] == "fail"),
            sum(1 for c in cases if c["result"] == "skip")))
        x += [_junit_case_xml(c) for c in cases]
        x.append("</testsuite>")
    x.append("</testsuites>")
    return "\n".join(x) + "\n"


# --- HTML ------------------------------------------------------------------
#
# One self-contained page for every report: a heading, lines of text, a
# table whose cells may be coloured and clickable (a click shows the
# cell's details below the table), then more HTML.

PAGE_STYLE = ("body{font-family:sans-serif}table{border-collapse:collapse}"
              "td,th{border:1px solid #888;padding:4px 8px}"
              "td.c{cursor:pointer;text-align:center}"
              "pre{background:#f4f4f4;padding:8px;white-space:pre-wrap}")

# The colour of a verdict, the same on every page.
VERDICT_COLOUR = {"pass": "#b7e4b7", "ok": "#b7e4b7", "same": "#b7e4b7", "yes": "#b7e4b7",
                  "fixed": "#b7e4b7", "xfail": "#d8ecb0", "absent": "#e8f4e8",
                  "FAIL": "#f4a6a6", "DIFF": "#f4a6a6", "NO": "#f4a6a6",
                  "present": "#f4d0a6", "missing": "#f7e3a1", "not built": "#f7e3a1",
                  "n/a": "#e0e0e0", "no backend": "#e0e0e0", "-": "#dddddd"}


def html_cell(text, colour=None, detail=None, ident=None):
    """A table cell: TEXT, coloured (a VERDICT_COLOUR key or "#rrggbb"),
    and clickable when DETAIL, the HTML it shows, is given; IDENT names
    the details on the page (an anchor; default: their number)."""
    return {"text": text, "colour": colour, "detail": detail, "ident": ident}


def verdict_cell(text, detail=None, ident=None):
    """A cell coloured by its own text, where that is a verdict."""
    return html_cell(text, text if text in VERDICT_COLOUR else None, detail, ident)


def _td(c, details):
    if not isinstance(c, dict):
        return "<td>%s</td>" % escape(c)
    colour = VERDICT_COLOUR.get(c["colour"], c["colour"])
    style = " style='background:%s'" % colour if colour else ""
    if c["detail"] is None:
        return "<td%s>%s</td>" % (style, escape(c["text"]))
    ident = escape(c["ident"] or "d%d" % len(details))
    details.append("<div id='%s' class='d' hidden>%s</div>" % (ident, c["detail"]))
    return "<td class='c'%s onclick=\"show('%s')\">%s</td>" % (style, ident, escape(c["text"]))


def html_table(head, rows, details):
    """HEAD (strings) and ROWS (lists of strings or cells) as a table; the
    clickable cells' details go to DETAILS, for html_page()."""
    out = ["<table><tr>%s</tr>" % "".join("<th>%s</th>" % escape(h) for h in head)]
    out += ["<tr>%s</tr>" % "".join(_td(c, details) for c in row) for row in rows]
    out.append("</table>")
    return "".join(out)


def html_page(title, heading, lines, head, rows, after=""):
    """The page: TITLE, HEADING, LINES of text (escaped here), a table of
    HEAD and ROWS (html_table()), and AFTER (HTML) below it; each
    clickable cell's details follow, hidden."""
    details = []
    out = ["<!DOCTYPE html><html><head><meta charset='utf-8'>",
           "<title>%s</title><style>%s</style></head><body>" % (escape(title), PAGE_STYLE),
           "<h1>%s</h1>" % escape(heading)]
    out += ["<p>%s</p>" % escape(l) for l in lines]
    out.append(html_table(head, rows, details))
    out.append(after)
    out += details
    out.append("<script>function show(id){document.querySelectorAll('.d')"
               ".forEach(function(d){d.hidden=d.id!==id;});}</script></body></html>")
    return "\n".join(out)
