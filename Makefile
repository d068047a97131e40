# SPDX-License-Identifier: GPL-2.0-only
#
# ksymexport: the Linux kernel's symbol-export machinery (EXPORT_SYMBOL in
# C and in assembly, lib-ksyms, the export tables) built the same way with
# the GNU toolchain and with LLVM.  `make help` lists the targets.

# Do not use make's built-in rules and variables.
MAKEFLAGS += -rR --no-print-directory

# A space or a colon in a folder splits make's words and rules: refuse them
# in one line, before O= is created (as kbuild refuses its source folder's).
ifneq ($(words $(subst :, ,$(CURDIR))),1)
$(error $(CURDIR): the source folder cannot contain spaces or colons)
endif
ifneq ($(words $(subst :, ,$(O))),$(words $(firstword $(O))))
$(error O=$(O): the output folder cannot contain spaces or colons)
endif

# ---------------------------------------------------------------------------
# V=1 prints whole commands; the default prints "  CC      lib/x.o".
ifeq ("$(origin V)", "command line")
  KBUILD_VERBOSE := $(V)
endif
KBUILD_VERBOSE ?= 0
export KBUILD_VERBOSE

# ---------------------------------------------------------------------------
# O=dir: build out of tree.  The make runs again inside the output folder
# with KBUILD_SRC set, so nothing is ever written into the source tree.
ifeq ($(KBUILD_SRC),)
ifeq ("$(origin O)", "command line")
  KBUILD_OUTPUT := $(O)
endif
ifneq ($(KBUILD_OUTPUT),)
saved-output := $(KBUILD_OUTPUT)
KBUILD_OUTPUT := $(shell mkdir -p "$(KBUILD_OUTPUT)" && cd "$(KBUILD_OUTPUT)" && pwd)
$(if $(KBUILD_OUTPUT),,$(error O=$(saved-output): cannot create the output folder))

PHONY := _all sub-make
_all:

$(filter-out _all sub-make $(CURDIR)/Makefile,$(MAKECMDGOALS)) _all: sub-make
	@:

sub-make:
	$(if $(filter 1,$(KBUILD_VERBOSE)),,@)$(MAKE) -C $(KBUILD_OUTPUT) \
		KBUILD_SRC=$(CURDIR) -f $(CURDIR)/Makefile \
		$(filter-out _all sub-make,$(MAKECMDGOALS))

skip-makefile := 1
endif
endif

ifneq ($(skip-makefile),1)

PHONY := all
all:

srctree := $(if $(KBUILD_SRC),$(KBUILD_SRC),$(CURDIR))
objtree := $(CURDIR)
VPATH   := $(srctree)
export srctree objtree VPATH

# Refuse an in-tree build when the source tree already served as an
# output folder's source (kbuild's rule: one or the other, not both).
ifneq ($(KBUILD_SRC),)
ifneq ($(wildcard $(srctree)/.config $(srctree)/include/config),)
$(error source tree $(srctree) is not clean: run 'make mrproper' there first)
endif
endif

CONFIG_SHELL := sh
export CONFIG_SHELL

include $(srctree)/scripts/Kbuild.include

# ---------------------------------------------------------------------------
# ARCH: as in the kernel, i386 and x86_64 are spellings of x86.
ARCH ?= $(shell uname -m | sed -e 's/x86_64/x86/' -e 's/i.86/x86/' \
		-e 's/aarch64.*/arm64/' -e 's/ppc.*/powerpc/' -e 's/s390x/s390/')
SRCARCH := $(ARCH)
ifeq ($(ARCH),i386)
SRCARCH := x86
endif
ifeq ($(ARCH),x86_64)
SRCARCH := x86
endif
ifeq ($(wildcard $(srctree)/arch/$(SRCARCH)/Makefile),)
$(error ARCH=$(ARCH): unknown architecture (no arch/$(SRCARCH)/Makefile; see tools/testing/matrix/rows))
endif
export ARCH SRCARCH

# ---------------------------------------------------------------------------
# The toolchain, as kbuild documents it (Linux's Documentation/kbuild/llvm.rst):
#   CROSS_COMPILE=prefix-   GNU tools prefix-gcc, prefix-ld, ...
#   LLVM=1                  clang, ld.lld, llvm-ar, ... from PATH
#   LLVM=-22                the same with a version suffix: clang-22, ...
#   LLVM=/path/bin/         the same from that folder
#   LLVM_IAS=0              clang for C, GNU as (CROSS_COMPILE) for *.S
# Any single tool can be overridden on the command line: CC=, LD=, ...
#
# The matrix's LLVM: the release the tests, the matrix and the harness
# use when no LLVM= is given (LLVM=-$(LLVM_MATRIX_RELEASE)), and the one
# place that names it.  Scripts run from make find it in their
# environment; the others ask `make print-llvm-tools`.
LLVM_MATRIX_RELEASE := 22
export LLVM_MATRIX_RELEASE
# This is the one place that spells the rule: the tests ask it for their
# tool names (print-llvm-tools, below).
ifneq ($(filter %/,$(LLVM)),)
LLVM_PREFIX := $(LLVM)
else ifneq ($(filter -%,$(LLVM)),)
LLVM_SUFFIX := $(LLVM)
endif
# Usage: $(call llvm-tool,NAME)
llvm-tool = $(LLVM_PREFIX)$(1)$(LLVM_SUFFIX)
ifneq ($(LLVM),)
HOSTCC   = $(call llvm-tool,clang)
HOSTAR   = $(call llvm-tool,llvm-ar)
CC       = $(call llvm-tool,clang)
LD       = $(call llvm-tool,ld.lld)
AR       = $(call llvm-tool,llvm-ar)
NM       = $(call llvm-tool,llvm-nm)
OBJCOPY  = $(call llvm-tool,llvm-objcopy)
OBJDUMP  = $(call llvm-tool,llvm-objdump)
READELF  = $(call llvm-tool,llvm-readelf)
else
HOSTCC   = gcc
HOSTAR   = ar
CC       = $(CROSS_COMPILE)gcc
LD       = $(CROSS_COMPILE)ld
AR       = $(CROSS_COMPILE)ar
NM       = $(CROSS_COMPILE)nm
OBJCOPY  = $(CROSS_COMPILE)objcopy
OBJDUMP  = $(CROSS_COMPILE)objdump
READELF  = $(CROSS_COMPILE)readelf
endif
# GNU as, used directly only by rows without a C compiler (ia64).
AS       = $(CROSS_COMPILE)as
export HOSTCC HOSTAR CC LD AR NM OBJCOPY OBJDUMP READELF AS CROSS_COMPILE LLVM LLVM_IAS

KBUILD_HOSTCFLAGS  := -Wall -Wextra -Wno-unused-parameter -O2 -g -std=gnu11 \
		      $(HOSTCFLAGS)
KBUILD_HOSTLDFLAGS := $(HOSTLDFLAGS)
ifeq ($(SANITIZE),1)
KBUILD_HOSTCFLAGS  += -fsanitize=address,undefined -fno-omit-frame-pointer \
		      -fno-sanitize-recover=all
KBUILD_HOSTLDFLAGS += -fsanitize=address,undefined
endif
export KBUILD_HOSTCFLAGS KBUILD_HOSTLDFLAGS

# Freestanding code at a fixed address: no PIE, no builtins, no libc.
KBUILD_CPPFLAGS := -D__KERNEL__ -nostdinc \
		   -I$(srctree)/arch/$(SRCARCH)/include \
		   -I$(objtree)/arch/$(SRCARCH)/include/generated \
		   -I$(srctree)/include \
		   -I$(objtree)/include \
		   -include $(srctree)/include/linux/kconfig.h \
		   -Ulinux -Uunix
# Both compilers predefine linux and unix (and per target i386, sparc,
# mips, mc68000: the arch Makefiles undefine those), so an exported symbol
# of that name would be rewritten by the preprocessor (Documentation/kbuild.rst).
KBUILD_CFLAGS   := -std=gnu11 -O2 -Wall -Werror=implicit-function-declaration \
		   -ffreestanding -fno-builtin -fno-common -fno-PIE -fno-pic \
		   -fno-stack-protector -fno-asynchronous-unwind-tables \
		   -fno-unwind-tables
KBUILD_AFLAGS   := -D__ASSEMBLY__ -fno-PIE -fno-pic
KBUILD_ASFLAGS  :=
KBUILD_LDFLAGS  := --build-id=none -static -z noexecstack
# The flags of the relocatable link (vmlinux.o): the arch Makefile's
# emulation and ABI flags, not the image's.
KBUILD_LDFLAGS_R = $(KBUILD_LDFLAGS)
export KBUILD_CPPFLAGS KBUILD_CFLAGS KBUILD_AFLAGS KBUILD_ASFLAGS KBUILD_LDFLAGS

# ---------------------------------------------------------------------------
# Configuration (Kconfig read by Debian's kconfig-frontends).

config-targets := $(if $(filter %config,$(MAKECMDGOALS)),1)
no-config-targets := help clean mrproper distclean tools tools-dir check-tools \
		     check check-install check-tools-build matrix releases bench fuzz fuzz-build \
		     install tools_install distro-check \
		     linux-install linux-check linux-boot linux-parity print-llvm-tools
need-config := $(if $(filter-out $(no-config-targets),$(or $(MAKECMDGOALS),all)),1)

KCONFIG_ENV := srctree=$(srctree) SRCARCH=$(SRCARCH) ARCH=$(ARCH) \
	       KCONFIG_CONFIG=.config \
	       KCONFIG_AUTOCONFIG=include/config/auto.conf \
	       KCONFIG_AUTOHEADER=include/generated/autoconf.h
KCONFIG_CONF  := kconfig-conf
KCONFIG_MCONF := kconfig-mconf

# The arch Makefile may use CONFIG_* to pick flags; read the config first.
ifeq ($(config-targets),)
-include include/config/auto.conf
endif

include $(srctree)/arch/$(SRCARCH)/Makefile
include $(srctree)/scripts/Makefile.clang

# ld.lld has no backend for some rows (m68k, 32-bit sparc): there LLVM=1
# links with the GNU ld of CROSS_COMPILE, says so, and LD= still
# overrides.  The arch Makefile names the missing backend in
# LLD_UNSUPPORTED; the prefix is the user's, as for LLVM_IAS=0, so that
# no arch Makefile repeats the GNU prefix tools/testing/matrix/rows gives the row.
ifneq ($(LLVM),)
ifneq ($(LLD_UNSUPPORTED),)
ifneq ($(origin LD),command line)
LD := $(CROSS_COMPILE)ld
LLD_FALLBACK_NOTE := ld.lld has no $(LLD_UNSUPPORTED) backend: linking with $(LD) (override with LD=)
LLD_FALLBACK_ERROR := $(if $(CROSS_COMPILE),,ld.lld has no $(LLD_UNSUPPORTED) backend: give CROSS_COMPILE= for GNU ld (or LD=))
endif
endif
endif

# What Kconfig cannot ask the toolchain itself (init/Kconfig: CC_IS_CLANG,
# AS_IS_LLVM, LD_IS_LLD), the linker after the fallback above.
ld-is-lld := $(if $(findstring ld.lld,$(notdir $(firstword $(LD)))),y)
lto-toolchain := $(and $(cc-is-clang),$(ld-is-lld),$(if $(filter 0,$(LLVM_IAS)),,y))
KCONFIG_ENV += KCONFIG_CC_IS_CLANG=$(if $(cc-is-clang),y,n) \
	       KCONFIG_AS_IS_LLVM=$(if $(cc-is-clang),$(if $(filter 0,$(LLVM_IAS)),n,y),n) \
	       KCONFIG_LD_IS_LLD=$(if $(ld-is-lld),y,n)

# LTO (init/Kconfig, LTO_CLANG), with Linux's flags: the C objects are
# bitcode, the assembly stays ELF (no -flto in the assembler's flags), and
# ld.lld compiles the bitcode at every link: vmlinux, the relocatable
# vmlinux.o and the modules.  The inlining limit is Linux's, which keeps
# ThinLTO from importing large functions into every caller.
ifdef CONFIG_LTO_CLANG
ifdef CONFIG_LTO_CLANG_THIN
CC_FLAGS_LTO := -flto=thin -fsplit-lto-unit
else
CC_FLAGS_LTO := -flto
endif
KBUILD_CFLAGS  += $(CC_FLAGS_LTO)
KBUILD_LDFLAGS += -mllvm -import-instr-limit=5
endif
export CC_FLAGS_LTO

# Extra flags from the command line, last so that they win (kbuild names).
KBUILD_CFLAGS  += $(KCFLAGS)
KBUILD_AFLAGS  += $(KAFLAGS)
KBUILD_LDFLAGS += $(LDFLAGS_vmlinux)

ifeq ($(config-targets),1)

quiet_cmd_syncconfig = SYNC    include/config/auto.conf
      cmd_syncconfig = mkdir -p include/config include/generated && \
		$(KCONFIG_ENV) $(KCONFIG_CONF) --silentoldconfig $(srctree)/Kconfig

PHONY += defconfig olddefconfig oldconfig menuconfig savedefconfig

# Usage: $(call defconfig-from,FILE)
define defconfig-from
	@test -f $(1) || { echo >&2 "make: *** ARCH=$(ARCH): no defconfig \
'$(notdir $(1))' (have: $(notdir $(wildcard $(srctree)/arch/$(SRCARCH)/configs/*)))"; \
		exit 1; }
	$(Q)$(KCONFIG_ENV) $(KCONFIG_CONF) -s --defconfig=$(1) $(srctree)/Kconfig >/dev/null
	$(call cmd,syncconfig)
endef

defconfig: check-kconfig
	$(call defconfig-from,$(srctree)/arch/$(SRCARCH)/configs/$(KBUILD_DEFCONFIG))

%_defconfig: check-kconfig
	$(call defconfig-from,$(srctree)/arch/$(SRCARCH)/configs/$@)

olddefconfig oldconfig: check-kconfig
	$(Q)$(KCONFIG_ENV) $(KCONFIG_CONF) -s --$@ $(srctree)/Kconfig
	$(call cmd,syncconfig)

menuconfig: check-kconfig
	$(Q)$(KCONFIG_ENV) $(KCONFIG_MCONF) $(srctree)/Kconfig
	$(call cmd,syncconfig)

savedefconfig: check-kconfig
	$(Q)$(KCONFIG_ENV) $(KCONFIG_CONF) --savedefconfig=defconfig $(srctree)/Kconfig

check-kconfig:
	@command -v $(KCONFIG_CONF) >/dev/null 2>&1 || { echo >&2 \
		"make: *** $(KCONFIG_CONF): not found (Debian package kconfig-frontends)"; exit 1; }

else # !config-targets

ifeq ($(need-config),1)
ifeq ($(wildcard include/config/auto.conf),)
$(error no configuration in $(objtree): run 'make ARCH=$(ARCH) $(KBUILD_DEFCONFIG)' (or another *_defconfig) first)
endif
# A .config edited by hand (or by menuconfig in another make) is synced
# into auto.conf/autoconf.h before anything is built.
include/config/auto.conf: .config
	$(Q)$(KCONFIG_ENV) $(KCONFIG_CONF) --silentoldconfig $(srctree)/Kconfig
endif

# ---------------------------------------------------------------------------
# What vmlinux is made of.  The top-level Kbuild lists the folders; built
# as one folder (obj=.), they give one built-in.a, linked whole.  The
# lib.a of the folders below (Linux's libs-y) is linked as an archive, so
# only the members something refers to are pulled; lib-ksyms.o in the
# folder's built-in.a refers to every exported symbol of its lib.a.
build-dir  := .
lib-dirs   := arch/$(SRCARCH)/lib $(if $(KBUILD_NO_C),,lib)
# M=/abs/dir builds the modules of an external folder against this tree.
ifneq ($(M),)
KBUILD_EXTMOD := $(abspath $(M))
module-dirs := $(KBUILD_EXTMOD)
else
module-dirs := $(if $(KBUILD_NO_C),,samples/modules)
endif
# Host programs: the build's own (scripts/) and the ksymtab tool; with
# KSYMTAB_FUZZ=1 (make fuzz) only the fuzz harness, as libFuzzer's runtime
# brings a main() that the other programs' own would clash with.
tool-dirs   := $(if $(KSYMTAB_FUZZ),,scripts) scripts/ksymtab

builtins   := built-in.a
lib-archives := $(addsuffix /lib.a,$(lib-dirs))
lds        := arch/$(SRCARCH)/kernel/vmlinux.lds
# KSYMTAB=/path/to/ksymtab uses a prebuilt checker (the test suite builds
# it once for every configuration it builds).
ifneq ($(KSYMTAB),)
ksymtab    := $(KSYMTAB)
have-ksymtab := y
else
ksymtab    := scripts/ksymtab/ksymtab
have-ksymtab := $(if $(wildcard $(srctree)/scripts/ksymtab/Kbuild),y)
endif
# GEN_LIB_KSYMS=/path/to/gen-lib-ksyms, likewise a prebuilt lib-ksyms
# generator; otherwise scripts/ builds it before any folder that needs it.
# scripts/Makefile.build runs it as $(KBUILD_GEN_LIB_KSYMS).
ifneq ($(GEN_LIB_KSYMS),)
gen-lib-ksyms := $(GEN_LIB_KSYMS)
else
gen-lib-ksyms := scripts/gen-lib-ksyms
endif
export KBUILD_GEN_LIB_KSYMS := $(gen-lib-ksyms)
# GEN_CRCS=/path/to/gen-crcs, likewise a prebuilt CRC table generator
# (CONFIG_MODVERSIONS, below), and GEN_EXPORTS= a prebuilt table writer
# (CONFIG_EXPORT_RECORDS, below).
ifneq ($(GEN_CRCS),)
gen-crcs := $(GEN_CRCS)
else
gen-crcs := scripts/gen-crcs
endif
ifneq ($(GEN_EXPORTS),)
gen-exports := $(GEN_EXPORTS)
else
gen-exports := scripts/gen-exports
endif
# scripts/Makefile.build runs it for every module of the records contract,
# and links every module through the module linker script.
export KBUILD_GEN_EXPORTS := $(gen-exports)
module-lds := scripts/module.lds
export KBUILD_MODULE_LDS := $(module-lds)

# lib-y is linked only from these folders' lib.a (scripts/Makefile.build
# refuses it elsewhere).
KBUILD_LIB_DIRS := $(lib-dirs)
export KBUILD_NO_C SYMBOL_PREFIX KBUILD_LIB_DIRS

PHONY += all prepare tools modules run check-tools $(build-dir) \
	 $(module-dirs) $(tool-dirs)

ifneq ($(KBUILD_EXTMOD),)
all: modules
else
all: $(if $(KBUILD_NO_LINK),objects-only,vmlinux $(if $(have-ksymtab),.vmlinux.checked)) \
     $(if $(CONFIG_MODULES),$(if $(KBUILD_NO_C)$(KBUILD_NO_LINK),,modules))
endif

# Tools first: a missing compiler or linker is one clear line, not a
# screen of make errors.
check-tools:
	$(Q)$(CONFIG_SHELL) $(srctree)/scripts/check-tools \
		$(if $(KBUILD_NO_C),,"$(CC)") "$(AR)" "$(NM)" "$(OBJDUMP)" \
		$(if $(KBUILD_NO_LINK),,"$(LD)") $(if $(KBUILD_NO_C),"$(AS)")
	$(if $(and $(GNU_TOOLCHAIN_MISSING),$(if $(cc-is-clang),$(filter 0,$(LLVM_IAS)),y),$(if $(CROSS_COMPILE),,y)), \
	@echo >&2 "make: *** ARCH=$(ARCH) ($(toolchain-name)): n/a: $(GNU_TOOLCHAIN_MISSING); build with LLVM=-$(LLVM_MATRIX_RELEASE)"; exit 1)
	$(if $(cc-is-clang),$(Q)$(CONFIG_SHELL) $(srctree)/scripts/check-clang-target \
		--stamp .clang-target "$(CC)" "$(CLANG_TARGET)" "$(ARCH)" \
		"$(CLANG_MIN_VERSION)" "$(CLANG_MIN_REASON)")
	$(if $(LLD_FALLBACK_ERROR),@echo >&2 "make: *** ARCH=$(ARCH) ($(toolchain-name)): $(LLD_FALLBACK_ERROR)"; exit 1)
	$(if $(LLD_FALLBACK_NOTE),@echo '  INFO    $(LLD_FALLBACK_NOTE)')
	$(if $(ARCH_NOTE),@echo '  INFO    $(ARCH_NOTE)')

# The toolchain in words, for messages.
toolchain-name = $(if $(cc-is-clang),LLVM$(if $(filter 0,$(LLVM_IAS)), with GNU as),GNU)

# A layout this row's toolchain cannot express stops the build: a table
# silently written another way would be worse than none.  Kconfig offers
# no such layout (init/Kconfig, ARCH_CAN_PREL32_EXPORTS), but a
# configuration made with another toolchain may still ask for it.  So
# for LTO (HAS_LTO_CLANG): with another toolchain the objects would not
# be bitcode, or no linker could read them.
layout-check:
	$(if $(and $(CONFIG_HAVE_ARCH_PREL32_RELOCATIONS),$(PREL32_UNSUPPORTED)), \
	@echo >&2 "make: *** ARCH=$(ARCH) ($(toolchain-name)): relative (PREL32) export entries cannot be built: $(PREL32_UNSUPPORTED)"; exit 1)
	$(if $(and $(CONFIG_LTO_CLANG),$(if $(lto-toolchain),,y)), \
	@echo >&2 "make: *** ARCH=$(ARCH) ($(toolchain-name)): LTO needs clang with its integrated assembler and ld.lld (LD=$(LD))"; exit 1)

# asm-generic wrappers for the headers an architecture does not override
# (generic-y in arch/$(SRCARCH)/include/asm/Kbuild).
generic-y :=
-include $(srctree)/arch/$(SRCARCH)/include/asm/Kbuild
generic-headers := $(addprefix arch/$(SRCARCH)/include/generated/asm/,$(generic-y))

quiet_cmd_wrap = WRAP    $@
      cmd_wrap = mkdir -p $(dir $@) && \
		echo '\#include <asm-generic/$(notdir $@)>' > $@.tmp && mv -f $@.tmp $@

$(generic-headers): $(wildcard $(srctree)/arch/$(SRCARCH)/include/asm/Kbuild)
	$(call cmd,wrap)

PHONY += layout-check
prepare: check-tools layout-check include/config/auto.conf $(generic-headers)

# TRIM_UNUSED_KSYMS: the list of names to export (below).
trim-ksyms := $(if $(KBUILD_EXTMOD),,$(CONFIG_TRIM_UNUSED_KSYMS))
autoksyms-h := include/generated/autoksyms.h

$(build-dir): prepare $(if $(CONFIG_LIB_KSYMS),$(gen-lib-ksyms)) $(if $(trim-ksyms),autoksyms)
	$(Q)$(MAKE) $(build)=$@

$(module-dirs): prepare $(module-lds) $(if $(CONFIG_EXPORT_RECORDS),$(gen-exports)) \
		$(if $(CONFIG_TRIM_UNUSED_KSYMS),$(autoksyms-h))
	$(Q)$(MAKE) $(build)=$@ KBUILD_MODULES=1

# TRIM_UNUSED_KSYMS (init/Kconfig), as Linux 6.1 does it: the in-tree
# modules are built first, their undefined symbols become the __KSYM_NAME
# lines of <generated/autoksyms.h>, and only then are the objects of
# vmlinux compiled, exporting those names only.  The header is rewritten
# only when the list changed; the objects that include it (their .d files
# say so) are then compiled again, the modules' too (their own exports
# are trimmed by the same list), by a second descent that finds nothing
# to do when the list is unchanged.  The names come from nm -u of each
# module's NAME.o, which is ELF also under LTO (the ld -r of its bitcode:
# scripts/Makefile.build): bitcode's own symbol table leaves out what
# only a function's inline assembly refers to, which Linux's LTO build
# once trimmed (ClangBuiltLinux #1369).  Only C identifiers can be
# __KSYM_ names: ppc64's .TOC. is the linker's, never an export.  External
# modules (M=) use the tree's list as it is.
      cmd_autoksyms = { echo '/* The symbols the modules use: written by make, do not edit. */'; \
		$(NM) -u $$(cat $(addsuffix /modules.order,$(module-dirs))) | \
		sed -n 's/^ *U \([A-Za-z_][A-Za-z0-9_]*\)$$/\#define __KSYM_\1 1/p' | LC_ALL=C sort -u; \
		} > $(autoksyms-h).tmp && \
		if cmp -s $(autoksyms-h).tmp $(autoksyms-h); then rm -f $(autoksyms-h).tmp; \
		else $(if $(filter quiet_,$(quiet)),echo '  KSYMS   $(autoksyms-h)';) \
			mv -f $(autoksyms-h).tmp $(autoksyms-h); fi

# Before anything compiles, the list is empty.
$(autoksyms-h): | prepare
	$(Q)echo '/* No module built yet. */' > $@

PHONY += autoksyms
autoksyms: $(module-dirs)
	$(Q)$(cmd_autoksyms)
	$(Q)$(foreach d,$(module-dirs),$(MAKE) $(build)=$(d) KBUILD_MODULES=1 &&) :

$(tool-dirs):
	$(Q)$(MAKE) $(build)=$@ KBUILD_HOSTPROGS=1

# gen-exports links libksymtab.a, the record reader of scripts/ksymtab.
ifeq ($(KSYMTAB_FUZZ)$(GEN_EXPORTS),)
scripts: scripts/ksymtab
endif

tools: $(tool-dirs)

# The target's preprocessor where there is one; -undef keeps names such
# as "i386" or "sparc" from being predefined into the script.
CPP_LDS = $(if $(KBUILD_NO_C),$(HOSTCC),$(CC) $(CLANG_FLAGS)) -E -undef

# Its folder is made here: the descent that also makes it may run later.
quiet_cmd_cpp_lds = LDS     $@
      cmd_cpp_lds = mkdir -p $(dir $@) && $(CPP_LDS) -P $(KBUILD_CPPFLAGS) -D__ASSEMBLY__ \
		-DLINKER_SCRIPT -x c -o $@ $<

$(lds) $(module-lds): %: $(srctree)/%.S FORCE | prepare
	$(call if_changed,cpp_lds)

# Descending into the folders builds their archives.
$(builtins) $(lib-archives): $(build-dir) ;

quiet_cmd_link_vmlinux = LD      $@
      cmd_link_vmlinux = $(LD) $(KBUILD_LDFLAGS) -T $(lds) -o $@.tmp \
		--whole-archive $(builtins) --no-whole-archive \
		$(lib-archives) $(filter %.o,$^) && mv -f $@.tmp $@

# The tables' object (.vmlinux.export.o), linked with the image, as
# Linux links the generated .vmlinux.export.o: in the records contract
# always, in the sections contract for the CRCs of CONFIG_MODVERSIONS.
export-obj := $(if $(CONFIG_EXPORT_RECORDS)$(CONFIG_MODVERSIONS),.vmlinux.export.o)

# The generators scripts/ builds (those not given prebuilt).
$(filter scripts/%,$(gen-crcs) $(gen-lib-ksyms) $(gen-exports)): scripts ;

ifdef CONFIG_EXPORT_RECORDS
# The records contract (Linux 6.5+): the objects hold .export_symbol
# records, not tables.  vmlinux.o is everything the image links, made as
# the image is (the lib.a members something refers to, lib-ksyms.o's
# references included), so its records are exactly the image's exports;
# scripts/gen-exports reads them and writes the tables, with their CRCs
# under CONFIG_MODVERSIONS, and the linker script discards the records.
quiet_cmd_link_vmlinux_o = LD      $@
      cmd_link_vmlinux_o = $(LD) -r $(KBUILD_LDFLAGS_R) -o $@.tmp \
		--whole-archive $(builtins) --no-whole-archive \
		$(lib-archives) && mv -f $@.tmp $@

vmlinux.o: $(builtins) $(lib-archives) FORCE
	$(call if_changed,link_vmlinux_o)

quiet_cmd_gen_exports = GEN     $@
      cmd_gen_exports = $(gen-exports) $(if $(CONFIG_MODVERSIONS),--crcs) -o $@ $<

.vmlinux.export.S: vmlinux.o $(gen-exports) FORCE
	$(call if_changed,gen_exports)
else
# With CONFIG_MODVERSIONS the CRC tables come from the exports the image
# really has, as Linux 6.1's modpost writes them after linking vmlinux.o:
# link once without them, list the exports (scripts/gen-crcs, a host
# program) and link again with their ___kcrctab+NAME sections, which the
# linker script sorts exactly as it sorts the entries.
.tmp_vmlinux.crcs: $(builtins) $(lib-archives) $(lds) FORCE
	$(call if_changed,link_vmlinux)

# The listing goes through a file, not a pipe: sh has no pipefail, and a
# failed nm must stop the build, not give an image without CRCs.
quiet_cmd_crcs = GEN     $@
      cmd_crcs = $(NM) .tmp_vmlinux.crcs > $@.nm && \
		$(gen-crcs) $@.nm > $@.tmp && mv -f $@.tmp $@ && rm -f $@.nm

.vmlinux.export.S: .tmp_vmlinux.crcs $(gen-crcs) FORCE
	$(call if_changed,crcs)
endif

.vmlinux.export.o: .vmlinux.export.S FORCE
	$(call if_changed,as_o_S)

ifeq ($(KBUILD_EXTMOD),)
vmlinux: $(builtins) $(lib-archives) $(lds) $(export-obj) FORCE
	$(call if_changed,link_vmlinux)
else
# M= builds against the kernel as it was built, as Linux's `make M=`
# does: no descent into the kernel's folders (a make per folder, each with
# nothing to do), and a tree without a vmlinux is an error, not a kernel
# build.
vmlinux:
	$(Q)echo "$(objtree)/vmlinux: no such file: build the kernel before M=$(KBUILD_EXTMOD)" >&2; exit 1
endif

# The image is checked the way kbuild runs modpost: after every link.  An
# image it refuses is removed, as modpost's refusal leaves Linux none (a
# name exported by two objects links: __ksymtab_NAME is local, as in Linux).
quiet_cmd_ksymtab_check = CHECK   vmlinux
      cmd_ksymtab_check = $(ksymtab) check vmlinux && touch $@ || \
		{ rm -f vmlinux $@; exit 1; }

.vmlinux.checked: vmlinux $(ksymtab)
	$(call cmd,ksymtab_check)

ifeq ($(KSYMTAB),)
$(ksymtab): tools ;
endif

# ksymtab(1), written from the tool's --help texts (one source), and the
# installation: make install [PREFIX=/usr/local] [DESTDIR=].
ksymtab-man := scripts/ksymtab/ksymtab.1

quiet_cmd_mkman = MAN     $@
      cmd_mkman = mkdir -p $(dir $@) && $(CONFIG_SHELL) \
		$(srctree)/scripts/ksymtab/mkman $(ksymtab) > $@.tmp && mv -f $@.tmp $@

$(ksymtab-man): $(ksymtab) $(srctree)/scripts/ksymtab/mkman FORCE
	$(call cmd,mkman)

PREFIX ?= /usr/local
bindir := $(DESTDIR)$(PREFIX)/bin
man1dir := $(DESTDIR)$(PREFIX)/share/man/man1

quiet_cmd_install_tools = INSTALL $(bindir)/ksymtab, gen-lib-ksyms, $(man1dir)/ksymtab.1
      cmd_install_tools = install -d $(bindir) $(man1dir) && \
		install -m 0755 $(ksymtab) $(bindir)/ksymtab && \
		install -m 0755 $(gen-lib-ksyms) $(bindir)/gen-lib-ksyms && \
		install -m 0644 $(ksymtab-man) $(man1dir)/ksymtab.1

PHONY += install tools_install
install tools_install: $(ksymtab) $(gen-lib-ksyms) $(ksymtab-man)
	$(call cmd,install_tools)

# Recorded command lines of the targets built at this level.
-include $(foreach t,vmlinux vmlinux.o .tmp_vmlinux.crcs .vmlinux.export.S .vmlinux.export.o $(lds) $(module-lds),$(dir $(t)).$(notdir $(t)).cmd)
-include ..vmlinux.export.o.d

# The row facts the arch Makefile and Kconfig decide, one NAME=VALUE a
# line, for the tests (tools/testing/lib/matrix_rows.py) to read rather than keep a
# second copy.  Evaluated for the GNU toolchain.
row-facts := CLANG_TARGET CLANG_MIN_VERSION QEMU CONFIG_64BIT KBUILD_NO_C \
	     KBUILD_NO_LINK LLD_UNSUPPORTED PREL32_UNSUPPORTED \
	     GNU_TOOLCHAIN_MISSING CONFIG_ARCH_SUPPORTS_LTO_CLANG

PHONY += print-row-facts
print-row-facts:
	$(foreach v,$(row-facts),$(info $(v)=$($(v))))@:

objects-only: $(build-dir)
	@echo '  INFO    $(NO_LINK_REASON); objects and archives only, no vmlinux'

# Modules are checked as vmlinux is, each NAME.ko's own tables (ksymtab
# check: entries, strings, one CRC per entry), and against vmlinux the way
# modpost checks them (ksymtab resolve of the NAME.o of modules.order);
# again whenever vmlinux, the checker or a module object (modules.order is
# rewritten when one is newer) has changed.
quiet_cmd_ksymtab_resolve = RESOLVE $(patsubst %/,%,$(dir $@))
      cmd_ksymtab_resolve = for m in $$(sed 's/\.o$$/.ko/' $(dir $@)modules.order); do \
				$(ksymtab) check $$m >/dev/null || exit 1; \
			    done && \
			    $(ksymtab) resolve vmlinux $$(cat $(dir $@)modules.order) && touch $@

resolved := $(addsuffix /.modules.resolved,$(module-dirs))

$(addsuffix /modules.order,$(module-dirs)): $(module-dirs) ;

$(resolved): %/.modules.resolved: %/modules.order vmlinux $(ksymtab)
	$(call cmd,ksymtab_resolve)

modules: $(if $(KBUILD_EXTMOD),,vmlinux) $(module-dirs) $(if $(have-ksymtab),$(resolved))

quiet_cmd_run = RUN     $(QEMU) vmlinux
      cmd_run = $(CONFIG_SHELL) $(srctree)/scripts/run-vmlinux "$(QEMU)" vmlinux

run: vmlinux
	$(call cmd,run)

endif # config-targets

# ---------------------------------------------------------------------------
# Cleaning: `clean` removes build products, `mrproper` also the
# configuration and generated headers.

PHONY += clean mrproper distclean
clean:
	$(Q)find . \( -name '*.o' -o -name '*.a' -o -name '.*.cmd' -o -name '.*.d' \
		-o -name '*.tmp' -o -name 'lib-ksyms.s' -o -name '*.lds' \
		-o -name '*.ko' -o -name '.*.export.S' \) \
		-type f -delete
	$(Q)rm -f vmlinux vmlinux.o .tmp_vmlinux.crcs .vmlinux.export.S .vmlinux.export.S.nm \
		scripts/gen-crcs scripts/gen-lib-ksyms scripts/gen-exports scripts/ksymtab/ksymtab \
		scripts/ksymtab/ksymtab.1
	$(Q)rm -rf bin

mrproper distclean: clean
	$(Q)rm -rf .config .config.old .clang-target include/config include/generated \
		arch/*/include/generated

# The LLVM tools LLVM= selects, one NAME=TOOL a line (lit.cfg.py reads
# them), after LLVM_MATRIX_RELEASE= and LLVM=: the LLVM= given, or
# without one the matrix's, whose tools follow.
llvm-tools := clang ld.lld llvm-ar llvm-nm llvm-objcopy llvm-objdump \
	      llvm-readelf llvm-mc

PHONY += print-llvm-tools
print-llvm-tools: LLVM_SUFFIX := $(if $(LLVM),$(LLVM_SUFFIX),-$(LLVM_MATRIX_RELEASE))
print-llvm-tools:
	$(info LLVM_MATRIX_RELEASE=$(LLVM_MATRIX_RELEASE))
	$(info LLVM=$(or $(LLVM),-$(LLVM_MATRIX_RELEASE)))
	$(foreach t,$(llvm-tools),$(info $(t)=$(call llvm-tool,$(t))))@:

# ---------------------------------------------------------------------------
# The test suite, the matrix and the benchmark are in Makefile.check so
# that they work with or without a configuration.
include $(srctree)/tools/testing/Makefile.check
include $(srctree)/tools/testing/linux/Makefile.linux

PHONY += help
help:
	@echo 'Configuration (ARCH=<arch>, see tools/testing/matrix/rows for the rows):'
	@echo '  <name>_defconfig  - configure from arch/$$ARCH/configs/<name>_defconfig'
	@echo '  defconfig         - configure from the architecture default'
	@echo '  olddefconfig      - update .config, new options at their defaults'
	@echo '  menuconfig        - edit .config (kconfig-frontends)'
	@echo 'Building:'
	@echo '  all (default)     - vmlinux and modules'
	@echo '  vmlinux           - link the image; then "ksymtab check" it'
	@echo '  modules           - samples/modules, checked by "ksymtab check" and "resolve"'
	@echo '  tools             - the host programs: ksymtab, scripts/gen-lib-ksyms, gen-crcs and gen-exports'
	@echo '  tools-dir         - tools, then the four linked into bin/: the folder the test harness takes'
	@echo '  install           - install ksymtab, gen-lib-ksyms and ksymtab(1) (PREFIX=, DESTDIR=)'
	@echo '  run               - run vmlinux under qemu-user'
	@echo 'Testing:'
	@echo '  check             - the whole test suite (lit); ends "N passed, N failed, N skipped"'
	@echo '  matrix            - every row x toolchain: table, matrix.json/.xml/.html'
	@echo '  releases          - the LLVM variants on each LLVM release (LLVM_RELEASES="13 22" RELEASES_ROWS=)'
	@echo '  bench             - kernel-scale benchmark, report in build/bench/ (BENCH_UPDATE_DOC=1: in Documentation/)'
	@echo '  distro-check      - ksymtab on Debian 12 6.1/6.12 amd64/arm64 kernels (downloads ~1 GB each)'
	@echo '  linux-check       - Linux 6.1 and 6.12 stock vs our headers and lib-ksyms (LINUX_VERSION= LINUX_ROWS= LINUX_TOOLCHAINS=)'
	@echo '  linux-boot        - boot those kernels under QEMU, load and refuse the test modules'
	@echo '  linux-parity      - GCC against LLVM builds of Linux: exports, CRCs, every CRC difference explained'
	@echo 'Cleaning:'
	@echo '  clean / mrproper  - remove build products / also the configuration'
	@echo 'Variables: ARCH= O= V=1 CROSS_COMPILE= LLVM=1|-$(LLVM_MATRIX_RELEASE)|/path/ LLVM_IAS=0 CC= LD= ...'

endif # skip-makefile

.PHONY: $(PHONY)
