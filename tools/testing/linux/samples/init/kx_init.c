// SPDX-License-Identifier: GPL-2.0-only
/*
 * kx_init: /init of the initramfs that `make linux-boot` boots each kernel
 * with (Documentation/linux.rst).  It loads the test modules from /m with
 * finit_module(2), in order, checks each result and errno, reads the
 * kernel log for the loader's reasons and for the values kx_user printed,
 * prints one line per check and a last line "KX: N checks, M failed",
 * and reboots (QEMU runs with -no-reboot, so that ends it).
 * -DKX_FOR_MODULES (Linux 6.12) adds the EXPORT_SYMBOL_GPL_FOR_MODULES
 * modules.  -DKX_LOADS='"FILE"' takes the loads from FILE instead, and
 * checks no values: linux-parity's cross-loading of modules built
 * against another compiler's tree, FILE being its predictions.
 *
 * Freestanding: no C library, raw system calls.  Debian has no static
 * C library for the cross targets unless extra packages are installed,
 * and this way GCC and clang build it alike for every row.
 */

typedef unsigned long size_t;
typedef long ssize_t;

#if defined(__x86_64__)
#define NR_read		0
#define NR_write	1
#define NR_close	3
#define NR_mount	165
#define NR_reboot	169
#define NR_syslog	103
#define NR_finit_module	313
#define NR_openat	257
#define NR_mkdirat	258

static long sys6(long n, long a, long b, long c, long d, long e, long f)
{
	register long r10 __asm__("r10") = d;
	register long r8 __asm__("r8") = e;
	register long r9 __asm__("r9") = f;
	long ret;

	__asm__ volatile ("syscall"
			  : "=a"(ret)
			  : "a"(n), "D"(a), "S"(b), "d"(c), "r"(r10), "r"(r8), "r"(r9)
			  : "rcx", "r11", "memory");
	return ret;
}
#elif defined(__i386__)
/* arch/x86/entry/syscalls/syscall_32.tbl */
#define NR_read		3
#define NR_write	4
#define NR_close	6
#define NR_mount	21
#define NR_reboot	88
#define NR_syslog	103
#define NR_finit_module	350
#define NR_openat	295
#define NR_mkdirat	296

/*
 * int $0x80 takes the arguments in ebx, ecx, edx, esi, edi and ebp.  No
 * call of this program has a sixth (mount's fifth is the last), and ebp
 * is the frame pointer, so f is not passed.
 */
static long sys6(long n, long a, long b, long c, long d, long e, long f)
{
	long ret;

	(void)f;
	__asm__ volatile ("int $0x80"
			  : "=a"(ret)
			  : "a"(n), "b"(a), "c"(b), "d"(c), "S"(d), "D"(e)
			  : "memory");
	return ret;
}
#elif defined(__riscv) && __riscv_xlen == 64
/* The generic system call table (include/uapi/asm-generic/unistd.h). */
#define NR_read		63
#define NR_write	64
#define NR_close	57
#define NR_mount	40
#define NR_reboot	142
#define NR_syslog	116
#define NR_finit_module	273
#define NR_openat	56
#define NR_mkdirat	34

static long sys6(long n, long a, long b, long c, long d, long e, long f)
{
	register long a0 __asm__("a0") = a;
	register long a1 __asm__("a1") = b;
	register long a2 __asm__("a2") = c;
	register long a3 __asm__("a3") = d;
	register long a4 __asm__("a4") = e;
	register long a5 __asm__("a5") = f;
	register long a7 __asm__("a7") = n;

	__asm__ volatile ("ecall"
			  : "+r"(a0)
			  : "r"(a1), "r"(a2), "r"(a3), "r"(a4), "r"(a5), "r"(a7)
			  : "memory");
	return a0;
}
#else
#error "kx_init: no system calls for this architecture"
#endif

#define sys3(n, a, b, c)	sys6(n, (long)(a), (long)(b), (long)(c), 0, 0, 0)
#define AT_FDCWD	-100
#define O_RDONLY	0
#define ENOENT		2
#define ENOEXEC		8
#define EINVAL		22
#define SYSLOG_ACTION_READ_ALL	3
#define LINUX_REBOOT_MAGIC1	0xfee1deadL
#define LINUX_REBOOT_MAGIC2	672274793L
#define LINUX_REBOOT_CMD_RESTART	0x01234567L

/* The compilers may emit calls to these for loops and initializers. */
void *memset(void *s, int c, size_t n)
{
	unsigned char *p = s;

	while (n--)
		*p++ = (unsigned char)c;
	return s;
}

void *memcpy(void *d, const void *s, size_t n)
{
	unsigned char *p = d;
	const unsigned char *q = s;

	while (n--)
		*p++ = *q++;
	return d;
}

static size_t kx_strlen(const char *s)
{
	size_t n = 0;

	while (s[n])
		n++;
	return n;
}

static int kx_strstarts(const char *s, const char *prefix)
{
	while (*prefix)
		if (*s++ != *prefix++)
			return 0;
	return 1;
}

/* Whether needle occurs in the first n bytes of hay. */
static int kx_contains(const char *hay, size_t n, const char *needle)
{
	size_t m = kx_strlen(needle), i;

	for (i = 0; i + m <= n; i++)
		if (kx_strstarts(hay + i, needle))
			return 1;
	return 0;
}

static void put(const char *s)
{
	sys3(NR_write, 1, s, kx_strlen(s));
}

static void put_num(long v)
{
	char buf[24];
	int i = sizeof(buf);
	int neg = v < 0;
	unsigned long u = neg ? -(unsigned long)v : (unsigned long)v;

	buf[--i] = 0;
	do {
		buf[--i] = '0' + u % 10;
		u /= 10;
	} while (u);
	if (neg)
		buf[--i] = '-';
	put(buf + i);
}

static int checks, failed;

static void verdict(int ok, const char *what, const char *detail)
{
	checks++;
	if (!ok)
		failed++;
	put(ok ? "KX: ok   " : "KX: FAIL ");
	put(what);
	if (detail) {
		put(": ");
		put(detail);
	}
	put("\n");
}

static char klog[1 << 17];
static long klog_len;

static void read_klog(void)
{
	klog_len = sys3(NR_syslog, SYSLOG_ACTION_READ_ALL, klog, sizeof(klog));
	if (klog_len < 0)
		klog_len = 0;
}

#ifndef KX_LOADS
/*
 * CRC7 as lib/crc7.c defines crc7_be (polynomial x^7 + x^3 + 1, the
 * result in the top seven bits), computed bit by bit here so that the
 * module's table-driven answer is checked against an independent one.
 */
static unsigned int crc7_be_bitwise(unsigned int crc, const char *p, size_t n)
{
	while (n--) {
		int bit;

		crc ^= (unsigned char)*p++;
		for (bit = 0; bit < 8; bit++)
			crc = crc & 0x80 ? ((crc << 1) ^ (0x09 << 1)) & 0xff
					 : (crc << 1) & 0xff;
	}
	return crc;
}

static void hex2(char *out, unsigned int v)
{
	static const char digits[] = "0123456789abcdef";

	out[0] = '0';
	out[1] = 'x';
	out[2] = digits[(v >> 4) & 15];
	out[3] = digits[v & 15];
	out[4] = 0;
}
#endif

struct load {
	const char *name;	/* /m/NAME.ko */
	int err;		/* the errno expected, 0 for success */
	const char *reason;	/* a line the loader must log, or 0 for none */
};

#ifdef KX_LOADS
#include KX_LOADS
#else
/*
 * The loader's messages: kernel/module/main.c and version.c, the same in
 * 6.1 and 6.12.118.
 */
static const struct load loads[] = {
	{ "crc7", 0, 0 },
	{ "kx_provider", 0, 0 },
	{ "kx_defns", 0, 0 },
	{ "kx_user", 0, 0 },
#ifdef KX_FOR_MODULES
	/*
	 * 6.12: kx_for_named is exported for the module kx_named alone
	 * (EXPORT_SYMBOL_GPL_FOR_MODULES).  6.12.118's loader sees the
	 * namespace "module:kx_named" and nothing more: kx_named without
	 * the import (its file renamed) is refused, a stranger that imports
	 * it loads, one that does not is refused.
	 */
	{ "kx_formods", 0, 0 },
	{ "kx_named_noimport", EINVAL,
	  "kx_named: module uses symbol (kx_for_named) from namespace module:kx_named, but does not import it." },
	{ "kx_named", 0, 0 },
	{ "kx_stranger_ns", 0, 0 },
	{ "kx_stranger", EINVAL,
	  "kx_stranger: module uses symbol (kx_for_named) from namespace module:kx_named, but does not import it." },
#endif
	{ "kx_neg_ns", EINVAL,
	  "kx_neg_ns: module uses symbol (kx_ns) from namespace KX_NS, but does not import it." },
	{ "kx_neg_gpl", ENOENT, "kx_neg_gpl: Unknown symbol kx_gpl (err -2)" },
	{ "kx_neg_crc", EINVAL, "kx_neg_crc: disagrees about version of symbol kx_plain" },
	{ "kx_neg_undef", ENOENT, "kx_neg_undef: Unknown symbol kx_nowhere (err -2)" },
};

/* What kx_user must print: kx_provider.c and kx_defns.c by hand. */
static const char *const values[] = {
	"kx_user: kx_plain(41)=42",
	"kx_user: kx_gpl(21)=42",
	"kx_user: kx_ns(49)=42",
	"kx_user: kx_ns_gpl(9)=81",
	"kx_user: kx_expanded(1)=101",
	"kx_user: kx_asm_add(40,2)=42",
	"kx_user: kx_data=1234",
	"kx_user: kx_pm_ops.runtime_suspend()=7",
	"kx_user: kx_pm_ops_ns.runtime_resume()=8",
	"kx_user: kx_defns(2)=42",
	"kx_user: kx_defns_gpl(2)=52",
	"kx_user: kx_lib_export(5)=16",
	"kx_user: memcpy=kx-abc",
#ifdef KX_FOR_MODULES
	"kx_named: kx_for_named(2)=62",
	"kx_stranger_ns: kx_for_named(3)=63",
#endif
};
#endif /* KX_LOADS */

static void load_one(const struct load *l)
{
	char path[64] = "/m/";
	char what[96] = "load ";
	size_t n = kx_strlen(l->name);
	long fd, r;

	memcpy(path + 3, l->name, n);
	memcpy(path + 3 + n, ".ko", 4);
	memcpy(what + 5, path + 3, n + 4);

	fd = sys3(NR_openat, AT_FDCWD, path, O_RDONLY);
	if (fd < 0) {
		verdict(0, what, "cannot open");
		return;
	}
	r = sys6(NR_finit_module, fd, (long)"", 0, 0, 0, 0);
	sys3(NR_close, fd, 0, 0);
	put("KX: finit_module(");
	put(path);
	put(") = ");
	put_num(r);
	put("\n");
	if (l->err == 0) {
		verdict(r == 0, what, r == 0 ? 0 : "refused");
		return;
	}
	verdict(r == -l->err, what, r == -l->err ? "refused as expected" :
		"not refused with the expected errno");
	if (!l->reason)
		return;
	read_klog();
	verdict(kx_contains(klog, klog_len, l->reason), "reason", l->reason);
}

/*
 * The kernel enters _start with the stack 16-aligned and no return
 * address: x86_64 code expects to find it 8 off that at a function's
 * entry, so the stack is realigned there.
 */
#ifdef __x86_64__
__attribute__((force_align_arg_pointer))
#endif
void _start(void)
{
#ifdef __riscv
	/*
	 * No C library sets the global pointer, and GNU ld relaxes accesses
	 * to globals into gp-relative ones (the psABI's __global_pointer$):
	 * set it before any of them, without letting the assembler relax
	 * this very load against a gp not yet set.
	 */
	__asm__ volatile (".option push\n.option norelax\n"
			  "la gp, __global_pointer$\n.option pop");
#endif
	unsigned int i;
#ifndef KX_LOADS
	char want[64] = "kx_user: crc7_be(kx-abc)=";
#endif

	sys3(NR_mkdirat, AT_FDCWD, "/proc", 0555);
	sys6(NR_mount, (long)"proc", (long)"/proc", (long)"proc", 0, 0, 0);
	put("KX: init\n");

	for (i = 0; i < sizeof(loads) / sizeof(loads[0]); i++)
		load_one(&loads[i]);

#ifndef KX_LOADS
	read_klog();
	for (i = 0; i < sizeof(values) / sizeof(values[0]); i++)
		verdict(kx_contains(klog, klog_len, values[i]), "value", values[i]);
	hex2(want + kx_strlen(want), crc7_be_bitwise(0, "kx-abc", 6));
	verdict(kx_contains(klog, klog_len, want), "value", want);
#endif

	put("KX: ");
	put_num(checks);
	put(" checks, ");
	put_num(failed);
	put(" failed\n");
	sys6(NR_reboot, LINUX_REBOOT_MAGIC1, LINUX_REBOOT_MAGIC2,
	     LINUX_REBOOT_CMD_RESTART, 0, 0, 0);
	for (;;)
		;
}
