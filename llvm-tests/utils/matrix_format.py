# SPDX-License-Identifier: GPL-2.0-only
"""A lit test format that runs every test of a matrix folder once per
row and toolchain of scripts/matrix; lit.cfg.py finds the variants."""

import copy
import os
import shutil

import lit.formats
import lit.Test


def llvm_tool(llvm, name):
    """NAME as LLVM= selects it: a folder prefix, a version suffix, or plain."""
    if llvm.endswith("/"):
        return llvm + name
    if llvm.startswith("-"):
        return name + llvm
    return name


class MatrixCase(lit.Test.Test):
    """One file run for one variant: its name has the variant appended,
    its source is the file itself."""

    def getSourcePath(self):
        return self.file_path


class MatrixTest(lit.formats.ShTest):
    def __init__(self, variants, settings):
        super().__init__(execute_external=False)
        self.variants = variants        # [(row, toolchain, available)]
        self.settings = settings        # llvm, objroot, srcroot, ksymtab, run_id

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

        # The reader for assertions: the row's GNU readelf knows every
        # relocation type (LLVM's has none for alpha, parisc, sh or ia64).
        def reader(tool):
            if prefix and shutil.which(prefix + tool):
                return prefix + tool
            return llvm_tool(s["llvm"], "llvm-" + tool)

        links = not (row["llvm"] == "as" and tc != "gnu")
        runs = (row["qemu"] != "-" and shutil.which(row["qemu"]) is not None
                and links and row["gnu"] != "binutils")

        c.environment.update({
            "KBUILD_ROW": name, "KBUILD_TOOLCHAIN": tc, "KBUILD_OUT": out,
            "KBUILD_RUN_ID": s["run_id"], "LLVM": s["llvm"],
            "KSYMTAB": s["ksymtab"], "SRCROOT": s["srcroot"],
            "KBUILD_GNU_PREFIX": prefix,
        })
        # The variant's own assembler and linker for hand-made objects:
        # clang's needs the triple, and "nold" rows link with GNU ld.
        if tc == "llvm":
            asm = "%s -triple=%s -filetype=obj" % (
                llvm_tool(s["llvm"], "llvm-mc"), row["clang_target"])
        else:
            asm = prefix + "as"
        if tc != "gnu" and row["llvm"] == "full":
            link = llvm_tool(s["llvm"], "ld.lld")
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
            ("%entry_hex", "18" if row["bits"] == "64" else "0c"),
            ("%ptr_size", "8" if row["bits"] == "64" else "4"),
            ("%gnu_prefix", prefix),
            ("%readelf", reader("readelf")),
            ("%nm", reader("nm")),
            ("%qemu", "timeout 120 " + row["qemu"]),
            ("%cc_name", prefix + "gcc" if tc == "gnu" else "clang"),
            # The other toolchain's objdump (lib-ksyms-mixed.test).
            ("%other_objdump", llvm_tool(s["llvm"], "llvm-objdump")
             if tc == "gnu" else prefix + "objdump"),
            ("%asm", asm),
            ("%link", link),
        ] + c.substitutions

        f = c.available_features
        f.update({"row-" + name, "tc-" + tc, "bits-" + row["bits"],
                  "endian-" + row["endian"]})
        if links:
            f.add("links")
        if runs:
            f.add("runs")
        # ia64 has binutils only; clang's xtensa backend is an assembler
        # for us (it cannot compile our C: arch/xtensa/Makefile).
        if row["gnu"] != "binutils" and row["llvm"] != "as":
            f.add("has-c")
        prel32 = row["prel32"] == "yes" or (row["prel32"] == "no-llvm" and tc == "gnu")
        f.add("prel32" if prel32 else "no-prel32")
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
