#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# A stand-in llvm-nm for the tests: NM="sh fake-llvm-nm.sh LISTING" says
# what llvm-nm says to --version, and prints LISTING for any file.
set -eu
if [ "${2-}" = --version ]; then
	echo "llvm-nm, compatible with GNU nm"
	exit 0
fi
cat "$1"
