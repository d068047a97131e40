# SPDX-License-Identifier: GPL-2.0-only
# The inputs of report-out.test: a JUnit document or an HTML page.
import sys

from report_out import html_cell, html_page, junit, junit_case, verdict_cell

if sys.argv[1] == "junit":
    sys.stdout.write(junit([
        ("one <&>", [junit_case("c", 'a "quoted" name', "pass", output="it said <ok>"),
                     junit_case("c", "b", "fail", "crc & layout", "line 1\nline 2"),
                     junit_case("c", "s", "skip", "not built")]),
        ("empty", [])]))
else:
    sys.stdout.write(html_page(
        "T & t", "Heading", ["a <line>"], ["row", "gnu", "note"],
        [["x86_64", verdict_cell("FAIL", "<pre>why</pre>", "x86_64-gnu"), "<none>"],
         ["m68k", verdict_cell("pass"), html_cell("more", detail="<p>detail</p>")]],
        "<h2>after</h2>"))
