#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# fragments.sh SRCTREE VERSION TREE [--as-written]: is every option that
# the rows' configuration fragments set or unset (tools/testing/linux/rows.sh,
# respelled by its kconfig_renames for VERSION, or --as-written) declared
# by a Kconfig file of TREE, Linux VERSION, outside arch/ or in the row's
# own arch/?  One line per option missing, then a count; exit 1 if any is
# missing.  Kconfig drops an option it does not know without a word.
set -eu
srctree=$1 version=$2 tree=$3
. "$srctree/tools/testing/linux/rows.sh"
[ "${4-}" != --as-written ] || kconfig_renames=
declared=$(mktemp)
trap 'rm -f "$declared"' EXIT
missing=0 n=0
for row in $all_rows; do
	eval "$(row_info "$row")"
	case $arch in x86_64|i386) dir=x86 ;; *) dir=$arch ;; esac
	{ find "$tree" -path "$tree/arch" -prune -o -name 'Kconfig*' -print
	  echo "$tree/arch/Kconfig"
	  find "$tree/arch/$dir" -name 'Kconfig*'
	} | xargs sed -n 's/^[[:space:]]*\(menu\)\{0,1\}config \([A-Za-z0-9_]*\).*/\2/p' |
		sort -u >"$declared"
	for f in $frags; do
		for o in $(sed "$kconfig_renames" "$srctree/tools/testing/linux/$f" |
				sed -n -e 's/^CONFIG_\([A-Za-z0-9_]*\)=.*/\1/p' \
					-e 's/^# CONFIG_\([A-Za-z0-9_]*\) is not set$/\1/p'); do
			n=$((n + 1))
			grep -qxF "$o" "$declared" && continue
			echo "$row $f: CONFIG_$o: not in Linux $version's Kconfig"
			missing=$((missing + 1))
		done
	done
done
echo "Linux $version: $n options of the fragments, $missing not declared"
[ "$missing" -eq 0 ]
