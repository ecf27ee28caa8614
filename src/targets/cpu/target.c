/* target.c: the cpu target's entry in the registry (target.h): C candidates with SIMD intrinsics
 * and OpenMP, compiled with the target's fixed flags, screened, and run on this host in
 * sandboxed runner processes against the lib and xla baselines.
 *
 * The target's own work is in this directory: compile, screen, runner_main and sandbox (the
 * runner and its seccomp policy), lib_runner and calibrate (oneDNN), requires, task, native.c
 * (what the harness's evaluation needs of it), and its context. The harness runs, verifies,
 * audits and times its candidates as it would any native target's. */
#include <stdlib.h>

#include "../../agent/context.h"
#include "../../harness/evaluate.h"
#include "../../harness/spec.h"
#include "../../suite/embed/embed.h"
#include "../target.h"
#include "compile.h"
#include "cpu.h"
#include "lib_runner.h"
#include "requires.h"

extern const kb_target kb_target_cpu; /* below; registered by targets.def */

/* The C prototype, the macros, the math, tolerances and the reference; the rules are the same
 * with or without (an agent's prompt gets them again from the context artifact). */
static void spec_write(FILE *f, const kb_problem *p, bool with_rules)
{
    (void)with_rules;
    kb_spec_write(f, p);
}

static const char *starter(const kb_workload *w) { return kb_embed_naive(w->id); }

static int context_load(kb_context *c, const kb_machine *m, const kb_peaks *p, kb_err *err)
{
    return kb_context_build_host(c, kb_target_cpu.name, m, p, err);
}

/* context build: the intrinsics reference unfiltered (every intrinsic of this CPU) */
static char *api_full(const kb_context *c, kb_err *err)
{
    (void)c;
    return kb_context_api_full(err);
}

/* KB_REQUIRES (targets/cpu/requires.h): the dtypes and ISA features the candidate declares. */
static int supports(const char *path, kb_dtype dt, char *why, size_t cap)
{
    return kb_requires_check_file(path, dt, why, cap);
}

/* Compile into the cache, so that the evaluation's own compile finds it there. */
static void prepare(const kb_problem *p, const char *path)
{
    kb_compiled comp;
    char detail[256];
    kb_compile(p, path, &comp, detail, sizeof detail);
    kb_compiled_free(&comp);
}

/* This host's measured peaks (kbench peak) at the problem's dtype and thread count. */
static int peaks(const kb_problem *p, const kb_eval_opts *o, double *flop_s, double *byte_s)
{
    if (!o->peaks || !o->machine) return -1;
    *flop_s = kb_peaks_flops(o->peaks, o->machine, p->dtype == KB_DTYPE_BF16, p->threads) * 1e9;
    *byte_s = kb_peaks_bw(o->peaks, o->machine, p->threads) * 1e9;
    return 0;
}

static void run_banner(FILE *f, const kb_eval_opts *o)
{
    const kb_peaks none = {0}, *pk = o->peaks ? o->peaks : &none;
    /* the peaks on a line of their own: with three-digit peaks (a quiet 2-core AVX-512 host)
     * one line took 101 columns, over the table's 100 */
    fprintf(f, "kbench run: preset %s, %s, %d threads\n", o->preset, kb_dtype_name(o->dtype), o->threads);
    fprintf(f, "peaks: fp32 %.0f, bf16 %.0f (%s) GFLOP/s, %.1f GB/s\n", pk->fp32_all, pk->bf16_all,
            pk->bf16_path, pk->bw_all);
    char lib[PATH_MAX + 512];
    kb_lib_describe(lib, sizeof lib);
    fprintf(f, "%s\n", lib);
    fprintf(f, "speedup: the lib baseline's time over the candidate's; vs xla: XLA's over the "
               "candidate's\n");
}

const kb_target kb_target_cpu = {
    .api_version = KB_TARGET_API_VERSION,
    .name = "cpu",
    .source_ext = "c",
    .fence = "c",
    .words =
        {
            .language = "C kernels",
            .reply_rule = "Reply with the complete C file in one ```c fenced block: it must #include "
                          "\"kbench.h\" and define the kernel with exactly the prototype given. "
                          "Explanations, if any, go before the block.",
            .api_title = "this compiler's intrinsics",
            .api_what = "intrinsics, as prompts get them",
            .api_full_what = "every intrinsic of this CPU",
            /* the task (task.c) says all a kernel needs: no note after it */
            .task_note = NULL,
            .starter_kind = "",
            .comment_open = "/*",
            .comment_close = "*/",
            .usage = "C kernels (.c), compiled and timed on this machine",
        },
    .run_shipped_only = false,
    .verify_preset = NULL,
    .spec_write = spec_write,
    .starter = starter,
    .context_load = context_load,
    .context_file = kb_cpu_context_file,
    .context_examples = kb_cpu_context_examples,
    .api_full = api_full,
    .supports = supports,
    .prepare = prepare,
    .native = &kb_cpu_native,
    .peaks = peaks,
    .uses_host_peaks = true,
    .run_banner = run_banner,
    .task_write = kb_cpu_task_write,
};
