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
LDLIBS  = -ldnnl -lsqlite3 -ljansson -lseccomp -lcurl -lpthread -lm -ldl
RUN_LDLIBS = -ldnnl -lseccomp -lpthread -lm -ldl
ROOT    := $(CURDIR)

CORE_SRC    = $(wildcard src/core/*.c)
# the workloads named in workloads.def (the one list), their shared helpers, the registry
WL_IDS      = $(shell sed -n 's/^KB_WORKLOAD(\(.*\))/\1/p' src/suite/workloads.def)
SUITE_SRC   = src/suite/suite.c $(WL_IDS:%=src/suite/%.c) $(wildcard src/suite/lib/*.c)
TARGET_SRC  = $(wildcard src/targets/cpu/*.c)
# the tpu target (Pallas candidates, run by tools/tpu/runner.py): kbench's side only
TPU_SRC     = $(wildcard src/targets/tpu/*.c)
HARNESS_SRC = $(filter-out src/harness/runner_main.c src/harness/sandbox.c,$(wildcard src/harness/*.c))
STORE_SRC   = $(wildcard src/store/*.c)
REPORT_SRC  = $(wildcard src/report/*.c)
AGENT_SRC   = $(wildcard src/agent/*.c)
# the xla baseline: a PJRT client (dlopen'd plugin, so nothing to link) and the baseline itself
XLA_SRC     = $(wildcard src/baselines/xla/*.c)
CLI_SRC     = $(wildcard src/cli/*.c)
EMBED_SRC   = src/suite/embed/embed.c

LIB_SRC  = $(CORE_SRC) $(SUITE_SRC) $(TARGET_SRC) $(HARNESS_SRC) $(STORE_SRC) $(REPORT_SRC) $(AGENT_SRC) \
           $(XLA_SRC) $(TPU_SRC)
LIB_OBJ  = $(LIB_SRC:%.c=$(BUILD)/obj/%.o) $(BUILD)/obj/embed.o
CLI_OBJ  = $(CLI_SRC:%.c=$(BUILD)/obj/%.o)

# The runner: core + suite + the child side of the harness, plain flags (and load.c, which the
# cpu target's peak measurement samples around its phases).
RUN_SRC  = $(CORE_SRC) $(SUITE_SRC) $(TARGET_SRC) src/harness/runner_main.c src/harness/protocol.c \
           src/harness/sandbox.c src/harness/load.c $(XLA_SRC)
RUN_OBJ  = $(RUN_SRC:%.c=$(BUILD)/runobj/%.o)

TEST_SRC = $(wildcard tests/test_*.c)
# what several tests share (the loopback HTTP server that stands in for an LLM API)
TEST_SUPPORT = $(wildcard tests/support/*.c)
TEST_BIN = $(TEST_SRC:tests/%.c=$(BUILD)/tests/%)

all: $(BUILD)/kbench $(BUILD)/kbench-runner

$(BUILD)/kbench: $(CLI_OBJ) $(BUILD)/libkbench.a
	$(CC) $(CFLAGS) -o $@ $^ $(LDLIBS)

$(BUILD)/libkbench.a: $(LIB_OBJ)
	@rm -f $@
	ar rcs $@ $^

$(BUILD)/kbench-runner: $(RUN_OBJ)
	$(CC) $(CFLAGS_BASE) -o $@ $^ $(RUN_LDLIBS)

$(BUILD)/obj/%.o: %.c
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -c -o $@ $<

$(BUILD)/runobj/%.o: %.c
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_BASE) -c -o $@ $<

# The input generator draws fresh inputs for every timed sweep: at -O3 gcc vectorises it (twice
# as fast as at -O2, measured in CPU time; the values are the same).
$(BUILD)/obj/src/suite/suite.o $(BUILD)/runobj/src/suite/suite.o: OPT += -O3

# Shipped naive candidates and workload sources are embedded (for `kbench init` and `show`).
$(BUILD)/obj/embed.o: $(EMBED_SRC) include/kbench.h src/suite/workloads.def $(WL_IDS:%=kernels/cpu/%/naive.c) $(SUITE_SRC)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -c -o $@ $<

# The context artifact's files are .incbin'd by context_embed.c, which no #include names:
# list them so that editing one rebuilds the object.
$(BUILD)/obj/src/agent/context_embed.o: $(wildcard context/cpu/*.md context/cpu/examples/*.c) \
                                        src/harness/screen_symbols.c \
                                        $(wildcard context/tpu/*.md kernels/tpu/*/kernel.py)
# the tpu target's starting kernels (kbench init --target tpu), .incbin'd the same way
$(BUILD)/obj/src/targets/tpu/tpu_embed.o: $(wildcard kernels/tpu/*/naive.py)

$(BUILD)/tests/%: tests/%.c $(TEST_SUPPORT) $(wildcard tests/support/*.h) $(BUILD)/libkbench.a $(BUILD)/kbench-runner $(BUILD)/kbench
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -Isrc -Itests -o $@ $< $(TEST_SUPPORT) $(BUILD)/libkbench.a $(LDLIBS) -lcriterion

# a runner that breaks the protocol on purpose (tests/test_protocol.c); plain flags like the runner
$(BUILD)/tests/hostile-runner: tests/hostile/hostile_runner.c
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_BASE) -o $@ $<

$(BUILD)/tests/test_protocol: $(BUILD)/tests/hostile-runner

tests: $(TEST_BIN) $(BUILD)/tests/hostile-runner

# KBENCH_RUNNER points the tests at the runner; KBENCH_ROOT at the repository (candidates).
# KBENCH_ALLOW_BUSY: the tests time to check verdicts, never wait for a quiet machine (test_load
# tests the waiting itself).
check: all tests
	@set -e; for t in $(TEST_BIN); do \
	  echo "== $$t"; LSAN_OPTIONS=suppressions=$(ROOT)/tests/lsan.supp KBENCH_ALLOW_BUSY=1 KBENCH_RUNNER=$(ROOT)/$(BUILD)/kbench-runner KBENCH_BIN=$(ROOT)/$(BUILD)/kbench KBENCH_ROOT=$(ROOT) $$t $(TESTFLAGS); done

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

.PHONY: all tests check test test-llm clean
-include $(shell find $(BUILD) -name '*.d' 2>/dev/null)
