# kbench build. `make` builds build/kbench and build/kbench-runner; `make test` builds and runs
# the Criterion tests, then again under AddressSanitizer + UndefinedBehaviorSanitizer.
#
# The runner (the child process that hosts an untrusted candidate) is never built with
# sanitizers: ASan reserves terabytes of address space, which the runner's memory rlimit forbids.
# The sanitized tests therefore drive a sanitized parent against the plain runner.

CC      ?= gcc
BUILD   ?= build
SAN     ?=
OPT     ?= -O2 -march=native
WARN     = -Wall -Wextra -Werror -Wshadow -Wstrict-prototypes -Wno-unknown-pragmas
# snprintf into fixed buffers truncates on purpose; gcc's guess that it might is noise (clang
# has no such warning and rejects the flag).
WARN    += $(if $(shell $(CC) --version 2>/dev/null | grep -q clang && echo y),,-Wno-format-truncation)
CSTD     = -std=c17 -D_GNU_SOURCE
CFLAGS_BASE = $(CSTD) $(OPT) -g $(WARN) -fopenmp -Iinclude -MMD -MP -DKB_ROOT='"$(ROOT)"'
SANFLAGS = -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined
CFLAGS  = $(CFLAGS_BASE) $(if $(SAN),$(SANFLAGS))
ROOT    := $(CURDIR)

# The lib baseline's libraries (docs/baselines.md). The build's own oneDNN, which kbench and
# kbench-runner link, is Debian's libdnnl-dev (2.6) by default, or with DNNL=pypi PyPI's current
# one (onednn-devel, pinned in tools/baselines/requirements.txt, installed into .venv by
# scripts/bootstrap, linked with an rpath). BLAS=mkl (with DNNL=pypi) serves the lib baselines'
# GEMMs from MKL (KBENCH_LIBS=mkl scripts/bootstrap) instead of oneDNN's matmul. Use a BUILD dir
# per combination (e.g. `make BUILD=build-mkl DNNL=pypi BLAS=mkl`); objects rebuild when it changes.
#
# lib is the fastest correct library per workload on the machine it runs on: with the default
# DNNL=debian and PyPI's oneDNN in .venv, `make` also builds kbench-runner-pypi, the same runner
# linked to PyPI's oneDNN, and each workload's first timing on a machine measures both and keeps
# the faster correct one (src/targets/cpu/lib_runner.h, calibrate.h; `kbench calibrate`). Without
# PyPI's oneDNN every workload runs on Debian's, and each result says which it ran on.
VENV    ?= $(ROOT)/.venv
PYPI_DNNL_VER := $(patsubst onednn-%.dist-info,%,$(notdir $(firstword $(wildcard \
                   $(VENV)/lib/python3*/site-packages/onednn-[0-9]*.dist-info))))
PYPI_MKL_VER  := $(patsubst mkl-%.dist-info,%,$(notdir $(firstword $(wildcard \
                   $(VENV)/lib/python3*/site-packages/mkl-[0-9]*.dist-info))))
HAVE_PYPI_DNNL := $(if $(and $(PYPI_DNNL_VER),$(wildcard $(VENV)/lib/libdnnl.so.3),$(wildcard \
                   $(VENV)/include/oneapi/dnnl/dnnl.h)),y)
# PyPI's oneDNN runs its threads on TBB: dnnl_tbb.cpp caps them (a C++ API). Its CPU engine is a
# SYCL CPU device, the OpenCL runtime of the same venv (dnnl_util.c).
PYPI_DNNL_CFLAGS = -isystem $(VENV)/include -DKB_DNNL_SOURCE='"PyPI onednn $(PYPI_DNNL_VER)"' -DKB_DNNL_TBB \
                   -DKB_DNNL_OCL_ICD='"$(VENV)/lib/libintelocl.so"'
# DT_RPATH, not RUNPATH: libdnnl finds its own dependencies (SYCL, Intel runtimes) there too
PYPI_DNNL_LIBS   = -L$(VENV)/lib -Wl,--disable-new-dtags,-rpath,$(VENV)/lib -ldnnl -ltbb -lstdc++
DNNL    ?= debian
ifeq ($(DNNL),auto)
  override DNNL := $(if $(HAVE_PYPI_DNNL),pypi,debian)
endif
BLAS    ?= dnnl
ifeq ($(DNNL),pypi)
  ifneq ($(HAVE_PYPI_DNNL),y)
    $(error DNNL=pypi but $(VENV) has no oneDNN: run scripts/bootstrap, or build with DNNL=debian)
  endif
  DNNL_CFLAGS = $(PYPI_DNNL_CFLAGS)
  DNNL_LIBS   = $(PYPI_DNNL_LIBS)
  DNNL_CXX_SRC = src/suite/lib/dnnl_tbb.cpp
  DNNL_SAYS   = oneDNN from PyPI (onednn $(PYPI_DNNL_VER), $(VENV))
else ifeq ($(DNNL),debian)
  DNNL_CFLAGS = -DKB_DNNL_SOURCE='"Debian"'
  DNNL_LIBS   = -ldnnl
  DNNL_CXX_SRC =
  DNNL_SAYS   = oneDNN from Debian (libdnnl-dev)
else
  $(error DNNL must be pypi or debian, not '$(DNNL)')
endif
ifeq ($(BLAS),mkl)
  ifneq ($(DNNL),pypi)
    $(error BLAS=mkl needs DNNL=pypi (MKL comes from the same venv))
  endif
  ifeq ($(wildcard $(VENV)/lib/libmkl_rt.so.3),)
    $(error BLAS=mkl but $(VENV) has no MKL: run KBENCH_LIBS=mkl scripts/bootstrap)
  endif
  DNNL_CFLAGS += -DKB_LIB_MKL -DKB_MKL_SOURCE='"PyPI mkl $(PYPI_MKL_VER)"'
  DNNL_LIBS   += -l:libmkl_rt.so.3
  DNNL_SAYS   += with GEMMs on MKL (mkl $(PYPI_MKL_VER))
else ifneq ($(BLAS),dnnl)
  $(error BLAS must be dnnl or mkl, not '$(BLAS)')
endif
# the second runner: only beside Debian's (with DNNL=pypi the build's own runner is PyPI's)
LIB_RUNNERS = $(BUILD)/kbench-runner $(if $(and $(filter debian,$(DNNL)),$(filter dnnl,$(BLAS)),$(HAVE_PYPI_DNNL)),\
              $(BUILD)/kbench-runner-pypi)
ifeq ($(MAKELEVEL),0)
  $(info kbench: lib baseline on $(DNNL_SAYS)$(if $(filter %-pypi,$(LIB_RUNNERS)), or on oneDNN from PyPI\
    (onednn $(PYPI_DNNL_VER)) where it is measured faster on the machine))
endif
CFLAGS_PLAIN := $(CFLAGS_BASE)
CFLAGS_BASE += $(DNNL_CFLAGS)
LDLIBS  = $(DNNL_LIBS) -lsqlite3 -ljansson -lseccomp -lcurl -lpthread -lm -ldl
RUN_LDLIBS = $(DNNL_LIBS) -lseccomp -lpthread -lm -ldl

CORE_SRC    = $(wildcard src/core/*.c)
# the workloads named in workloads.def (the one list), their shared helpers, the registry
WL_IDS      = $(shell sed -n 's/^KB_WORKLOAD(\(.*\))/\1/p' src/suite/workloads.def)
# the reference library (src/suite/ref/, the shared specification) and the baselines' (lib/;
# dnnl_mkl.c only with BLAS=mkl: it needs MKL's headers)
REF_FILES   = $(wildcard src/suite/ref/*.c src/suite/ref/*.h src/suite/ref/*.def)
# the KernelBench level-1 and level-2 families (src/suite/kb<level>/<family>.c, one row of
# <family>.def each instance) and their instances' ids, kb<level>_<3-digit number>_<name>
KB1_DEFS    = $(wildcard src/suite/kb1/*.def) $(wildcard src/suite/kb2/*.def)
KB1_IDS     = $(shell sed -n 's/^KB_ROW.\([0-9]*\), *[0-9]*, *\([a-z0-9_]*\),.*/kb1_\1_\2/p' src/suite/kb1/*.def) \
              $(shell sed -n 's/^KB_ROW.\([0-9]*\), *[0-9]*, *\([a-z0-9_]*\),.*/kb2_\1_\2/p' src/suite/kb2/*.def)
SUITE_SRC   = src/suite/suite.c $(WL_IDS:%=src/suite/%.c) $(wildcard src/suite/kb1/*.c) $(wildcard src/suite/kb2/*.c) \
              $(wildcard src/suite/ref/*.c) \
              $(filter-out $(if $(filter mkl,$(BLAS)),,src/suite/lib/dnnl_mkl.c),$(wildcard src/suite/lib/*.c))
# the targets (src/targets/target.h): the registry, expanded from targets.def, and one directory
# per target, each picked up whole (the tpu target's Pallas candidates run in
# tools/tpu/runner.py: this is kbench's side only). A target that needs a toolkit the build may
# lack adds a block like the tpu one's below, guarded, and defines KB_HAVE_<NAME> for targets.def.
# A target's runner (its child process) is its own program: RUN_ONLY_SRC, not in the library.
RUN_ONLY_SRC = src/targets/cpu/runner_main.c src/targets/cpu/sandbox.c
TARGET_SRC  = $(filter-out $(RUN_ONLY_SRC),$(wildcard src/targets/*.c src/targets/*/*.c))
HARNESS_SRC = $(wildcard src/harness/*.c)
STORE_SRC   = $(wildcard src/store/*.c)
REPORT_SRC  = $(wildcard src/report/*.c)
AGENT_SRC   = $(wildcard src/agent/*.c src/agent/strategies/*.c)
# the xla baseline: a PJRT client (dlopen'd plugin, so nothing to link) and the baseline itself
XLA_SRC     = $(wildcard src/baselines/xla/*.c)
CLI_SRC     = $(wildcard src/cli/*.c)
EMBED_SRC   = src/suite/embed/embed.c

LIB_SRC  = $(CORE_SRC) $(SUITE_SRC) $(TARGET_SRC) $(HARNESS_SRC) $(STORE_SRC) $(REPORT_SRC) $(AGENT_SRC) \
           $(XLA_SRC)
LIB_OBJ  = $(LIB_SRC:%.c=$(BUILD)/obj/%.o) $(BUILD)/obj/embed.o $(BUILD)/obj/version.o \
           $(DNNL_CXX_SRC:%.cpp=$(BUILD)/obj/%.o)
CLI_OBJ  = $(CLI_SRC:%.c=$(BUILD)/obj/%.o)

# The cpu target's runner (kbench-runner): core + suite + its own child side (runner_main.c,
# sandbox.c) and the harness's protocol, plain flags (and the host's machine description with
# load.c, which its peak measurement samples around its phases). No target entry: the runner is
# the cpu target's child, it dispatches nothing.
# (in the order they have always been linked in)
RUN_SRC  = $(CORE_SRC) $(SUITE_SRC) src/harness/machine.c src/targets/cpu/runner_main.c src/harness/protocol.c \
           src/targets/cpu/sandbox.c src/harness/load.c $(XLA_SRC)
RUN_OBJ  = $(RUN_SRC:%.c=$(BUILD)/runobj/%.o) $(DNNL_CXX_SRC:%.cpp=$(BUILD)/runobj/%.o)

TEST_SRC = $(wildcard tests/test_*.c)
# what several tests share (the loopback HTTP server that stands in for an LLM API)
TEST_SUPPORT = $(wildcard tests/support/*.c)
TEST_BIN = $(TEST_SRC:tests/%.c=$(BUILD)/tests/%)

all: $(BUILD)/kbench $(LIB_RUNNERS)

$(BUILD)/kbench: $(CLI_OBJ) $(BUILD)/libkbench.a
	$(CC) $(CFLAGS) -o $@ $^ $(LDLIBS)

$(BUILD)/libkbench.a: $(LIB_OBJ)
	@rm -f $@
	ar rcs $@ $^

$(BUILD)/kbench-runner: $(RUN_OBJ)
	$(CC) $(CFLAGS_BASE) -o $@ $^ $(RUN_LDLIBS)

# the same runner on PyPI's oneDNN (LIB_RUNNERS above): every object again against its headers
RUN_PYPI_OBJ = $(RUN_SRC:%.c=$(BUILD)/runobj-pypi/%.o) $(BUILD)/runobj-pypi/src/suite/lib/dnnl_tbb.o
$(BUILD)/kbench-runner-pypi: $(RUN_PYPI_OBJ)
	$(CC) $(CFLAGS_PLAIN) $(PYPI_DNNL_CFLAGS) -o $@ $^ $(PYPI_DNNL_LIBS) -lseccomp -lpthread -lm -ldl

$(BUILD)/obj/%.o: %.c $(BUILD)/lib.flags
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -c -o $@ $<

$(BUILD)/runobj/%.o: %.c $(BUILD)/lib.flags
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_BASE) -c -o $@ $<

$(BUILD)/runobj-pypi/%.o: %.c $(BUILD)/lib.flags
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_PLAIN) $(PYPI_DNNL_CFLAGS) -c -o $@ $<

# the TBB shim (PyPI oneDNN only): plain flags in both trees, it only sets a thread limit
CXX_LIB = $(CXX) -std=c++17 -O2 -g -Wall -Wextra -Werror -isystem $(VENV)/include -c
$(BUILD)/obj/%.o: %.cpp $(BUILD)/lib.flags
	@mkdir -p $(dir $@)
	$(CXX_LIB) -o $@ $<

$(BUILD)/runobj/%.o: %.cpp $(BUILD)/lib.flags
	@mkdir -p $(dir $@)
	$(CXX_LIB) -o $@ $<

$(BUILD)/runobj-pypi/%.o: %.cpp $(BUILD)/lib.flags
	@mkdir -p $(dir $@)
	$(CXX_LIB) -o $@ $<

# Which libraries the objects were built for: rewritten (so everything rebuilds) only when the
# DNNL/BLAS choice changes.
LIB_FLAGS := $(DNNL) $(BLAS) $(DNNL_CFLAGS) $(DNNL_LIBS) $(PYPI_DNNL_CFLAGS)
ifneq ($(file <$(BUILD)/lib.flags),$(LIB_FLAGS))
  $(shell mkdir -p $(BUILD))
  $(file >$(BUILD)/lib.flags,$(LIB_FLAGS))
endif

# The kbench version that every run records (and `kbench merge` compares): `git describe
# --always --dirty` of this tree, into build/version.c, rewritten only when it changes so that an
# unchanged tree relinks nothing. (The binary's own SHA-256 is taken at run time.)
KB_VERSION := $(shell git -C $(ROOT) describe --always --dirty 2>/dev/null || echo unknown)
$(BUILD)/version.c: FORCE
	@mkdir -p $(dir $@)
	@printf 'extern const char kb_version[];\nconst char kb_version[] = "%s";\n' '$(KB_VERSION)' > $@.tmp
	@if cmp -s $@.tmp $@; then rm -f $@.tmp; else mv $@.tmp $@; fi

$(BUILD)/obj/version.o: $(BUILD)/version.c
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -c -o $@ $<

# The input generator draws fresh inputs for every timed sweep: at -O3 gcc vectorises it (twice
# as fast as at -O2, measured in CPU time; the values are the same).
$(BUILD)/obj/src/suite/suite.o $(BUILD)/runobj/src/suite/suite.o $(BUILD)/runobj-pypi/src/suite/suite.o: OPT += -O3

# The comparator checks every output of every timed call: its fast path's loops vectorise only
# when the compiler may assume that a comparison raises no floating-point trap (kbench reads no
# FP exception flags), about 4x faster in CPU time than scalar.
$(BUILD)/obj/src/core/compare.o $(BUILD)/runobj/src/core/compare.o $(BUILD)/runobj-pypi/src/core/compare.o: \
    OPT += -fno-trapping-math

# Shipped naive candidates, workload sources and the reference library are embedded (for
# `kbench init` and `show`).
$(BUILD)/obj/embed.o: $(EMBED_SRC) include/kbench.h src/suite/workloads.def $(WL_IDS:%=kernels/cpu/%/naive.c) $(SUITE_SRC) \
                      $(REF_FILES) $(KB1_DEFS) $(KB1_IDS:%=kernels/cpu/%/naive.c)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -c -o $@ $<

# The context artifact's files are .incbin'd (core/incbin.h) by each target's context_embed.c,
# which no #include names: list them so that editing one rebuilds the object.
$(BUILD)/obj/src/agent/context_embed.o: src/targets/cpu/screen_symbols.c
$(BUILD)/obj/src/targets/cpu/context_embed.o: $(wildcard context/cpu/*.md context/cpu/examples/*.c)
$(BUILD)/obj/src/targets/tpu/context_embed.o: $(wildcard context/tpu/*.md kernels/tpu/*/kernel.py)
# the tpu target's starting kernels (kbench init --target tpu), .incbin'd the same way
$(BUILD)/obj/src/targets/tpu/tpu_embed.o: $(wildcard kernels/tpu/*/naive.py)

$(BUILD)/tests/%: tests/%.c $(TEST_SUPPORT) $(wildcard tests/support/*.h) $(BUILD)/libkbench.a $(LIB_RUNNERS) $(BUILD)/kbench
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -Isrc -Itests -o $@ $< $(TEST_SUPPORT) $(TEST_EXTRA) $(BUILD)/libkbench.a $(LDLIBS) -lcriterion

# test_merge also checks the shard split (src/cli/shard.c), which is not in the library
$(BUILD)/tests/test_merge: $(BUILD)/obj/src/cli/shard.o
$(BUILD)/tests/test_merge: TEST_EXTRA = $(BUILD)/obj/src/cli/shard.o

# a runner that breaks the protocol on purpose (tests/test_protocol.c); plain flags like the runner
$(BUILD)/tests/hostile-runner: tests/hostile/hostile_runner.c
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_BASE) -o $@ $<

$(BUILD)/tests/test_protocol: $(BUILD)/tests/hostile-runner

# the runner with a library that is wrong on purpose (tests/test_lib_runner.c: calibration excludes it)
$(BUILD)/tests/wrong-lib-runner: tests/hostile/wrong_lib.c $(RUN_OBJ)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_BASE) -Isrc -o $@ $< $(RUN_OBJ) $(RUN_LDLIBS) -Wl,--wrap=kb_dnnl_matmul_create,--wrap=kb_dnnl_matmul_run

$(BUILD)/tests/test_lib_runner: $(BUILD)/tests/wrong-lib-runner

# docs/targets.md's recipe done for a stub target (tests/targets/stub/; test_targets): kbench-stub
# is kbench with that directory and one line of targets.def added, and nothing else. Its registry
# is src/targets/registry.c compiled beside a targets.def with the line (copies of registry.c,
# target.h and targets.def, with the tree's core and harness linked in), so src/ is untouched.
STUB_TREE = $(BUILD)/tests/stub-tree
$(STUB_TREE)/src/targets/targets.def: src/targets/registry.c src/targets/target.h src/targets/targets.def
	@mkdir -p $(dir $@)
	cp src/targets/registry.c src/targets/target.h $(dir $@)
	{ cat src/targets/targets.def; echo 'KB_TARGET(stub)'; } > $@
	ln -sfn $(ROOT)/src/core $(ROOT)/src/harness $(STUB_TREE)/src/

$(BUILD)/tests/kbench-stub: $(STUB_TREE)/src/targets/targets.def tests/targets/stub/target.c $(CLI_OBJ) $(BUILD)/libkbench.a
	$(CC) $(CFLAGS) -Isrc -o $@ $(STUB_TREE)/src/targets/registry.c tests/targets/stub/target.c $(CLI_OBJ) \
	  $(BUILD)/libkbench.a $(LDLIBS)

$(BUILD)/tests/test_targets: $(BUILD)/tests/kbench-stub

tests: $(TEST_BIN) $(BUILD)/tests/hostile-runner $(BUILD)/tests/wrong-lib-runner $(BUILD)/tests/kbench-stub

# how far inside its tolerance each lib baseline is, on this build's library (tools/baselines)
$(BUILD)/tools/lib-margins: tools/baselines/margins.c tests/suite_util.h $(BUILD)/libkbench.a
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -Isrc -Itests -o $@ $< $(BUILD)/libkbench.a $(LDLIBS)

# The numerically faulty candidates (tests/numerics/mutants.h) replace the shared reference
# helpers through the linker; the binaries that use them link with these.
KB_MUTANT_WRAP = -Wl,--wrap=kb_ref_linear,--wrap=kb_ref_linear_f64,--wrap=kb_ref_grouped_linear \
                 -Wl,--wrap=kb_ref_conv,--wrap=kb_ref_attn_row,--wrap=kb_ref_attn_causal \
                 -Wl,--wrap=kb_ref_groupnorm,--wrap=kb_ref_norm
MUTANT_SRC = tests/numerics/mutants.c
$(BUILD)/tests/test_numerics: $(MUTANT_SRC) tests/numerics/mutants.h
$(BUILD)/tests/test_numerics: TEST_EXTRA = $(MUTANT_SRC) $(KB_MUTANT_WRAP)

# the measurements behind each workload's NMSE bound (docs/numerics.md; tools/numerics)
$(BUILD)/tools/numerics-table: tools/numerics/table.c $(MUTANT_SRC) tests/numerics/mutants.h tests/suite_util.h \
                               $(BUILD)/libkbench.a
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -Isrc -Itests -o $@ $< $(MUTANT_SRC) $(KB_MUTANT_WRAP) $(BUILD)/libkbench.a $(LDLIBS)

# The scale-out test on a real Slurm (tests/slurm/run.sh: slurmctld, slurmd and munge on
# loopback, a 3-task job array and a merge job); opt-in, it installs them if missing.
test-slurm: all
	tests/slurm/run.sh

# KBENCH_RUNNER points the tests at the runner; KBENCH_ROOT at the repository (candidates).
# KBENCH_ALLOW_BUSY: the tests time to check verdicts, never wait for a quiet machine (test_load
# tests the waiting itself).
# tests/run-all runs every binary and ends with what failed.
# KBENCH_MACHINE_DB: the tests' own machine store (peaks measured once per build, lib choices);
# KBENCH_LIB: lib on the build's own library, so that no test calibrates unless it means to
# (test_lib_runner's do, on machine stores of their own).
check: all tests
	@LSAN_OPTIONS=suppressions=$(ROOT)/tests/lsan.supp KBENCH_ALLOW_BUSY=1 OMP_WAIT_POLICY=PASSIVE \
	  KBENCH_MACHINE_DB=$(ROOT)/$(BUILD)/tests/test-machine.db KBENCH_LIB=$(if $(filter mkl,$(BLAS)),mkl,$(DNNL)) \
	  KBENCH_RUNNER=$(ROOT)/$(BUILD)/kbench-runner KBENCH_BIN=$(ROOT)/$(BUILD)/kbench KBENCH_ROOT=$(ROOT) \
	  TESTFLAGS="$(TESTFLAGS)" tests/run-all $(TEST_BIN)

# The tests, then again under ASan + UBSan; and the whole tree must build warning-free with clang.
test:
	$(MAKE) check
	$(MAKE) check BUILD=build-san SAN=1 OPT=-O1
	$(MAKE) all tests BUILD=build-clang CC=clang

# Opt-in: kbench agent against a real local model (scripts/local-llm; minutes of CPU, so not part
# of check). It skips with a message when the model is not installed. KBENCH_LLM_MODEL=0.5b picks
# the smaller model.
test-llm: all $(BUILD)/tests/real_llm
	KBENCH_RUNNER=$(ROOT)/$(BUILD)/kbench-runner KBENCH_BIN=$(ROOT)/$(BUILD)/kbench KBENCH_ROOT=$(ROOT) \
	  $(BUILD)/tests/real_llm --verbose $(TESTFLAGS)

clean:
	rm -rf build build-san build-clang

.PHONY: all tests check test test-llm clean test-slurm FORCE
-include $(shell find $(BUILD) -name '*.d' 2>/dev/null)
