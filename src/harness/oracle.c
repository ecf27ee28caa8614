/* oracle.c: verification inputs, references and their cache, and the output checks (oracle.h). */
#include "oracle.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../core/rng.h"
#include "../core/term.h"
#include "cache_trim.h"

void kb_inputs_generate(const kb_problem *p, const kb_layout *lay, uint64_t seed, kb_dist dist, char *dst)
{
    for (int i = 0; i < lay->n_in; i++)
        kb_problem_generate_dist(p, i, seed, dist, dst + kb_layout_in(lay, 0, i));
}

kb_tol kb_tol_of(const kb_problem *p, kb_dist dist)
{
    kb_tol t = p->dtype == KB_DTYPE_BF16 ? p->w->tol_bf16 : p->w->tol_f32;
    if (dist == KB_DIST_HARD)
        t = (kb_tol){.atol = KB_HARD_TOL * t.atol,
                     .rtol = KB_HARD_TOL * t.rtol,
                     .nmse = KB_HARD_TOL * KB_HARD_TOL * t.nmse};
    return t;
}

void kb_outputs_poison(const kb_problem *p, const kb_layout *lay, char *slot)
{
    for (int o = 0; o < lay->n_out; o++) {
        kb_dtype dt = kb_problem_dtype(p, &p->w->outputs[o]);
        kb_dtype_poison(dt, slot + kb_layout_out(lay, 0, 0, o), lay->out_bytes[o] / kb_dtype_size(dt));
    }
}

/* ---- the reference cache ----------------------------------------------------------------
 * References are the slow part of an evaluation at real sizes, and `kbench run` and repeated
 * evaluations share the verification seed, so reference outputs are kept on disk under the
 * compile cache (which the candidate's sandbox cannot read): one file per (binary, workload,
 * preset, dtype, seed, sets). */

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

static char *ref_cache_path(const kb_oracle *o)
{
    /* the sets' distributions too: the tpu target's all-typical sets and an audit set share the
     * seeds and counts of others */
    char dists[KB_MAX_SETS + 1] = {0};
    for (int set = 0; set < o->lay.n_sets; set++) dists[set] = o->dist[set] == KB_DIST_TYPICAL ? 't' : 'h';
    char *key_text = kb_xasprintf("ref-v4|%s|%s|%s|%016llx|%d|%d|%s|%s", o->p->w->id, o->p->preset->name,
                                  kb_dtype_name(o->p->dtype), (unsigned long long)o->seed, o->n_verify,
                                  o->lay.n_sets, dists, binary_hash());
    char key[65];
    kb_sha256_hex(key_text, strlen(key_text), key);
    free(key_text);
    return kb_xasprintf("%s/ref/%s.f32", kb_cache_dir(), key);
}

static size_t ref_floats(const kb_oracle *o)
{
    size_t n = 0;
    for (int t = 0; t < o->lay.n_out; t++) n += kb_problem_numel(o->p, &o->p->w->outputs[t]);
    return n * (size_t)o->lay.n_sets;
}

static bool ref_cache_load(kb_oracle *o)
{
    char *path = ref_cache_path(o);
    size_t len = 0;
    FILE *f = fopen(path, "rb");
    if (f) kb_cache_touch(path);
    free(path);
    if (!f) return false;
    bool ok = fseek(f, 0, SEEK_END) == 0 && (len = (size_t)ftell(f)) == ref_floats(o) * 4 &&
              fseek(f, 0, SEEK_SET) == 0;
    for (int set = 0; ok && set < o->lay.n_sets; set++)
        for (int t = 0; ok && t < o->lay.n_out; t++) {
            size_t n = kb_problem_numel(o->p, &o->p->w->outputs[t]);
            o->ref[set][t] = kb_xaligned(n * 4);
            ok = fread(o->ref[set][t], 4, n, f) == n;
        }
    fclose(f);
    return ok;
}

/* Best effort: a cache that cannot be written (full disk, read-only home) costs time only. */
static void ref_cache_store(const kb_oracle *o)
{
    if (ref_floats(o) * 4 > ((size_t)512 << 20)) return; /* not worth the disk */
    char *path = ref_cache_path(o);
    char *dir = kb_xasprintf("%s/ref", kb_cache_dir());
    char *tmp = kb_xasprintf("%s.%d", path, (int)getpid());
    FILE *f = kb_mkdirs(dir, 0700) == 0 ? fopen(tmp, "wb") : NULL;
    bool ok = f != NULL;
    for (int set = 0; ok && set < o->lay.n_sets; set++)
        for (int t = 0; ok && t < o->lay.n_out; t++) {
            size_t n = kb_problem_numel(o->p, &o->p->w->outputs[t]);
            ok = fwrite(o->ref[set][t], 4, n, f) == n;
        }
    if (f && fclose(f) != 0) ok = false;
    if (!ok || rename(tmp, path) != 0) unlink(tmp);
    kb_cache_trim(kb_cache_dir(), kb_cache_cap(), kb_ref_cache_cap());
    free(tmp);
    free(dir);
    free(path);
}

static void free_refs(kb_oracle *o)
{
    for (int set = 0; set < KB_MAX_SETS; set++)
        for (int t = 0; t < KB_MAX_TENSORS; t++) {
            free(o->ref[set][t]);
            o->ref[set][t] = NULL;
        }
}

static void compute_references(kb_oracle *o)
{
    const kb_workload *w = o->p->w;
    double t0 = kb_now();
    for (int set = 0; set < o->lay.n_sets; set++) {
        if (kb_now() - t0 > 1)
            kb_progress("%s: reference, input set %d of %d", w->id, set + 1, o->lay.n_sets);
        float *in[KB_MAX_TENSORS];
        for (int i = 0; i < o->lay.n_in; i++) {
            const kb_tensor_spec *t = &w->inputs[i];
            size_t n = kb_problem_numel(o->p, t);
            in[i] = kb_xaligned(n * 4);
            const char *src = o->in + kb_layout_in(&o->lay, set, i);
            if (t->kind == KB_KIND_INT32)
                memcpy(in[i], src, n * 4);
            else
                kb_dtype_to_f32(o->p->dtype, src, in[i], n);
        }
        for (int t = 0; t < o->lay.n_out; t++)
            o->ref[set][t] = kb_xaligned(kb_problem_numel(o->p, &w->outputs[t]) * 4);
        w->reference(o->p, (const void *const *)in, o->ref[set]);
        for (int i = 0; i < o->lay.n_in; i++) free(in[i]);
    }
}

static void oracle_open(kb_oracle *o, const kb_problem *p, uint64_t seed, int n_sets, char *in, bool cache,
                        double cache_min_s, kb_dist hard)
{
    memset(o, 0, sizeof *o);
    o->p = p;
    o->seed = seed;
    o->n_verify = n_sets;
    o->hard = hard;
    KB_ASSERT(n_sets <= KB_MAX_SETS);
    kb_layout_init(&o->lay, p, n_sets, 1, 1);
    o->own_in = !in;
    o->in = in ? in : kb_xaligned(o->lay.in_size);
    kb_progress("%s: generating %d input sets", p->w->id, n_sets);
    for (int set = 0; set < n_sets; set++) {
        o->dist[set] = set == n_sets - 1 ? hard : KB_DIST_TYPICAL; /* the last set is hard */
        kb_inputs_generate(p, &o->lay, kb_rng_derive(seed, (uint64_t)set), o->dist[set],
                           o->in + kb_layout_in(&o->lay, set, 0));
    }
    if (cache && ref_cache_load(o)) return;
    free_refs(o);
    double t0 = kb_now();
    compute_references(o);
    if (cache && kb_now() - t0 >= cache_min_s) ref_cache_store(o);
}

void kb_oracle_open(kb_oracle *o, const kb_problem *p, uint64_t seed, int n_sets, char *in, bool cache,
                    double cache_min_s)
{
    oracle_open(o, p, seed, n_sets, in, cache, cache_min_s, KB_DIST_HARD);
}

void kb_oracle_open_typical(kb_oracle *o, const kb_problem *p, uint64_t seed, int n_sets, char *in,
                            bool cache, double cache_min_s)
{
    oracle_open(o, p, seed, n_sets, in, cache, cache_min_s, KB_DIST_TYPICAL);
}

/* One set from set_seed and dist into in (NULL: a buffer of its own), with its reference. */
static double open_one(kb_oracle *o, const kb_problem *p, uint64_t set_seed, kb_dist dist, char *in,
                       bool cache, double cache_min_s)
{
    memset(o, 0, sizeof *o);
    o->p = p;
    o->seed = set_seed;
    o->n_verify = 1;
    o->hard = dist;
    kb_layout_init(&o->lay, p, 1, 1, 1);
    o->own_in = !in;
    o->in = in ? in : kb_xaligned(o->lay.in_size);
    o->dist[0] = dist;
    kb_inputs_generate(p, &o->lay, set_seed, dist, o->in);
    if (cache && ref_cache_load(o)) return 0;
    free_refs(o);
    double t0 = kb_now();
    compute_references(o);
    double took = kb_now() - t0;
    if (cache && took >= cache_min_s) ref_cache_store(o);
    return took;
}

void kb_oracle_open_set(kb_oracle *o, const kb_problem *p, uint64_t set_seed, kb_dist dist)
{
    open_one(o, p, set_seed, dist, NULL, false, 0);
}

double kb_oracle_open_audit(kb_oracle *o, const kb_problem *p, uint64_t seed, kb_dist dist, int k, char *in,
                            bool cache)
{
    /* far from the verification sets' kb_rng_derive(seed, 0..n) */
    uint64_t what =
        (uint64_t)0x61756469 << 32 | (uint64_t)(dist == KB_DIST_TYPICAL ? 0 : 1) << 24 | (uint64_t)k;
    return open_one(o, p, kb_rng_derive(seed, what), dist, in, cache, KB_AUDIT_CACHE_MIN_S);
}

void kb_oracle_close(kb_oracle *o)
{
    free_refs(o);
    if (o->own_in) free(o->in);
    memset(o, 0, sizeof *o);
}

/* One output against what it should be: a reference (ref: f32, or int32 for an index output),
 * or else another contestant's output in the same storage type. The fast pass first (every output of every call comes here),
 * and only when it fails the full comparison, which decides and describes. */
static bool output_passes(const kb_problem *p, const kb_tensor_spec *ts, const char *got, const void *want,
                          bool ref, kb_tol tol, char *d, size_t cap)
{
    kb_dtype dt = kb_problem_dtype(p, ts);
    size_t n = kb_problem_numel(p, ts);
    if (ref ? kb_compare_passes(got, dt, want, n, tol) : kb_compare_passes_same(got, want, dt, n, tol))
        return true;
    /* a float output against another contestant's goes through f32; an index output (int32,
     * exact) is compared as it is, against the reference's int32 or the other's */
    float *wf = ref || dt == KB_DTYPE_I32 ? NULL : kb_xaligned(n * sizeof *wf);
    if (wf) kb_dtype_to_f32(dt, want, wf, n);
    kb_cmp cmp;
    kb_compare(got, dt, wf ? wf : want, n, tol, &cmp);
    free(wf);
    if (cmp.ok) return true;
    int64_t dims[KB_MAX_DIMS];
    int nd = kb_problem_dims(p, ts, dims);
    kb_compare_describe(&cmp, tol, dims, nd, d, cap);
    return false;
}

static bool oracle_check(const kb_oracle *o, const kb_layout *lay, const char *slot, int set, bool baseline,
                         char *why, size_t cap)
{
    const kb_workload *w = o->p->w;
    kb_tol tol = kb_tol_of(o->p, o->dist[set]);
    if (baseline) tol.atol *= KB_BASELINE_SLACK, tol.rtol *= KB_BASELINE_SLACK;
    for (int t = 0; t < lay->n_out; t++) {
        const kb_tensor_spec *ts = &w->outputs[t];
        char d[900];
        if (output_passes(o->p, ts, slot + kb_layout_out(lay, 0, 0, t), o->ref[set][t], true, tol, d,
                          sizeof d))
            continue;
        snprintf(why, cap, "input set %d, output %s: %s", set, ts->name, d);
        return false;
    }
    return true;
}

bool kb_oracle_check(const kb_oracle *o, const kb_layout *lay, const char *slot, int set, char *why,
                     size_t cap)
{
    return oracle_check(o, lay, slot, set, false, why, cap);
}

bool kb_oracle_check_baseline(const kb_oracle *o, const kb_layout *lay, const char *slot, int set, char *why,
                              size_t cap)
{
    return oracle_check(o, lay, slot, set, true, why, cap);
}

kb_tol kb_tol_against_baseline(kb_tol t)
{
    double rt = KB_MIN(t.rtol, 0.5);
    /* NMSE by the triangle inequality on the output's norm: ||c - r||, ||b - r|| <= e ||r|| with
     * e = sqrt(nmse) give ||c - b|| <= 2e ||r|| and ||b|| >= (1 - e) ||r||. */
    double e = KB_MIN(sqrt(t.nmse), 0.5);
    return (kb_tol){.atol = 2 * t.atol + 2 * rt * t.atol / (1 - rt),
                    .rtol = 2 * rt / (1 - rt),
                    .nmse = t.nmse > 0 ? 4 * e * e / ((1 - e) * (1 - e)) : 0};
}

bool kb_check_against(const kb_problem *p, const kb_layout *lay, const char *got, const char *base,
                      const char *who, kb_dist dist, char *why, size_t cap)
{
    const kb_workload *w = p->w;
    kb_tol tol = kb_tol_against_baseline(kb_tol_of(p, dist));
    for (int t = 0; t < lay->n_out; t++) {
        const kb_tensor_spec *ts = &w->outputs[t];
        size_t off = kb_layout_out(lay, 0, 0, t);
        char d[900];
        if (output_passes(p, ts, got + off, base + off, false, tol, d, sizeof d)) continue;
        snprintf(why, cap, "output %s against the %s baseline's on the same inputs: %s", ts->name, who, d);
        return false;
    }
    return true;
}
