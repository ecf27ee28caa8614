/* runner_main.c: kbench-runner, the child process that hosts one contestant (protocol.h).
 *
 *   kbench-runner candidate WORKLOAD PRESET DTYPE THREADS SO   a compiled candidate
 *   kbench-runner lib       WORKLOAD PRESET DTYPE THREADS      the workload's lib baseline
 *   kbench-runner xla       WORKLOAD PRESET DTYPE THREADS PLUGIN MLIR   the xla baseline
 *   kbench-runner lib-version   prints the library its lib baselines run on, and exits
 *
 * It is a dumb worker: it maps its input set (read-only) and its outputs, loads its contestant,
 * says "loaded", then for every "call" from the parent calls it once on whatever the parent put
 * in the input region and says "returned". It never knows which call is verified, warmed up or
 * timed, how many there will be, or what any other contestant does: the parent stops it between
 * calls and judges every output.
 *
 * A candidate is loaded inside the sandbox: Landlock (it may read its own .so and the system
 * libraries, nothing else; it may write nowhere, signal no one outside itself) and a first
 * seccomp filter (no new processes, exec, sockets, ptrace, process_vm_*, signals to others) are in
 * force before dlopen runs any of its code; the full allow-list (sandbox.c) follows before the
 * first call. The baselines' processes load only our code and the libraries. */
#include <dlfcn.h>
#include <math.h>
#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "../../baselines/xla/xla.h"
#include "../../core/landlock.h"
#include "../../suite/lib/dnnl_version.h"
#include "../../harness/protocol.h"
#include "sandbox.h"

static char *in_win; /* the input region */
static size_t in_size;

/* A reply to the parent, by a raw write (nothing a candidate could have redirected matters: the
 * parent believes the byte only as far as it incriminates this process). */
static void reply(const void *p, size_t n)
{
    const char *c = p;
    while (n > 0) {
        ssize_t w = write(KB_REPLY_FD, c, n);
        if (w <= 0) {
            if (w < 0 && errno == EINTR) continue;
            _exit(KB_RUNNER_EXIT_SETUP);
        }
        c += w;
        n -= (size_t)w;
    }
}

static _Noreturn void die(int code, const char *what, const char *why)
{
    fprintf(stderr, "kbench-runner: %s%s%s\n", what, why ? ": " : "", why ? why : "");
    _exit(code);
}

/* A write into the read-only inputs faults: report where, and leave. Async-signal-safe. */
static void on_segv(int sig, siginfo_t *si, void *uc)
{
    (void)uc;
    const char *a = si->si_addr;
    if (in_win && a >= in_win && a < in_win + in_size) {
        char msg[1 + sizeof(int64_t)];
        int64_t off = a - in_win;
        msg[0] = KB_REPLY_INPUT_WRITE;
        memcpy(msg + 1, &off, sizeof off);
        (void)!write(KB_REPLY_FD, msg, sizeof msg);
        _exit(KB_RUNNER_EXIT_SETUP);
    }
    signal(sig, SIG_DFL); /* any other fault: die of it, the parent reports the signal */
}

/* A report that only ever incriminates this process (protocol.h): a tag, an int32, and leave.
 * Async-signal-safe. */
static _Noreturn void report_and_leave(char tag, int32_t n)
{
    char msg[1 + sizeof(int32_t)];
    msg[0] = tag;
    memcpy(msg + 1, &n, sizeof n);
    (void)!write(KB_REPLY_FD, msg, sizeof msg);
    _exit(KB_RUNNER_EXIT_SETUP);
}

/* A fatal signal it sent itself: as PID 1 of its namespace (jail.h) it would not die of it. */
static void on_self_signal(int sig) { report_and_leave(KB_REPLY_SIGNAL, sig); }

/* A forbidden system call (from the SIGSYS handler). */
static void on_violation(int nr) { report_and_leave(KB_REPLY_SANDBOX, nr); }

static void *map(int fd, size_t len, int prot)
{
    void *p = mmap(NULL, len ? len : 4096, prot, MAP_SHARED | MAP_POPULATE, fd, 0);
    if (p == MAP_FAILED) die(KB_RUNNER_EXIT_SETUP, "cannot map a region from kbench", strerror(errno));
    return p;
}

/* Landlock and the first seccomp filter, before the candidate's first instruction. */
static void sandbox_before_load(const char *so)
{
    const char *const ro[] = {so, "/usr/lib", "/lib", "/lib64", "/usr/lib64", "/etc/ld.so.cache", NULL};
    char why[256];
    int rs = kb_landlock_ruleset(ro, NULL, true, why, sizeof why);
    if (rs >= 0) {
        if (kb_landlock_apply(rs) != 0) die(KB_RUNNER_EXIT_SETUP, "cannot enter Landlock", strerror(errno));
        close(rs);
    } else if (kb_landlock_abi() > 0) {
        die(KB_RUNNER_EXIT_SETUP, "cannot build the Landlock ruleset", why);
    }
    if (kb_sandbox_preload(on_violation) != 0)
        die(KB_RUNNER_EXIT_SETUP, "cannot install the first seccomp filter", NULL);
}

/* A wrong library, made to order: with KBENCH_TEST_LIB_FAULT=N in its environment (kbench
 * passes it to the lib runner only: proc.c), the lib baseline's first output is off by 1 in every
 * element from its Nth call on, another function; with N:one, its first element only is off, by
 * three times its tolerance, which a baseline's rounding may be (kb_oracle_check_baseline). The tests use it to show that kbench blames a wrong lib,
 * not the candidate, and does not blame one that rounds (tests/test_verdicts.c,
 * protocol::a_wrong_lib_is_a_harness_error, protocol::a_lib_that_rounds_is_no_error); a real wrong
 * one was PyPI's oneDNN 3.13 on p11 on an AMX machine. */
static void lib_call(const kb_workload *w, const kb_problem *prob, void *state, const void *const *in,
                     void *const *out)
{
    static long calls, fault_from = -1;
    static bool one;
    if (fault_from < 0) {
        const char *e = getenv("KBENCH_TEST_LIB_FAULT");
        fault_from = e && *e ? atol(e) : 0;
        one = e && strstr(e, ":one");
    }
    w->lib_run(state, in, out);
    if (fault_from > 0 && ++calls >= fault_from) {
        kb_dtype dt = kb_problem_dtype(prob, &w->outputs[0]);
        size_t n = one ? 1 : kb_problem_numel(prob, &w->outputs[0]);
        float *v = kb_xmalloc(n * sizeof *v);
        kb_dtype_to_f32(dt, out[0], v, n);
        if (one) { /* three times its tolerance: out of it, and far inside the NMSE bound */
            const kb_tol t = prob->dtype == KB_DTYPE_BF16 ? w->tol_bf16 : w->tol_f32;
            v[0] += (float)(3 * (t.atol + t.rtol * fabsf(v[0])));
        } else {
            for (size_t k = 0; k < n; k++) v[k] += 1;
        }
        kb_dtype_from_f32(dt, v, out[0], n);
        free(v);
    }
}

int main(int argc, char **argv)
{
    if (argc == 2 && !strcmp(argv[1], "lib-version")) { /* kbench asks which library (lib_runner.c) */
        char v[96];
        kb_lib_version(v, sizeof v);
        printf("%s\n", v);
        return 0;
    }
    if (argc < 6) {
        fprintf(stderr, "kbench-runner is started by kbench to host one contestant; it is not run by hand\n");
        return 2;
    }
    const char *mode = argv[1];
    bool cand = !strcmp(mode, "candidate"), lib = !strcmp(mode, "lib"), xla = !strcmp(mode, "xla");
    if ((!cand && !lib && !xla) || (cand && argc != 7) || (lib && argc != 6) || (xla && argc != 8))
        die(2, "bad arguments (kbench and kbench-runner from different builds?)", NULL);
    kb_err err = {{0}};
    kb_problem prob;
    kb_dtype dt;
    const kb_workload *w = kb_suite_find(argv[2]);
    if (!w || kb_dtype_parse(argv[4], &dt) || kb_problem_init(&prob, w, argv[3], dt, atoi(argv[5]), &err))
        die(KB_RUNNER_EXIT_SETUP,
            "unknown workload, preset or dtype (kbench and kbench-runner from different builds?)", err.msg);
    kb_layout lay;
    kb_layout_init(&lay, &prob, 1, 1, 1);
    in_size = lay.in_size;
    in_win = map(KB_IN_FD, lay.in_size, PROT_READ);
    char *out_win = map(KB_OUT_FD, lay.out_size, PROT_READ | PROT_WRITE);
    const void *in[KB_MAX_TENSORS];
    void *out[KB_MAX_TENSORS];
    for (int i = 0; i < lay.n_in; i++) in[i] = in_win + kb_layout_in(&lay, 0, i);
    for (int o = 0; o < lay.n_out; o++) out[o] = out_win + kb_layout_out(&lay, 0, 0, o);

    struct sigaction sa = {0};
    sa.sa_sigaction = on_segv;
    sa.sa_flags = SA_SIGINFO;
    sigaction(SIGSEGV, &sa, NULL);
    sigaction(SIGBUS, &sa, NULL);
    /* the signals whose default is to end the process and that a process can send itself (the
     * faults, SIGSEGV to SIGFPE, are forced by the kernel and end even PID 1) */
    static const int self_signals[] = {SIGABRT, SIGTERM, SIGINT,  SIGQUIT, SIGHUP,    SIGUSR1, SIGUSR2,
                                       SIGALRM, SIGTRAP, SIGPIPE, SIGXCPU, SIGVTALRM, SIGPROF, SIGXFSZ};
    struct sigaction ss = {.sa_handler = on_self_signal};
    for (size_t i = 0; i < sizeof self_signals / sizeof self_signals[0]; i++)
        sigaction(self_signals[i], &ss, NULL);

    kb_entry_fn entry = NULL;
    void *lib_state = NULL;
    kb_xla *x = NULL;
    if (cand) {
        sandbox_before_load(argv[6]);
        reply((char[]){KB_REPLY_READY}, 1);
        void *h = dlopen(argv[6], RTLD_NOW | RTLD_LOCAL);
        if (!h) die(KB_RUNNER_EXIT_LOAD, "cannot load the candidate", dlerror());
        entry = (kb_entry_fn)(uintptr_t)dlsym(h, KB_ENTRY_SYMBOL);
        if (!entry) die(KB_RUNNER_EXIT_LOAD, "the compiled candidate has no entry point", NULL);
        if (kb_sandbox_enter(on_violation) != 0)
            die(KB_RUNNER_EXIT_SETUP, "cannot install the seccomp filter", NULL);
    } else {
        reply((char[]){KB_REPLY_READY}, 1);
        if (lib && !(lib_state = w->lib_init(&prob, &err)))
            die(KB_RUNNER_EXIT_LIB, "the lib baseline cannot be planned", err.msg);
        if (xla && !(x = kb_xla_init(&prob, argv[6], argv[7], &err)))
            die(KB_RUNNER_EXIT_XLA, "the xla baseline cannot load", err.msg);
        /* oneDNN generates some of its code at the first execution and XLA sets up its runtime at
         * its first: one untimed call now (the parent poisons the outputs before every call) */
        if (lib)
            w->lib_run(lib_state, in, out);
        else if (kb_xla_run(x, in, out, &err))
            die(KB_RUNNER_EXIT_XLA, "the xla baseline cannot run", err.msg);
    }
    reply((char[]){KB_REPLY_LOADED}, 1);

    for (;;) {
        char cmd;
        ssize_t n = read(KB_CMD_FD, &cmd, 1);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) _exit(0); /* the parent is done with us */
        if (cmd == KB_CMD_OUTPUTS && x) {
            if (kb_xla_fetch(x, out, &err))
                die(KB_RUNNER_EXIT_XLA, "the xla baseline's outputs cannot be copied", err.msg);
            reply((char[]){KB_REPLY_OUTPUTS}, 1);
            continue;
        }
        if (cmd != KB_CMD_CALL) die(KB_RUNNER_EXIT_SETUP, "unknown command from kbench", NULL);
        if (entry)
            entry(in, out);
        else if (lib_state)
            lib_call(w, &prob, lib_state, in, out);
        else if (kb_xla_execute(x, in, &err))
            die(KB_RUNNER_EXIT_XLA, "the xla baseline failed", err.msg);
        reply((char[]){KB_REPLY_RETURNED}, 1);
    }
}
