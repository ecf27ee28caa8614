/* timing.c: the measurement of one evaluation (session.h): rounds of ABBA sweeps over the
 * contestants on fresh inputs, every output checked (against lib, or against a reference in an
 * audited sweep or a disagreement), the stop rule, the quiet-machine watch, and the statistics. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/rng.h"
#include "../core/term.h"
#include "session.h"

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

/* lib was wrong where a reference could tell: no candidate's verdict can be had against it. */
static void lib_wrong(session *s, int sweep_no, const char *what, const char *why)
{
    for (int k = 0; k < s->n_cand; k++)
        if (s->e[k].active) {
            kb_result *r = s->e[k].r;
            kb_result_set(r, KB_VERDICT_HARNESS_ERROR,
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
        double t0 = kb_now();
        kb_oracle_open_set(&r->o, &s->p, r->seed, r->dist);
        s->aside_s += kb_now() - t0;
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
    kb_ev_candidate_failed(s, i, KB_VERDICT_STALE_OUTPUT, d);
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
 * with an audit set (its inputs already in s->staging), every output then checked against its
 * reference, lib's too. Times go to slot `ti` of each contestant's record (-1: warm-up). */
static void sweep(session *s, const int *order, uint64_t seed, kb_dist dist, const kb_oracle *audit, int ti,
                  int sweep_no)
{
    const char *inputs = s->staging;
    if (!audit) kb_inputs_generate(&s->p, &s->lay, seed, dist, s->staging);
    kb_ev_phase(PH_GEN);
    for (int k = 0; k < s->n; k++) {
        int i = order[k];
        entrant *en = &s->e[i];
        if (!en->active) continue;
        if (en->sits_out) {
            if (ti >= 0) en->t[ti] = NAN;
            continue;
        }
        kb_ev_prepare_call(s, i, inputs);
        kb_ev_phase(PH_PREP);
        kb_call c;
        kb_proc_call(&en->proc, s->lim.timeout_s, &c);
        kb_ev_phase(PH_WATCH);
        kb_ev_phase_call(c.wall_s);
        if (c.status != KB_CALL_OK) {
            char when[64], d[1000];
            snprintf(when, sizeof when, "in timed sweep %d", sweep_no);
            if (en->kind != KB_PROC_CANDIDATE) {
                kb_ev_baseline_failed(s, i, &c, when);
                if (i == s->lib) return;
                continue;
            }
            kb_ev_candidate_failed(s, i, kb_ev_call_verdict(s, en, &c, when, d, sizeof d), d);
            continue;
        }
        if (ti >= 0) {
            en->t[ti] = c.wall_s;
            en->cpu += c.cpu_s;
            en->wall += c.wall_s;
        }
    }
    if (!s->e[s->lib].active) return;
    if (audit) {
        char why[1000], d[1200];
        if (!kb_oracle_check_baseline(audit, &s->lay, s->e[s->lib].proc.out, 0, why, sizeof why)) {
            lib_wrong(s, sweep_no, "an input set with a reference", why);
            return;
        }
        for (int i = 0; i < s->n; i++) {
            entrant *en = &s->e[i];
            if (!en->active || en->sits_out || i == s->lib) continue;
            if (i == s->xla) {
                if (!kb_oracle_check_baseline(audit, &s->lay, en->proc.out, 0, why, sizeof why))
                    xla_wrong(s, why);
                continue;
            }
            if (kb_oracle_check(audit, &s->lay, en->proc.out, 0, why, sizeof why)) continue;
            snprintf(d, sizeof d, "%s, in timed sweep %d (an input set checked against its reference): %s",
                     en->who, sweep_no, why);
            kb_ev_candidate_failed(s, i, KB_VERDICT_WRONG, d);
        }
        kb_ev_phase(PH_CHECK);
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
    kb_ev_phase(PH_CHECK);
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

/* The inputs of the next sweep, timed sweep j of this timing (0: the warm-up): an audit set
 * (true, *audit open, its inputs in s->staging) or fresh inputs drawn from *seed and *dist.
 *
 * Sweep j is audited with probability min(1, KB_AUDIT_RATE / j), its coin drawn from the secret
 * timing seed: the schedule depends on nothing the candidate does, its pace included (an earlier
 * one, spread over the rounds the first round predicted, let a first round made slow on purpose
 * spend the audits early). A candidate wrong on any m of the last N sweeps, N as long as it
 * likes, escapes with probability prod (1 - 4/j) over them, at most ((N-m)/N)^4 (the product
 * telescopes): below 1/16 for a majority, which the median needs to move. It costs about
 * 4 + 4 ln(N/4) audits, each a cached reference read in place of a fresh set's generation.
 * Hardness is drawn first, for audited and fresh sweeps alike, so hard inputs tell nothing. */
static bool sweep_inputs(session *s, int j, uint64_t *seed, kb_dist *dist, kb_oracle *audit)
{
    uint64_t no = (uint64_t)++s->sweeps;
    *seed = kb_rng_derive(s->tseed, no);
    /* a quarter of the sets from the hard distribution, which is no tell either */
    *dist = kb_rng_uniform(s->tseed, 0x64697374, no) < 0.25 ? KB_DIST_HARD : KB_DIST_TYPICAL;
    if (j < 1 || kb_rng_uniform(s->tseed, 0x61756474, no) * j >= KB_AUDIT_RATE) return false;
    int *k = &s->audits[*dist == KB_DIST_HARD];
    /* a reference computed now (a cold cache) is not the rounds' time; drawing the set's inputs
     * and reading a cached reference are, as a fresh sweep's drawing is */
    s->aside_s += kb_oracle_open_audit(audit, &s->p, s->vseed, *dist, (*k)++, s->staging, s->o->ref_cache);
    return true;
}

/* One sweep, audited or not (sweep_inputs), as timed sweep j, times to slot ti. */
static void next_sweep(session *s, const int *order, int j, int ti)
{
    uint64_t seed;
    kb_dist dist;
    kb_oracle audit;
    bool audited = sweep_inputs(s, j, &seed, &dist, &audit);
    sweep(s, order, seed, dist, audited ? &audit : NULL, ti, s->sweeps);
    if (audited) kb_oracle_close(&audit);
}

/* Rounds until the stop rule; returns how many were recorded. */
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
    /* Warm-up: one sweep, untimed, checked like every other (the candidates have just been
     * verified in the same processes, and the baselines made a call while loading). Not when
     * every candidate's verification calls took 50 ms or more: they are warm (4 calls, 0.2 s at
     * least), the baselines made their first call, and what a warm-up removes (a thread pool's
     * start, first-touch faults) is below a millisecond, while the sweep would cost a whole
     * half round of slow calls (a naive kernel at `cpu`: seconds). */
    bool warm = true;
    for (int i = 0; i < s->n_cand; i++)
        if (s->e[i].active && s->e[i].verify_min_s < 0.05) warm = false;
    if (!warm) next_sweep(s, fwd, 0, -1);
    /* the stop rule counts the rounds' time, not the references' (a cold audit set, a
     * disagreement decided) */
    s->aside_s = 0;
    double start = kb_now(), shown = start;
    const kb_stop_rule rule = kb_eval_stop_rule(o);
    while (kb_ev_active_candidates(s) > 0 && s->e[s->lib].active) {
        if (rounds == cap) {
            cap *= 2;
            for (int i = 0; i < s->n; i++)
                s->e[i].t = kb_xrealloc(s->e[i].t, (size_t)(2 * cap) * sizeof(double));
        }
        xla_budget(s, rounds);
        next_sweep(s, fwd, 2 * rounds + 1, 2 * rounds);
        next_sweep(s, bwd, 2 * rounds + 2, 2 * rounds + 1);
        if (kb_ev_active_candidates(s) == 0 || !s->e[s->lib].active) break;
        rounds++;
        double el = kb_now() - start - s->aside_s;
        if (kb_now() - shown >= 1) {
            kb_progress("%s: timing, round %d, %.0f s", s->p.w->id, rounds, el);
            shown = kb_now();
        }
        if (kb_stop_rule_met(&rule, rounds, el, worst_ci, s)) break;
    }
    free(fwd);
    free(bwd);
    return rounds;
}

/* Timing on a quiet machine: wait for one first (unless --allow-busy), measure the load over the
 * timed rounds, and time again (twice at most) when something else ran meanwhile. A result timed
 * on a busy machine is kept, flagged noisy with what was seen. */
int kb_ev_measure(session *s, bool *noisy, char *reason, size_t cap)
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
    kb_ev_phase(PH_QUIET);
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
        if (!rep.busy || allow_busy || attempt == 2 || rounds == 0 || kb_ev_active_candidates(s) == 0)
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
void kb_ev_summarize(session *s, int i, int rounds)
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
            kb_result_set(r, KB_VERDICT_IMPOSSIBLE_TIME,
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
