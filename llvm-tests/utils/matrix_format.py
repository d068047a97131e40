# SPDX-License-Identifier: GPL-2.0-only
"""A lit test format that runs every test of a matrix folder once per
row and toolchain of scripts/matrix; lit.cfg.py finds the variants."""

import copy
import os
import shutil

import lit.formats
import lit.Test
import matrix_rows


class MatrixCase(lit.Test.Test):
    """One file run for one variant: its name has the variant appended,
    its source is the file itself."""

    def getSourcePath(self):
        return self.file_path


class MatrixTest(lit.formats.ShTest):
    def __init__(self, variants, settings):
        super().__init__(execute_external=False)
        self.variants = variants        # [(row, toolchain, available)]
        self.settings = settings        # objroot, srcroot, ksymtab, gen_lib_ksyms, gen_crcs, gen_exports, run_id, llvm, llvm_tools, make_args

    def specialise(self, base, row, tc):
        """A copy of the folder's config for one row and toolchain."""
        s = self.settings
        c = copy.copy(base)
        c.substitutions = list(base.substitutions)
        c.available_features = set(base.available_features)
        c.environment = dict(base.environment)
        name = row["row"]
        out = os.path.join(s["objroot"], name + "-" + tc)
        prefix = row["gnu_prefix"] if row["gnu_prefix"] != "-" else ""
        bits = matrix_rows.bits(row)

        # The reader for assertions: the row's GNU readelf knows every
        # relocation type (LLVM's has none for alpha, parisc, sh or ia64).
        def reader(tool):
            if prefix and shutil.which(prefix + tool):
                return prefix + tool
            return s["llvm_tools"]["llvm-" + tool]

        links = matrix_rows.links(row)
        qemu = row["build"]["QEMU"]
        runs = (qemu and shutil.which(qemu) is not None and links
                and matrix_rows.has_c(row))

        c.environment.update({
            "KBUILD_ROW": name, "KBUILD_TOOLCHAIN": tc, "KBUILD_OUT": out,
            "KBUILD_RUN_ID": s["run_id"], "LLVM": s["llvm"],
            "KSYMTAB": s["ksymtab"], "GEN_LIB_KSYMS": s["gen_lib_ksyms"],
            "GEN_CRCS": s["gen_crcs"], "GEN_EXPORTS": s["gen_exports"],
            "SRCROOT": s["srcroot"],
            "KBUILD_GNU_PREFIX": prefix,
            "KBUILD_MAKE_ARGS": s["make_args"],
        })
        # The variant's own assembler and linker for hand-made objects:
        # clang's needs the triple, and "nold" rows link with GNU ld.
        if tc == "llvm":
            asm = "%s -triple=%s -filetype=obj" % (
                s["llvm_tools"]["llvm-mc"], row["build"]["CLANG_TARGET"])
        else:
            asm = prefix + "as"
        if tc != "gnu" and matrix_rows.uses_lld(row):
            link = s["llvm_tools"]["ld.lld"]
        else:
            link = prefix + "ld --no-warn-rwx-segments"
        gnu_out = os.path.join(s["objroot"], name + "-gnu")
        c.substitutions = [
            ("%kbuild_gnu", "env KBUILD_TOOLCHAIN=gnu KBUILD_OUT=%s kbuild" % gnu_out),
            ("%O_gnu", gnu_out),
            ("%kbuild", "kbuild"),
            ("%kmake", "kmake"),
            ("%O", out),
            ("%row", name),
            ("%arch", row["arch"]),
            ("%ksym_align", row["ksym_align"]),
            ("%kcrc_align", row["kcrc_align"]),
            ("%entry_hex", "18" if bits == "64" else "0c"),
            ("%ptr_size", "8" if bits == "64" else "4"),
            ("%gnu_prefix", prefix),
            ("%readelf", reader("readelf")),
            ("%nm", reader("nm")),
            ("%qemu", "timeout 120 " + qemu),
            ("%cc_name", prefix + "gcc" if tc == "gnu" else "clang"),
            # The other toolchain's objdump (lib-ksyms-mixed.test).
            ("%other_objdump", s["llvm_tools"]["llvm-objdump"]
             if tc == "gnu" else prefix + "objdump"),
            ("%asm", asm),
            ("%link", link),
        ] + c.substitutions

        f = c.available_features
        f.update({"row-" + name, "tc-" + tc, "bits-" + bits,
                  "endian-" + row["endian"]})
        if links:
            f.add("links")
        if runs:
            f.add("runs")
        if matrix_rows.has_c(row):
            f.add("has-c")
        f.add("prel32" if matrix_rows.prel32(row) else "no-prel32")
        f.update(getattr(base, "defects", {}).get((name, tc), []))
        if tc != "gnu" and any(r["row"] == name and t == "gnu" and ok
                               for r, t, ok in self.variants):
            f.add("has-gnu-twin")
        return c

    def getTestsForPath(self, testSuite, path_in_suite, litConfig, localConfig):
        if not getattr(localConfig, "matrix", False):
            yield from super().getTestsForPath(
                testSuite, path_in_suite, litConfig, localConfig)
            return
        for test in super().getTestsForPath(testSuite, path_in_suite,
                                             litConfig, localConfig):
            for row, toolchain, available in self.variants:
                config = self.specialise(localConfig, row, toolchain)
                # A toolchain that is not installed: UNSUPPORTED, never PASS.
                config.unsupported = not available
                yield MatrixCase(
                    testSuite,
                    path_in_suite + (row["row"] + "-" + toolchain,),
                    config, file_path=test.getSourcePath())
