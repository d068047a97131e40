#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# A stand-in objdump for the tests: OBJDUMP="sh cat-listing.sh LISTING"
# makes "$OBJDUMP -h FILE" print the recorded listing LISTING (made by
# record.sh), whatever FILE is.
set -eu
cat "$1"
