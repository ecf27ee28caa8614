/* native.c: the cpu target's native ops (target.h, kb_native_ops): what the harness's evaluation
 * needs of it. Candidates are compiled with the target's fixed flags and screened (compile.c,
 * screen.c) into a shared object that kbench-runner (runner_main.c) loads; lib is oneDNN in a
 * runner of the library this machine times it on (lib_runner.c, calibrate.c); xla is the PJRT
 * CPU plugin running the workload's exported JAX program (baselines/xla/). */
#include <stdlib.h>
#include <string.h>

#include "../../baselines/xla/pjrt.h"
#include "../../baselines/xla/xla.h"
#include "../../harness/evaluate.h"
#include "compile.h"
#include "cpu.h"
#include "lib_runner.h"
#include "screen.h"

static char *build(const kb_eval_opts *o, const kb_problem *p, const char *path, kb_result *r)
{
    kb_compiled c = {0};
    kb_verdict v = kb_compile_flags(p, path, o->extra_flags, &c, r->detail, sizeof r->detail);
    free(r->source);
    r->source = c.source;
    c.source = NULL;
    snprintf(r->hash, sizeof r->hash, "%s", c.hash);
    snprintf(r->compiler, sizeof r->compiler, "%s", c.compiler);
    snprintf(r->flags, sizeof r->flags, "%s", c.flags);
    if (v == KB_VERDICT_OK) v = kb_screen(c.so_path, r->detail, sizeof r->detail);
    r->verdict = v;
    return v == KB_VERDICT_OK ? kb_xstrdup(c.so_path) : NULL;
}

static int lib(const kb_problem *p, const kb_eval_opts *o, bool timed, kb_baseline_exe *b, kb_err *err)
{
    kb_lib_runner lr;
    if ((timed ? kb_lib_runner_timed(p, o, &lr, err) : kb_lib_runner_for(p, &lr, err)) != 0) return -1;
    memset(b, 0, sizeof *b);
    snprintf(b->exe, sizeof b->exe, "%s", lr.path);
    snprintf(b->version, sizeof b->version, "%s", lr.version);
    return 0;
}

static int xla(const kb_problem *p, kb_baseline_exe *b, kb_err *err)
{
    memset(b, 0, sizeof *b);
    if (kb_xla_locate(p, b->a, sizeof b->a, b->b, sizeof b->b, err)) return -1;
    snprintf(b->exe, sizeof b->exe, "%s", kb_runner_path());
    kb_pjrt_plugin_package(b->a, b->version, sizeof b->version);
    return 0;
}

const kb_native_ops kb_cpu_native = {.runner = kb_runner_path, .build = build, .lib = lib, .xla = xla};
