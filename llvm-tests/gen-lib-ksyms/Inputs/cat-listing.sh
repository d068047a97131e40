#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# A stand-in objdump for the tests: OBJDUMP="sh cat-listing.sh LISTING"
# makes "$OBJDUMP -h FILE" print the recorded listing LISTING (made by
# record.sh), whatever FILE is.
set -eu
# The SPDX and provenance lines at the top are not objdump output.
sed "/^# /d" "$1"
