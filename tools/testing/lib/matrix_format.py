# SPDX-License-Identifier: GPL-2.0-only
"""A lit test format that runs every test of a matrix folder once per
row and toolchain of tools/testing/matrix/rows; lit.cfg.py finds the variants."""

import copy
import os
import shutil

import lit.formats
import lit.Test
import matrix_rows


def gnu_prefix(row):
    """The row's GNU tools' prefix ("" for the host's)."""
    return row["gnu_prefix"] if row["gnu_prefix"] != "-" else ""


class MatrixCase(lit.Test.Test):
    """One file run for one variant: its name has the variant appended,
    its source is the file itself."""

    def getSourcePath(self):
        return self.file_path


class MatrixTest(lit.formats.ShTest):
    def __init__(self, variants, settings):
        super().__init__(execute_external=False)
        self.variants = variants        # [(row, toolchain, available)]
        self.settings = settings        # objroot, srcroot, ksymtab, tools, run_id, llvm, llvm_tools, core_only, make_args

    def specialise(self, base, row, tc):
        """A copy of the folder's config for one row and toolchain."""
        c = copy.copy(base)
        c.available_features = set(base.available_features)
        c.environment = dict(base.environment)
        out = os.path.join(self.settings["objroot"], row["row"] + "-" + tc)
        c.environment.update(self.environment(row, tc, out))
        c.substitutions = self.substitutions(row, tc, out) + list(base.substitutions)
        c.available_features.update(self.features(base, row, tc))
        return c

    def environment(self, row, tc, out):
        """What utils/build-config and kmake read."""
        s = self.settings
        return {
            "KBUILD_ROW": row["row"], "KBUILD_TOOLCHAIN": tc, "KBUILD_OUT": out,
            "KBUILD_RUN_ID": s["run_id"], "LLVM": s["llvm"],
            "KSYMTAB": s["ksymtab"], "TOOLS_DIR": s["tools"],
            "SRCROOT": s["srcroot"],
            "KBUILD_GNU_PREFIX": gnu_prefix(row),
            "KBUILD_MAKE_ARGS": s["make_args"],
        }

    def substitutions(self, row, tc, out):
        s = self.settings
        prefix = gnu_prefix(row)
        bits = matrix_rows.bits(row)

        # The reader for assertions: the row's GNU readelf knows every
        # relocation type (LLVM's has none for alpha, parisc, sh or ia64).
        def reader(tool):
            if prefix and shutil.which(prefix + tool):
                return prefix + tool
            return s["llvm_tools"]["llvm-" + tool]

        # The variant's own assembler and linker for hand-made objects:
        # clang's needs the triple; "nold" rows, and rows this ld.lld is
        # too old for (lit.cfg.py's llvm_status), link with GNU ld.
        if tc == "llvm":
            asm = "%s -triple=%s -filetype=obj" % (
                s["llvm_tools"]["llvm-mc"], row["build"]["CLANG_TARGET"])
        else:
            asm = prefix + "as"
        if tc != "gnu" and row.get("lld"):
            link = s["llvm_tools"]["ld.lld"]
        else:
            link = prefix + "ld --no-warn-rwx-segments"
        gnu_out = os.path.join(s["objroot"], row["row"] + "-gnu")
        return [
            ("%build-config-gnu", "env KBUILD_TOOLCHAIN=gnu KBUILD_OUT=%s build-config" % gnu_out),
            ("%O_gnu", gnu_out),
            ("%build-config", "build-config"),
            ("%kmake", "kmake"),
            ("%O", out),
            ("%row", row["row"]),
            ("%arch", row["arch"]),
            ("%ksym_align", row["ksym_align"]),
            ("%kcrc_align", row["kcrc_align"]),
            ("%entry_hex", "18" if bits == "64" else "0c"),
            ("%ptr_size", "8" if bits == "64" else "4"),
            ("%gnu_prefix", prefix),
            ("%readelf", reader("readelf")),
            ("%nm", reader("nm")),
            ("%qemu", "timeout 120 " + row["build"]["QEMU"]),
            ("%cc_name", prefix + "gcc" if tc == "gnu" else "clang"),
            # The other toolchain's objdump (lib-ksyms-mixed.test).
            ("%other_objdump", s["llvm_tools"]["llvm-objdump"]
             if tc == "gnu" else prefix + "objdump"),
            ("%asm", asm),
            # clang's --target= for the row (hand-made objects).
            ("%clang_target", row["build"]["CLANG_TARGET"] or "none"),
            ("%link", link),
        ]

    def features(self, base, row, tc):
        name = row["row"]
        qemu = row["build"]["QEMU"]
        links = matrix_rows.links(row)
        f = {"row-" + name, "tc-" + tc, "bits-" + matrix_rows.bits(row),
             "endian-" + row["endian"],
             "prel32" if matrix_rows.prel32(row) else "no-prel32"}
        if links:
            f.add("links")
        if (qemu and shutil.which(qemu) is not None and links
                and matrix_rows.has_c(row)):
            f.add("runs")
        if matrix_rows.has_c(row):
            f.add("has-c")
        f.update(getattr(base, "defects", {}).get((name, tc), []))
        # The core configurations only: the tests leave out the control
        # builds nolibksyms and nomodules and the LTO builds
        # (tools/testing/lib/suite_variants.py, CHECK_FULL_ROWS).
        if (name, tc) in self.settings["core_only"]:
            f.add("core-only")
        if tc != "gnu" and any(r["row"] == name and t == "gnu" and ok
                               for r, t, ok in self.variants):
            f.add("has-gnu-twin")
        # The row's GNU tools are installed, whatever toolchains= keeps of
        # its variants (has-gnu-twin: its GNU variant runs too).
        if "gnu-" + name in base.available_features:
            f.add("gnu-tools")
        # The variant links with ld.lld (%link), not with the GNU ld of a
        # "nold" row or of a row this ld.lld is too old for.
        if tc != "gnu" and row.get("lld"):
            f.add("lld")
        # Kconfig offers this variant LTO (the kbuild configurations
        # lto-thin, lto-full, lto-records).
        if matrix_rows.lto(row, tc):
            f.add("lto")
        return f

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
