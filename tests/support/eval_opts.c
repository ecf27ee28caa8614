/* eval_opts.c: see eval_opts.h. */
#include "eval_opts.h"

#include "suite/workload.h"

const kb_machine *kb_test_machine(void)
{
    static kb_machine m;
    static bool done;
    if (!done) kb_machine_detect(&m), done = true;
    return &m;
}

const kb_peaks *kb_test_peaks(void)
{
    static const kb_peaks p = {
        .fp32_1 = 1e6, .fp32_all = 1e6, .bf16_1 = 1e6, .bf16_all = 1e6, .bw_1 = 1e6, .bw_all = 1e6};
    return &p;
}

kb_eval_opts kb_test_eval_opts(const char *path)
{
    kb_eval_opts o;
    kb_eval_opts_default(&o);
    o.w = kb_suite_find("p08_gemm");
    o.preset = "tiny";
    o.threads = 2;
    o.candidate = path;
    o.min_time_s = 0.05;
    o.max_time_s = 0.3;
    o.min_rounds = 3;
    o.machine = kb_test_machine();
    o.peaks = kb_test_peaks();
    return o;
}
