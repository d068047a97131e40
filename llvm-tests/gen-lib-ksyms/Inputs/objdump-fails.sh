#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# A stand-in objdump that fails: prints the recorded listing LISTING (so a
# half listing reaches the generator), a message on stderr, and exits with
# status STATUS.  Usage: OBJDUMP="sh objdump-fails.sh STATUS LISTING".
sed "/^# /d" "$2"
echo "objdump-fails.sh: simulated failure" >&2
exit "$1"
