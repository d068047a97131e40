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
 *   WARNING: ksymtab: missing MODULE_LICENSE() in mod.o
 *   WARNING: ksymtab: mod.o: no symbol version for sym
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
"Usage: ksymtab resolve [--layout=abs|prel32] IMAGE MODULE.o...\n"
"\n"
"Resolve the undefined symbols of module objects against the exports of\n"
"IMAGE (and of the other modules given), as modpost and the module\n"
"loader do: unresolved imports, GPL-only symbols used by a module whose\n"
"MODULE_LICENSE is not GPL-compatible, namespaced symbols used without\n"
"MODULE_IMPORT_NS, CRC mismatches against a __versions section, and\n"
"names a module exports that the image already exports.  A missing\n"
"MODULE_LICENSE is a warning.\n"
"\n"
"GPL-compatible licences: \"GPL\", \"GPL v2\", \"GPL and additional rights\",\n"
"\"Dual BSD/GPL\", \"Dual MIT/GPL\", \"Dual MPL/GPL\".\n"
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

struct module {
	struct kfile *kf;
	struct kexports x;
	int has_licence;
	int gpl_ok;
	const char **imports;
	size_t nimports;
	struct strmap versions;		/* name -> crc + 1 */
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

static int read_modinfo(struct module *m)
{
	struct kfile *kf = m->kf;
	size_t idx;
	const char *p, *end;

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
			bad(kf->path, ".modinfo: string at offset 0x%zx is not NUL-terminated",
			    (size_t)(p - (const char *)kf->secs[idx].buf));
			return -1;
		}
		if (!strncmp(p, "license=", 8)) {
			m->has_licence = 1;
			if (!licence_ok(p + 8))
				m->gpl_ok = 0;
		} else if (!strncmp(p, "import_ns=", 10)) {
			m->imports = xrealloc(m->imports, m->nimports + 1,
					      sizeof(*m->imports));
			m->imports[m->nimports++] = p + 10;
		}
		p = nul + 1;
	}
	return 0;
}

static int imports_ns(const struct module *m, const char *ns)
{
	size_t i;

	for (i = 0; i < m->nimports; i++)
		if (!strcmp(m->imports[i], ns))
			return 1;
	return 0;
}

static int read_versions(struct module *m)
{
	struct kfile *kf = m->kf;
	struct ksec *s;
	size_t idx, k, namelen = 64 - kf->ptrsize;

	strmap_init(&m->versions, 16);
	s = kfile_find_sec(kf, "__versions", &idx);
	if (!s)
		return 0;
	if (kfile_sec_data(kf, idx) < 0)
		return -1;
	if (s->size % 64) {
		bad(kf->path, "__versions: size %zu is not a multiple of 64",
		    s->size);
		return -1;
	}
	m->has_versions = 1;
	for (k = 0; k < s->size / 64; k++) {
		const unsigned char *e = s->buf + 64 * k;
		const char *name = (const char *)e + kf->ptrsize;
		uint64_t crc = kf_read(kf, e, kf->ptrsize);
		int found;

		if (!memchr(name, '\0', namelen)) {
			bad(kf->path, "__versions: entry %zu: name is not NUL-terminated",
			    k);
			return -1;
		}
		*strmap_insert(&m->versions, name, &found) =
			(void *)(uintptr_t)((uint32_t)crc + 1ull);
	}
	return 0;
}

static void resolve_module(struct module *m, const struct strmap *prov)
{
	struct kfile *kf = m->kf;
	const char *mod = kf->path;
	size_t i;

	if (!m->has_licence)
		mp_warn("missing MODULE_LICENSE() in %s", mod);
	for (i = 1; i < kf->nsyms; i++) {
		const struct ksym *s = &kf->syms[i];
		const struct provider *p;
		const char *name = s->name;
		int t = GELF_ST_TYPE(s->st.st_info);
		int weak = GELF_ST_BIND(s->st.st_info) == STB_WEAK;
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
		p = strmap_get(prov, name);
		if (!p) {
			if (!weak)
				mp_error("\"%s\" [%s] undefined!", name, mod);
			continue;
		}
		if (p->e->gpl && !m->gpl_ok)
			mp_error("GPL-incompatible module %s uses GPL-only symbol '%s'",
				 mod, name);
		if (p->e->ns[0] && !imports_ns(m, p->e->ns))
			mp_error("module %s uses symbol %s from namespace %s, but does not import it.",
				 mod, name, p->e->ns);
		if (!p->e->has_crc || !p->e->crc_known || !m->has_versions)
			continue;
		v = (uintptr_t)strmap_get(&m->versions, name);
		if (!v)
			mp_warn("%s: no symbol version for %s", mod, name);
		else if ((uint32_t)(v - 1) != p->e->crc)
			mp_error("%s: disagrees about version of symbol %s (module 0x%08x, image 0x%08x)",
				 mod, name, (uint32_t)(v - 1), p->e->crc);
	}
}

int cmd_resolve(int argc, char **argv)
{
	struct imgopts o = { 0 };
	struct kinput imgin;
	struct kfile *img = NULL;
	struct image im;
	struct module *mods = NULL;
	struct provider *provs = NULL;
	struct strmap prov;
	struct kinput *ins;
	size_t nmods = 0, nprov = 0, nins = 0, i, k;
	int argi, ret = 2, ok = 1;

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
		if (parse_image_opt(argv[argi], &o, &used) < 0)
			return 2;
		if (!used) {
			usage_error("resolve: unknown option '%s'", argv[argi]);
			return 2;
		}
	}
	if (argc - argi < 2) {
		usage_error("resolve: need IMAGE and at least one MODULE.o");
		return 2;
	}
	if (open_single(argv[argi], &imgin, &img) < 0)
		return 2;
	strmap_init(&prov, 1024);
	ins = xcalloc(argc, sizeof(*ins));
	if (read_image(img, &o, &im) < 0 || image_entries_readable(&im) < 0)
		goto out;
	for (argi++; argi < argc; argi++) {
		struct kinput *in = &ins[nins];
		struct kfile *kf;
		int r;

		if (kinput_open(in, argv[argi]) < 0) {
			ok = 0;
			continue;
		}
		nins++;
		while ((r = kinput_next(in, &kf)) > 0) {
			struct module *m;

			if (kfile_load_sections(kf) < 0 ||
			    kf->eh.e_type != ET_REL) {
				if (kf->secs && kf->eh.e_type != ET_REL)
					bad(kf->path, "not a relocatable object (module)");
				kfile_free(kf);
				ok = 0;
				continue;
			}
			mods = xrealloc(mods, nmods + 1, sizeof(*mods));
			m = &mods[nmods++];
			memset(m, 0, sizeof(*m));
			m->kf = kf;
			if (read_object_exports(kf, &m->x) < 0 ||
			    read_modinfo(m) < 0 || read_versions(m) < 0)
				ok = 0;
		}
		if (r < 0)
			ok = 0;
	}
	if (!ok)
		goto out;
	/* providers: the image, then the modules in command-line order */
	for (i = 0; i < nmods; i++)
		nprov += mods[i].x.n;
	provs = xcalloc(im.x.n + nprov, sizeof(*provs));
	nprov = 0;
	for (i = 0; i < im.x.n; i++) {
		int found;
		void **slot = strmap_insert(&prov, im.x.v[i].name, &found);

		provs[nprov].e = &im.x.v[i];
		provs[nprov].where = img->path;
		if (!found)
			*slot = &provs[nprov];
		nprov++;
	}
	for (i = 0; i < nmods; i++) {
		for (k = 0; k < mods[i].x.n; k++) {
			const struct kexport *e = &mods[i].x.v[k];
			int found;
			void **slot = strmap_insert(&prov, e->name, &found);

			provs[nprov].e = e;
			provs[nprov].where = mods[i].kf->path;
			if (found)
				mp_error("%s: '%s' exported twice. Previous export was in %s",
					 mods[i].kf->path, e->name,
					 ((struct provider *)*slot)->where);
			else
				*slot = &provs[nprov];
			nprov++;
		}
	}
	for (i = 0; i < nmods; i++)
		resolve_module(&mods[i], &prov);
	ret = nr_errors ? 1 : 0;
out:
	if (nr_bad)
		ret = 2;
	for (i = 0; i < nmods; i++) {
		kexports_free(&mods[i].x);
		free(mods[i].imports);
		strmap_free(&mods[i].versions);
		kfile_free(mods[i].kf);
	}
	free(mods);
	for (i = 0; i < nins; i++)
		kinput_close(&ins[i]);
	free(ins);
	free(provs);
	strmap_free(&prov);
	image_free(&im);
	kfile_free(img);
	kinput_close(&imgin);
	return ret;
}
