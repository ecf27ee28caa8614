/* evaluate.c: evaluations, end to end (design section 4).
 *
 * A target with native ops (targets/target.h) builds every candidate (compile and screen); each
 * is then verified in a runner process of its own on the secret verification sets against
 * references computed here (calls.c). The candidates of one workload are then timed
 * together, interleaved with the baselines (lib, and xla where the target has it), each
 * contestant in its own process, so the baselines are timed once however many candidates there
 * are (timing.c: rounds of ABBA sweeps on fresh inputs, every output checked, audits at random).
 * Times are the parent's clock around each call; between calls every contestant is stopped
 * (proc.h). The parent decides the calls, the rounds and when to stop; no number a child writes
 * is believed. This file runs the group: the processes, the phases, the results. */
#include "evaluate.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "../core/rng.h"
#include "../core/text.h"
#include "../core/term.h"
#include "seed.h"
#include "session.h"

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

kb_verdict kb_result_set(kb_result *r, kb_verdict v, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(r->detail, sizeof r->detail, fmt, ap);
    va_end(ap);
    return r->verdict = v;
}

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
void kb_ev_phase(int k)
{
    double now = kb_now(), cpu = own_cpu();
    ph[k] += now - ph_mark;
    ph_cpu[k] += cpu - ph_cpu_mark;
    ph_mark = now;
    ph_cpu_mark = cpu;
}

/* A timed call's wall time, counted as calls rather than as the phase around them. */
void kb_ev_phase_call(double wall_s)
{
    ph[PH_WATCH] -= wall_s;
    ph[PH_CALL] += wall_s;
}

/* ---- the group ------------------------------------------------------------------------------ */

static void result_init(kb_result *r, const kb_native_ops *ops, const kb_eval_opts *o, const char *cand,
                        uint64_t seed)
{
    memset(r, 0, sizeof *r);
    r->w = o->w;
    snprintf(r->preset, sizeof r->preset, "%s", o->preset);
    r->dtype = o->dtype;
    r->threads = o->threads;
    kb_baseline_exe lib;
    kb_err err = {{0}};
    kb_problem p;
    /* the library lib would run on (a timing sets the one that ran: evaluate_group) */
    if (kb_problem_init(&p, o->w, o->preset, o->dtype, o->threads, &err) == 0 &&
        ops->lib(&p, o, false, &lib, &err) == 0)
        snprintf(r->lib_version, sizeof r->lib_version, "%s", lib.version);
    r->n_sets = KB_MIN(KB_MAX(o->n_sets, 3), KB_MAX_SETS);
    r->seed = seed;
    snprintf(r->candidate, sizeof r->candidate, "%s", cand);
}

static void start_baseline(session *s, int i, kb_proc_kind kind, const kb_baseline_exe *b)
{
    kb_err err = {{0}};
    entrant *en = &s->e[i];
    if (kb_proc_start(&en->proc, kind, &s->p, b->exe, b->a, b->b, &s->lim, &err) == 0) {
        en->started = true;
        return;
    }
    if (i == s->xla)
        snprintf(s->xla_note, sizeof s->xla_note, "xla: not timed: %s", err.msg);
    else
        for (int k = 0; k < s->n_cand; k++)
            if (s->e[k].r->verdict == KB_VERDICT_OK)
                kb_result_set(s->e[k].r, KB_VERDICT_HARNESS_ERROR, "%s", err.msg);
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
        kb_ev_baseline_failed(s, i, &c, "while loading");
}

/* Evaluate n candidates (names[i] "candidate" or "vs") of one workload together. */
static void evaluate_group(const kb_native_ops *ops, const kb_eval_opts *o, const char *const *cands,
                           const char *const *names, int n, kb_result *rs)
{
    session S = {.o = o, .ops = ops, .n_cand = n, .lib = -1, .xla = -1}, *s = &S;
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
    for (int i = 0; i < n; i++) result_init(&rs[i], ops, o, cands[i], vseed);
    if (kb_problem_init(&s->p, o->w, o->preset, o->dtype, o->threads, &err)) {
        for (int i = 0; i < n; i++) kb_result_set(&rs[i], KB_VERDICT_HARNESS_ERROR, "%s", err.msg);
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
        n_built += (so[i] = ops->build(o, &s->p, cands[i], &rs[i])) != NULL;
    }
    kb_ev_phase(PH_COMPILE);
    if (!n_built) return;

    /* 3. the processes: baselines first, so that XLA compiles while the candidates verify */
    s->n = n + 1 + (o->measure && o->xla && ops->xla);
    s->e = kb_xcalloc((size_t)s->n, sizeof *s->e);
    for (int i = 0; i < n; i++) {
        kb_contestant c = strcmp(names[i], "vs") ? KB_CONTESTANT_CANDIDATE : KB_CONTESTANT_VS;
        s->e[i] = (entrant){.kind = KB_PROC_CANDIDATE,
                            .r = &rs[i],
                            .name = kb_contestant_name(c),
                            .who = kb_contestant_words(c)};
    }
    s->lib = n;
    s->e[s->lib] = (entrant){.kind = KB_PROC_LIB,
                             .name = kb_contestant_name(KB_CONTESTANT_LIB),
                             .who = kb_contestant_words(KB_CONTESTANT_LIB)};
    if (s->n > n + 1) {
        s->xla = n + 1;
        s->e[s->xla] = (entrant){.kind = KB_PROC_XLA,
                                 .name = kb_contestant_name(KB_CONTESTANT_XLA),
                                 .who = kb_contestant_words(KB_CONTESTANT_XLA)};
    }
    if (o->measure) {
        /* the library this machine times lib on (calibrated at its first timing here) */
        kb_baseline_exe lib;
        if (ops->lib(&s->p, o, true, &lib, &err) == 0) {
            for (int i = 0; i < n; i++)
                snprintf(rs[i].lib_version, sizeof rs[i].lib_version, "%s", lib.version);
            start_baseline(s, s->lib, KB_PROC_LIB, &lib);
        } else {
            for (int i = 0; i < n; i++)
                if (rs[i].verdict == KB_VERDICT_OK)
                    kb_result_set(&rs[i], KB_VERDICT_HARNESS_ERROR, "%s", err.msg);
        }
        if (s->xla >= 0 && getenv("KBENCH_NO_XLA")) {
            snprintf(s->xla_note, sizeof s->xla_note, "xla: not timed: KBENCH_NO_XLA is set");
        } else if (s->xla >= 0) {
            kb_err xe = {{0}};
            kb_baseline_exe x;
            if (ops->xla(&s->p, &x, &xe)) {
                snprintf(s->xla_note, sizeof s->xla_note, "xla: %s", xe.msg);
            } else {
                snprintf(s->xla_version, sizeof s->xla_version, "%s", x.version);
                start_baseline(s, s->xla, KB_PROC_XLA, &x);
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
    kb_oracle_open(&s->orc, &s->p, vseed, rs[0].n_sets, NULL, o->ref_cache, o->ref_cache_min_s);
    kb_ev_phase(PH_ORACLE);
    for (int i = 0; i < n; i++) {
        if (!so[i]) continue;
        entrant *en = &s->e[i];
        kb_call c;
        char d[1000];
        if (kb_proc_start(&en->proc, KB_PROC_CANDIDATE, &s->p, ops->runner(), so[i], NULL, &s->lim, &err)) {
            kb_result_set(en->r, KB_VERDICT_HARNESS_ERROR, "%s", err.msg);
            continue;
        }
        if (kb_proc_await(&en->proc, s->lim.timeout_s, &c)) {
            kb_ev_candidate_failed(s, i, kb_ev_call_verdict(s, en, &c, "while being loaded", d, sizeof d), d);
            continue;
        }
        en->active = true;
        kb_ev_phase(PH_LOAD);
        kb_progress("%s: verifying %s", o->w->id, cands[i]);
        kb_ev_verify(s, i);
        kb_ev_phase(PH_VERIFY);
    }

    /* 5. timing, all candidates together against the baselines */
    if (o->measure && kb_ev_active_candidates(s) > 0) {
        await_baseline(s, s->lib);
        if (s->xla >= 0) await_baseline(s, s->xla);
        kb_ev_phase(PH_AWAIT);
        if (s->e[s->lib].active && kb_ev_active_candidates(s) > 0) {
            s->staging = kb_xaligned(s->lay.in_size);
            bool noisy = false;
            char why[256] = "";
            int rounds = kb_ev_measure(s, &noisy, why, sizeof why);
            for (int i = 0; i < n; i++) kb_ev_over_task_cap(s, i);
            for (int i = 0; i < n; i++)
                if (s->e[i].active && rounds > 0) {
                    kb_ev_summarize(s, i, rounds);
                    rs[i].noisy = noisy;
                    snprintf(rs[i].noisy_reason, sizeof rs[i].noisy_reason, "%s", why);
                }
            kb_ev_phase(PH_STATS);
        }
    }
    for (int i = 0; i < n; i++) {
        snprintf(rs[i].xla_note, sizeof rs[i].xla_note, "%s", s->xla_note);
        snprintf(rs[i].xla_version, sizeof rs[i].xla_version, "%s", s->xla_version);
        if (rs[i].verdict != KB_VERDICT_OK) continue;
        if (o->measure)
            kb_result_set(
                &rs[i], KB_VERDICT_OK,
                "correct on %d input sets (the last from the hard distribution); every timed output "
                "checked, %d of %d sweeps at random against their references",
                rs[i].n_sets, s->audits[0] + s->audits[1], s->sweeps);
        else
            kb_result_set(&rs[i], KB_VERDICT_OK,
                          "correct on %d input sets (the last from the hard distribution) (not timed)",
                          rs[i].n_sets);
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
        kb_result_set(r, KB_VERDICT_HARNESS_ERROR, "%s", err.msg);
    }
    return t;
}

kb_verdict kb_evaluate(const kb_eval_opts *o, kb_result *r)
{
    const kb_target *t = target_of(o, r);
    if (!t) return r->verdict;
    if (t->native)
        kb_evaluate_native(t->native, o, r);
    else
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
    if (t->native) {
        n = kb_evaluate_group_native(t->native, o, cands, n, rs);
    } else if (t->evaluate_group) {
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

int kb_evaluate_group_native(const kb_native_ops *ops, const kb_eval_opts *o, const char *const *cands, int n,
                             kb_result *rs)
{
    const char *names[64];
    n = KB_MIN(n, 64);
    for (int i = 0; i < n; i++) names[i] = "candidate";
    evaluate_group(ops, o, cands, names, n, rs);
    return n;
}

kb_verdict kb_evaluate_native(const kb_native_ops *ops, const kb_eval_opts *o, kb_result *r)
{
    if (!o->vs) {
        evaluate_group(ops, o, &o->candidate, (const char *const[]){"candidate"}, 1, r);
        return r->verdict;
    }
    /* --vs: the two candidates together, with lib as the oracle for timed outputs; xla is not
     * timed (the comparison is between the candidates) */
    kb_eval_opts oo = *o;
    oo.xla = false;
    kb_result rs[2];
    evaluate_group(ops, &oo, (const char *const[]){o->candidate, o->vs},
                   (const char *const[]){"candidate", "vs"}, 2, rs);
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
