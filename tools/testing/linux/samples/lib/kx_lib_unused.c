// SPDX-License-Identifier: GPL-2.0-only
/*
 * A lib-y member that exports nothing and that nothing calls: stock Linux
 * 6.1 links it anyway (whole lib.a); with our overlay it must not be in
 * vmlinux at all.
 */
int kx_lib_unused(int x);

int kx_lib_unused(int x)
{
	return x ^ 0x5a5a;
}
