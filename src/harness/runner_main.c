/* runner_main.c: kbench-runner, the child process that hosts untrusted candidates.
 *
 * Started by kbench (harness/spawn.c) with the control block, the read-only inputs and the
 * output slots on fds 3-5 (protocol.h). It loads the contestants (compiled candidates and/or
 * the workload's lib baseline), then either
 *   verify:  calls contestant 0 once on every input set and once more on set 0 (the repeat),
 *   measure: times all contestants interleaved (ABBA), each call preceded by a cache flush and
 *            an output poison outside the timed window, rotating the input sets, until the
 *            speedup's bootstrap CI is tight enough or a cap is hit.
 * It never sees the seed, the reference or the store; the parent judges every output. */
#include <dlfcn.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <unistd.h>

#include "../core/stats.h"
#include "protocol.h"

static kb_ctl *ctl;
static const char *in_base;
static size_t in_size;

/* A write into the read-only inputs faults; say so and leave. Async-signal-safe. */
static void on_segv(int sig, siginfo_t *si, void *uc)
{
    (void)uc;
    const char *a = si->si_addr;
    if (ctl && in_base && a >= in_base && a < in_base + in_size) {
        ctl->status = KB_CHILD_INPUT_WRITE;
        /* the parent turns this offset into "input <name>[index]" */
        ctl->fault_offset = a - in_base;
        _exit(KB_CHILD_EXIT_BASE + KB_CHILD_INPUT_WRITE);
    }
    signal(sig, SIG_DFL); /* any other fault: die of it, the parent reports the signal */
}

static _Noreturn void finish(int status, const char *detail)
{
    ctl->status = status;
    if (detail) snprintf(ctl->detail, sizeof ctl->detail, "%s", detail);
    _exit(status == KB_CHILD_DONE ? 0 : KB_CHILD_EXIT_BASE + status);
}

typedef struct contestant {
    kb_entry_fn entry;       /* a candidate */
    void *lib;               /* or the lib baseline's state */
} contestant;

static kb_problem prob;
static kb_layout lay;
static char *out_base;
static contestant cs[KB_MAX_CONTESTANTS];
static unsigned char *flush_buf;
static unsigned flush_round;

static void call(int c, int set, int slot)
{
    const void *in[KB_MAX_TENSORS];
    void *out[KB_MAX_TENSORS];
    for (int i = 0; i < lay.n_in; i++) in[i] = in_base + kb_layout_in(&lay, set, i);
    for (int o = 0; o < lay.n_out; o++) out[o] = out_base + kb_layout_out(&lay, c, slot, o);
    if (cs[c].entry) cs[c].entry(in, out);
    else prob.w->lib_run(cs[c].lib, in, out);
}

static void poison(int c, int slot)
{
    for (int o = 0; o < lay.n_out; o++)
        kb_dtype_poison(kb_problem_dtype(&prob, &prob.w->outputs[o]),
                        out_base + kb_layout_out(&lay, c, slot, o),
                        lay.out_bytes[o] / kb_dtype_size(kb_problem_dtype(&prob, &prob.w->outputs[o])));
}

/* Evict the caches: write more than the last-level cache holds, a different byte each time. */
static void flush(void)
{
    if (!flush_buf) return;
    memset(flush_buf, (int)(++flush_round & 0xff), ctl->flush_bytes);
    __asm__ __volatile__("" ::: "memory");
}

/* One timed call: flush, poison, then the call alone between the two clock reads. */
static double timed_call(int c, int set)
{
    flush();
    poison(c, set);
    ctl->calls_started++;
    uint64_t t0 = kb_now_ns();
    call(c, set, set);
    uint64_t t1 = kb_now_ns();
    return (double)(t1 - t0) * 1e-9;
}

/* ABBA: contestants forward then backward; each is called twice per round. */
static void round_run(int set, int r, bool record)
{
    int n = ctl->n_contestants;
    for (int k = 0; k < 2 * n; k++) {
        int c = k < n ? k : 2 * n - 1 - k;
        double t = timed_call(c, set);
        if (record) {
            ctl->times[r][c][k < n ? 0 : 1] = t;
            ctl->timed_sum_s += t;
        }
    }
}

/* Largest relative half-width of the 95% CI of the median time ratio, contestant c vs 0. */
static double ci_halfwidth(int rounds)
{
    double worst = 0, *ratio = kb_xmalloc((size_t)rounds * sizeof *ratio);
    for (int c = 1; c < ctl->n_contestants; c++) {
        for (int r = 0; r < rounds; r++)
            ratio[r] = (ctl->times[r][c][0] + ctl->times[r][c][1]) /
                       (ctl->times[r][0][0] + ctl->times[r][0][1]);
        double lo, hi, med = kb_quantile(ratio, (size_t)rounds, 0.5);
        kb_bootstrap_median_ci(ratio, (size_t)rounds, 0.95, 300, 17, &lo, &hi);
        double hw = (hi - lo) / 2 / med;
        if (hw > worst) worst = hw;
    }
    free(ratio);
    return worst;
}

static void measure(void)
{
    if (ctl->flush_bytes) {
        flush_buf = mmap(NULL, ctl->flush_bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (flush_buf == MAP_FAILED) finish(KB_CHILD_SETUP_ERROR, "cannot allocate the cache-flush buffer");
    }
    double t0 = kb_now();
    int wr = 0;
    while (wr * 2 < ctl->warmup_min_calls || kb_now() - t0 < ctl->warmup_min_s) {
        round_run(wr % ctl->n_sets, 0, false);
        wr++;
        if (kb_now() - t0 > ctl->max_time_s / 4) break;
    }
    ctl->warmup_s = kb_now() - t0;
    double start = kb_now();
    int r = 0;
    for (;;) {
        round_run(r % ctl->n_sets, r, true);
        ctl->rounds = ++r;
        double el = kb_now() - start;
        ctl->elapsed_s = el;
        if (r >= ctl->max_rounds || r >= KB_MAX_ROUNDS || el >= ctl->max_time_s) break;
        if (r < ctl->min_rounds || el < ctl->min_time_s) continue;
        ctl->ci_halfwidth = ci_halfwidth(r);
        if (ctl->ci_halfwidth <= ctl->ci_target) break;
    }
    if (ctl->n_contestants > 1) ctl->ci_halfwidth = ci_halfwidth(r);
}

static void verify(void)
{
    for (int s = 0; s < ctl->n_sets; s++) {
        ctl->calls_started++;
        call(0, s, s);
    }
    ctl->calls_started++;
    call(0, 0, ctl->n_sets); /* the repeat: must agree with slot 0 */
}

int main(int argc, char **argv)
{
    (void)argv;
    if (argc != 1) {
        fprintf(stderr, "kbench-runner is started by kbench to host a candidate; it is not run by hand\n");
        return 2;
    }
    ctl = mmap(NULL, sizeof *ctl, PROT_READ | PROT_WRITE, MAP_SHARED, KB_CTL_FD, 0);
    if (ctl == MAP_FAILED || ctl->magic != KB_PROTO_MAGIC) {
        fprintf(stderr, "kbench-runner: no control block on fd %d; it is started by kbench\n", KB_CTL_FD);
        return 2;
    }
    kb_err err = {{0}};
    const kb_workload *w = kb_suite_find(ctl->workload);
    if (!w || kb_problem_init(&prob, w, ctl->preset, (kb_dtype)ctl->dtype, ctl->threads, &err))
        finish(KB_CHILD_SETUP_ERROR, "runner does not know this workload/preset (kbench and kbench-runner from different builds?)");
    kb_layout_init(&lay, &prob, ctl->n_sets, ctl->n_slots, ctl->n_contestants);
    in_size = lay.in_size;
    in_base = mmap(NULL, lay.in_size, PROT_READ, MAP_SHARED, KB_IN_FD, 0);
    out_base = mmap(NULL, lay.out_size, PROT_READ | PROT_WRITE, MAP_SHARED, KB_OUT_FD, 0);
    if (in_base == MAP_FAILED || out_base == MAP_FAILED)
        finish(KB_CHILD_SETUP_ERROR, "cannot map the input/output regions");
    close(KB_IN_FD);
    close(KB_OUT_FD);

    struct sigaction sa = {0};
    sa.sa_sigaction = on_segv;
    sa.sa_flags = SA_SIGINFO;
    sigaction(SIGSEGV, &sa, NULL);
    sigaction(SIGBUS, &sa, NULL);

    for (int c = 0; c < ctl->n_contestants; c++) {
        if (ctl->contestant[c].is_lib) {
            cs[c].lib = w->lib_init(&prob, &err);
            if (!cs[c].lib) finish(KB_CHILD_LIB_ERROR, err.msg);
            continue;
        }
        void *h = dlopen(ctl->contestant[c].so_path, RTLD_NOW | RTLD_LOCAL);
        if (!h) finish(KB_CHILD_LOAD_ERROR, dlerror());
        cs[c].entry = (kb_entry_fn)(uintptr_t)dlsym(h, KB_ENTRY_SYMBOL);
        if (!cs[c].entry) finish(KB_CHILD_LOAD_ERROR, "the compiled candidate has no entry point");
    }
    /* The place where the sandbox (seccomp allow-list, Landlock) is entered: after loading,
     * before the first candidate call. Until then: no core files, no file writes. */
    struct rlimit zero = {0, 0};
    setrlimit(RLIMIT_CORE, &zero);
    setrlimit(RLIMIT_FSIZE, &zero);

    if (ctl->mode == KB_MODE_VERIFY) verify();
    else measure();
    finish(KB_CHILD_DONE, NULL);
}
