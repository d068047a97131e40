#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# Writes two made-up kbuild output folders, old/ and new/, into the
# current folder for llvm-tests/linux/parity.test: a Module.symvers, a
# kernel/kx_parity.symtypes (genksyms -T) and a .config each (these
# formats have no comment syntax, so they are written from here).  new/
# differs from old/ in four CRCs, each by one difference of the
# definitions that src/include/linux/kx_parity.h spells under a
# condition: a struct member, a typedef three references deep, an enum
# constant's value, an export's own declaration.

set -eu
mkdir -p old/kernel new/kernel
# CRC NAME MODULE EXPORT_TYPE NAMESPACE (none: an empty field)
for l in 0x00000001:kx_use_member:EXPORT_SYMBOL 0x00000002:kx_use_outer:EXPORT_SYMBOL 0x00000003:kx_use_modes:EXPORT_SYMBOL_GPL 0x00000004:kx_decl:EXPORT_SYMBOL 0x00000005:kx_same:EXPORT_SYMBOL 0x00000006:kx_use_plain:EXPORT_SYMBOL; do
	IFS=: read -r crc name type <<END
$l
END
	printf '%s\t%s\tvmlinux\t%s\t\n' "$crc" "$name" "$type"
done >old/Module.symvers
cat > old/kernel/kx_parity.symtypes <<'END'
s#kx_member struct kx_member { int a ; int gcc_only ; }
kx_use_member extern int kx_use_member ( s#kx_member * )
t#kx_inner_t typedef int kx_inner_t
t#kx_mid_t typedef t#kx_inner_t kx_mid_t
t#kx_outer_t typedef t#kx_mid_t kx_outer_t
kx_use_outer extern t#kx_outer_t kx_use_outer ( s#kx_plain * )
E#KX_MODE_MAX 1
s#kx_modes struct kx_modes { int count [ E#KX_MODE_MAX ] ; }
kx_use_modes extern void kx_use_modes ( s#kx_modes * , s#kx_member * )
kx_decl extern int kx_decl ( int )
s#kx_plain struct kx_plain { int x ; }
kx_same extern int kx_same ( s#kx_plain * )
kx_use_plain extern int kx_use_plain ( s#kx_plain * )
END
cat > old/.config <<'END'
CONFIG_CC_IS_GCC=y
CONFIG_GCC_VERSION=120200
CONFIG_MODVERSIONS=y
END
cat > new/.config <<'END'
CONFIG_CC_IS_CLANG=y
CONFIG_GCC_VERSION=0
CONFIG_MODVERSIONS=y
END
sed -e 's/^0x00000001/0x10000001/' -e 's/^0x00000002/0x10000002/' \
    -e 's/^0x00000003/0x10000003/' -e 's/^0x00000004/0x10000004/' \
    old/Module.symvers >new/Module.symvers
sed -e 's/int gcc_only/long clang_only/' \
    -e 's/typedef int kx_inner_t/typedef long kx_inner_t/' \
    -e 's/^E#KX_MODE_MAX 1/E#KX_MODE_MAX 2/' \
    -e 's/^kx_decl extern int/kx_decl extern long/' \
    old/kernel/kx_parity.symtypes >new/kernel/kx_parity.symtypes
