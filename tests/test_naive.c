/* test_naive.c: every workload's shipped naive candidate (kernels/cpu/<id>/naive.c) is `ok`
 * through the whole harness at preset tiny, in bf16 and in f32 (verification only: timing is
 * the benchmark's job, not a unit test's). */
#include <criterion/criterion.h>
#include <stdlib.h>

#include "harness/evaluate.h"

static void check(kb_dtype dt)
{
    kb_quiet = true;
    const char *root = getenv("KBENCH_ROOT");
    for (size_t i = 0; i < kb_suite_count(); i++) {
        const kb_workload *w = kb_suite_at(i);
        char path[1024];
        snprintf(path, sizeof path, "%s/kernels/cpu/%s/naive.c", root && *root ? root : ".", w->id);
        kb_eval_opts o;
        kb_eval_opts_default(&o);
        o.w = w;
        o.preset = "tiny";
        o.dtype = dt;
        o.threads = 2;
        o.candidate = path;
        o.measure = false;
        o.timeout_s = 60;
        kb_result r;
        kb_verdict v = kb_evaluate(&o, &r);
        cr_expect_eq(v, KB_VERDICT_OK, "%s naive (%s): %s: %s", w->id, kb_dtype_name(dt),
                     kb_verdict_name(v), r.detail);
        kb_result_free(&r);
    }
}

Test(naive, every_workload_bf16, .timeout = 600) { check(KB_DTYPE_BF16); }
Test(naive, every_workload_f32, .timeout = 600) { check(KB_DTYPE_F32); }
