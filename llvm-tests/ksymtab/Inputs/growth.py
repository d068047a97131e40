#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""Does a command's cost grow linearly with its input?

Usage: growth.py bytes|instructions FACTOR SMALL LARGE -- COMMAND... {}

Runs COMMAND under valgrind with {} replaced by SMALL, then by LARGE (an
input FACTOR times larger), and compares a count valgrind reports, which
unlike time does not depend on the machine or its load:
  bytes         memcheck's "total heap usage: ... bytes allocated": an
                array grown one element at a time reallocates n times,
                n^2/2 elements in all
  instructions  callgrind's "Collected" instructions executed
Prints "<measure> grow linearly" when LARGE costs at most 1.5 * FACTOR
times SMALL (n log n passes: 4.8 for 1000 to 4000), else the ratio.
"""
import re
import subprocess
import sys

TOOLS = {
    'bytes': (['--tool=memcheck'], r'total heap usage: .* ([\d,]+) bytes allocated'),
    'instructions': (['--tool=callgrind', '--callgrind-out-file=/dev/null'],
                     r'Collected : (\d+)'),
}


def cost(measure, cmd, path):
    flags, pattern = TOOLS[measure]
    argv = ['valgrind'] + flags + [path if a == '{}' else a for a in cmd]
    r = subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                       text=True, errors='replace')
    m = re.search(pattern, r.stderr)
    if r.returncode or not m:
        sys.exit('growth.py: %s failed (exit %d):\n%s' % (' '.join(argv), r.returncode, r.stderr))
    return int(m.group(1).replace(',', ''))


def main(argv):
    if len(argv) < 7 or argv[1] not in TOOLS or argv[5] != '--':
        sys.exit(__doc__)
    measure, factor, small, large, cmd = argv[1], float(argv[2]), argv[3], argv[4], argv[6:]
    ratio = cost(measure, cmd, large) / cost(measure, cmd, small)
    if ratio <= 1.5 * factor:
        print('%s grow linearly' % measure)
    else:
        print('%s grow %.1f times for %g times the input' % (measure, ratio, factor))
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
