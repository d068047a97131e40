#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# recorded-archive.sh AR OUT: write the archive OUT (with the archiver AR)
# whose members are named as those of the archives record.sh lists, in
# the same order.  The tests feed gen-lib-ksyms a recorded listing through
# cat-listing.sh and this archive as FILE: the generator compares the
# members a listing names with those the archive holds, so the archive
# must hold the same names; their contents are never read (empty).
set -eu
ar=$1 out=$2
dir=$(mktemp -d "${TMPDIR:-/tmp}/recorded-archive.XXXXXX")
trap 'rm -rf "$dir"' EXIT
: > "$dir/a.o"
: > "$dir/member_name_longer_than_15.o"
: > "$dir/plain.o"
rm -f "$out"
(cd "$dir" && $ar rcSD archive.a a.o member_name_longer_than_15.o plain.o)
mv "$dir/archive.a" "$out"
