#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# Usage: compress.sh FROM FILE...
# Writes xz/FILE, zst/FILE and gz/FILE: each FILE of the folder FROM
# compressed as Linux's scripts/Makefile.modinst compresses modules
# (CONFIG_MODULE_COMPRESS_XZ, _ZSTD, _GZIP), under the same name, so that
# only the magic bytes tell them apart.
set -e
from=$1
shift
mkdir -p xz zst gz
for f; do
	xz --check=crc32 --lzma2=dict=1MiB -c "$from/$f" > "xz/$f"
	zstd -q -c "$from/$f" > "zst/$f"
	gzip -n -c "$from/$f" > "gz/$f"
done
