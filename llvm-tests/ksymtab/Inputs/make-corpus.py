#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""Make malformed inputs for ksymtab from one good x86_64 object.

Usage: make-corpus.py GOOD.o OUTDIR [CASE...]   (all cases without CASE)
       make-corpus.py --list

GOOD.o is Inputs/exports.S assembled for x86_64 (ELF64, little-endian,
RELA), absolute layout.  Every case writes OUTDIR/CASE (a file, an archive
or a directory) that ksymtab must reject with one line
"ksymtab: FILE: <what is wrong>" and exit status 2, never a crash.
"""
import os
import struct
import sys

EH = struct.Struct('<16sHHIQQQIHHHHHH')
SH = struct.Struct('<IIQQQQIIQQ')
SYM = struct.Struct('<IBBHQQ')
RELA = struct.Struct('<QQq')


class Obj:
    def __init__(self, data):
        self.b = bytearray(data)
        h = EH.unpack_from(self.b, 0)
        self.shoff, self.shentsize, self.shnum, self.shstrndx = h[6], h[11], h[12], h[13]
        self.secs = [list(SH.unpack_from(self.b, self.shoff + i * self.shentsize))
                     for i in range(self.shnum)]
        stro = self.secs[self.shstrndx][4]
        self.names = []
        for s in self.secs:
            end = self.b.index(b'\0', stro + s[0])
            self.names.append(self.b[stro + s[0]:end].decode())

    def idx(self, name):
        return self.names.index(name)

    def put_sh(self, i, field, value):
        self.secs[i][field] = value
        SH.pack_into(self.b, self.shoff + i * self.shentsize, *self.secs[i])

    def symtab(self):
        return self.idx('.symtab')

    def sym_off(self, k):
        return self.secs[self.symtab()][4] + k * SYM.size

    def sym_index(self, name):
        st = self.secs[self.symtab()]
        strs = self.secs[st[6]][4]
        for k in range(st[5] // SYM.size):
            n = SYM.unpack_from(self.b, self.sym_off(k))[0]
            end = self.b.index(b'\0', strs + n)
            if self.b[strs + n:end].decode() == name:
                return k
        raise KeyError(name)

    def rela(self, sec, k):
        return self.secs[self.idx('.rela' + sec)][4] + k * RELA.size


# field numbers of Elf64_Shdr
NAME, TYPE, FLAGS, ADDR, OFFSET, SIZE, LINK, INFO, ALIGN, ENTSIZE = range(10)
KS = '___ksymtab+func_a'
FIFO = object()


def ar(members, raw=False):
    """An ar archive; names get GNU ar's '/' unless raw."""
    out = bytearray(b'!<arch>\n')
    for name, data in members:
        name = name.encode() + (b'' if raw else b'/')
        out += b'%-16s%-12d%-6d%-6d%-8o%-10d`\n' % (name, 0, 0, 0, 0o644, len(data))
        out += data
        if len(data) % 2:
            out += b'\n'
    return bytes(out)


def c_empty(o, good):
    return b''


def c_not_elf(o, good):
    return b'this is not an object file\n' * 4


def c_truncated_header(o, good):
    return good[:20]


def c_truncated_sections(o, good):
    return good[:o.shoff + 3 * o.shentsize]


def c_bad_class(o, good):
    o.b[4] = 7
    return o.b


def c_bad_data(o, good):
    o.b[5] = 9
    return o.b


def c_shoff_past_end(o, good):
    struct.pack_into('<Q', o.b, 0x28, len(o.b) + 0x10000)
    return o.b


def c_shstrndx_past(o, good):
    struct.pack_into('<H', o.b, 0x3e, o.shnum + 5)
    return o.b


def c_section_offset_past_end(o, good):
    o.put_sh(o.idx(KS), OFFSET, len(o.b) + 0x1000)
    return o.b


def c_section_size_past_end(o, good):
    o.put_sh(o.idx('__ksymtab_strings'), SIZE, 0x7fffffff)
    return o.b


def c_section_name_past(o, good):
    o.put_sh(o.idx(KS), NAME, 0xfffff0)
    return o.b


def c_symtab_link_bad(o, good):
    o.put_sh(o.symtab(), LINK, 999)
    return o.b


def c_symtab_entsize(o, good):
    o.put_sh(o.symtab(), ENTSIZE, 5)
    return o.b


def c_symbol_name_past(o, good):
    k = o.sym_index('func_a')
    struct.pack_into('<I', o.b, o.sym_off(k), 0xfffff0)
    return o.b


def c_symbol_shndx_past(o, good):
    k = o.sym_index('func_a')
    struct.pack_into('<H', o.b, o.sym_off(k) + 6, 0x7000)
    return o.b


def c_reloc_symbol_past(o, good):
    off = o.rela(KS, 0)
    struct.pack_into('<Q', o.b, off + 8, (99999 << 32) | 1)
    return o.b


def c_reloc_no_symbol(o, good):
    off = o.rela(KS, 0)
    struct.pack_into('<Q', o.b, off + 8, 1)
    return o.b


def c_reloc_offset_past(o, good):
    struct.pack_into('<Q', o.b, o.rela(KS, 1), 0x1000)
    return o.b


def c_reloc_applies_to_section0(o, good):
    o.put_sh(o.idx('.rela' + KS), INFO, 0)
    return o.b


def c_reloc_section_past(o, good):
    o.put_sh(o.idx('.rela' + KS), INFO, 4000)
    return o.b


def c_reloc_against_section0(o, good):
    # the name field's relocation is against the section symbol of
    # __ksymtab_strings: make that symbol point at section 0
    off = o.rela(KS, 1)
    k = struct.unpack_from('<Q', o.b, off + 8)[0] >> 32
    struct.pack_into('<H', o.b, o.sym_off(k) + 6, 0)
    return o.b


def c_reloc_entsize(o, good):
    o.put_sh(o.idx('.rela' + KS), ENTSIZE, 7)
    return o.b


def c_reloc_unknown_type(o, good):
    off = o.rela(KS, 0)
    info = struct.unpack_from('<Q', o.b, off + 8)[0]
    struct.pack_into('<Q', o.b, off + 8, (info & ~0xffffffff) | 200)
    return o.b


def c_reloc_symtab_link(o, good):
    o.put_sh(o.idx('.rela' + KS), LINK, 1)
    return o.b


def c_no_name_reloc(o, good):
    off = o.rela(KS, 1)
    info = struct.unpack_from('<Q', o.b, off + 8)[0]
    struct.pack_into('<Q', o.b, off + 8, info & ~0xffffffff)
    return o.b


def c_zero_size_entry(o, good):
    o.put_sh(o.idx(KS), SIZE, 0)
    return o.b


def c_odd_size_entry(o, good):
    o.put_sh(o.idx(KS), SIZE, 12)
    return o.b


def c_entry_nobits(o, good):
    o.put_sh(o.idx(KS), TYPE, 8)
    return o.b


def c_name_past_strings(o, good):
    struct.pack_into('<q', o.b, o.rela(KS, 1) + 16, 0x10000)
    return o.b


def c_name_unterminated(o, good):
    i = o.idx('__ksymtab_strings')
    o.put_sh(i, SIZE, o.secs[i][SIZE] - 2)
    return o.b


def c_name_mismatch(o, good):
    # point func_a's name field at data_b's string
    strs = o.secs[o.idx('__ksymtab_strings')]
    base = strs[OFFSET]
    pos = o.b.index(b'data_b\0', base) - base
    struct.pack_into('<q', o.b, o.rela(KS, 1) + 16, pos)
    return o.b


def c_nonelf_member(o, good):
    return ar([('good.o', good), ('notes.txt', b'plain text, not ELF\n')])


def c_truncated_member(o, good):
    whole = ar([('good.o', good), ('second.o', good)])
    return whole[:8 + 60 + len(good) + (len(good) % 2) + 30]


def c_member_past_end(o, good):
    whole = bytearray(ar([('good.o', good)]))
    whole[8 + 48:8 + 58] = b'%-10d' % (len(good) * 4)
    return whole


def c_thin_archive(o, good):
    return b'!<thin>\n'


def c_directory(o, good):
    return None


def c_fifo(o, good):
    # opening a FIFO for reading waits for a writer
    return FIFO


def c_elf_magic_only(o, good):
    # e_ident[EI_CLASS] and [EI_DATA] are not in the file
    return good[:4]


def c_elf_magic_class(o, good):
    return good[:5]


def c_long_name_unterminated(o, good):
    # GNU ar ends each name of its long-name table "//" with "/\n"; this
    # table has neither (an odd size: only the padding newline follows),
    # and member "/0" names its offset 0
    return ar([('//', b'a_rather_long_member_name.o'), ('/0', good)],
              raw=True)


CASES = [n[2:].replace('_', '-') for n in list(globals()) if n.startswith('c_')]


def make(good, outdir, case):
    path = os.path.join(outdir, case)
    fn = globals()['c_' + case.replace('-', '_')]
    data = fn(Obj(good), good)
    if data is None:
        os.makedirs(path, exist_ok=True)
        return
    if data is FIFO:
        if os.path.lexists(path):
            os.unlink(path)
        os.mkfifo(path)
        return
    tmp = path + '.tmp'
    with open(tmp, 'wb') as f:
        f.write(data)
    os.replace(tmp, path)


def main(argv):
    if len(argv) == 2 and argv[1] == '--list':
        print('\n'.join(CASES))
        return 0
    if len(argv) < 3:
        sys.stderr.write(__doc__)
        return 2
    with open(argv[1], 'rb') as f:
        good = f.read()
    os.makedirs(argv[2], exist_ok=True)
    for case in argv[3:] or CASES:
        if case not in CASES:
            sys.stderr.write('make-corpus.py: unknown case %s\n' % case)
            return 2
        make(good, argv[2], case)
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
