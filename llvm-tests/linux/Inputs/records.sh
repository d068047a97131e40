#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# records.sh OBJCOPY READELF NM FILE: what an object's .export_symbol
# records are, in a form two objects can be diffed by: the section's
# alignment ("align N"), its bytes in hex, its relocations (offset, type,
# symbol, addend) and the __export_symbol_ labels with their values.
set -eu
objcopy=$1 readelf=$2 nm=$3 f=$4
"$readelf" -S -W "$f" | awk '/ \.export_symbol / { print "align", $NF }'
"$objcopy" -O binary --only-section=.export_symbol "$f" "$f.records.bin"
od -An -tx1 -v "$f.records.bin"
rm -f "$f.records.bin"
"$readelf" -r -W "$f" | awk '
	/^Relocation section/ { on = index($0, "export_symbol") > 0; next }
	on && NF >= 5 && $1 ~ /^[0-9a-f]+$/ { print $1, $3, $5, $NF }'
"$nm" "$f" | awk '$3 ~ /^__export_symbol_/ { print $1, $2, $3 }' | sort
