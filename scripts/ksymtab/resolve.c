// SPDX-License-Identifier: GPL-2.0-only
/*
 * ksymtab resolve IMAGE MODULE.o...: what modpost and the module loader
 * decide about module objects against an image's exports.  Findings use
 * modpost's shape so that existing CI problem matchers parse them:
 *
 *   ERROR: ksymtab: "sym" [mod.o] undefined!
 *   ERROR: ksymtab: GPL-incompatible module mod.o uses GPL-only symbol 'sym'
 *   ERROR: ksymtab: module mod.o uses symbol sym from namespace NS, but does not import it.
 *   ERROR: ksymtab: mod.o: disagrees about version of symbol sym (module 0x..., image 0x...)
 *   ERROR: ksymtab: mod.o: 'sym' exported twice. Previous export was in IMAGE
 *   ERROR: ksymtab: "sym" [mod.o] was exported without definition
 *   WARNING: ksymtab: missing MODULE_LICENSE() in mod.o
 *   WARNING: ksymtab: mod.o: no symbol version for sym
 *
 * and with --module-ns=match (mainline's rule for the "module:" namespaces
 * of EXPORT_SYMBOL_GPL_FOR_MODULES):
 *
 *   ERROR: ksymtab: module "mod.o" uses symbol "sym", which is exported only for module "kvm,kvm-*"
 *   ERROR: ksymtab: mod.o: explicitly importing namespace "module:kvm" is not allowed.
 *
 * Module-side CRCs are read from a __versions section laid out like the
 * kernel's struct modversion_info: an unsigned long CRC (pointer-sized,
 * target byte order) followed by the NUL-terminated name, 64 bytes per
 * entry.
 */
#include <stdlib.h>
#include <string.h>

#include "ksymtab.h"

static const char resolve_help[] =
"Usage: ksymtab resolve [--layout=abs|prel32] [--module-ns=import|match]\n"
"                       [--system-map=FILE] IMAGE MODULE.o...\n"
"       ksymtab resolve [OPTIONS] IMAGE TREE... | -b BASEDIR -r VERSION\n"
"\n"
"Resolve the undefined symbols of module objects against the exports of\n"
"IMAGE (and of the other modules given), as modpost and the module\n"
"loader do: unresolved imports, GPL-only symbols used by a module whose\n"
"MODULE_LICENSE is not GPL-compatible, namespaced symbols used without\n"
"MODULE_IMPORT_NS, CRC mismatches against a __versions section, names a\n"
"module exports that the image already exports, and exports of symbols a\n"
"module does not define.  A missing MODULE_LICENSE is a warning.  IMAGE\n"
"and every module must be of one machine, class and byte order.  A\n"
"module's exports are its table entries or its .export_symbol records\n"
"(Linux 6.5+).\n"
"\n"
"A module is a file (a module object or .ko, compressed with xz, zstd or\n"
"gzip or not), or every NAME.ko, NAME.ko.xz, NAME.ko.zst and NAME.ko.gz of\n"
"a folder (TREE, e.g. /lib/modules/VERSION) walked as depmod walks it:\n"
"build and source skipped, of two files of one module name (- and _ alike)\n"
"the one under updates/ first, then the first in path order, in\n"
"modules.order's order.  -r VERSION, with -b BASEDIR, is depmod's\n"
"BASEDIR/lib/modules/VERSION.\n"
"\n"
"GPL-compatible licences: \"GPL\", \"GPL v2\", \"GPL and additional rights\",\n"
"\"Dual BSD/GPL\", \"Dual MIT/GPL\", \"Dual MPL/GPL\".\n"
"\n"
"  --layout=L       force IMAGE's entry layout (abs or prel32)\n"
"  -b BASEDIR       with -r: the modules of BASEDIR/lib/modules/VERSION\n"
"  -r VERSION       the modules of /lib/modules/VERSION\n"
"  --system-map=FILE\n"
"                   IMAGE a raw arm64 or riscv64 Image: its tables from\n"
"                   this System.map instead of from their structure\n"
"  --module-ns=R    the rule for a namespace \"module:NAME[,NAME...]\"\n"
"                   (EXPORT_SYMBOL_GPL_FOR_MODULES): import (the default,\n"
"                   Linux 6.12.118) takes it as any namespace, to be\n"
"                   imported by name; match (mainline) lets exactly the\n"
"                   modules whose name matches one NAME use the symbol,\n"
"                   without an import (a NAME ending in '*' matches a\n"
"                   prefix; '-' and '_' are equal), and a module that\n"
"                   imports such a namespace is an error.  The module\n"
"                   name is .modinfo's name=, or else the file's name\n"
"                   without .o or .ko.\n"
"\n"
"Exit status: 0 resolved (warnings allowed), 1 findings, 2 bad input or\n"
"usage.\n";

static const char *const gpl_licences[] = {
	"GPL", "GPL v2", "GPL and additional rights", "Dual BSD/GPL",
	"Dual MIT/GPL", "Dual MPL/GPL",
};

/* symbols every toolchain may leave undefined in a module */
static const char *const ignored[] = {
	"_GLOBAL_OFFSET_TABLE_", ".TOC.", "_gp_disp", "__gnu_local_gp",
	"mcount", "_mcount", "__fentry__", "__gnu_mcount_nc", "__this_module",
};

/*
 * What resolution needs of a module, kept after its file is closed: its
 * undefined symbols (with the CRC its __versions section gives each), its
 * exports, licence and imported namespaces.  A distribution kernel has
 * 4,000 modules; keeping them all open and mapped ran out of file
 * descriptors under the usual ulimit -n 1024 and took 400 MB.
 */
struct import {
	const char *name;
	uint32_t crc;			/* from __versions when has_crc */
	unsigned char has_crc;
	unsigned char weak;
};

/* what a "module:" namespace means (--module-ns) */
enum module_ns { MODNS_IMPORT, MODNS_MATCH };

#define MODULE_NS_PREFIX	"module:"

struct module {
	const char *path;
	const char *name;		/* .modinfo name=, or from the file name */
	struct kexport *x;		/* exports; names in the pool */
	size_t nx;
	struct import *imp;
	size_t nimp;
	const char **ns;		/* MODULE_IMPORT_NS */
	size_t nns;
	int has_licence;
	int gpl_ok;
	int has_versions;
};

struct provider {
	const struct kexport *e;
	const char *where;
};

static int licence_ok(const char *l)
{
	size_t i;

	for (i = 0; i < sizeof(gpl_licences) / sizeof(gpl_licences[0]); i++)
		if (!strcmp(l, gpl_licences[i]))
			return 1;
	return 0;
}

static int is_ignored(const char *name)
{
	size_t i;

	for (i = 0; i < sizeof(ignored) / sizeof(ignored[0]); i++)
		if (!strcmp(name, ignored[i]))
			return 1;
	return 0;
}

static int read_modinfo(struct module *m, struct kfile *kf,
			struct strpool *pool)
{
	size_t idx;
	const char *p, *end, *val;

	m->gpl_ok = 1;
	if (!kfile_find_sec(kf, ".modinfo", &idx))
		return 0;
	if (kfile_sec_data(kf, idx) < 0)
		return -1;
	p = (const char *)kf->secs[idx].buf;
	end = p + kf->secs[idx].size;
	while (p && p < end) {
		const char *nul = memchr(p, '\0', end - p);

		if (!nul) {
			bad(kf->ctx, kf->path, ".modinfo: string at offset 0x%zx is not NUL-terminated",
			    (size_t)(p - (const char *)kf->secs[idx].buf));
			return -1;
		}
		if ((val = skip_prefix(p, "name="))) {
			m->name = strpool_dup(pool, val);
			if (!m->name)
				return -ENOMEM;
		} else if ((val = skip_prefix(p, "license="))) {
			m->has_licence = 1;
			if (!licence_ok(val))
				m->gpl_ok = 0;
		} else if ((val = skip_prefix(p, "import_ns="))) {
			const char **ns = resize_array(m->ns, m->nns + 1,
						       sizeof(*m->ns));

			if (!ns)
				return -ENOMEM;
			m->ns = ns;
			m->ns[m->nns] = strpool_dup(pool, val);
			if (!m->ns[m->nns++])
				return -ENOMEM;
		}
		p = nul + 1;
	}
	return 0;
}

static int imports_ns(const struct module *m, const char *ns)
{
	size_t i;

	for (i = 0; i < m->nns; i++)
		if (!strcmp(m->ns[i], ns))
			return 1;
	return 0;
}

/* __versions: name -> CRC + 1, borrowing the names from the open file */
static int read_versions(struct module *m, struct kfile *kf,
			 struct strmap *versions)
{
	struct ksec *s;
	size_t idx, k, namelen = 64 - kf->ptrsize;

	s = kfile_find_sec(kf, "__versions", &idx);
	if (!s)
		return 0;
	if (kfile_sec_data(kf, idx) < 0)
		return -1;
	if (s->size % 64) {
		bad(kf->ctx, kf->path, "__versions: size %zu is not a multiple of 64",
		    s->size);
		return -1;
	}
	m->has_versions = 1;
	for (k = 0; k < s->size / 64; k++) {
		const unsigned char *e = s->buf + 64 * k;
		const char *name = (const char *)e + kf->ptrsize;
		uint64_t crc = kf_read(kf, e, kf->ptrsize);
		void **slot;
		int found;

		if (!memchr(name, '\0', namelen)) {
			bad(kf->ctx, kf->path, "__versions: entry %zu: name is not NUL-terminated",
			    k);
			return -1;
		}
		slot = strmap_insert(versions, name, &found);
		if (!slot)
			return -ENOMEM;
		*slot = (void *)(uintptr_t)((uint32_t)crc + 1ull);
	}
	return 0;
}

/* the undefined symbols a module needs resolved, with their versions */
static int read_imports(struct module *m, struct kfile *kf,
			const struct strmap *versions, struct strpool *pool)
{
	struct import *shrunk;
	size_t i;

	m->imp = alloc_array(kf->nsyms, sizeof(*m->imp));
	if (!m->imp)
		return -ENOMEM;
	for (i = 1; i < kf->nsyms; i++) {
		const struct ksym *s = &kf->syms[i];
		struct import *imp;
		const char *name = s->name;
		int t = GELF_ST_TYPE(s->st.st_info);
		uintptr_t v;

		if (s->shndx != SHN_UNDEF || !name[0] || t == STT_SECTION ||
		    t == STT_FILE)
			continue;
		/* Before the ELFv1 dot is stripped: ".TOC." is ignored as is. */
		if (is_ignored(name))
			continue;
		if (kf->eh.e_machine == EM_PPC64 && name[0] == '.' && name[1])
			name++;
		if (is_ignored(name))
			continue;
		imp = &m->imp[m->nimp++];
		imp->name = strpool_dup(pool, name);
		if (!imp->name)
			return -ENOMEM;
		imp->weak = GELF_ST_BIND(s->st.st_info) == STB_WEAK;
		v = (uintptr_t)strmap_get(versions, name);
		if (v) {
			imp->has_crc = 1;
			imp->crc = (uint32_t)(v - 1);
		}
	}
	/* 4,000 modules are kept: only what they import */
	shrunk = resize_array(m->imp, m->nimp, sizeof(*m->imp));
	if (shrunk)
		m->imp = shrunk;
	return 0;
}

/* the exports, with their strings copied and the file forgotten */
static int read_exports(struct module *m, struct kfile *kf,
			struct strpool *pool)
{
	struct kexports x = { 0 };
	size_t i;
	int ret = read_object_exports(kf, &x, 0);

	if (!ret) {
		m->x = alloc_array(x.n, sizeof(*m->x));
		if (!m->x)
			ret = -ENOMEM;
	}
	for (i = 0; !ret && i < x.n; i++) {
		struct kexport *e = &m->x[m->nx++];

		*e = x.v[i];
		e->name = strpool_dup(pool, e->name);
		e->ns = e->ns[0] ? strpool_dup(pool, e->ns) : "";
		e->sym = e->symsec = NULL;
		e->kf = NULL;
		e->def = NULL;
		if (!e->name || !e->ns)
			ret = -ENOMEM;
	}
	kexports_free(&x);
	return ret;
}

/*
 * Without a name= in .modinfo the module is named as kbuild names it: the
 * file's (or archive member's) base name without .o or .ko (.ko.xz, ...).
 */
static int module_name_of_file(struct module *m, const struct kfile *kf,
			       struct strpool *pool)
{
	const char *base = kf->member ? kf->member : kf->path;
	const char *slash = strrchr(base, '/');
	char *name;
	size_t len;

	if (slash)
		base = slash + 1;
	len = strlen(base);
	if (module_stem(base))
		len = module_stem(base);
	else if (len > strlen(".o") && !strcmp(base + len - strlen(".o"), ".o"))
		len -= strlen(".o");
	name = strndup(base, len);
	if (!name)
		return -ENOMEM;
	m->name = strpool_dup(pool, name);
	free(name);
	return m->name ? 0 : -ENOMEM;
}

/* read one module object and close it; 0, -1 on bad input (told), -ENOMEM */
static int read_module(struct module *m, struct kfile *kf,
		       const struct kfile *img, struct strpool *pool)
{
	struct strmap versions;
	int ret;

	memset(m, 0, sizeof(*m));
	m->path = strpool_dup(pool, kf->path);
	if (!m->path)
		return -ENOMEM;
	ret = kfile_load_sections(kf);
	if (ret < 0)
		return ret;
	if (kf->eh.e_type != ET_REL) {
		bad(kf->ctx, kf->path, "not a relocatable object (module)");
		return -1;
	}
	if (same_target(img, kf) < 0)
		return -1;
	ret = strmap_init(&versions, 16);
	if (!ret)
		ret = read_exports(m, kf, pool);
	if (!ret)
		ret = read_modinfo(m, kf, pool);
	if (!ret && !m->name)
		ret = module_name_of_file(m, kf, pool);
	if (!ret)
		ret = read_versions(m, kf, &versions);
	if (!ret)
		ret = read_imports(m, kf, &versions, pool);
	strmap_free(&versions);
	return ret;
}

/* does @m export @name itself, without defining it? */
static int exports_undefined(const struct module *m, const char *name)
{
	size_t i;

	for (i = 0; i < m->nx; i++)
		if (m->x[i].kind == KIND_UNDEF && !strcmp(m->x[i].name, name))
			return 1;
	return 0;
}

/* module names compare with '-' and '_' equal, as the loader's do */
static int modname_char(char c)
{
	return c == '-' ? '_' : c;
}

/*
 * Does module @name match one of the comma-separated @patterns, each a
 * name or, ending in '*', a name's prefix?  Mainline's module_match().
 */
static int module_match(const char *name, const char *patterns)
{
	size_t namelen = strlen(name);

	while (*patterns) {
		const char *sep = strchrnul(patterns, ',');
		size_t len = sep - patterns, k;
		int glob = len && patterns[len - 1] == '*';

		if (glob)
			len--;
		for (k = 0; k < len && k < namelen; k++)
			if (modname_char(patterns[k]) != modname_char(name[k]))
				break;
		if (k == len && (glob || len == namelen))
			return 1;
		patterns = *sep ? sep + 1 : sep;
	}
	return 0;
}

/* may @m use an export of namespace @ns? (reported if not) */
static void check_namespace(struct ksym_ctx *ctx, const struct module *m,
			    const char *sym, const char *ns,
			    enum module_ns rule)
{
	const char *mods = skip_prefix(ns, MODULE_NS_PREFIX);

	if (rule == MODNS_MATCH && mods) {
		if (!module_match(m->name, mods))
			mp_error(ctx, "module \"%s\" uses symbol \"%s\", which is exported only for module \"%s\"",
				 m->path, sym, mods);
		return;
	}
	if (!imports_ns(m, ns))
		mp_error(ctx, "module %s uses symbol %s from namespace %s, but does not import it.",
			 m->path, sym, ns);
}

static void resolve_module(struct ksym_ctx *ctx, struct module *m,
			   const struct strmap *prov, enum module_ns rule)
{
	const char *mod = m->path;
	size_t i;

	if (!m->has_licence)
		mp_warn(ctx, "missing MODULE_LICENSE() in %s", mod);
	/* mainline: "module:" namespaces are implicit, never imported */
	for (i = 0; rule == MODNS_MATCH && i < m->nns; i++)
		if (strstarts(m->ns[i], MODULE_NS_PREFIX))
			mp_error(ctx, "%s: explicitly importing namespace \"%s\" is not allowed.",
				 mod, m->ns[i]);
	for (i = 0; i < m->nimp; i++) {
		const struct import *imp = &m->imp[i];
		const char *name = imp->name;
		const struct provider *p = strmap_get(prov, name);

		if (!p) {
			/* its own export without a definition: told once */
			if (!imp->weak && !exports_undefined(m, name))
				mp_error(ctx, "\"%s\" [%s] undefined!", name,
					 mod);
			continue;
		}
		if (p->e->gpl && !m->gpl_ok)
			mp_error(ctx, "GPL-incompatible module %s uses GPL-only symbol '%s'",
				 mod, name);
		if (p->e->ns[0])
			check_namespace(ctx, m, name, p->e->ns, rule);
		if (!p->e->has_crc || !p->e->crc_known || !m->has_versions)
			continue;
		if (!imp->has_crc)
			mp_warn(ctx, "%s: no symbol version for %s", mod, name);
		else if (imp->crc != p->e->crc)
			mp_error(ctx, "%s: disagrees about version of symbol %s (module 0x%08x, image 0x%08x)",
				 mod, name, imp->crc, p->e->crc);
	}
}

struct module_list {
	const struct kfile *img;
	struct strpool *pool;
	struct module *mods;
	size_t n, cap;
};

static int add_module(struct kfile *kf, const char *path, void *arg)
{
	struct module_list *l = arg;

	(void)path;
	if (grow_array(&l->mods, &l->cap, l->n + 1, sizeof(*l->mods)) < 0)
		return -ENOMEM;
	return read_module(&l->mods[l->n++], kf, l->img, l->pool);
}

/*
 * every module object of the files @paths, each read once, keeping only
 * what resolution needs; kinput_each() frees each object and closes each
 * file, so no module holds a descriptor
 */
static int read_modules(struct ksym_ctx *ctx, char **paths, int n,
			const struct kfile *img, struct strpool *pool,
			struct module **mods, size_t *nmods)
{
	struct module_list l = { .img = img, .pool = pool };
	int ret = kinput_each(ctx, paths, n, add_module, &l);

	*mods = l.mods;
	*nmods = l.n;
	return ret;
}

/*
 * The providers of every name: the image, then the modules in command-line
 * order; a name a module exports again is a finding.  -ENOMEM.
 */
static int add_providers(struct ksym_ctx *ctx, const struct image *im,
			 const struct module *mods, size_t nmods,
			 struct strmap *prov, struct provider **out)
{
	struct exports_seen seen;
	struct provider *provs;
	size_t nprov = 0, i, k;
	int ret;

	for (i = 0; i < nmods; i++)
		nprov += mods[i].nx;
	provs = alloc_array(im->x.n + nprov, sizeof(*provs));
	if (!provs)
		return -ENOMEM;
	*out = provs;
	nprov = 0;
	for (i = 0; i < im->x.n; i++) {
		int found;
		void **slot = strmap_insert(prov, im->x.v[i].name, &found);

		if (!slot)
			return -ENOMEM;
		provs[nprov].e = &im->x.v[i];
		provs[nprov].where = im->kf->path;
		if (!found)
			*slot = &provs[nprov];
		nprov++;
	}
	/* the faults, in modpost's words (validate.c) */
	exports_seen_init(&seen);
	ret = exports_seen_add(&seen, &im->x, im->kf->path);
	for (i = 0; !ret && i < nmods; i++) {
		const struct kexports x = { .v = mods[i].x, .n = mods[i].nx };

		if (exports_validate(ctx, &seen, &x, mods[i].path, FAULT_MODPOST) < 0)
			ret = -ENOMEM;
	}
	exports_seen_free(&seen);
	for (i = 0; !ret && i < nmods; i++) {
		for (k = 0; k < mods[i].nx; k++) {
			const struct kexport *e = &mods[i].x[k];
			int found;
			void **slot;

			/* modpost: never a provider, not even for itself */
			if (e->kind == KIND_UNDEF)
				continue;
			slot = strmap_insert(prov, e->name, &found);
			if (!slot)
				return -ENOMEM;
			provs[nprov].e = e;
			provs[nprov].where = mods[i].path;
			if (!found)
				*slot = &provs[nprov];
			nprov++;
		}
	}
	return ret;
}

/*
 * The image and the modules read, resolved; the status or -ENOMEM.  Bad
 * input counted since @bad_input (a bad tree, before) stops it before the
 * resolution, after every module is read, so that every bad one is named.
 */
static int resolve(struct ksym_ctx *ctx, struct kfile *img,
		   const struct imgopts *o, enum module_ns rule,
		   char **paths, int npaths, unsigned int bad_input)
{
	unsigned int errors = ctx->nr_errors;
	struct image im;
	struct module *mods = NULL;
	struct provider *provs = NULL;
	struct strpool pool = { 0 };
	struct strmap prov = { 0 };
	size_t nmods = 0, i;
	int r = read_image(img, o, &im);

	if (!r)
		r = image_entries_readable(&im);
	if (!r)
		r = read_modules(ctx, paths, npaths, img, &pool, &mods, &nmods);
	if (!r && ctx->nr_bad != bad_input)
		r = -1;
	if (!r)
		r = strmap_init(&prov, 1024);
	if (!r)
		r = add_providers(ctx, &im, mods, nmods, &prov, &provs);
	for (i = 0; !r && i < nmods; i++)
		resolve_module(ctx, &mods[i], &prov, rule);
	for (i = 0; i < nmods; i++) {
		free(mods[i].x);
		free(mods[i].imp);
		free(mods[i].ns);
	}
	free(mods);
	free(provs);
	strmap_free(&prov);
	strpool_free(&pool);
	image_free(&im);
	if (r == -ENOMEM)
		return r;
	if (r < 0 || ctx->nr_bad != bad_input)
		return 2;
	return ctx->nr_errors != errors ? 1 : 0;
}

int cmd_resolve(struct ksym_ctx *ctx, int argc, char **argv)
{
	struct imgopts o = { 0 };
	enum module_ns rule = MODNS_IMPORT;
	struct kinput imgin;
	struct kfile *img = NULL;
	struct modlist mods = { 0 };
	const char *val, *base = NULL, *release = NULL;
	unsigned int bad_input;
	int argi, ret, i, n;

	if (want_help(argc, argv, resolve_help))
		return 0;
	for (argi = 1; argi < argc; argi++) {
		int used = 0;

		if (argv[argi][0] != '-' || !argv[argi][1])
			break;
		if (!strcmp(argv[argi], "--")) {
			argi++;
			break;
		}
		if (!strcmp(argv[argi], "-b") || !strcmp(argv[argi], "-r")) {
			if (argi + 1 == argc) {
				usage_error(ctx, "resolve: %s needs a value",
					    argv[argi]);
				return 2;
			}
			*(argv[argi][1] == 'b' ? &base : &release) = argv[argi + 1];
			argi++;
			continue;
		}
		if ((val = skip_prefix(argv[argi], "--module-ns="))) {
			if (!strcmp(val, "import")) {
				rule = MODNS_IMPORT;
			} else if (!strcmp(val, "match")) {
				rule = MODNS_MATCH;
			} else {
				usage_error(ctx, "--module-ns must be import or match, not '%s'",
					    val);
				return 2;
			}
			continue;
		}
		if (parse_image_opt(ctx, argv[argi], &o, &used) < 0)
			return 2;
		if (!used) {
			usage_error(ctx, "resolve: unknown option '%s'",
				    argv[argi]);
			return 2;
		}
	}
	/* -b and -r may follow IMAGE too, as in depmod's usage */
	for (i = argi, n = argi; i < argc; i++) {
		if ((!strcmp(argv[i], "-b") || !strcmp(argv[i], "-r")) &&
		    i + 1 < argc) {
			*(argv[i][1] == 'b' ? &base : &release) = argv[i + 1];
			i++;
			continue;
		}
		argv[n++] = argv[i];
	}
	argc = n;
	if (base && !release) {
		usage_error(ctx, "resolve: -b BASEDIR needs -r VERSION");
		return 2;
	}
	if (argc - argi < (release ? 1 : 2)) {
		usage_error(ctx, "resolve: need IMAGE and at least one MODULE.o");
		return 2;
	}
	/*
	 * The modules first: a bad tree is told before the image is read;
	 * the files are read all the same, so that every bad input is named.
	 */
	bad_input = ctx->nr_bad;
	ret = 0;
	for (i = argi + 1; i < argc && ret != -ENOMEM; i++)
		if (modlist_add(ctx, &mods, argv[i]) == -ENOMEM)
			ret = -ENOMEM;
	if (release && ret != -ENOMEM &&
	    modlist_release(ctx, &mods, base, release) == -ENOMEM)
		ret = -ENOMEM;
	if (ret == -ENOMEM) {
		modlist_free(&mods);
		return ret;
	}
	ret = open_single(ctx, argv[argi], &imgin, &img);
	if (ret < 0) {
		modlist_free(&mods);
		return ret == -ENOMEM ? ret : 2;
	}
	ret = resolve(ctx, img, &o, rule, mods.paths, mods.n, bad_input);
	kfile_free(img);
	kinput_close(&imgin);
	modlist_free(&mods);
	return ret;
}
