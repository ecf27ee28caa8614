/* evaluate.c: one evaluation, end to end (see evaluate.h and design section 4). */
#include "evaluate.h"

#include <math.h>
#include <seccomp.h>
#include <signal.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../baselines/xla/xla.h"
#include "../core/rng.h"
#include "../suite/lib/dnnl_version.h"
#include "../targets/tpu/tpu.h"
#include "compile.h"
#include "screen.h"
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
    o->max_time_s = 15.0;
    o->ci_target = 0.02;
    o->min_rounds = 10;
    o->max_rounds = KB_MAX_ROUNDS;
    o->ref_cache = true;
    o->ref_cache_min_s = 0.2;
    o->target = "cpu";
}

void kb_result_free(kb_result *r)
{
    free(r->source);
    r->source = NULL;
}

/* ---- the evaluation's working state ---------------------------------------------------------- */

typedef struct evalctx {
    const kb_eval_opts *o;
    kb_result *r;
    kb_problem p;
    kb_session s;
    float *ref[KB_MAX_SETS][KB_MAX_TENSORS];   /* reference outputs per input set */
    uint64_t in_sum;                           /* checksum of the input region */
} evalctx;

static kb_verdict fail(evalctx *e, kb_verdict v, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static kb_verdict fail(evalctx *e, kb_verdict v, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(e->r->detail, sizeof e->r->detail, fmt, ap);
    va_end(ap);
    return e->r->verdict = v;
}

static void generate_inputs(evalctx *e)
{
    const kb_layout *l = &e->s.lay;
    kb_progress("%s: generating %d input sets", e->o->w->id, l->n_sets);
    for (int set = 0; set < l->n_sets; set++) {
        uint64_t seed = kb_rng_derive(e->r->seed, (uint64_t)set);
        for (int i = 0; i < l->n_in; i++)
            kb_problem_generate(&e->p, i, seed, e->s.in + kb_layout_in(l, set, i));
    }
    e->in_sum = kb_checksum(e->s.in, l->in_size);
}

/* ---- the reference cache ----------------------------------------------------------------
 * References are the slow part of an evaluation at real sizes, and `kbench run` evaluates every
 * candidate of a workload on the same inputs (see run_seed in cli/eval.c), so reference outputs
 * are kept on disk under the compile cache: one file per (binary, workload, preset, dtype,
 * seed, sets). */

/* The identity of the code that computes references: this very binary (workload files, their
 * shared helpers, the input generators all live in it), so any rebuild invalidates the cache. */
static const char *binary_hash(void)
{
    static char hash[65];
    if (!hash[0]) {
        size_t len = 0;
        char *img = kb_read_file("/proc/self/exe", &len);
        kb_sha256_hex(img ? img : "", img ? len : 0, hash);
        free(img);
    }
    return hash;
}

static char *ref_cache_path(evalctx *e)
{
    char *key_text = kb_xasprintf("ref-v2|%s|%s|%s|%016llx|%d|%s", e->o->w->id, e->p.preset->name,
                                  kb_dtype_name(e->p.dtype), (unsigned long long)e->r->seed,
                                  e->s.lay.n_sets, binary_hash());
    char key[65];
    kb_sha256_hex(key_text, strlen(key_text), key);
    free(key_text);
    return kb_xasprintf("%s/ref/%s.f32", kb_cache_dir(), key);
}

static size_t ref_floats(evalctx *e)
{
    size_t n = 0;
    for (int o = 0; o < e->s.lay.n_out; o++) n += kb_problem_numel(&e->p, &e->o->w->outputs[o]);
    return n * (size_t)e->s.lay.n_sets;
}

static bool ref_cache_load(evalctx *e)
{
    char *path = ref_cache_path(e);
    size_t len = 0;
    FILE *f = fopen(path, "rb");
    free(path);
    if (!f) return false;
    bool ok = fseek(f, 0, SEEK_END) == 0 && (len = (size_t)ftell(f)) == ref_floats(e) * 4 &&
              fseek(f, 0, SEEK_SET) == 0;
    for (int set = 0; ok && set < e->s.lay.n_sets; set++)
        for (int o = 0; ok && o < e->s.lay.n_out; o++) {
            size_t n = kb_problem_numel(&e->p, &e->o->w->outputs[o]);
            e->ref[set][o] = kb_xaligned(n * 4);
            ok = fread(e->ref[set][o], 4, n, f) == n;
        }
    fclose(f);
    return ok;
}

/* Best effort: a cache that cannot be written (full disk, read-only home) costs time only. */
static void ref_cache_store(evalctx *e)
{
    if (ref_floats(e) * 4 > ((size_t)512 << 20)) return; /* not worth the disk */
    char *path = ref_cache_path(e);
    char *dir = kb_xasprintf("%s/ref", kb_cache_dir());
    char *tmp = kb_xasprintf("%s.%d", path, (int)getpid());
    FILE *f = kb_mkdirs(dir, 0700) == 0 ? fopen(tmp, "wb") : NULL;
    bool ok = f != NULL;
    for (int set = 0; ok && set < e->s.lay.n_sets; set++)
        for (int o = 0; ok && o < e->s.lay.n_out; o++) {
            size_t n = kb_problem_numel(&e->p, &e->o->w->outputs[o]);
            ok = fwrite(e->ref[set][o], 4, n, f) == n;
        }
    if (f && fclose(f) != 0) ok = false;
    if (!ok || rename(tmp, path) != 0) unlink(tmp);
    free(tmp);
    free(dir);
    free(path);
}

static void compute_references(evalctx *e)
{
    if (e->o->ref_cache && ref_cache_load(e)) return;
    for (int set = 0; set < KB_MAX_SETS; set++)
        for (int t = 0; t < KB_MAX_TENSORS; t++) {
            free(e->ref[set][t]);
            e->ref[set][t] = NULL;
        }
    const kb_layout *l = &e->s.lay;
    const kb_workload *w = e->o->w;
    double t0 = kb_now();
    for (int set = 0; set < l->n_sets; set++) {
        if (kb_now() - t0 > 1) kb_progress("%s: reference, input set %d of %d", w->id, set + 1, l->n_sets);
        float *in[KB_MAX_TENSORS];
        for (int i = 0; i < l->n_in; i++) {
            const kb_tensor_spec *t = &w->inputs[i];
            size_t n = kb_problem_numel(&e->p, t);
            in[i] = kb_xaligned(n * 4);
            const char *src = e->s.in + kb_layout_in(l, set, i);
            if (t->kind == KB_KIND_INT32) memcpy(in[i], src, n * 4);
            else kb_dtype_to_f32(e->p.dtype, src, in[i], n);
        }
        for (int o = 0; o < l->n_out; o++)
            e->ref[set][o] = kb_xaligned(kb_problem_numel(&e->p, &w->outputs[o]) * 4);
        w->reference(&e->p, (const void *const *)in, e->ref[set]);
        for (int i = 0; i < l->n_in; i++) free(in[i]);
    }
    if (e->o->ref_cache && kb_now() - t0 >= e->o->ref_cache_min_s) ref_cache_store(e);
}

/* Compare contestant c's slot against the reference of `set`; fills cmp and a description. */
static bool check_slot(evalctx *e, int c, int slot, int set, char *why, size_t cap)
{
    const kb_layout *l = &e->s.lay;
    for (int o = 0; o < l->n_out; o++) {
        const kb_tensor_spec *t = &e->o->w->outputs[o];
        kb_tol tol = e->p.dtype == KB_DTYPE_BF16 ? e->o->w->tol_bf16 : e->o->w->tol_f32;
        kb_cmp cmp;
        kb_compare(e->s.out + kb_layout_out(l, c, slot, o), kb_problem_dtype(&e->p, t),
                   e->ref[set][o], kb_problem_numel(&e->p, t), tol, &cmp);
        if (!cmp.ok) {
            int64_t dims[KB_MAX_DIMS];
            int nd = kb_problem_dims(&e->p, t, dims);
            char d[900];
            kb_compare_describe(&cmp, tol, dims, nd, d, sizeof d);
            snprintf(why, cap, "input set %d, output %s: %s", set, t->name, d);
            return false;
        }
    }
    return true;
}

static void poison_slots(evalctx *e, int c, int n_slots)
{
    const kb_layout *l = &e->s.lay;
    for (int slot = 0; slot < n_slots; slot++)
        for (int o = 0; o < l->n_out; o++) {
            kb_dtype dt = kb_problem_dtype(&e->p, &e->o->w->outputs[o]);
            kb_dtype_poison(dt, e->s.out + kb_layout_out(l, c, slot, o), l->out_bytes[o] / kb_dtype_size(dt));
        }
}

/* Name the input element at a byte offset of the input region. */
static void describe_input_offset(evalctx *e, int64_t off, char *buf, size_t cap)
{
    const kb_layout *l = &e->s.lay;
    for (int set = 0; set < l->n_sets; set++)
        for (int i = 0; i < l->n_in; i++) {
            int64_t start = (int64_t)kb_layout_in(l, set, i);
            if (off >= start && off < start + (int64_t)l->in_bytes[i]) {
                const kb_tensor_spec *t = &e->o->w->inputs[i];
                size_t el = (size_t)(off - start) / kb_dtype_size(kb_problem_dtype(&e->p, t));
                snprintf(buf, cap, "it wrote to input %s, element %zu (inputs are read-only)", t->name, el);
                return;
            }
        }
    snprintf(buf, cap, "it wrote into the read-only input region");
}

/* Turn how the child ended into a verdict; KB_VERDICT_OK if it finished its calls. */
static kb_verdict judge_child(evalctx *e, const kb_child_result *cr, const char *who, double limit)
{
    kb_ctl *ctl = e->s.ctl;
    const char *tail = cr->log_tail[0] ? cr->log_tail : NULL;
    char out[700] = "";
    if (tail) {
        /* the last line it printed, for the detail */
        const char *end = tail + strlen(tail);
        while (end > tail && (end[-1] == '\n' || end[-1] == ' ')) end--;
        const char *start = end;
        while (start > tail && start[-1] != '\n') start--;
        snprintf(out, sizeof out, "; it printed: %.*s", (int)KB_MIN(end - start, 300), start);
    }
    if (cr->timed_out || cr->signal == SIGXCPU)
        return fail(e, KB_VERDICT_TIMEOUT, "%s ran past the %.0f s limit (in call %d)%s", who,
                    limit, ctl->calls_started, out);
    if (cr->signal == SIGSYS)
        return fail(e, KB_VERDICT_SANDBOX_VIOLATION, "%s made a forbidden system call (SIGSYS)%s", who, out);
    if (cr->signal) {
        const char *abbrev = sigabbrev_np(cr->signal);
        const char *hint = cr->signal == SIGKILL ? " (killed: out of memory?)"
                         : cr->signal == SIGSEGV ? " (invalid memory access; a failed allocation "
                                                   "under the memory limit also ends here)" : "";
        return fail(e, KB_VERDICT_CRASH, "%s died of SIG%s%s in call %d%s", who,
                    abbrev ? abbrev : "?", hint, ctl->calls_started, out);
    }
    int code = cr->exit_code;
    if (code == KB_CHILD_EXIT_BASE + KB_CHILD_INPUT_WRITE && ctl->status == KB_CHILD_INPUT_WRITE) {
        char d[256];
        describe_input_offset(e, ctl->fault_offset, d, sizeof d);
        return fail(e, KB_VERDICT_INPUT_MODIFIED, "%s: %s", who, d);
    }
    if (code == KB_CHILD_EXIT_BASE + KB_CHILD_SANDBOX && ctl->status == KB_CHILD_SANDBOX) {
        char *name = seccomp_syscall_resolve_num_arch(SCMP_ARCH_NATIVE, (int)ctl->fault_offset);
        kb_verdict v = fail(e, KB_VERDICT_SANDBOX_VIOLATION, "%s made a forbidden system call: %s "
                            "(kernels may only compute, allocate memory and use threads)", who,
                            name ? name : "?");
        free(name);
        return v;
    }
    if (code == KB_CHILD_EXIT_BASE + KB_CHILD_LATE_WRITE && ctl->status == KB_CHILD_LATE_WRITE)
        return fail(e, KB_VERDICT_STALE_OUTPUT, "%s: its output changed after it returned (work "
                    "finishing in the background is not allowed: outputs are taken at return)", who);
    if (code == KB_CHILD_EXIT_BASE + KB_CHILD_LOAD_ERROR && ctl->status == KB_CHILD_LOAD_ERROR)
        return fail(e, KB_VERDICT_ABI_ERROR, "%s cannot be loaded: %s", who, ctl->detail);
    if (code == KB_CHILD_EXIT_BASE + KB_CHILD_LIB_ERROR && ctl->status == KB_CHILD_LIB_ERROR)
        return fail(e, KB_VERDICT_HARNESS_ERROR, "the lib baseline cannot run: %s", ctl->detail);
    if (code == KB_CHILD_EXIT_BASE + KB_CHILD_SETUP_ERROR && ctl->status == KB_CHILD_SETUP_ERROR)
        return fail(e, KB_VERDICT_HARNESS_ERROR, "the runner could not start: %s", ctl->detail);
    if (code == 127 && ctl->status == KB_CHILD_STARTED && ctl->calls_started == 0)
        return fail(e, KB_VERDICT_HARNESS_ERROR, "cannot execute the runner %s%s", kb_runner_path(), out);
    if (code != 0 || ctl->status != KB_CHILD_DONE)
        return fail(e, KB_VERDICT_CRASH, "%s ended the process (exit code %d) in call %d instead "
                    "of returning%s", who, code, ctl->calls_started, out);
    if (kb_checksum(e->s.in, e->s.lay.in_size) != e->in_sum)
        return fail(e, KB_VERDICT_INPUT_MODIFIED, "%s: the input region changed during the run", who);
    return KB_VERDICT_OK;
}

static kb_limits limits(evalctx *e, double timeout)
{
    size_t shared = e->s.lay.in_size + e->s.lay.out_size + sizeof(kb_ctl);
    size_t flush = e->s.ctl->flush_bytes;
    kb_limits l = {.timeout_s = timeout, .threads = e->p.threads,
                   .mem_bytes = e->o->mem_bytes ? e->o->mem_bytes + shared + flush : 0};
    return l;
}

static void verify_progress(const kb_ctl *ctl, double el, void *arg)
{
    kb_progress("%s: verifying, call %d, %.0f s", (const char *)arg, ctl->calls_started, el);
}

/* Verify the candidate in contestant slot 0 from so_path. */
static kb_verdict verify(evalctx *e, const char *so_path, const char *who)
{
    kb_ctl *ctl = e->s.ctl;
    int n_sets = e->s.lay.n_sets;
    memset(ctl, 0, offsetof(kb_ctl, times));
    ctl->mode = KB_MODE_VERIFY;
    snprintf(ctl->workload, sizeof ctl->workload, "%s", e->o->w->id);
    snprintf(ctl->preset, sizeof ctl->preset, "%s", e->p.preset->name);
    ctl->dtype = (int32_t)e->p.dtype;
    ctl->threads = e->p.threads;
    ctl->n_sets = n_sets;
    ctl->n_slots = n_sets + 1;
    ctl->n_contestants = 1;
    snprintf(ctl->contestant[0].so_path, sizeof ctl->contestant[0].so_path, "%s", so_path);
    poison_slots(e, 0, n_sets + 1);
    kb_child_result cr;
    kb_err err = {{0}};
    kb_limits lim = limits(e, e->o->timeout_s);
    if (kb_session_run(&e->s, &lim, verify_progress, (void *)e->o->w->id, NULL, &cr, &err))
        return fail(e, KB_VERDICT_HARNESS_ERROR, "%s", err.msg);
    kb_verdict v = judge_child(e, &cr, who, e->o->timeout_s);
    if (v != KB_VERDICT_OK) return v;
    for (int slot = 0; slot <= n_sets; slot++)
        if (kb_checksum(e->s.out + kb_layout_out(&e->s.lay, 0, slot, 0), e->s.lay.slot_stride) != ctl->slot_sum[slot])
            return fail(e, KB_VERDICT_STALE_OUTPUT, "%s: its output changed after it returned (work "
                        "finishing in the background is not allowed: outputs are taken at return)", who);
    char why[1000];
    for (int set = 0; set < n_sets; set++)
        if (!check_slot(e, 0, set, set, why, sizeof why))
            return fail(e, KB_VERDICT_WRONG, "%s: %s", who, why);
    if (!check_slot(e, 0, n_sets, 0, why, sizeof why))
        return fail(e, KB_VERDICT_NONDETERMINISTIC, "%s: correct the first time, wrong when called "
                    "again on the same inputs: %s", who, why);
    return KB_VERDICT_OK;
}

static size_t flush_bytes(const kb_eval_opts *o);

/* The runner's times against kbench's own clock. The runner's timed calls cannot add up to more
 * than its life; and for each contestant, the median time it reports cannot be far below the
 * median kbench saw between the tokens around each call (which include the token latency, so
 * kbench's figure is the larger: only a gross gap, not noise, is flagged). A broken token
 * sequence is a forgery. */
static kb_verdict check_clocks(evalctx *e, const kb_tick_log *t, double wall_s)
{
    const kb_ctl *ctl = e->s.ctl;
    if (ctl->timed_sum_s > wall_s * 1.01 + 0.005)
        return fail(e, KB_VERDICT_IMPOSSIBLE_TIME, "the runner's clock disagrees with kbench's: "
                    "%.3f s of timed calls in a process that lived %.3f s", ctl->timed_sum_s, wall_s);
    if (t->forged)
        return fail(e, KB_VERDICT_IMPOSSIBLE_TIME, "the timing tokens between the runner and kbench "
                    "were tampered with (out of sequence)");
    /* The measured calls are the last 2 x rounds calls of each contestant that kbench saw
     * (warm-up came first); compare them one by one. The kernel stamps the tokens as they are
     * sent, so the two clocks differ by a few microseconds plus any delay between token and
     * clock read: preemption, or a token write that blocks because kbench has not yet drained
     * the socket (an AF_UNIX datagram queue holds only net.unix.max_dgram_qlen = 10 tokens), which
     * on a loaded machine adds milliseconds to single calls. A call counts as forged when the
     * runner reports less than half of kbench's time minus 2 ms; half of the calls so reported
     * (what it takes to move the median) is a forgery. */
    int rounds = ctl->rounds;
    for (int c = 0; c < ctl->n_contestants && rounds > 0; c++) {
        size_t m = (size_t)(2 * rounds);
        if (t->n[c] < m)
            return fail(e, KB_VERDICT_IMPOSSIBLE_TIME, "the runner reports %zu timed calls for %s "
                        "but kbench saw %zu", m, c == 0 ? "the candidate" : "the baseline", t->n[c]);
        const double *seen = t->dur[c] + (t->n[c] - m);
        size_t bad = 0;
        double rep_sum = 0, seen_sum = 0;
        for (size_t i = 0; i < m; i++) {
            double reported = ctl->times[i / 2][c][i % 2];
            rep_sum += reported;
            seen_sum += seen[i];
            bad += reported < 0.5 * seen[i] - 0.002;
        }
        if (bad > 0 && 2 * bad >= m)
            return fail(e, KB_VERDICT_IMPOSSIBLE_TIME, "the runner's times for %s disagree with "
                        "kbench's own clock on %zu of %zu calls (%.3f ms reported, %.3f ms seen in "
                        "all)", c == 0 ? "the candidate" : "the baseline", bad, m, rep_sum * 1e3,
                        seen_sum * 1e3);
    }
    return KB_VERDICT_OK;
}

typedef struct measure_arg {
    const char *id;
} measure_arg;

static void measure_progress(const kb_ctl *ctl, double el, void *arg)
{
    const measure_arg *m = arg;
    if (ctl->rounds == 0) kb_progress("%s: warming up, %.0f s", m->id, el);
    else if (ctl->ci_halfwidth > 0)
        kb_progress("%s: timing, round %d, speedup CI +-%.1f%%", m->id, ctl->rounds, 100 * ctl->ci_halfwidth);
    else kb_progress("%s: timing, round %d", m->id, ctl->rounds);
}

/* The xla contestant's failures are XLA's (or its export's), not the candidate's: a child that
 * ended while the xla baseline was being loaded or called, or that said the baseline failed.
 * Returns true and says why in r->xla_note. */
static bool xla_at_fault(evalctx *e, const kb_child_result *cr, int xc)
{
    const kb_ctl *ctl = e->s.ctl;
    char *why = NULL;
    if (cr->exit_code == KB_CHILD_EXIT_BASE + KB_CHILD_XLA_ERROR && ctl->status == KB_CHILD_XLA_ERROR)
        why = kb_xasprintf("%s", ctl->detail);
    else if (ctl->current != xc) return false;
    else if (cr->timed_out) why = kb_xasprintf("it ran past the time limit");
    else if (cr->signal == SIGSYS ||
             (cr->exit_code == KB_CHILD_EXIT_BASE + KB_CHILD_SANDBOX && ctl->status == KB_CHILD_SANDBOX)) {
        char *name = seccomp_syscall_resolve_num_arch(SCMP_ARCH_NATIVE, (int)ctl->fault_offset);
        why = kb_xasprintf("it made a system call the sandbox forbids: %s (src/harness/sandbox.c)",
                           name ? name : "?");
        free(name);
    } else if (cr->signal) {
        const char *abbrev = sigabbrev_np(cr->signal);
        why = kb_xasprintf("it died of SIG%s", abbrev ? abbrev : "?");
    } else if (cr->exit_code != 0) why = kb_xasprintf("it ended the process (exit code %d)", cr->exit_code);
    else return false;
    snprintf(e->r->xla_note, sizeof e->r->xla_note, "xla: not timed: %s", why);
    free(why);
    return true;
}

/* Time the candidate against the baseline (lib, or the --vs candidate) and, when xla_plugin is
 * given, the xla baseline, in one child. Sets *retry when the xla baseline failed (the reason
 * is in r->xla_note): measure again without it. */
static kb_verdict measure_with(evalctx *e, const char *cand_so, const char *vs_so,
                               const char *xla_plugin, const char *xla_mlir, bool *retry)
{
    const kb_eval_opts *o = e->o;
    kb_result *r = e->r;
    kb_ctl *ctl = e->s.ctl;
    int n_sets = e->s.lay.n_sets;
    *retry = false;
    memset(ctl, 0, sizeof *ctl);
    ctl->mode = KB_MODE_MEASURE;
    snprintf(ctl->workload, sizeof ctl->workload, "%s", o->w->id);
    snprintf(ctl->preset, sizeof ctl->preset, "%s", e->p.preset->name);
    ctl->dtype = (int32_t)e->p.dtype;
    ctl->threads = e->p.threads;
    ctl->n_sets = n_sets;
    ctl->n_slots = n_sets + 1;
    /* contestant 0 the candidate, 1 lib or --vs, 2 xla */
    int nc = xla_plugin ? 3 : 2, xc = xla_plugin ? 2 : -1;
    ctl->n_contestants = nc;
    snprintf(ctl->contestant[0].so_path, sizeof ctl->contestant[0].so_path, "%s", cand_so);
    if (vs_so) snprintf(ctl->contestant[1].so_path, sizeof ctl->contestant[1].so_path, "%s", vs_so);
    else ctl->contestant[1].kind = KB_CONTESTANT_LIB;
    if (xla_plugin) {
        kb_contestant *x = &ctl->contestant[xc];
        x->kind = KB_CONTESTANT_XLA;
        snprintf(x->so_path, sizeof x->so_path, "%s", xla_plugin);
        snprintf(x->mlir_path, sizeof x->mlir_path, "%s", xla_mlir);
    }
    ctl->warmup_min_s = 0.1;
    ctl->warmup_min_calls = 3;
    ctl->min_rounds = o->min_rounds;
    ctl->max_rounds = KB_MIN(o->max_rounds, KB_MAX_ROUNDS);
    ctl->min_time_s = o->min_time_s;
    ctl->max_time_s = o->max_time_s;
    ctl->ci_target = o->ci_target;
    ctl->flush_bytes = flush_bytes(o);
    for (int c = 0; c < nc; c++) poison_slots(e, c, n_sets);
    kb_child_result cr;
    kb_err err = {{0}};
    double limit = o->max_time_s * 5 + o->timeout_s * 2;
    kb_limits lim = limits(e, limit);
    measure_arg ma = {o->w->id};
    kb_tick_log ticks = {.n_contestants = nc};
    if (kb_session_run(&e->s, &lim, measure_progress, &ma, &ticks, &cr, &err)) {
        kb_tick_log_free(&ticks);
        return fail(e, KB_VERDICT_HARNESS_ERROR, "%s", err.msg);
    }
    if (xc >= 0 && xla_at_fault(e, &cr, xc)) {
        kb_tick_log_free(&ticks);
        *retry = true;
        return KB_VERDICT_OK;
    }
    kb_verdict v = judge_child(e, &cr, "while timed, the candidate", limit);
    if (v == KB_VERDICT_OK) v = check_clocks(e, &ticks, cr.wall_s);
    kb_tick_log_free(&ticks);
    if (v != KB_VERDICT_OK) return v;

    /* every timed output must still match its inputs; the xla baseline's too, or its time
     * means nothing (a broken export shows up here) */
    char why[1000];
    bool xla_ok = true;
    for (int c = 0; c < nc; c++) {
        if (ctl->contestant[c].kind == KB_CONTESTANT_LIB) continue;
        for (int set = 0; set < KB_MIN(n_sets, ctl->rounds); set++) {
            if (check_slot(e, c, set, set, why, sizeof why)) continue;
            if (c == xc) {
                snprintf(r->xla_note, sizeof r->xla_note, "xla: not timed: its output is wrong: %s", why);
                xla_ok = false;
                break;
            }
            return fail(e, KB_VERDICT_STALE_OUTPUT, "%s, in a timed call: %s",
                        c ? "the --vs candidate" : "the candidate", why);
        }
    }

    /* statistics: per-call times, and per-round ratios for the speedup */
    int rounds = ctl->rounds;
    r->rounds = rounds;
    r->ci_halfwidth = ctl->ci_halfwidth;
    r->n_timings = 0;
    double *x = kb_xmalloc((size_t)(2 * rounds) * sizeof *x);
    for (int c = 0; c < nc; c++) {
        if (c == xc && !xla_ok) continue;
        kb_timing *t = &r->timings[r->n_timings++];
        snprintf(t->who, sizeof t->who, "%s", c == 0 ? "candidate" : c == xc ? "xla" : vs_so ? "vs" : "lib");
        for (int k = 0; k < rounds; k++) x[2 * k] = ctl->times[k][c][0], x[2 * k + 1] = ctl->times[k][c][1];
        kb_summarize(x, (size_t)(2 * rounds), &t->s);
        if (c == 0) continue;
        for (int k = 0; k < rounds; k++)
            x[k] = (ctl->times[k][c][0] + ctl->times[k][c][1]) / (ctl->times[k][0][0] + ctl->times[k][0][1]);
        t->has_speedup = true;
        t->speedup = kb_quantile(x, (size_t)rounds, 0.5);
        kb_bootstrap_median_ci(x, (size_t)rounds, 0.95, 2000, (r->seed ^ 0x5eedull) + (uint64_t)c,
                               &t->ci_lo, &t->ci_hi);
    }
    free(x);

    double med = r->timings[0].s.median;
    r->gflops = r->flops / med * 1e-9;
    r->gbs = r->bytes / med * 1e-9;
    if (r->floor_s > 0) {
        r->roofline_pct = 100 * r->floor_s / med;
        if (med < 0.9 * r->floor_s)
            return fail(e, KB_VERDICT_IMPOSSIBLE_TIME, "median %.4g ms is below 0.9 x the roofline "
                        "floor %.4g ms (%.0f GFLOP/s, %.0f GB/s measured peaks)", med * 1e3,
                        r->floor_s * 1e3, r->flops / r->floor_s * 1e-9, r->bytes / r->floor_s * 1e-9);
    }
    return KB_VERDICT_OK;
}

/* Timing, with the xla baseline when it is asked for and found; if it fails, the note says why
 * and the candidate is timed again without it (XLA's failure is never the candidate's). */
static kb_verdict measure(evalctx *e, const char *cand_so, const char *vs_so)
{
    char plugin[1024], mlir[1024];
    bool xla = e->o->xla && !vs_so;
    if (xla && getenv("KBENCH_NO_XLA")) {
        snprintf(e->r->xla_note, sizeof e->r->xla_note, "xla: not timed: KBENCH_NO_XLA is set");
        xla = false;
    }
    if (xla) {
        kb_err err = {{0}};
        if (kb_xla_locate(&e->p, plugin, sizeof plugin, mlir, sizeof mlir, &err)) {
            snprintf(e->r->xla_note, sizeof e->r->xla_note, "xla: %s", err.msg);
            xla = false;
        }
    }
    bool retry;
    kb_verdict v = measure_with(e, cand_so, vs_so, xla ? plugin : NULL, mlir, &retry);
    if (retry) {
        kb_progress("%s: %s; timing again without it", e->o->w->id, e->r->xla_note);
        v = measure_with(e, cand_so, vs_so, NULL, NULL, &retry);
    }
    return v;
}

/* Bytes written before every timed call: twice the last-level cache, so that every call starts
 * with its inputs in DRAM (at most 2 GiB); --flush-mb overrides. */
static size_t flush_bytes(const kb_eval_opts *o)
{
    if (o->flush_bytes) return o->flush_bytes;
    size_t llc = o->machine && o->machine->llc_bytes ? o->machine->llc_bytes : ((size_t)32 << 20);
    return KB_MIN(2 * llc, (size_t)2 << 30);
}

/* The roofline floor: no kernel can be faster than its FLOPs at the compute peak, nor than its
 * bytes at the memory bandwidth. The bandwidth half holds only when every call starts cold,
 * i.e. when the flush covers the cache; with a smaller --flush-mb the data may come from cache
 * and only the compute half is applied. */
static void roofline(evalctx *e)
{
    kb_result *r = e->r;
    const kb_eval_opts *o = e->o;
    r->flops = kb_problem_flops(&e->p);
    r->bytes = kb_problem_bytes(&e->p);
    if (!o->peaks || !o->machine) return;
    double f = kb_peaks_flops(o->peaks, o->machine, e->p.dtype == KB_DTYPE_BF16, e->p.threads);
    double b = kb_peaks_bw(o->peaks, o->machine, e->p.threads);
    bool cold = flush_bytes(o) >= 2 * o->machine->llc_bytes;
    double tf = f > 0 ? r->flops / (f * 1e9) : 0, tb = b > 0 && cold ? r->bytes / (b * 1e9) : 0;
    r->floor_s = KB_MAX(tf, tb);
}

kb_verdict kb_evaluate(const kb_eval_opts *o, kb_result *r)
{
    if (o->target && !strcmp(o->target, "tpu")) return kb_tpu_evaluate(o, r);
    memset(r, 0, sizeof *r);
    evalctx e = {.o = o, .r = r};
    r->w = o->w;
    snprintf(r->preset, sizeof r->preset, "%s", o->preset);
    r->dtype = o->dtype;
    r->threads = o->threads;
    kb_lib_version(r->lib_version, sizeof r->lib_version);
    r->n_sets = KB_MAX(o->n_sets, 3);
    r->n_sets = KB_MIN(r->n_sets, KB_MAX_SETS);
    r->seed = o->seed_given ? o->seed : kb_rng_fresh_seed();
    snprintf(r->candidate, sizeof r->candidate, "%s", o->candidate);
    if (o->vs) snprintf(r->vs, sizeof r->vs, "%s", o->vs);
    kb_err err = {{0}};
    if (kb_problem_init(&e.p, o->w, o->preset, o->dtype, o->threads, &err))
        return fail(&e, KB_VERDICT_HARNESS_ERROR, "%s", err.msg);
    roofline(&e);

    /* 1. compile (and 2. screen) */
    kb_compiled cand = {0}, vs = {0};
    kb_verdict v = kb_compile_flags(&e.p, o->candidate, o->extra_flags, &cand, r->detail,
                                    sizeof r->detail);
    r->source = cand.source;
    cand.source = NULL;
    snprintf(r->hash, sizeof r->hash, "%s", cand.hash);
    snprintf(r->compiler, sizeof r->compiler, "%s", cand.compiler);
    snprintf(r->flags, sizeof r->flags, "%s", cand.flags);
    if (v != KB_VERDICT_OK) return r->verdict = v;
    if ((v = kb_screen(cand.so_path, r->detail, sizeof r->detail)) != KB_VERDICT_OK) return r->verdict = v;
    if (o->vs) {
        char d[1000];
        v = kb_compile(&e.p, o->vs, &vs, d, sizeof d);
        snprintf(r->vs_hash, sizeof r->vs_hash, "%s", vs.hash);
        kb_compiled_free(&vs);
        if (v == KB_VERDICT_OK) v = kb_screen(vs.so_path, d, sizeof d);
        if (v != KB_VERDICT_OK) return fail(&e, v, "the --vs candidate %s: %s", o->vs, d);
    }

    /* 3-4. inputs, references, verification in a child */
    kb_layout lay;
    kb_layout_init(&lay, &e.p, r->n_sets, r->n_sets + 1, 3); /* candidate, lib or --vs, xla */
    if (kb_session_open(&e.s, &lay, &err)) return fail(&e, KB_VERDICT_HARNESS_ERROR, "%s", err.msg);
    generate_inputs(&e);
    compute_references(&e);
    v = verify(&e, cand.so_path, "the candidate");
    if (v == KB_VERDICT_OK && o->vs) v = verify(&e, vs.so_path, "the --vs candidate");

    /* 5. measurement */
    if (v == KB_VERDICT_OK && o->measure) v = measure(&e, cand.so_path, o->vs ? vs.so_path : NULL);
    if (v == KB_VERDICT_OK) {
        r->verdict = KB_VERDICT_OK;
        snprintf(r->detail, sizeof r->detail, "correct on %d input sets%s", r->n_sets,
                 o->measure ? "" : " (not timed)");
    }
    for (int set = 0; set < KB_MAX_SETS; set++)
        for (int t = 0; t < KB_MAX_TENSORS; t++) free(e.ref[set][t]);
    kb_session_close(&e.s);
    return r->verdict;
}

/* ---- the same inputs, references and checks for the other targets (evaluate.h) ------------ */

struct kb_eval_state {
    evalctx e;
};

kb_eval_state *kb_eval_state_open(const kb_eval_opts *o, kb_result *r, int n_slots)
{
    kb_eval_state *s = kb_xcalloc(1, sizeof *s);
    evalctx *e = &s->e;
    e->o = o;
    e->r = r;
    kb_err err = {{0}};
    if (kb_problem_init(&e->p, o->w, o->preset, o->dtype, o->threads, &err)) {
        fail(e, KB_VERDICT_HARNESS_ERROR, "%s", err.msg);
        free(s);
        return NULL;
    }
    kb_layout lay;
    kb_layout_init(&lay, &e->p, r->n_sets, n_slots, 1);
    if (kb_session_open(&e->s, &lay, &err)) {
        fail(e, KB_VERDICT_HARNESS_ERROR, "%s", err.msg);
        free(s);
        return NULL;
    }
    generate_inputs(e);
    compute_references(e);
    return s;
}

const kb_problem *kb_eval_state_problem(const kb_eval_state *s) { return &s->e.p; }
kb_session *kb_eval_state_session(kb_eval_state *s) { return &s->e.s; }
void kb_eval_state_poison(kb_eval_state *s) { poison_slots(&s->e, 0, s->e.s.lay.n_slots); }

bool kb_eval_state_check(kb_eval_state *s, int slot, int set, char *why, size_t cap)
{
    return check_slot(&s->e, 0, slot, set, why, cap);
}

bool kb_eval_state_inputs_intact(const kb_eval_state *s)
{
    return kb_checksum(s->e.s.in, s->e.s.lay.in_size) == s->e.in_sum;
}

void kb_eval_state_close(kb_eval_state *s)
{
    if (!s) return;
    for (int set = 0; set < KB_MAX_SETS; set++)
        for (int t = 0; t < KB_MAX_TENSORS; t++) free(s->e.ref[set][t]);
    kb_session_close(&s->e.s);
    free(s);
}
