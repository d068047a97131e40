#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# Usage: every-command.sh KSYMTAB PLAIN
# Runs every ksymtab command on vmlinux, a.o and mod.o of the working
# folder, and prints what each wrote and its exit status: a test compares
# the output of a folder of compressed inputs with the plain one's.  diff
# compares vmlinux with PLAIN/vmlinux, the uncompressed image.
k=$1 plain=$2
run() {
	echo "## $*"
	"$k" "$@" 2>&1
	echo "exit=$?"
}
run list vmlinux a.o mod.o
run list --json --normalize vmlinux a.o mod.o
run check vmlinux
run check a.o
run resolve vmlinux mod.o
run resolve vmlinux bad.o
run externs a.o
run diff "$plain/vmlinux" vmlinux
