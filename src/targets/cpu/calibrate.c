/* calibrate.c: time every library on a problem, check each, keep the fastest correct one
 * (calibrate.h). */
#include "calibrate.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "../../core/rng.h"
#include "../../core/stats.h"
#include "../../core/term.h"
#include "../../harness/cache.h"
#include "../../harness/load.h"
#include "../../harness/oracle.h"
#include "../../harness/proc.h"

/* the seed of the input set every library is first checked on (not a secret: no candidate runs) */
#define KB_CALIB_CHECK_SEED 0xca1b0000ca1b0000ull

void kb_calib_opts_from(const kb_eval_opts *o, kb_calib_opts *co)
{
    *co = (kb_calib_opts){.min_rounds = 5,
                          .max_rounds = 20,
                          .min_time_s = 0.25,
                          .max_time_s = 3.0,
                          .allow_busy = o->allow_busy,
                          .busy_wait_s = o->busy_wait_s,
                          .timeout_s = o->timeout_s > 0 ? o->timeout_s : 60,
                          .mem_bytes = o->mem_bytes};
}

void kb_lib_candidates(const kb_lib *libs, int n, char *buf, size_t cap)
{
    size_t pos = 0;
    buf[0] = 0;
    for (int i = 0; i < n && pos < cap; i++)
        pos += (size_t)snprintf(buf + pos, cap - pos, "%s%s=%s", i ? ";" : "", libs[i].name, libs[i].version);
}

/* One library under calibration. */
typedef struct entrant {
    kb_calib_lib *r;
    kb_proc proc;
    bool active;
    double *t; /* its timed calls, in round order */
    double wall;
} entrant;

static void exclude(entrant *e, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void exclude(entrant *e, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(e->r->why, sizeof e->r->why, fmt, ap);
    va_end(ap);
    e->r->ok = false;
    e->active = false;
    kb_proc_close(&e->proc);
}

/* One call of e on inputs (a full input region), its outputs poisoned, both out of the caches.
 * false (e excluded) when the call failed. */
static bool call(entrant *e, const char *inputs, double timeout_s, const char *when)
{
    kb_cache_copy_cold(e->proc.in, inputs, e->proc.lay.in_size);
    kb_cache_fill_cold(e->proc.out, KB_POISON_BYTE, e->proc.lay.out_size);
    kb_call c;
    kb_proc_call(&e->proc, timeout_s, &c);
    if (c.status == KB_CALL_OK) {
        e->wall = c.wall_s;
        return true;
    }
    char last[256];
    kb_proc_last_words(&e->proc, last, sizeof last);
    exclude(e, "its runner failed %s (%s%s)", when,
            c.status == KB_CALL_TIMEOUT ? "timed out"
            : c.status == KB_CALL_DIED  ? "died"
                                        : "broke the protocol",
            last);
    return false;
}

static int n_active(const entrant *e, int n)
{
    int k = 0;
    for (int i = 0; i < n; i++) k += e[i].active;
    return k;
}

/* The libraries disagree on the inputs of (set_seed, dist): the reference says which are wrong. */
static void judge(entrant *e, int n, const kb_problem *p, uint64_t set_seed, kb_dist dist, int round)
{
    kb_oracle o;
    kb_oracle_open_set(&o, p, set_seed, dist);
    for (int i = 0; i < n; i++) {
        if (!e[i].active) continue;
        char why[500];
        if (!kb_oracle_check_baseline(&o, &e[i].proc.lay, e[i].proc.out, 0, why, sizeof why))
            exclude(&e[i], "wrong against the reference on fresh inputs (round %d): %s", round + 1, why);
    }
    kb_oracle_close(&o);
}

/* Whether any two active libraries disagree on their last call (inputs of distribution dist). */
static bool disagree(const entrant *e, int n, const kb_problem *p, kb_dist dist)
{
    int first = -1;
    for (int i = 0; i < n; i++) {
        if (!e[i].active) continue;
        if (first < 0) {
            first = i;
            continue;
        }
        char why[500];
        if (!kb_check_against(p, &e[i].proc.lay, e[i].proc.out, e[first].proc.out, e[first].r->lib.name, dist,
                              why, sizeof why))
            return true;
    }
    return false;
}

static int our_pids(const entrant *e, int n, int *pids)
{
    int k = 0;
    for (int i = 0; i < n; i++)
        if (e[i].active) pids[k++] = (int)e[i].proc.pid;
    return k;
}

int kb_calibrate(const kb_problem *p, const kb_lib *libs, int n, const kb_calib_opts *o, kb_calibration *c,
                 kb_err *err)
{
    memset(c, 0, sizeof *c);
    c->chosen = -1;
    c->n = KB_MIN(n, KB_MAX_LIBS);
    const double t0 = kb_now();
    const kb_limits lim = {.timeout_s = o->timeout_s, .mem_bytes = o->mem_bytes, .threads = p->threads};
    entrant e[KB_MAX_LIBS];
    memset(e, 0, sizeof e);
    for (int i = 0; i < c->n; i++) {
        c->r[i] = (kb_calib_lib){.lib = libs[i], .ok = true};
        e[i].r = &c->r[i];
        e[i].t = kb_xmalloc(sizeof(double) * (size_t)o->max_rounds);
        kb_err se = {{0}};
        if (kb_proc_start(&e[i].proc, KB_PROC_LIB, p, libs[i].path, NULL, NULL, &lim, &se)) {
            exclude(&e[i], "its runner does not start: %s", se.msg);
            continue;
        }
        e[i].active = true;
    }
    for (int i = 0; i < c->n; i++) {
        kb_call cl;
        if (e[i].active && kb_proc_await(&e[i].proc, KB_MAX(o->timeout_s, 60), &cl)) {
            char last[256];
            kb_proc_last_words(&e[i].proc, last, sizeof last);
            exclude(&e[i], "its runner failed while loading (status %d%s)", (int)cl.status, last);
        }
    }

    /* every library against the reference on one input set (its first call: a warm-up too). Its
     * seed is fixed, so that the reference, seconds of plain C at `cpu`, comes from the reference
     * cache when this problem is calibrated again on this build; the rounds' inputs are fresh. */
    const uint64_t seed = kb_rng_fresh_seed();
    kb_oracle orc;
    kb_oracle_open_typical(&orc, p, KB_CALIB_CHECK_SEED, 1, NULL, true, 0.2);
    for (int i = 0; i < c->n; i++) {
        char why[500];
        if (!e[i].active || !call(&e[i], orc.in, o->timeout_s, "on the first input set")) continue;
        if (!kb_oracle_check_baseline(&orc, &e[i].proc.lay, e[i].proc.out, 0, why, sizeof why))
            exclude(&e[i], "wrong against the reference: %s", why);
    }
    kb_oracle_close(&orc);

    /* rounds on a quiet machine */
    int pids[KB_LOAD_MAX_PIDS], np = our_pids(e, c->n, pids);
    kb_load_report rep;
    if (!o->allow_busy && n_active(e, c->n) > 1 && !kb_load_wait_quiet(pids, np, o->busy_wait_s, &rep))
        kb_progress("%s: the machine is still busy after %.0f s (%s); calibrating anyway, flagged noisy",
                    p->w->id, o->busy_wait_s, rep.reason);
    kb_load_sample a, b;
    np = our_pids(e, c->n, pids);
    kb_load_sample_take(&a, pids, np);
    kb_layout lay; /* every runner's: one input set, one output slot */
    kb_layout_init(&lay, p, 1, 1, 1);
    char *staging = kb_xaligned(KB_MAX(lay.in_size, (size_t)64));
    double spent = 0;
    int rounds = 0;
    while (n_active(e, c->n) > 1 && rounds < o->max_rounds) {
        /* fresh inputs, of the workload's typical and hard distributions in turn */
        const uint64_t rs = kb_rng_derive(seed, (uint64_t)rounds + 1);
        const kb_dist dist = rounds % 2 ? KB_DIST_HARD : KB_DIST_TYPICAL;
        kb_inputs_generate(p, &lay, rs, dist, staging);
        for (int k = 0; k < c->n; k++) {
            const int i = rounds % 2 ? c->n - 1 - k : k; /* forward, then backward: ABBA */
            if (!e[i].active) continue;
            char when[48];
            snprintf(when, sizeof when, "in round %d", rounds + 1);
            if (call(&e[i], staging, o->timeout_s, when)) spent += e[i].wall;
        }
        if (disagree(e, c->n, p, dist)) judge(e, c->n, p, rs, dist, rounds);
        for (int i = 0; i < c->n; i++)
            if (e[i].active) e[i].t[c->r[i].n++] = e[i].wall;
        rounds++;
        if ((rounds >= o->min_rounds && spent >= o->min_time_s) || spent >= o->max_time_s) break;
    }
    free(staging);
    np = our_pids(e, c->n, pids);
    kb_load_sample_take(&b, pids, np);
    kb_load_between(&a, &b, &rep);
    if (rep.busy && rounds > 0) {
        kb_load_name_busiest(&b, &rep);
        c->noisy = true;
        snprintf(c->noisy_reason, sizeof c->noisy_reason, "%s", rep.reason);
    }
    c->rounds = rounds;
    for (int i = 0; i < c->n; i++) {
        if (e[i].active && c->r[i].n > 0) {
            kb_summary s;
            kb_summarize(e[i].t, (size_t)c->r[i].n, &s);
            c->r[i].median_s = s.median;
        }
        if (e[i].active && (c->chosen < 0 || c->r[i].median_s < c->r[c->chosen].median_s)) c->chosen = i;
        kb_proc_close(&e[i].proc);
        free(e[i].t);
    }
    c->wall_s = kb_now() - t0;
    (void)err;
    return c->chosen >= 0 ? 0 : 1;
}

void kb_calibration_choice(const kb_calibration *c, kb_lib_choice *out)
{
    memset(out, 0, sizeof *out);
    KB_ASSERT(c->chosen >= 0);
    const kb_lib *l = &c->r[c->chosen].lib;
    snprintf(out->library, sizeof out->library, "%s", l->name);
    snprintf(out->version, sizeof out->version, "%s", l->version);
    kb_lib libs[KB_MAX_LIBS];
    for (int i = 0; i < c->n; i++) libs[i] = c->r[i].lib;
    kb_lib_candidates(libs, c->n, out->candidates, sizeof out->candidates);
    size_t pos = 0;
    for (int i = 0; i < c->n && pos < sizeof out->summary; i++) {
        const kb_calib_lib *r = &c->r[i];
        if (r->ok && r->n > 0)
            pos += (size_t)snprintf(out->summary + pos, sizeof out->summary - pos, "%s%s %.4g ms",
                                    i ? "; " : "", r->lib.name, r->median_s * 1e3);
        else if (r->ok)
            pos += (size_t)snprintf(out->summary + pos, sizeof out->summary - pos, "%s%s (the only one)",
                                    i ? "; " : "", r->lib.name);
        else
            pos += (size_t)snprintf(out->summary + pos, sizeof out->summary - pos, "%s%s excluded: %s",
                                    i ? "; " : "", r->lib.name, r->why);
    }
    out->rounds = c->rounds;
    time_t now = time(NULL);
    strftime(out->measured_at, sizeof out->measured_at, "%Y-%m-%dT%H:%M:%SZ", gmtime(&now));
    out->noisy = c->noisy;
    snprintf(out->noisy_reason, sizeof out->noisy_reason, "%s", c->noisy ? c->noisy_reason : "");
}
