/* runner_main.c: kbench-runner, the child process that hosts untrusted candidates.
 *
 * Started by kbench (harness/spawn.c) with the control block, the read-only inputs and the
 * output slots on fds 3-5 (protocol.h). It loads the contestants (compiled candidates, the
 * workload's lib baseline, the xla baseline through a PJRT plugin), then either
 *   verify:  calls contestant 0 once on every input set and once more on set 0 (the repeat),
 *   measure: times all contestants interleaved (ABBA), each call preceded by a cache flush and
 *            an output poison outside the timed window, rotating the input sets, until the
 *            speedup's bootstrap CI is tight enough or a cap is hit.
 * It never sees the seed, the reference or the store; the parent judges every output.
 *
 * The candidate always sees the same addresses: one read-only input window and one output
 * window per contestant, onto which the input set and output slot of each call are mapped
 * (mmap MAP_FIXED, pre-populated, outside the timed window). Contents change under a fixed
 * pointer, so a kernel that caches results by address returns stale output and is caught. */
#include <dlfcn.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <unistd.h>

#include "../baselines/xla/xla.h"
#include "../core/stats.h"
#include "protocol.h"
#include "sandbox.h"

static kb_ctl *ctl;
static char *in_win;        /* the input window: one input set */
static int in_set = -1;     /* which set is mapped there */
static size_t in_size;      /* size of the window */

/* A write into the read-only inputs faults; say so and leave. Async-signal-safe. */
static void on_segv(int sig, siginfo_t *si, void *uc)
{
    (void)uc;
    const char *a = si->si_addr;
    if (ctl && in_win && a >= in_win && a < in_win + in_size) {
        ctl->status = KB_CHILD_INPUT_WRITE;
        /* the parent turns this offset into "input <name>[index]" */
        ctl->fault_offset = (int64_t)in_size * in_set + (a - in_win);
        _exit(KB_CHILD_EXIT_BASE + KB_CHILD_INPUT_WRITE);
    }
    signal(sig, SIG_DFL); /* any other fault: die of it, the parent reports the signal */
}

static _Noreturn void finish(int status, const char *detail);

/* A forbidden system call (from the SIGSYS handler): record which, and leave. */
static void on_violation(int nr)
{
    ctl->fault_offset = nr;
    ctl->status = KB_CHILD_SANDBOX;
    _exit(KB_CHILD_EXIT_BASE + KB_CHILD_SANDBOX);
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
    kb_xla *xla;             /* or the xla baseline */
} contestant;

static kb_problem prob;
static kb_layout lay;
static char *out_win[KB_MAX_CONTESTANTS];  /* per contestant: one output slot */
static int out_slot[KB_MAX_CONTESTANTS];   /* which slot is mapped there */
static contestant cs[KB_MAX_CONTESTANTS];
static unsigned char *flush_buf;
static unsigned flush_round;

static void map_or_die(void *at, size_t len, int prot, int fd, size_t off)
{
    if (mmap(at, len, prot, MAP_SHARED | MAP_FIXED | MAP_POPULATE, fd, (off_t)off) == MAP_FAILED)
        finish(KB_CHILD_SETUP_ERROR, "cannot map an input set or output slot");
}

/* Map input set `set` and contestant c's output slot `slot` into their windows. */
static void select_buffers(int c, int set, int slot)
{
    if (in_set != set) {
        map_or_die(in_win, lay.set_stride, PROT_READ, KB_IN_FD, kb_layout_in(&lay, set, 0));
        in_set = set;
    }
    if (out_slot[c] != slot) {
        map_or_die(out_win[c], lay.slot_stride, PROT_READ | PROT_WRITE, KB_OUT_FD,
                   kb_layout_out(&lay, c, slot, 0));
        out_slot[c] = slot;
    }
}

static void call(int c)
{
    const void *in[KB_MAX_TENSORS];
    void *out[KB_MAX_TENSORS];
    for (int i = 0; i < lay.n_in; i++) in[i] = in_win + kb_layout_in(&lay, 0, i);
    for (int o = 0; o < lay.n_out; o++) out[o] = out_win[c] + kb_layout_out(&lay, 0, 0, o);
    ctl->current = c;
    if (cs[c].entry) cs[c].entry(in, out);
    else if (cs[c].lib) prob.w->lib_run(cs[c].lib, in, out);
    else {
        kb_err err = {{0}};
        if (kb_xla_run(cs[c].xla, in, out, &err)) finish(KB_CHILD_XLA_ERROR, err.msg);
    }
    ctl->current = -1;
}

static void poison(int c)
{
    for (int o = 0; o < lay.n_out; o++) {
        kb_dtype t = kb_problem_dtype(&prob, &prob.w->outputs[o]);
        kb_dtype_poison(t, out_win[c] + kb_layout_out(&lay, 0, 0, o), lay.out_bytes[o] / kb_dtype_size(t));
    }
}

/* Evict the caches: write more than the last-level cache holds, a different byte each time. */
static void flush(void)
{
    if (!flush_buf) return;
    int byte = (int)(++flush_round & 0xff);
    size_t chunk = 1 << 20, n = ctl->flush_bytes;
    #pragma omp parallel for schedule(static)
    for (size_t off = 0; off < n; off += chunk) memset(flush_buf + off, byte, KB_MIN(chunk, n - off));
    __asm__ __volatile__("" ::: "memory");
}

/* Outputs are taken at return: a candidate's output is checksummed right after each call and
 * again just before its next call (after another contestant's call and a flush), still in the
 * same slot. A difference is work that went on in the background after the return. */
static uint64_t out_sum[KB_MAX_CONTESTANTS];
static bool out_sum_valid[KB_MAX_CONTESTANTS];

static uint64_t output_checksum(int c) { return kb_checksum(out_win[c], lay.slot_stride); }

static void check_output_unchanged(int c)
{
    if (out_sum_valid[c] && output_checksum(c) != out_sum[c]) finish(KB_CHILD_LATE_WRITE, NULL);
    out_sum_valid[c] = false;
}

/* A timing token to kbench (see kb_tick), by a raw system call: nothing the candidate could
 * have redirected. A blocked or failed write only delays; kbench judges the sequence. */
static kb_tick tick_seq;

static void tick(void)
{
    kb_tick t = tick_seq++;
    long r;
    __asm__ volatile("syscall" : "=a"(r) : "a"(1 /* write */), "D"(KB_TICK_FD), "S"(&t), "d"(sizeof t)
                     : "rcx", "r11", "memory");
    (void)r;
}

/* One timed call: flush, poison, then the call alone between the two clock reads. */
static double timed_call(int c, int set)
{
    flush();
    if (cs[c].entry) check_output_unchanged(c);
    select_buffers(c, set, set);
    poison(c);
    ctl->calls_started++;
    tick();
    uint64_t t0 = kb_now_ns();
    call(c);
    uint64_t t1 = kb_now_ns();
    tick();
    if (cs[c].entry) {
        out_sum[c] = output_checksum(c);
        out_sum_valid[c] = true;
    }
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
    double start = kb_now();
    int r = 0;
    for (;;) {
        round_run(r % ctl->n_sets, r, true);
        ctl->rounds = ++r;
        double el = kb_now() - start;
        /* Stop at the round cap; at 4x the time cap even short of min_rounds (a very slow
         * kernel); otherwise only after min_rounds, and then once the CI is tight enough or
         * the time cap is reached. */
        if (r >= ctl->max_rounds || r >= KB_MAX_ROUNDS || el >= 4 * ctl->max_time_s) break;
        if (r < ctl->min_rounds || el < ctl->min_time_s) continue;
        if (el >= ctl->max_time_s) break;
        ctl->ci_halfwidth = ci_halfwidth(r);
        if (ctl->ci_halfwidth <= ctl->ci_target) break;
    }
    if (ctl->n_contestants > 1) ctl->ci_halfwidth = ci_halfwidth(r);
    flush();
    for (int c = 0; c < ctl->n_contestants; c++) check_output_unchanged(c);
}

static void verify(void)
{
    for (int s = 0; s <= ctl->n_sets; s++) {
        /* the last call repeats set 0 into its own slot: it must agree with slot 0 */
        select_buffers(0, s < ctl->n_sets ? s : 0, s);
        poison(0);
        ctl->calls_started++;
        call(0);
        ctl->slot_sum[s] = output_checksum(0); /* the parent compares at the end */
    }
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
    if (ctl->n_sets < 1 || ctl->n_sets > KB_MAX_SETS || ctl->n_contestants < 1 ||
        ctl->n_contestants > KB_MAX_CONTESTANTS || ctl->n_slots < ctl->n_sets)
        finish(KB_CHILD_SETUP_ERROR, "malformed control block");
    /* reserve the windows; select_buffers maps sets and slots into them */
    in_size = lay.set_stride;
    in_win = mmap(NULL, lay.set_stride, PROT_READ, MAP_SHARED, KB_IN_FD, 0);
    if (in_win == MAP_FAILED) finish(KB_CHILD_SETUP_ERROR, "cannot map the inputs");
    in_set = 0;
    for (int c = 0; c < ctl->n_contestants; c++) {
        out_win[c] = mmap(NULL, lay.slot_stride, PROT_READ | PROT_WRITE, MAP_SHARED, KB_OUT_FD,
                          (off_t)kb_layout_out(&lay, c, 0, 0));
        if (out_win[c] == MAP_FAILED) finish(KB_CHILD_SETUP_ERROR, "cannot map the outputs");
    }

    struct sigaction sa = {0};
    sa.sa_sigaction = on_segv;
    sa.sa_flags = SA_SIGINFO;
    sigaction(SIGSEGV, &sa, NULL);
    sigaction(SIGBUS, &sa, NULL);

    ctl->current = -1;
    for (int c = 0; c < ctl->n_contestants; c++) {
        const kb_contestant *k = &ctl->contestant[c];
        if (k->kind == KB_CONTESTANT_LIB) {
            cs[c].lib = w->lib_init(&prob, &err);
            if (!cs[c].lib) finish(KB_CHILD_LIB_ERROR, err.msg);
            continue;
        }
        if (k->kind == KB_CONTESTANT_XLA) {
            /* loads the plugin, starts its thread pool and compiles (JIT: executable memory),
             * all before the sandbox */
            ctl->current = c;
            cs[c].xla = kb_xla_init(&prob, k->so_path, k->mlir_path, &err);
            ctl->current = -1;
            if (!cs[c].xla) finish(KB_CHILD_XLA_ERROR, err.msg);
            continue;
        }
        void *h = dlopen(ctl->contestant[c].so_path, RTLD_NOW | RTLD_LOCAL);
        if (!h) finish(KB_CHILD_LOAD_ERROR, dlerror());
        cs[c].entry = (kb_entry_fn)(uintptr_t)dlsym(h, KB_ENTRY_SYMBOL);
        if (!cs[c].entry) finish(KB_CHILD_LOAD_ERROR, "the compiled candidate has no entry point");
    }
    /* The sandbox: after loading and planning (which open files and JIT code), before the
     * first candidate call. No core files, no file writes, then the system-call allow-list. */
    /* oneDNN generates some of its code at the first execution, and XLA sets up its runtime
     * at its first: run each baseline once before the filter forbids executable memory.
     * (Untimed; its output slot is poisoned again before every timed call.) */
    for (int c = 0; c < ctl->n_contestants; c++)
        if (cs[c].lib || cs[c].xla) {
            select_buffers(c, 0, 0);
            call(c);
        }
    struct rlimit zero = {0, 0};
    setrlimit(RLIMIT_CORE, &zero);
    setrlimit(RLIMIT_FSIZE, &zero);
    if (kb_sandbox_enter(on_violation) != 0) finish(KB_CHILD_SETUP_ERROR, "cannot install the seccomp filter");
    ctl->current = -1;

    if (ctl->mode == KB_MODE_VERIFY) verify();
    else measure();
    finish(KB_CHILD_DONE, NULL);
}
