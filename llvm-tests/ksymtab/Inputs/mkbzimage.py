#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""Write a file shaped like an x86 bzImage around an ELF file.

Usage: mkbzimage.py METHOD ELF OUT [FIELD=VALUE...]

The payload is ELF compressed as Linux's arch/x86/boot/compressed/Makefile
compresses vmlinux.bin (scripts/Makefile.lib): gzip -n -9, or xz (CRC32
check, the x86 BCJ filter, LZMA2, as scripts/xz_wrap.sh), lzma -9, zstd
(-19 here, -22 --ultra in Linux), bzip2 -9, each followed by the
uncompressed size (size_append, 32 bits little-endian); lz4 and lzo are their magic bytes before filler, as
ksymtab refuses them by their magic alone.  The setup header carries what
Documentation/arch/x86/boot.rst says a loader reads: setup_sects at 0x1f1,
boot_flag 0xaa55 at 0x1fe, "HdrS" at 0x202, the protocol version at 0x206,
payload_offset and payload_length at 0x248 and 0x24c, relative to the
protected-mode code at (setup_sects + 1) * 512.  Code stands in before and
after the payload, as in a real image.

FIELD=VALUE overrides: setup_sects, version, payload_offset, payload_length
(numbers), header_sects=N (setup_sects as the header says it, the file laid
out by setup_sects), trailer=N (N bytes of the payload's end cut off, size
included), size=N (the appended size).
"""
import bz2
import gzip
import lzma
import struct
import subprocess
import sys


def compress(method, data):
    if method == "gzip":
        return gzip.compress(data, 9, mtime=0)
    if method == "xz":
        return lzma.compress(data, format=lzma.FORMAT_XZ, check=lzma.CHECK_CRC32,
                             filters=[{"id": lzma.FILTER_X86},
                                      {"id": lzma.FILTER_LZMA2, "preset": 9}])
    if method == "lzma":
        return lzma.compress(data, format=lzma.FORMAT_ALONE, preset=9)
    if method == "zstd":
        # -19, not Linux's -22 --ultra: the same frame format, without the
        # 128 MiB window that costs seconds and 650 MB even for a tiny input
        return subprocess.run(["zstd", "-q", "-19", "-c"], input=data,
                              stdout=subprocess.PIPE, check=True).stdout
    if method == "bzip2":
        return bz2.compress(data, 9)
    if method == "lz4":
        return b"\x02\x21\x4c\x18" + bytes(64)
    if method == "lzo":
        return b"\x89LZO\x00\r\n\x1a\n" + bytes(64)
    sys.exit("mkbzimage.py: unknown method " + method)


def main():
    method, elf, out = sys.argv[1:4]
    over = dict(a.split("=", 1) for a in sys.argv[4:])
    data = open(elf, "rb").read()
    payload = compress(method, data)
    if method != "gzip":
        payload += struct.pack("<I", int(over.get("size", len(data))))
    if "trailer" in over:
        payload = payload[:len(payload) - int(over["trailer"])]
    sects = int(over.get("setup_sects", 3))
    start = ((sects or 4) + 1) * 512
    code = b"\x90" * 0x180          # stands in for the decompressor's code
    offset = int(over.get("payload_offset", len(code)))
    length = int(over.get("payload_length", len(payload)))
    img = bytearray(start)
    img[0x1f1] = int(over.get("header_sects", sects))
    img[0x1fe:0x200] = b"\x55\xaa"
    img[0x202:0x206] = b"HdrS"
    img[0x206:0x208] = struct.pack("<H", int(over.get("version", "0x020f"), 0))
    img[0x248:0x250] = struct.pack("<II", offset, length)
    img += code + payload + b"\xcc" * 0x200
    open(out, "wb").write(img)


main()
