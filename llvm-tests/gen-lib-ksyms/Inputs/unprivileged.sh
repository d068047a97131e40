#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# Run a command without the power to ignore file permissions, so that a
# read-only folder is read-only to it: as root, without CAP_DAC_OVERRIDE
# and CAP_DAC_READ_SEARCH (setpriv, util-linux); as anyone else, as is.
# Usage: sh unprivileged.sh COMMAND [ARG...]
if [ "$(id -u)" = 0 ]; then
	exec setpriv --bounding-set=-dac_override,-dac_read_search \
		--inh-caps=-dac_override,-dac_read_search "$@"
fi
exec "$@"
