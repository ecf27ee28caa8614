/* evaluate.c: evaluations, end to end (design section 4).
 *
 * Every candidate is compiled and screened, then verified in a runner process of its own on the
 * secret verification sets against references computed here. The candidates of one workload are
 * then timed together, interleaved with the baselines (lib, and xla where it is available), each
 * contestant in its own process, so the baselines are timed once however many candidates there
 * are. A round is a forward and a backward sweep over the contestants (ABBA); every sweep draws
 * fresh inputs from the evaluation's secret timing seed, the same for every contestant in it, and
 * never seen before; every output of every call (warm-up included) is checked against the lib
 * baseline's output on the same inputs. Times are the parent's clock around each call; between
 * calls every contestant is stopped (proc.h). The parent decides the calls, the rounds and when
 * to stop; no number a child writes is believed. */
#include "evaluate.h"

#include <math.h>
#include <seccomp.h>
#include <signal.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../baselines/xla/pjrt.h"
#include "../baselines/xla/xla.h"
#include "../core/rng.h"
#include "../core/text.h"
#include "../core/term.h"
#include "../targets/target.h"
#include "cache.h"
#include "../targets/cpu/compile.h"
#include "../targets/cpu/lib_runner.h"
#include "load.h"
#include "oracle.h"
#include "../targets/cpu/proc.h"
#include "../targets/cpu/screen.h"
#include "seed.h"
#include "spawn.h"

void kb_eval_opts_default(kb_eval_opts *o)
{
    memset(o, 0, sizeof *o);
    o->preset = "cpu";
    o->dtype = KB_DTYPE_BF16;
    o->threads = 0;
    o->n_sets = 3;
    o->measure = true;
    o->timeout_s = 60;
    o->mem_bytes = (size_t)4 << 30;
    o->min_time_s = 1.0;
    o->max_time_s = 4.0;
    o->ci_target = 0.02;
    o->min_rounds = 10;
    o->max_rounds = 2000;
    o->ref_cache = true;
    o->ref_cache_min_s = 0.2;
    o->busy_wait_s = 60;
    /* KBENCH_ALLOW_BUSY=1 is --allow-busy for every command: the test suite times to check
     * verdicts, not speed, and must not wait for (or insist on) a quiet machine */
    const char *ab = getenv("KBENCH_ALLOW_BUSY");
    o->allow_busy = ab && *ab && strcmp(ab, "0") != 0;
    o->target = kb_target_default()->name;
}

void kb_result_free(kb_result *r)
{
    free(r->source);
    r->source = NULL;
}

static kb_verdict set_verdict(kb_result *r, kb_verdict v, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
static kb_verdict set_verdict(kb_result *r, kb_verdict v, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(r->detail, sizeof r->detail, fmt, ap);
    va_end(ap);
    return r->verdict = v;
}

/* ---- where the time goes ---------------------------------------------------------------------
 * With KBENCH_PROFILE set, each evaluation prints the wall time of its phases to stderr. */
enum {
    PH_COMPILE,
    PH_ORACLE,
    PH_LOAD,
    PH_VERIFY,
    PH_AWAIT,
    PH_QUIET,
    PH_GEN,
    PH_PREP,
    PH_CALL,
    PH_WATCH,
    PH_CHECK,
    PH_STATS,
    PH_N
};
static const char *const ph_name[PH_N] = {"compile+screen", "inputs+references",  "start candidates",
                                          "verify calls",   "wait for baselines", "wait for quiet",
                                          "fresh inputs",   "copy+poison+evict",  "timed calls (wall)",
                                          "stop+watch",     "check outputs",      "statistics"};
static double ph[PH_N], ph_cpu[PH_N]; /* wall, and kbench's own CPU (all its threads) */
static double ph_mark, ph_cpu_mark;
static double own_cpu(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}
static void ph_to(int k)
{
    double now = kb_now(), cpu = own_cpu();
    ph[k] += now - ph_mark;
    ph_cpu[k] += cpu - ph_cpu_mark;
    ph_mark = now;
    ph_cpu_mark = cpu;
}

/* ---- contestants -------------------------------------------------------------------------- */

typedef struct entrant {
    kb_proc proc;
    kb_proc_kind kind;
    kb_result *r;     /* a candidate's result (the --vs candidate's is internal) */
    const char *name; /* "candidate", "vs", "lib", "xla" */
    const char *who;  /* "the candidate", "the --vs candidate", ... for messages */
    bool started, active;
    bool sits_out;       /* xla only: not called in this round (its time budget, below) */
    double *t;           /* timed calls: t[2 k] forward, t[2 k + 1] backward, round k; NAN
                              * for a round it sat out */
    double cpu, wall;    /* sums over the timed calls */
    double verify_min_s; /* a candidate's fastest verification call */
} entrant;

typedef struct session {
    const kb_eval_opts *o;
    kb_problem p;
    kb_layout lay; /* one contestant's regions: one input set, one output slot */
    kb_limits lim;
    kb_oracle orc;
    uint64_t vseed, tseed;
    entrant *e; /* candidates first, then lib, then xla */
    int n, n_cand;
    int lib, xla; /* indices into e, or -1 */
    char xla_note[512];
    char xla_version[96]; /* the plugin's package, once located */
    char *staging;        /* one input set, for fresh inputs */
    int n_audit;          /* the oracle's audit sets (after its verification sets) */
    int audits_done;      /* how many have been used */
    int sweeps;           /* sweeps made: each draws its inputs from (tseed, its number) */
    kb_load_sample since; /* the machine's load, watched from before the references on */
    bool watching;
} session;

/* Name the input element at a byte offset of the input region. */
static void describe_input_offset(const session *s, int64_t off, char *buf, size_t cap)
{
    for (int i = 0; i < s->lay.n_in; i++) {
        int64_t start = (int64_t)kb_layout_in(&s->lay, 0, i);
        if (off >= start && off < start + (int64_t)s->lay.in_bytes[i]) {
            const kb_tensor_spec *t = &s->p.w->inputs[i];
            size_t el = (size_t)(off - start) / kb_dtype_size(kb_problem_dtype(&s->p, t));
            snprintf(buf, cap, "it wrote to input %s, element %zu (inputs are read-only)", t->name, el);
            return;
        }
    }
    snprintf(buf, cap, "it wrote into the read-only input region");
}

/* Why a call (or loading) went wrong, as a verdict and a detail, charged to `who`. */
static kb_verdict call_verdict(const session *s, const entrant *en, const kb_call *c, const char *when,
                               char *d, size_t cap)
{
    char out[400];
    kb_proc_last_words(&en->proc, out, sizeof out);
    const char *who = en->who;
    switch (c->status) {
    case KB_CALL_OK: return KB_VERDICT_OK;
    case KB_CALL_TIMEOUT:
        snprintf(d, cap, "%s ran past the %.0f s limit %s%s", who, s->lim.timeout_s, when, out);
        return KB_VERDICT_TIMEOUT;
    case KB_CALL_INPUT_WRITE: {
        char w[256];
        describe_input_offset(s, c->fault_offset, w, sizeof w);
        snprintf(d, cap, "%s: %s", who, w);
        return KB_VERDICT_INPUT_MODIFIED;
    }
    case KB_CALL_SANDBOX: {
        char *name = seccomp_syscall_resolve_num_arch(SCMP_ARCH_NATIVE, c->syscall_nr);
        snprintf(d, cap,
                 "%s made a forbidden system call: %s %s (kernels may only compute, "
                 "allocate memory and use threads)",
                 who, name ? name : "?", when);
        free(name);
        return KB_VERDICT_SANDBOX_VIOLATION;
    }
    case KB_CALL_PROTOCOL:
        if (c->byte == KB_REPLY_RETURNED)
            snprintf(d, cap,
                     "%s's process broke the runner protocol %s (it sent kbench a second "
                     "reply: a kernel must not touch the runner's descriptors)%s",
                     who, when, out);
        else if (c->byte >= 32 && c->byte < 127)
            snprintf(d, cap,
                     "%s's process broke the runner protocol %s (it sent '%c' to kbench: a "
                     "kernel must not touch the runner's descriptors)%s",
                     who, when, c->byte, out);
        else
            snprintf(d, cap,
                     "%s's process broke the runner protocol %s (it sent byte %d to kbench: "
                     "a kernel must not touch the runner's descriptors)%s",
                     who, when, c->byte, out);
        return KB_VERDICT_CRASH;
    case KB_CALL_DIED: break;
    }
    if (c->hung_up) {
        snprintf(d, cap,
                 "%s's process stopped answering kbench %s (its reply pipe was closed) and "
                 "was ended: a kernel must not touch the runner's descriptors%s",
                 who, when, out);
        return KB_VERDICT_CRASH;
    }
    if (c->signal == SIGSYS) {
        snprintf(d, cap, "%s made a forbidden system call (SIGSYS) %s%s", who, when, out);
        return KB_VERDICT_SANDBOX_VIOLATION;
    }
    if (c->signal == SIGXCPU) {
        snprintf(d, cap, "%s ran past its CPU-time limit %s%s", who, when, out);
        return KB_VERDICT_TIMEOUT;
    }
    if (c->signal) {
        const char *abbrev = sigabbrev_np(c->signal);
        const char *hint = c->signal == SIGKILL   ? " (killed: out of memory?)"
                           : c->signal == SIGSEGV ? " (invalid memory access; a failed allocation "
                                                    "under the memory limit also ends here)"
                                                  : "";
        snprintf(d, cap, "%s died of SIG%s%s %s%s", who, abbrev ? abbrev : "?", hint, when, out);
        return KB_VERDICT_CRASH;
    }
    if (c->before_ready && c->exit_code == 125) {
        snprintf(d, cap, "the runner's jail could not be set up (%s)%s", kb_jail_describe(), out);
        return KB_VERDICT_HARNESS_ERROR;
    }
    if (c->before_ready && c->exit_code == 127) {
        snprintf(d, cap, "cannot execute the runner %s%s", kb_runner_path(), out);
        return KB_VERDICT_HARNESS_ERROR;
    }
    if (c->before_ready) {
        snprintf(d, cap, "the runner could not start (exit code %d)%s", c->exit_code, out);
        return KB_VERDICT_HARNESS_ERROR;
    }
    if (c->exit_code == KB_RUNNER_EXIT_LOAD && en->kind == KB_PROC_CANDIDATE && en->proc.calls == 0) {
        snprintf(d, cap, "%s cannot be loaded%s", who, out);
        return KB_VERDICT_ABI_ERROR;
    }
    snprintf(d, cap, "%s ended the process (exit code %d) %s instead of returning%s", who, c->exit_code, when,
             out);
    return KB_VERDICT_CRASH;
}

/* A baseline's failure is never a candidate's: lib's is ours, xla's drops xla. */
static void baseline_failed(session *s, int i, const kb_call *c, const char *when)
{
    entrant *en = &s->e[i];
    char d[900];
    kb_verdict v = call_verdict(s, en, c, when, d, sizeof d);
    (void)v;
    en->active = false;
    kb_proc_close(&en->proc);
    if (i == s->xla) {
        snprintf(s->xla_note, sizeof s->xla_note, "xla: not timed: %s", d);
        return;
    }
    for (int k = 0; k < s->n_cand; k++)
        if (s->e[k].active) {
            set_verdict(s->e[k].r, KB_VERDICT_HARNESS_ERROR, "the lib baseline failed: %s", d);
            s->e[k].active = false;
        }
}

/* A candidate's failure: its verdict (or, for the --vs candidate, its reference candidate's). */
static void candidate_failed(session *s, int i, kb_verdict v, const char *d)
{
    entrant *en = &s->e[i];
    set_verdict(en->r, v, "%s", d);
    en->active = false;
    kb_proc_close(&en->proc);
}

/* Fresh inputs into contestant i's input region, its outputs poisoned (every byte of the region,
 * padding too: the poison of every type is all ones), both out of the caches. */
static void prepare_call(session *s, int i, const char *inputs)
{
    kb_proc *p = &s->e[i].proc;
    kb_cache_copy_cold(p->in, inputs, s->lay.in_size);
    kb_cache_fill_cold(p->out, KB_POISON_BYTE, s->lay.out_size);
}

/* ---- verification --------------------------------------------------------------------------- */

/* A candidate that asked its jail for more tasks than the cap: a sandbox violation, whatever it
 * made of the refusal. true when it did (the verdict is set). */
static bool over_task_cap(session *s, int i)
{
    entrant *en = &s->e[i];
    if (!en->active || !kb_jail_hit_task_cap(&en->proc.jail)) return false;
    char d[300];
    snprintf(d, sizeof d,
             "%s tried to start more threads than its jail allows (%d tasks at once): a kernel needs a "
             "few threads per core",
             en->who, en->proc.jail.max_tasks);
    candidate_failed(s, i, KB_VERDICT_SANDBOX_VIOLATION, d);
    return true;
}

/* Candidate i on every verification set, then on set 0 again (it must still be right). */
static void verify(session *s, int i)
{
    entrant *en = &s->e[i];
    int n_sets = s->orc.n_verify;
    for (int k = 0; k <= n_sets; k++) {
        int set = k < n_sets ? k : 0;
        prepare_call(s, i, s->orc.in + kb_layout_in(&s->orc.lay, set, 0));
        kb_call c;
        kb_proc_call(&en->proc, s->lim.timeout_s, &c);
        if (k == 0 || c.wall_s < en->verify_min_s) en->verify_min_s = c.wall_s;
        char d[1000], when[64];
        snprintf(when, sizeof when, "in call %d (verification)", k + 1);
        kb_verdict v = call_verdict(s, en, &c, when, d, sizeof d);
        if (v != KB_VERDICT_OK) {
            candidate_failed(s, i, v, d);
            return;
        }
        char why[1000];
        if (!kb_oracle_check(&s->orc, &s->lay, en->proc.out, set, why, sizeof why)) {
            if (k < n_sets)
                snprintf(d, sizeof d, "%s: %s", en->who, why);
            else
                snprintf(d, sizeof d,
                         "%s: correct the first time, wrong when called again on the "
                         "same inputs: %s",
                         en->who, why);
            candidate_failed(s, i, k < n_sets ? KB_VERDICT_WRONG : KB_VERDICT_NONDETERMINISTIC, d);
            return;
        }
    }
    over_task_cap(s, i);
}

/* ---- measurement ---------------------------------------------------------------------------- */

/* Relative half-width of the 95% CI of the median per-round time ratio of b over a. */
static double ratio_ci(const entrant *a, const entrant *b, int rounds, uint64_t seed, double *med, double *lo,
                       double *hi)
{
    return kb_speedup_ci(a->t, b->t, (size_t)rounds, seed, med, lo, hi);
}

/* The widest CI among the ratios that decide the stop: each candidate against lib, and the
 * candidate against the --vs candidate. */
static double worst_ci(void *ctx, int rounds)
{
    const session *s = ctx;
    double worst = 0, m, lo, hi;
    for (int i = 0; i < s->n_cand; i++) {
        if (!s->e[i].active || strcmp(s->e[i].name, "candidate")) continue;
        double w = ratio_ci(&s->e[i], &s->e[s->lib], rounds, 17, &m, &lo, &hi);
        if (w > worst) worst = w;
        for (int j = 0; j < s->n_cand; j++)
            if (j != i && s->e[j].active && !strcmp(s->e[j].name, "vs")) {
                w = ratio_ci(&s->e[i], &s->e[j], rounds, 19, &m, &lo, &hi);
                if (w > worst) worst = w;
            }
    }
    return worst;
}

kb_stop_rule kb_eval_stop_rule(const kb_eval_opts *o)
{
    return (kb_stop_rule){.min_rounds = o->min_rounds,
                          .max_rounds = o->max_rounds,
                          .min_time_s = o->min_time_s,
                          .max_time_s = o->max_time_s,
                          .ci_target = o->ci_target};
}

static int n_active_candidates(const session *s)
{
    int n = 0;
    for (int i = 0; i < s->n_cand; i++) n += s->e[i].active;
    return n;
}

/* lib was wrong where a reference could tell: no candidate's verdict can be had against it. */
static void lib_wrong(session *s, int sweep_no, const char *what, const char *why)
{
    for (int k = 0; k < s->n_cand; k++)
        if (s->e[k].active) {
            kb_result *r = s->e[k].r;
            set_verdict(r, KB_VERDICT_HARNESS_ERROR,
                        "the lib baseline (%s) is wrong in timed sweep %d (%s): %s; set KBENCH_LIB to "
                        "another library, and report it",
                        r->lib_version[0] ? r->lib_version : "?", sweep_no, what, why);
            s->e[k].active = false;
            kb_proc_close(&s->e[k].proc);
        }
    s->e[s->lib].active = false;
}

/* The reference of a sweep's fresh inputs, computed once, on the first disagreement that needs
 * it (a few seconds at `cpu`, paid only then), and shared by every other in the sweep. */
typedef struct sweep_ref {
    uint64_t seed;
    kb_dist dist;
    bool open;
    kb_oracle o;
} sweep_ref;

static const kb_oracle *sweep_reference(session *s, sweep_ref *r)
{
    if (!r->open) {
        kb_progress("%s: a contestant and lib disagree: computing the reference of those inputs", s->p.w->id);
        kb_oracle_open_set(&r->o, &s->p, r->seed, r->dist);
        r->open = true;
    }
    return &r->o;
}

/* A candidate and lib disagree on fresh inputs: their reference decides who is wrong. */
static void decide(session *s, int i, sweep_ref *ref, int sweep_no, const char *against_lib)
{
    entrant *en = &s->e[i];
    const kb_oracle *one = sweep_reference(s, ref);
    char lib_why[1000], cand_why[1000], d[1400];
    bool lib_ok = kb_oracle_check_baseline(one, &s->lay, s->e[s->lib].proc.out, 0, lib_why, sizeof lib_why);
    bool cand_ok = kb_oracle_check(one, &s->lay, en->proc.out, 0, cand_why, sizeof cand_why);
    if (cand_ok) { /* right where it counts; lib decides nothing */
        if (!lib_ok)
            lib_wrong(s, sweep_no, "fresh inputs; the candidate agrees with their reference", lib_why);
        return;
    }
    snprintf(d, sizeof d,
             "%s, in timed sweep %d (fresh inputs): %s (and against the reference of those inputs)", en->who,
             sweep_no, against_lib);
    candidate_failed(s, i, KB_VERDICT_STALE_OUTPUT, d);
}

/* xla computes another function: it stops being timed, and the result says why. */
static void xla_wrong(session *s, const char *why)
{
    snprintf(s->xla_note, sizeof s->xla_note, "xla: not timed: its output is wrong: %s", why);
    s->e[s->xla].active = false;
    kb_proc_close(&s->e[s->xla].proc);
}

/* One sweep over the active contestants in `order`: on fresh inputs drawn from `seed` and `dist`,
 * every output then checked against lib's (a disagreement is decided by their reference); or,
 * when audit >= 0, on the oracle's audit set `audit`, every output then checked against its
 * reference, lib's too. Times go to slot `ti` of each contestant's record (-1: warm-up). */
static void sweep(session *s, const int *order, uint64_t seed, kb_dist dist, int audit, int ti, int sweep_no)
{
    const char *inputs = s->staging;
    if (audit >= 0)
        inputs = s->orc.in + kb_layout_in(&s->orc.lay, audit, 0);
    else
        kb_inputs_generate(&s->p, &s->lay, seed, dist, s->staging);
    ph_to(PH_GEN);
    for (int k = 0; k < s->n; k++) {
        int i = order[k];
        entrant *en = &s->e[i];
        if (!en->active) continue;
        if (en->sits_out) {
            if (ti >= 0) en->t[ti] = NAN;
            continue;
        }
        prepare_call(s, i, inputs);
        ph_to(PH_PREP);
        kb_call c;
        kb_proc_call(&en->proc, s->lim.timeout_s, &c);
        ph_to(PH_WATCH);
        ph[PH_WATCH] -= c.wall_s;
        ph[PH_CALL] += c.wall_s;
        if (c.status != KB_CALL_OK) {
            char when[64], d[1000];
            snprintf(when, sizeof when, "in timed sweep %d", sweep_no);
            if (en->kind != KB_PROC_CANDIDATE) {
                baseline_failed(s, i, &c, when);
                if (i == s->lib) return;
                continue;
            }
            candidate_failed(s, i, call_verdict(s, en, &c, when, d, sizeof d), d);
            continue;
        }
        if (ti >= 0) {
            en->t[ti] = c.wall_s;
            en->cpu += c.cpu_s;
            en->wall += c.wall_s;
        }
    }
    if (!s->e[s->lib].active) return;
    if (audit >= 0) {
        char why[1000], d[1200];
        if (!kb_oracle_check_baseline(&s->orc, &s->lay, s->e[s->lib].proc.out, audit, why, sizeof why)) {
            lib_wrong(s, sweep_no, "an input set with a reference", why);
            return;
        }
        for (int i = 0; i < s->n; i++) {
            entrant *en = &s->e[i];
            if (!en->active || en->sits_out || i == s->lib) continue;
            if (i == s->xla) {
                if (!kb_oracle_check_baseline(&s->orc, &s->lay, en->proc.out, audit, why, sizeof why))
                    xla_wrong(s, why);
                continue;
            }
            if (kb_oracle_check(&s->orc, &s->lay, en->proc.out, audit, why, sizeof why)) continue;
            snprintf(d, sizeof d, "%s, in timed sweep %d (an input set checked against its reference): %s",
                     en->who, sweep_no, why);
            candidate_failed(s, i, KB_VERDICT_WRONG, d);
        }
        ph_to(PH_CHECK);
        return;
    }
    sweep_ref ref = {.seed = seed, .dist = dist};
    for (int i = 0; i < s->n; i++) {
        entrant *en = &s->e[i];
        if (!en->active || en->sits_out || i == s->lib) continue;
        char why[1000];
        if (kb_check_against(&s->p, &s->lay, en->proc.out, s->e[s->lib].proc.out, "lib", dist, why,
                             sizeof why))
            continue;
        if (i == s->xla) { /* both round in their own ways: the reference says if xla is wrong */
            if (!kb_oracle_check_baseline(sweep_reference(s, &ref), &s->lay, en->proc.out, 0, why,
                                          sizeof why))
                xla_wrong(s, why);
            continue;
        }
        decide(s, i, &ref, sweep_no, why);
        if (!s->e[s->lib].active) break;
    }
    if (ref.open) kb_oracle_close(&ref.o);
    ph_to(PH_CHECK);
}

/* Our runner processes (their CPU is ours, not interference). */
static int our_pids(const session *s, int *pids)
{
    int n = 0;
    for (int i = 0; i < s->n && n < KB_LOAD_MAX_PIDS; i++)
        if (s->e[i].active) pids[n++] = (int)s->e[i].proc.pid;
    return n;
}

/* XLA is the slowest contestant on most workloads (often several times lib), and its speedup
 * does not decide when timing stops: left in every round it would take most of the timing
 * loop's time and leave the ratios that do decide (against lib and the --vs candidate) with
 * fewer rounds. So once it has 3 rounds it sits out any round in which its timed calls so far
 * exceed half of the others' together: it gets about a third of the loop's call time at most,
 * still interleaved round by round with the candidates, and its speedup is the median over the
 * rounds it took part in (their number is its n). */
static void xla_budget(session *s, int rounds)
{
    if (s->xla < 0 || !s->e[s->xla].active) return;
    entrant *x = &s->e[s->xla];
    int taken = 0;
    for (int k = 0; k < rounds; k++) taken += !isnan(x->t[2 * k]);
    double others = 0;
    for (int i = 0; i < s->n; i++)
        if (i != s->xla && s->e[i].active) others += s->e[i].wall;
    x->sits_out = taken >= 3 && x->wall > 0.5 * others;
}

/* The inputs of sweep `no`: one of the oracle's audit sets not yet seen (returned; -1 for
 * none), or fresh ones, drawn from *seed and *dist. Sweeps are audited at random, with
 * probability q each, from the secret timing seed: the candidate cannot tell which. */
static int sweep_inputs(session *s, int no, double q, uint64_t *seed, kb_dist *dist)
{
    *seed = kb_rng_derive(s->tseed, (uint64_t)no);
    /* a quarter of the fresh sets from the hard distribution, which is no tell either */
    *dist = kb_rng_uniform(s->tseed, 0x64697374, (uint64_t)no) < 0.25 ? KB_DIST_HARD : KB_DIST_TYPICAL;
    if (s->audits_done >= s->n_audit || kb_rng_uniform(s->tseed, 0x61756474, (uint64_t)no) >= q) return -1;
    return s->orc.n_verify + s->audits_done++;
}

/* Rounds until the stop rule; returns how many were recorded.
 *
 * The audits (oracle.h) are spread over the run: once the first round shows how long a round
 * takes, each later sweep is audited with the probability that spends the audits left over the
 * rounds the stop rule is expected to take; those still left when it is met are the next sweeps.
 * The median over rounds moves only if a majority of rounds move, and a candidate that is wrong
 * in a majority of sweeps escapes each audit with probability below 1/2: all of them, below
 * 2^-KB_AUDIT_SETS. */
static int measure_once(session *s)
{
    const kb_eval_opts *o = s->o;
    int *fwd = kb_xmalloc((size_t)s->n * sizeof *fwd), *bwd = kb_xmalloc((size_t)s->n * sizeof *bwd);
    for (int k = 0; k < s->n; k++) fwd[k] = k, bwd[k] = s->n - 1 - k;
    int cap = 64, rounds = 0;
    for (int i = 0; i < s->n; i++) {
        s->e[i].t = kb_xmalloc((size_t)(2 * cap) * sizeof(double));
        s->e[i].sits_out = false;
    }
    uint64_t seed;
    kb_dist dist;
    /* Warm-up: one sweep, untimed, checked like every other (the candidates have just been
     * verified in the same processes, and the baselines made a call while loading). Not when
     * every candidate's verification calls took 50 ms or more: they are warm (4 calls, 0.2 s at
     * least), the baselines made their first call, and what a warm-up removes (a thread pool's
     * start, first-touch faults) is below a millisecond, while the sweep would cost a whole
     * half round of slow calls (a naive kernel at `cpu`: seconds). */
    bool warm = true;
    for (int i = 0; i < s->n_cand; i++)
        if (s->e[i].active && s->e[i].verify_min_s < 0.05) warm = false;
    if (!warm) {
        sweep_inputs(s, ++s->sweeps, 0, &seed, &dist);
        sweep(s, fwd, seed, dist, -1, -1, s->sweeps);
    }
    double start = kb_now(), shown = start, q = 0;
    const kb_stop_rule rule = kb_eval_stop_rule(o);
    bool stop = false;
    while (n_active_candidates(s) > 0 && s->e[s->lib].active) {
        if (rounds == cap) {
            cap *= 2;
            for (int i = 0; i < s->n; i++)
                s->e[i].t = kb_xrealloc(s->e[i].t, (size_t)(2 * cap) * sizeof(double));
        }
        xla_budget(s, rounds);
        /* once the stop rule is met, the audits left are the next sweeps */
        double qq = stop ? 1 : q;
        int a = sweep_inputs(s, ++s->sweeps, qq, &seed, &dist);
        sweep(s, fwd, seed, dist, a, 2 * rounds, s->sweeps);
        a = sweep_inputs(s, ++s->sweeps, qq, &seed, &dist);
        sweep(s, bwd, seed, dist, a, 2 * rounds + 1, s->sweeps);
        if (n_active_candidates(s) == 0 || !s->e[s->lib].active) break;
        rounds++;
        double el = kb_now() - start;
        if (rounds == 1) {
            double expect = KB_MAX(rule.min_rounds, rule.min_time_s / KB_MAX(el, 1e-9));
            expect = KB_MIN(expect, KB_MIN((double)rule.max_rounds, rule.max_time_s / KB_MAX(el, 1e-9)));
            q = KB_MIN(0.5, (s->n_audit - s->audits_done) / KB_MAX(2 * expect, 1.0));
        }
        if (kb_now() - shown >= 1) {
            kb_progress("%s: timing, round %d, %.0f s", s->p.w->id, rounds, el);
            shown = kb_now();
        }
        if (stop || kb_stop_rule_met(&rule, rounds, el, worst_ci, s)) {
            stop = true;
            if (s->audits_done >= s->n_audit) break;
        }
    }
    free(fwd);
    free(bwd);
    return rounds;
}

/* Timing on a quiet machine: wait for one first (unless --allow-busy), measure the load over the
 * timed rounds, and time again (twice at most) when something else ran meanwhile. A result timed
 * on a busy machine is kept, flagged noisy with what was seen. */
static int measure(session *s, bool *noisy, char *reason, size_t cap)
{
    const kb_eval_opts *o = s->o;
    bool allow_busy = o->allow_busy;
    int pids[KB_LOAD_MAX_PIDS], np = our_pids(s, pids);
    kb_load_report rep;
    bool quiet = false;
    if (!allow_busy && s->watching) {
        /* other processes' CPU since before the references (ours, the runners' and this
         * process's threads, never counts): a quiet stretch of that length needs no more wait */
        kb_load_sample now;
        kb_load_sample_take(&now, pids, np);
        kb_load_between(&s->since, &now, &rep);
        quiet = !rep.busy && rep.wall_s >= KB_LOAD_WINDOW_S;
    }
    if (!allow_busy && !quiet && !kb_load_wait_quiet(pids, np, o->busy_wait_s, &rep))
        kb_progress("%s: the machine is still busy after %.0f s (%s); timing anyway, flagged noisy",
                    s->p.w->id, o->busy_wait_s, rep.reason);
    ph_to(PH_QUIET);
    for (int attempt = 0;; attempt++) {
        kb_load_sample a, b;
        np = our_pids(s, pids);
        kb_load_sample_take(&a, pids, np);
        int rounds = measure_once(s);
        kb_load_sample_take(&b, pids, np);
        kb_load_between(&a, &b, &rep);
        if (rep.busy) kb_load_name_busiest(&b, &rep); /* 0.1 s: only for the reason kept */
        *noisy = rep.busy;
        snprintf(reason, cap, "%s", rep.busy ? rep.reason : "");
        if (!rep.busy || allow_busy || attempt == 2 || rounds == 0 || n_active_candidates(s) == 0)
            return rounds;
        kb_progress("%s: the machine was busy while timing (%s): timing again", s->p.w->id, rep.reason);
        for (int i = 0; i < s->n; i++) {
            free(s->e[i].t);
            s->e[i].t = NULL;
            s->e[i].cpu = s->e[i].wall = 0;
        }
    }
}

/* Per-call statistics and speedups of candidate i against every baseline that lasted. */
static void summarize(session *s, int i, int rounds)
{
    kb_result *r = s->e[i].r;
    r->rounds = rounds;
    r->n_timings = 0;
    double *x = kb_xmalloc((size_t)(2 * rounds + 1) * sizeof *x);
    int order[KB_MAX_CONTESTANTS], n = 0;
    order[n++] = i;
    for (int j = 0; j < s->n_cand && n < KB_MAX_CONTESTANTS - 2; j++)
        if (j != i && !strcmp(s->e[j].name, "vs")) order[n++] = j;
    order[n++] = s->lib;
    if (s->xla >= 0) order[n++] = s->xla;
    r->ci_halfwidth = 0;
    for (int k = 0; k < n && r->n_timings < KB_MAX_CONTESTANTS; k++) {
        const entrant *b = &s->e[order[k]];
        if (!b->active) continue;
        kb_timing *t = &r->timings[r->n_timings++];
        snprintf(t->who, sizeof t->who, "%s", b->name);
        size_t nx = 0;
        for (int c = 0; c < 2 * rounds; c++)
            if (!isnan(b->t[c])) x[nx++] = b->t[c];
        kb_summarize(x, nx, &t->s);
        if (k == 0) continue;
        t->has_speedup = true;
        double hw = ratio_ci(&s->e[i], b, rounds, (s->tseed ^ 0x5eedull) + (uint64_t)k, &t->speedup,
                             &t->ci_lo, &t->ci_hi);
        if (hw > r->ci_halfwidth && strcmp(b->name, "xla")) r->ci_halfwidth = hw;
    }
    free(x);
    double med = r->timings[0].s.median;
    r->gflops = r->flops / med * 1e-9;
    r->gbs = r->bytes / med * 1e-9;
    if (r->floor_s > 0) {
        r->roofline_pct = 100 * r->floor_s / med;
        if (med < 0.9 * r->floor_s)
            set_verdict(r, KB_VERDICT_IMPOSSIBLE_TIME,
                        "median %.4g ms is below 0.9 x the roofline "
                        "floor %.4g ms (%.0f GFLOP/s, %.0f GB/s measured peaks)",
                        med * 1e3, r->floor_s * 1e3, r->flops / r->floor_s * 1e-9,
                        r->bytes / r->floor_s * 1e-9);
    }
}

/* The roofline floor: no kernel can be faster than its FLOPs at the compute peak, nor than its
 * bytes at the memory bandwidth (the cpu target evicts every call's inputs and outputs from the
 * caches, so they come from memory). The peaks are the target's (target.h). */
double kb_roofline_floor(const kb_problem *p, const kb_eval_opts *o)
{
    const kb_target *t = o->target ? kb_target_find(o->target) : kb_target_default();
    double f = 0, b = 0;
    if (!t || !t->peaks || t->peaks(p, o, &f, &b) != 0) return 0;
    double tf = f > 0 ? kb_problem_flops(p) / f : 0, tb = b > 0 ? kb_problem_bytes(p) / b : 0;
    return KB_MAX(tf, tb);
}

/* ---- the group ------------------------------------------------------------------------------ */

static void result_init(kb_result *r, const kb_eval_opts *o, const char *cand, uint64_t seed)
{
    memset(r, 0, sizeof *r);
    r->w = o->w;
    snprintf(r->preset, sizeof r->preset, "%s", o->preset);
    r->dtype = o->dtype;
    r->threads = o->threads;
    kb_lib_runner lr;
    kb_err err = {{0}};
    kb_problem p;
    /* the library lib would run on (a timing sets the one that ran: evaluate_group) */
    if (kb_problem_init(&p, o->w, o->preset, o->dtype, o->threads, &err) == 0 &&
        kb_lib_runner_for(&p, &lr, &err) == 0)
        snprintf(r->lib_version, sizeof r->lib_version, "%s", lr.version);
    r->n_sets = KB_MIN(KB_MAX(o->n_sets, 3), KB_MAX_SETS - KB_AUDIT_SETS);
    r->seed = seed;
    snprintf(r->candidate, sizeof r->candidate, "%s", cand);
}

/* Compile and screen; returns the .so path (heap) or NULL with the verdict set. */
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

static void start_baseline(session *s, int i, kb_proc_kind kind, const char *a, const char *b)
{
    kb_err err = {{0}};
    entrant *en = &s->e[i];
    if (kb_proc_start(&en->proc, kind, &s->p, a, b, &s->lim, &err) == 0) {
        en->started = true;
        return;
    }
    if (i == s->xla)
        snprintf(s->xla_note, sizeof s->xla_note, "xla: not timed: %s", err.msg);
    else
        for (int k = 0; k < s->n_cand; k++)
            if (s->e[k].r->verdict == KB_VERDICT_OK)
                set_verdict(s->e[k].r, KB_VERDICT_HARNESS_ERROR, "%s", err.msg);
}

static void await_baseline(session *s, int i)
{
    entrant *en = &s->e[i];
    if (!en->started) return;
    kb_call c;
    /* XLA compiles while it loads: allow it more than one call's limit */
    if (kb_proc_await(&en->proc, KB_MAX(s->lim.timeout_s, 120), &c) == 0)
        en->active = true;
    else
        baseline_failed(s, i, &c, "while loading");
}

/* Evaluate n candidates (names[i] "candidate" or "vs") of one workload together. */
static void evaluate_group(const kb_eval_opts *o, const char *const *cands, const char *const *names, int n,
                           kb_result *rs)
{
    session S = {.o = o, .n_cand = n, .lib = -1, .xla = -1}, *s = &S;
    kb_err err = {{0}};
    memset(ph, 0, sizeof ph);
    memset(ph_cpu, 0, sizeof ph_cpu);
    ph_mark = kb_now();
    ph_cpu_mark = own_cpu();
    double t_start = ph_mark;
    uint64_t vseed = o->seed;
    if (!o->seed_given && kb_secret_seed(&vseed, &err)) {
        /* still sound (a fresh seed is as secret), only slower: no reference is reused */
        kb_progress("%s; verifying on a fresh seed instead", err.msg);
        err.msg[0] = 0;
    }
    for (int i = 0; i < n; i++) result_init(&rs[i], o, cands[i], vseed);
    if (kb_problem_init(&s->p, o->w, o->preset, o->dtype, o->threads, &err)) {
        for (int i = 0; i < n; i++) set_verdict(&rs[i], KB_VERDICT_HARNESS_ERROR, "%s", err.msg);
        return;
    }
    s->vseed = vseed;
    s->tseed = o->seed_given ? kb_rng_derive(vseed, 0x7469) : kb_rng_fresh_seed();
    kb_layout_init(&s->lay, &s->p, 1, 1, 1);
    s->lim = (kb_limits){.timeout_s = o->timeout_s, .mem_bytes = o->mem_bytes, .threads = s->p.threads};
    double floor_s = kb_roofline_floor(&s->p, o);

    /* 1-2. compile and screen */
    char *so[64] = {0};
    int n_built = 0;
    for (int i = 0; i < n; i++) {
        rs[i].flops = kb_problem_flops(&s->p);
        rs[i].bytes = kb_problem_bytes(&s->p);
        rs[i].floor_s = floor_s;
        n_built += (so[i] = build(o, &s->p, cands[i], &rs[i])) != NULL;
    }
    ph_to(PH_COMPILE);
    if (!n_built) return;

    /* 3. the processes: baselines first, so that XLA compiles while the candidates verify */
    s->n = n + 1 + (o->measure && o->xla);
    s->e = kb_xcalloc((size_t)s->n, sizeof *s->e);
    for (int i = 0; i < n; i++) {
        s->e[i] = (entrant){.kind = KB_PROC_CANDIDATE,
                            .r = &rs[i],
                            .name = names[i],
                            .who = strcmp(names[i], "vs") ? "the candidate" : "the --vs candidate"};
    }
    s->lib = n;
    s->e[s->lib] = (entrant){.kind = KB_PROC_LIB, .name = "lib", .who = "the lib baseline"};
    if (s->n > n + 1) {
        s->xla = n + 1;
        s->e[s->xla] = (entrant){.kind = KB_PROC_XLA, .name = "xla", .who = "the xla baseline"};
    }
    char plugin[1024], mlir[1024];
    if (o->measure) {
        /* the library this machine times lib on (calibrated at its first timing here) */
        kb_lib_runner lr;
        if (kb_lib_runner_timed(&s->p, o, &lr, &err) == 0) {
            for (int i = 0; i < n; i++)
                snprintf(rs[i].lib_version, sizeof rs[i].lib_version, "%s", lr.version);
            start_baseline(s, s->lib, KB_PROC_LIB, lr.path, NULL);
        } else {
            for (int i = 0; i < n; i++)
                if (rs[i].verdict == KB_VERDICT_OK)
                    set_verdict(&rs[i], KB_VERDICT_HARNESS_ERROR, "%s", err.msg);
        }
        if (s->xla >= 0 && getenv("KBENCH_NO_XLA")) {
            snprintf(s->xla_note, sizeof s->xla_note, "xla: not timed: KBENCH_NO_XLA is set");
        } else if (s->xla >= 0) {
            kb_err xe = {{0}};
            if (kb_xla_locate(&s->p, plugin, sizeof plugin, mlir, sizeof mlir, &xe)) {
                snprintf(s->xla_note, sizeof s->xla_note, "xla: %s", xe.msg);
            } else {
                kb_pjrt_plugin_package(plugin, s->xla_version, sizeof s->xla_version);
                start_baseline(s, s->xla, KB_PROC_XLA, plugin, mlir);
            }
        }
    }

    /* 4. verification: inputs and references here, each candidate in its own process. The load
     * is watched from here on: if the machine stayed quiet through it, timing needs no wait. */
    if (o->measure) {
        int pids[KB_LOAD_MAX_PIDS], np = 0; /* the baselines started so far (none is active yet) */
        for (int i = 0; i < s->n && np < KB_LOAD_MAX_PIDS; i++)
            if (s->e[i].started) pids[np++] = (int)s->e[i].proc.pid;
        kb_load_sample_take(&s->since, pids, np);
        s->watching = true;
    }
    s->n_audit = o->measure ? KB_AUDIT_SETS : 0;
    kb_oracle_open(&s->orc, &s->p, vseed, rs[0].n_sets, s->n_audit, NULL, o->ref_cache, o->ref_cache_min_s);
    ph_to(PH_ORACLE);
    for (int i = 0; i < n; i++) {
        if (!so[i]) continue;
        entrant *en = &s->e[i];
        kb_call c;
        char d[1000];
        if (kb_proc_start(&en->proc, KB_PROC_CANDIDATE, &s->p, so[i], NULL, &s->lim, &err)) {
            set_verdict(en->r, KB_VERDICT_HARNESS_ERROR, "%s", err.msg);
            continue;
        }
        if (kb_proc_await(&en->proc, s->lim.timeout_s, &c)) {
            candidate_failed(s, i, call_verdict(s, en, &c, "while being loaded", d, sizeof d), d);
            continue;
        }
        en->active = true;
        ph_to(PH_LOAD);
        kb_progress("%s: verifying %s", o->w->id, cands[i]);
        verify(s, i);
        ph_to(PH_VERIFY);
    }

    /* 5. timing, all candidates together against the baselines */
    if (o->measure && n_active_candidates(s) > 0) {
        await_baseline(s, s->lib);
        if (s->xla >= 0) await_baseline(s, s->xla);
        ph_to(PH_AWAIT);
        if (s->e[s->lib].active && n_active_candidates(s) > 0) {
            s->staging = kb_xaligned(s->lay.in_size);
            bool noisy = false;
            char why[256] = "";
            int rounds = measure(s, &noisy, why, sizeof why);
            for (int i = 0; i < n; i++) over_task_cap(s, i);
            for (int i = 0; i < n; i++)
                if (s->e[i].active && rounds > 0) {
                    summarize(s, i, rounds);
                    rs[i].noisy = noisy;
                    snprintf(rs[i].noisy_reason, sizeof rs[i].noisy_reason, "%s", why);
                }
            ph_to(PH_STATS);
        }
    }
    for (int i = 0; i < n; i++) {
        snprintf(rs[i].xla_note, sizeof rs[i].xla_note, "%s", s->xla_note);
        snprintf(rs[i].xla_version, sizeof rs[i].xla_version, "%s", s->xla_version);
        if (rs[i].verdict == KB_VERDICT_OK)
            set_verdict(&rs[i], KB_VERDICT_OK,
                        "correct on %d input sets (the last from the hard distribution)%s", rs[i].n_sets,
                        o->measure ? "; every timed output checked, against references at random"
                                   : " (not timed)");
    }
    for (int i = 0; i < s->n; i++) {
        kb_proc_close(&s->e[i].proc);
        free(s->e[i].t);
    }
    for (int i = 0; i < n; i++) free(so[i]);
    free(s->e);
    free(s->staging);
    kb_oracle_close(&s->orc);
    if (getenv("KBENCH_PROFILE")) {
        double total = kb_now() - t_start, known = 0;
        fprintf(stderr,
                "kbench: profile of %s (%d candidate%s), %.3f s in all (wall; kbench's own "
                "CPU, its threads together, beside it):\n",
                o->w->id, n, n == 1 ? "" : "s", total);
        for (int k = 0; k < PH_N; k++) {
            fprintf(stderr, "  %-22s %8.3f s  %5.1f%%  cpu %7.3f s\n", ph_name[k], ph[k], 100 * ph[k] / total,
                    ph_cpu[k]);
            known += ph[k];
        }
        fprintf(stderr, "  %-22s %8.3f s  %5.1f%%\n", "other", total - known, 100 * (total - known) / total);
        /* what the checks of every call cost: the timing loop's time over its calls' */
        double checks = ph[PH_GEN] + ph[PH_PREP] + ph[PH_WATCH] + ph[PH_CHECK];
        if (ph[PH_CALL] > 0)
            fprintf(stderr,
                    "  the timing loop took %.2fx its calls' time (fresh inputs, copies, watch and "
                    "checks: %.3f s)\n",
                    (ph[PH_CALL] + checks) / ph[PH_CALL], checks);
    }
}

/* Through the registry: the target o->target names (NULL: the default). */
static const kb_target *target_of(const kb_eval_opts *o, kb_result *r)
{
    kb_err err = {{0}};
    const kb_target *t = o->target ? kb_target_lookup(o->target, &err) : kb_target_default();
    if (!t) {
        memset(r, 0, sizeof *r);
        r->w = o->w;
        snprintf(r->preset, sizeof r->preset, "%s", o->preset ? o->preset : "");
        r->dtype = o->dtype;
        snprintf(r->candidate, sizeof r->candidate, "%s", o->candidate ? o->candidate : "");
        set_verdict(r, KB_VERDICT_HARNESS_ERROR, "%s", err.msg);
    }
    return t;
}

kb_verdict kb_evaluate(const kb_eval_opts *o, kb_result *r)
{
    const kb_target *t = target_of(o, r);
    if (!t) return r->verdict;
    t->evaluate(o, r);
    snprintf(r->target, sizeof r->target, "%s", t->name);
    kb_text_escape_inplace(r->detail, sizeof r->detail);
    return r->verdict;
}

int kb_evaluate_group(const kb_eval_opts *o, const char *const *cands, int n, kb_result *rs)
{
    n = KB_MIN(n, 64);
    const kb_target *t = n > 0 ? target_of(o, &rs[0]) : NULL;
    if (!t) {
        for (int i = 1; i < n; i++) {
            rs[i] = rs[0];
            snprintf(rs[i].candidate, sizeof rs[i].candidate, "%s", cands[i]);
        }
        return n;
    }
    if (t->evaluate_group) {
        n = t->evaluate_group(o, cands, n, rs);
    } else {
        kb_eval_opts one = *o;
        for (int i = 0; i < n; i++) {
            one.candidate = cands[i];
            t->evaluate(&one, &rs[i]);
        }
    }
    for (int i = 0; i < n; i++) {
        snprintf(rs[i].target, sizeof rs[i].target, "%s", t->name);
        kb_text_escape_inplace(rs[i].detail, sizeof rs[i].detail);
    }
    return n;
}

int kb_evaluate_group_native(const kb_eval_opts *o, const char *const *cands, int n, kb_result *rs)
{
    const char *names[64];
    n = KB_MIN(n, 64);
    for (int i = 0; i < n; i++) names[i] = "candidate";
    evaluate_group(o, cands, names, n, rs);
    return n;
}

kb_verdict kb_evaluate_native(const kb_eval_opts *o, kb_result *r)
{
    if (!o->vs) {
        evaluate_group(o, &o->candidate, (const char *const[]){"candidate"}, 1, r);
        return r->verdict;
    }
    /* --vs: the two candidates together, with lib as the oracle for timed outputs; xla is not
     * timed (the comparison is between the candidates) */
    kb_eval_opts oo = *o;
    oo.xla = false;
    kb_result rs[2];
    evaluate_group(&oo, (const char *const[]){o->candidate, o->vs}, (const char *const[]){"candidate", "vs"},
                   2, rs);
    *r = rs[0];
    snprintf(r->vs, sizeof r->vs, "%s", o->vs);
    snprintf(r->vs_hash, sizeof r->vs_hash, "%s", rs[1].hash);
    if (r->verdict == KB_VERDICT_OK && rs[1].verdict != KB_VERDICT_OK) {
        r->verdict = rs[1].verdict;
        snprintf(r->detail, sizeof r->detail, "the --vs candidate %s: %.900s", o->vs, rs[1].detail);
        r->n_timings = 0;
    }
    kb_result_free(&rs[1]);
    return r->verdict;
}

/* ---- the same inputs, references and checks for the other targets (evaluate.h) ------------ */

struct kb_eval_state {
    kb_problem p;
    kb_session s;
    kb_oracle orc;
    uint64_t in_sum;
};

kb_eval_state *kb_eval_state_open(const kb_eval_opts *o, kb_result *r, int n_slots)
{
    kb_eval_state *st = kb_xcalloc(1, sizeof *st);
    kb_err err = {{0}};
    if (kb_problem_init(&st->p, o->w, o->preset, o->dtype, o->threads, &err)) {
        set_verdict(r, KB_VERDICT_HARNESS_ERROR, "%s", err.msg);
        free(st);
        return NULL;
    }
    kb_layout lay;
    kb_layout_init(&lay, &st->p, r->n_sets, n_slots, 1);
    if (kb_session_open(&st->s, &lay, &err)) {
        set_verdict(r, KB_VERDICT_HARNESS_ERROR, "%s", err.msg);
        free(st);
        return NULL;
    }
    kb_oracle_open_typical(&st->orc, &st->p, r->seed, r->n_sets, st->s.in, o->ref_cache, o->ref_cache_min_s);
    st->in_sum = kb_checksum(st->s.in, st->s.lay.in_size);
    return st;
}

kb_session *kb_eval_state_session(kb_eval_state *s) { return &s->s; }

void kb_eval_state_poison(kb_eval_state *s)
{
    for (int slot = 0; slot < s->s.lay.n_slots; slot++)
        kb_outputs_poison(&s->p, &s->s.lay, s->s.out + kb_layout_out(&s->s.lay, 0, slot, 0));
}

bool kb_eval_state_check(kb_eval_state *s, int slot, int set, char *why, size_t cap)
{
    return kb_oracle_check(&s->orc, &s->s.lay, s->s.out + kb_layout_out(&s->s.lay, 0, slot, 0), set, why,
                           cap);
}

bool kb_eval_state_inputs_intact(const kb_eval_state *s)
{
    return kb_checksum(s->s.in, s->s.lay.in_size) == s->in_sum;
}

void kb_eval_state_close(kb_eval_state *s)
{
    if (!s) return;
    kb_oracle_close(&s->orc);
    kb_session_close(&s->s);
    free(s);
}
