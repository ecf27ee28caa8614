/* suite.c: the registry of workloads (expanded from workloads.def, kb1/families.def,
 * kb2/aliases.def and kb2/families.def), the suites over it, and the helpers that turn a
 * workload plus a preset into a concrete problem: shapes, sizes, FLOPs and generated inputs. */
#include "workload.h"

#include <ctype.h>
#include <math.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include "../core/rng.h"

static const kb_workload *const registry[] = {
#define KB_WORKLOAD(id) &kb_wl_##id,
#include "workloads.def"
#undef KB_WORKLOAD
};

enum {
#define KB_WORKLOAD(id) KB_COUNT_##id,
#include "workloads.def"
#undef KB_WORKLOAD
    KB_N_WORKLOADS
};
_Static_assert(KB_ARRAY_LEN(registry) == KB_N_WORKLOADS, "registry out of step");

/* the level-1 and level-2 families (kb1/families.def, kb2/families.def; their rows are the
 * families' business) */
#define KB_ROW(...)
#define KB_FAMILY(f)                       \
    extern const kb_workload kb_fam_##f[]; \
    extern const size_t kb_fam_##f##_n;
#include "kb1/families.def"
#include "kb2/families.def"
#undef KB_FAMILY
typedef struct family {
    const kb_workload *rows;
    const size_t *n;
} family;
#define KB_FAMILY(f) {kb_fam_##f, &kb_fam_##f##_n},
static const family families[] = {
#include "kb1/families.def"
};
static const family kb2_families[] = {
#include "kb2/families.def"
};
#undef KB_FAMILY
#undef KB_ROW

/* the level-2 problems that are JAXBench k-workloads (kb2/aliases.def) */
static const kb_suite_entry kb2_aliases[] = {
#define KB_ALIAS(num3, num, k, name, changes) \
    {"kb2_" #num3 "_" #name, "L2-" #num, &kb_wl_##k##_##name, changes},
#include "kb2/aliases.def"
#undef KB_ALIAS
};

enum { KB_MAX_SUITE = 256 };

/* The suites, built once from the tables above (they are constant; only the order of kb1 is
 * computed: KernelBench's numbering, across families). */
static struct suite {
    const char *name;
    kb_suite_entry e[KB_MAX_SUITE];
    size_t n;
} suites[] = {{.name = "jaxbench"}, {.name = "kb1"}, {.name = "kb2"}};
static const kb_workload *all[3 * KB_MAX_SUITE];
static size_t n_all;
static pthread_once_t suites_once = PTHREAD_ONCE_INIT;

/* the number in "kb1_019_relu" or "kb2_001_...": 19, 1 */
static long kb_number(const char *id) { return strtol(id + 4, NULL, 10); }

static int cmp_entry(const void *a, const void *b)
{
    const long x = kb_number(((const kb_suite_entry *)a)->id);
    const long y = kb_number(((const kb_suite_entry *)b)->id);
    return (x > y) - (x < y);
}

/* every row of every family in fams, appended to suite s */
static void add_families(struct suite *s, const family *fams, size_t n)
{
    for (size_t f = 0; f < n; f++)
        for (size_t r = 0; r < *fams[f].n; r++) {
            const kb_workload *w = &fams[f].rows[r];
            KB_ASSERT(s->n < KB_MAX_SUITE);
            s->e[s->n++] = (kb_suite_entry){w->id, w->jaxbench, w, NULL};
        }
}

static void suites_build(void)
{
    struct suite *jb = &suites[0], *k1 = &suites[1], *k2 = &suites[2];
    for (size_t i = 0; i < KB_N_WORKLOADS; i++) {
        jb->e[jb->n++] = (kb_suite_entry){registry[i]->id, registry[i]->jaxbench, registry[i], NULL};
        all[n_all++] = registry[i];
    }
    add_families(k1, families, KB_ARRAY_LEN(families));
    qsort(k1->e, k1->n, sizeof k1->e[0], cmp_entry);
    for (size_t i = 0; i < k1->n; i++) all[n_all++] = k1->e[i].w;
    for (size_t i = 0; i < KB_ARRAY_LEN(kb2_aliases); i++) k2->e[k2->n++] = kb2_aliases[i];
    add_families(k2, kb2_families, KB_ARRAY_LEN(kb2_families));
    qsort(k2->e, k2->n, sizeof k2->e[0], cmp_entry);
    /* the registry: kb2's own problems (not its aliases, which are jaxbench's) */
    for (size_t i = 0; i < k2->n; i++)
        if (!strcmp(k2->e[i].id, k2->e[i].w->id)) all[n_all++] = k2->e[i].w;
}

static const struct suite *suite_get(size_t i)
{
    pthread_once(&suites_once, suites_build);
    return &suites[i];
}

const kb_suite_entry *kb_suite_entries(const char *name, size_t *n)
{
    *n = 0;
    for (size_t i = 0; i < KB_ARRAY_LEN(suites); i++) {
        const struct suite *s = suite_get(i);
        if (name && !strcmp(s->name, name)) {
            *n = s->n;
            return s->e;
        }
    }
    return NULL;
}

const char *kb_suite_names(void) { return "jaxbench, kb1, kb2"; }

size_t kb_registry_count(void)
{
    suite_get(0);
    return n_all;
}

const kb_workload *kb_registry_at(size_t i)
{
    KB_ASSERT(i < kb_registry_count());
    return all[i];
}

size_t kb_suite_count(void) { return KB_N_WORKLOADS; }

const char *kb_staged_describe(kb_staged s)
{
    switch (s) {
    case KB_STAGED_PASS: return "pass here (the rounding costs at most about one bf16 step at the output)";
    case KB_STAGED_FAIL: return "wrong here (the rounding error grows through the rest of the computation)";
    case KB_STAGED_MARGINAL:
        return "borderline here (within the tolerance on some input sets, wrong on others: do not)";
    case KB_STAGED_UNMEASURED: break;
    }
    return "not measured (judged like any candidate: compute in f32, round once)";
}

const kb_workload *kb_suite_at(size_t i)
{
    KB_ASSERT(i < KB_N_WORKLOADS);
    return registry[i];
}

/* "8p" / "8p_GEMM" / "08p" -> "p08"; "41k" -> "k41". Returns 0 if name is not of that form. */
static int jaxbench_to_prefix(const char *name, char out[8])
{
    int num = 0, digits = 0;
    const char *s = name;
    while (isdigit((unsigned char)*s) && digits < 3) num = num * 10 + (*s++ - '0'), digits++;
    if (!digits || (*s != 'p' && *s != 'k') || (s[1] && s[1] != '_')) return 0;
    snprintf(out, 8, "%c%02d", *s, num);
    return 1;
}

/* "L1-19", "l2-001" -> level 1, number 19. Returns 0 if name is not of that form. */
static int kernelbench_form(const char *name, int *level, long *num)
{
    if ((name[0] != 'L' && name[0] != 'l') || (name[1] != '1' && name[1] != '2') || name[2] != '-' ||
        !isdigit((unsigned char)name[3]))
        return 0;
    char *end;
    *level = name[1] - '0';
    *num = strtol(name + 3, &end, 10);
    return *end == 0;
}

const kb_workload *kb_suite_find(const char *name)
{
    char prefix[8];
    const char *want = jaxbench_to_prefix(name, prefix) ? prefix : name;
    size_t wl = strlen(want);
    for (size_t i = 0; i < KB_N_WORKLOADS; i++) {
        const kb_workload *w = registry[i];
        if (!strcmp(w->id, name) || !strcmp(w->jaxbench, name)) return w;
        /* a bare prefix "p08" matches "p08_..." */
        if (wl == 3 && !strncmp(w->id, want, 3) && w->id[3] == '_') return w;
    }
    int level;
    long num;
    const bool form = kernelbench_form(name, &level, &num);
    for (size_t s = 1; s < KB_ARRAY_LEN(suites); s++) {
        const struct suite *su = suite_get(s);
        for (size_t i = 0; i < su->n; i++) {
            const kb_suite_entry *e = &su->e[i];
            if (!strcmp(e->id, name)) return e->w;
            /* "kb1_019" matches "kb1_019_..." */
            if (wl == 7 && !strncmp(e->id, name, 7) && e->id[7] == '_') return e->w;
            if (form && level == (int)s && kb_number(e->id) == num) return e->w;
        }
    }
    return NULL;
}

static size_t edit_distance(const char *a, const char *b)
{
    size_t la = strlen(a), lb = strlen(b);
    size_t *row = kb_xmalloc((lb + 1) * sizeof *row);
    for (size_t j = 0; j <= lb; j++) row[j] = j;
    for (size_t i = 1; i <= la; i++) {
        size_t diag = row[0];
        row[0] = i;
        for (size_t j = 1; j <= lb; j++) {
            size_t up = row[j];
            size_t sub = diag + (tolower((unsigned char)a[i - 1]) != tolower((unsigned char)b[j - 1]));
            row[j] = KB_MIN(KB_MIN(row[j - 1] + 1, up + 1), sub);
            diag = up;
        }
    }
    size_t d = row[lb];
    free(row);
    return d;
}

void kb_suite_suggest(const char *name, char *buf, size_t cap)
{
    const char *best[3] = {0};
    size_t dist[3] = {(size_t)-1, (size_t)-1, (size_t)-1};
    for (size_t s = 0; s < KB_ARRAY_LEN(suites); s++) {
        const struct suite *su = suite_get(s);
        for (size_t i = 0; i < su->n; i++) {
            const char *id = su->e[i].id;
            /* distance to the id, or to the part after the prefix ("gemm" vs "p08_gemm") */
            const char *tail = strchr(id, '_') ? strchr(id, '_') + 1 : id;
            if (s && strchr(tail, '_')) tail = strchr(tail, '_') + 1; /* kb1_019_relu: "relu" */
            size_t d = KB_MIN(edit_distance(name, id), edit_distance(name, tail));
            /* a part of the id ranks first, after the name of the operator itself ("relu") */
            if (strstr(id, name) && strlen(name) >= 3) d = KB_MIN(d, strcmp(tail, name) != 0);
            for (int k = 0; k < 3; k++) {
                if (d < dist[k]) {
                    for (int m = 2; m > k; m--) dist[m] = dist[m - 1], best[m] = best[m - 1];
                    dist[k] = d;
                    best[k] = id;
                    break;
                }
            }
        }
    }
    size_t pos = 0;
    buf[0] = 0;
    for (int k = 0; k < 3 && best[k] && pos < cap; k++)
        pos += (size_t)snprintf(buf + pos, cap - pos, "%s%s", k ? ", " : "", best[k]);
}

/* ---- problems ---------------------------------------------------------------------------- */

int kb_problem_init(kb_problem *p, const kb_workload *w, const char *preset, kb_dtype dtype, int threads,
                    kb_err *err)
{
    memset(p, 0, sizeof *p);
    p->w = w;
    p->dtype = dtype;
    p->threads = threads;
    for (int i = 0; i < KB_MAX_PRESETS && w->presets[i].name; i++)
        if (!strcmp(w->presets[i].name, preset)) p->preset = &w->presets[i];
    if (!p->preset) {
        char names[256] = "";
        size_t pos = 0;
        for (int i = 0; i < KB_MAX_PRESETS && w->presets[i].name; i++)
            pos +=
                (size_t)snprintf(names + pos, sizeof names - pos, "%s%s", i ? ", " : "", w->presets[i].name);
        kb_err_set(err, "workload %s has no preset '%s'; its presets are: %s", w->id, preset, names);
        return -1;
    }
    for (int i = 0; i < KB_MAX_PARAMS && w->params[i]; i++) p->p[i] = p->preset->v[i];
    return 0;
}

int64_t kb_problem_param(const kb_problem *p, const char *name)
{
    for (int i = 0; i < KB_MAX_PARAMS && p->w->params[i]; i++)
        if (!strcmp(p->w->params[i], name)) return p->p[i];
    KB_ASSERT(!"unknown shape parameter");
    return 0;
}

int kb_problem_ndim(const kb_tensor_spec *t)
{
    int n = 0;
    while (n < KB_MAX_DIMS && t->dims[n]) n++;
    return n;
}

int kb_problem_dims(const kb_problem *p, const kb_tensor_spec *t, int64_t dims[KB_MAX_DIMS])
{
    int n = kb_problem_ndim(t);
    for (int d = 0; d < n; d++)
        dims[d] = isdigit((unsigned char)t->dims[d][0]) ? strtoll(t->dims[d], NULL, 10)
                                                        : kb_problem_param(p, t->dims[d]);
    return n;
}

size_t kb_problem_numel(const kb_problem *p, const kb_tensor_spec *t)
{
    int64_t dims[KB_MAX_DIMS];
    int n = kb_problem_dims(p, t, dims);
    size_t numel = 1;
    for (int d = 0; d < n; d++) numel *= (size_t)dims[d];
    return numel;
}

kb_dtype kb_problem_dtype(const kb_problem *p, const kb_tensor_spec *t)
{
    return t->kind == KB_KIND_INT32 ? KB_DTYPE_I32 : p->dtype;
}

size_t kb_problem_tensor_bytes(const kb_problem *p, const kb_tensor_spec *t)
{
    return kb_problem_numel(p, t) * kb_dtype_size(kb_problem_dtype(p, t));
}

int kb_problem_n_inputs(const kb_problem *p)
{
    int n = 0;
    while (n < KB_MAX_TENSORS && p->w->inputs[n].name) n++;
    return n;
}

int kb_problem_n_outputs(const kb_problem *p)
{
    int n = 0;
    while (n < KB_MAX_TENSORS && p->w->outputs[n].name) n++;
    return n;
}

bool kb_workload_exact(const kb_workload *w)
{
    bool any = false;
    for (int o = 0; o < KB_MAX_TENSORS && w->outputs[o].name; o++) {
        if (w->outputs[o].kind != KB_KIND_INT32) return false;
        any = true;
    }
    return any;
}

double kb_problem_flops(const kb_problem *p) { return p->w->flops(p); }

double kb_problem_bytes(const kb_problem *p)
{
    if (p->w->bytes) return p->w->bytes(p);
    double b = 0;
    for (int i = 0; i < kb_problem_n_inputs(p); i++)
        b += (double)kb_problem_tensor_bytes(p, &p->w->inputs[i]);
    for (int i = 0; i < kb_problem_n_outputs(p); i++)
        b += (double)kb_problem_tensor_bytes(p, &p->w->outputs[i]);
    return b;
}

void kb_problem_generate(const kb_problem *p, int i, uint64_t seed, void *dst)
{
    const kb_tensor_spec *t = &p->w->inputs[i];
    size_t n = kb_problem_numel(p, t);
    kb_dtype dt = kb_problem_dtype(p, t);
    if (t->init == KB_INIT_CUSTOM) {
        KB_ASSERT(p->w->generate);
        if (t->kind == KB_KIND_INT32) {
            p->w->generate(p, i, seed, dst);
            return;
        }
        float *tmp = kb_xaligned(n * sizeof(float));
        p->w->generate(p, i, seed, tmp);
        kb_dtype_from_f32(dt, tmp, dst, n);
        free(tmp);
        return;
    }
    KB_ASSERT(t->kind == KB_KIND_FLOAT);
    const double scale = t->scale, shift = t->shift;
    const uint64_t key = kb_rng_key(seed, (uint64_t)i);
/* one loop per (distribution, storage type), so that each vectorises; threads only where
     * there is enough to share (waking a sleeping OpenMP team costs more than a small tensor).
     * A bf16 is stored by its .bits: with a struct store in it, clang vectorises no loop */
#define KB_GEN_LOOP(DRAW, STORE)                                                                         \
    _Pragma("omp parallel for simd schedule(static) if (n > (1u << 16))") for (size_t k = 0; k < n; k++) \
    {                                                                                                    \
        float v = (float)(shift + scale * (DRAW));                                                       \
        STORE;                                                                                           \
    }
    kb_bf16 *db = dst;
    float *df = dst;
    if (t->init == KB_INIT_NORMAL && dt == KB_DTYPE_BF16)
        KB_GEN_LOOP(kb_rng_normal_keyed(key, k), db[k].bits = kb_f32_to_bf16(v).bits)
    else if (t->init == KB_INIT_NORMAL)
        KB_GEN_LOOP(kb_rng_normal_keyed(key, k), df[k] = v)
    else if (dt == KB_DTYPE_BF16)
        KB_GEN_LOOP(2 * kb_rng_uniform_keyed(key, k) - 1, db[k].bits = kb_f32_to_bf16(v).bits)
    else
        KB_GEN_LOOP(2 * kb_rng_uniform_keyed(key, k) - 1, df[k] = v)
#undef KB_GEN_LOOP
}

/* ---- the hard input distribution (workload.h) ---------------------------------------------- */

/* The families' defaults, by what their math is most easily approximated with. */
static const struct {
    const char *family;
    kb_hard hard;
} hard_defaults[] = {
    {"attention",
     {KB_HARD_ROW_SCALE, KB_HARD_ALL_INPUTS, 0,
      "1 row in 32 of q, k and v scaled 2-4x: a few keys dominate each softmax, so attention over a "
      "sample or a window of the keys, or skipped blocks, is wrong"}},
    {"norm",
     {KB_HARD_ROW_SPIKE, 0, 0,
      "one element per row 4-6x the row's RMS: it dominates the row's statistics, which a sample of "
      "the row misses"}},
    {"softmax",
     {KB_HARD_ROW_SPIKE, 0, 0, "a dominant logit per row: a normaliser from part of the row misses it"}},
    {"loss", {KB_HARD_ROW_SPIKE, 0, 0, "a dominant value per row: a loss from part of the row misses it"}},
    {"reduction",
     {KB_HARD_ROW_SPIKE | KB_HARD_TAILS, KB_HARD_ALL_INPUTS, 0,
      "a dominant element per row and heavy tails: a reduction over a sample misses them"}},
    {"pooling",
     {KB_HARD_ROW_SPIKE | KB_HARD_TAILS, KB_HARD_ALL_INPUTS, 0,
      "a dominant element per row and heavy tails: pooling over a sample misses them"}},
    {"activation",
     {KB_HARD_TAILS, KB_HARD_ALL_INPUTS, 0,
      "heavy tails: the large inputs, where approximations of an activation are worst"}},
    {"scan",
     {KB_HARD_ROW_SPIKE, 0, 0, "a dominant element per row: a scan from part of the row misses its jump"}},
    /* images and weights of their own `generate` too: the changes keep a nonnegative image so */
    {"fused-conv",
     {KB_HARD_TAILS, KB_HARD_EVERY_FLOAT, 0,
      "heavy tails in the image and the filters (1 element in 64 scaled 3-5x): a convolution from part "
      "of its taps misses the few that dominate"}},
    {"convolution",
     {KB_HARD_TAILS, KB_HARD_EVERY_FLOAT, 0,
      "heavy tails in the image and the filters (1 element in 64 scaled 3-5x): a convolution from part "
      "of its taps misses the few that dominate"}},
};
static const kb_hard hard_fallback = {
    KB_HARD_TAILS, KB_HARD_ALL_INPUTS, 0,
    "heavy tails (1 element in 64 scaled 3-5x): an estimate from part of a reduction (a sampled or "
    "half product with a correction) misses the few terms that dominate"};

const kb_hard *kb_workload_hard(const kb_workload *w)
{
    if (w->hard.what) return &w->hard;
    for (size_t k = 0; k < KB_ARRAY_LEN(hard_defaults); k++)
        if (w->family && !strcmp(w->family, hard_defaults[k].family)) return &hard_defaults[k].hard;
    return &hard_fallback;
}

bool kb_hard_changes(const kb_workload *w, int i)
{
    const kb_tensor_spec *t = &w->inputs[i];
    const kb_hard *h = kb_workload_hard(w);
    if (t->kind != KB_KIND_FLOAT) return false;
    if (t->init == KB_INIT_CUSTOM) return h->input == KB_HARD_EVERY_FLOAT || h->input == i;
    return t->scale != 0 && (h->input < 0 || h->input == i);
}

/* Whether index k of n is picked, with probability p: at least one of the n always is (the one
 * the key names), however small the tensor. */
static inline size_t hard_forced(uint64_t key, size_t n)
{
    return (size_t)(kb_rng_bits_keyed(key, ~0ull) % n);
}
static inline bool hard_pick(uint64_t key, uint64_t k, size_t forced, double p)
{
    return k == forced || kb_rng_uniform_keyed(key, 4 * k) < p;
}
static inline double hard_factor(uint64_t key, uint64_t k, double lo, double span, double amp)
{
    return amp * (lo + span * kb_rng_uniform_keyed(key, 4 * k + 1));
}

/* The f32 values of a hard input before they are stored: kept per thread from one call to the
 * next, since a quarter of the timed sweeps draw hard inputs, and faulting in a fresh buffer of
 * p08's 15M elements cost as much as drawing them (26 ms of 71 at `cpu`). A thread's buffer is
 * freed when the thread ends (the agent evaluates on threads of its own). */
typedef struct hard_buf {
    float *v;
    size_t cap;
} hard_buf;
static pthread_key_t hard_key;
static pthread_once_t hard_once = PTHREAD_ONCE_INIT;
static void hard_buf_free(void *p)
{
    hard_buf *b = p;
    free(b->v);
    free(b);
}
static void hard_key_make(void) { KB_ASSERT(pthread_key_create(&hard_key, hard_buf_free) == 0); }

static float *hard_scratch(size_t n)
{
    pthread_once(&hard_once, hard_key_make);
    hard_buf *b = pthread_getspecific(hard_key);
    if (!b) {
        b = kb_xcalloc(1, sizeof *b);
        KB_ASSERT(pthread_setspecific(hard_key, b) == 0);
    }
    if (n > b->cap) {
        free(b->v);
        b->v = kb_xaligned(n * sizeof(float));
        b->cap = n;
    }
    return b->v;
}

void kb_problem_generate_dist(const kb_problem *p, int i, uint64_t seed, kb_dist dist, void *dst)
{
    if (dist == KB_DIST_TYPICAL || !kb_hard_changes(p->w, i)) {
        kb_problem_generate(p, i, seed, dst);
        return;
    }
    const kb_tensor_spec *t = &p->w->inputs[i];
    const kb_hard *h = kb_workload_hard(p->w);
    const double amp = h->amp > 0 ? h->amp : 1;
    const size_t n = kb_problem_numel(p, t);
    int64_t dims[KB_MAX_DIMS];
    const int nd = kb_problem_dims(p, t, dims);
    const size_t cols = nd > 0 && dims[nd - 1] > 0 ? (size_t)dims[nd - 1] : 1, rows = n / cols;
    /* the typical values in f32, then the changes, then the storage type */
    kb_problem pf = *p;
    pf.dtype = KB_DTYPE_F32;
    float *v = hard_scratch(n);
    kb_problem_generate(&pf, i, seed, v);
    /* one stream per kind of change; rows and columns share theirs (D A D, above) */
    const uint64_t base = kb_rng_key(seed, 0x68617264ull + (uint64_t)i); /* "hard" */
    const uint64_t k_tail = kb_rng_key(base, 1), k_line = kb_rng_key(base, 2), k_spike = kb_rng_key(base, 3);
    /* every loop shares its rows among threads, as the typical generator does (a hard sweep is a
     * quarter of the timed ones: its cost is the evaluation's) */
    if (h->what & KB_HARD_TAILS) {
        const size_t forced = hard_forced(k_tail, n);
        /* branch-free, so that it vectorises: every element draws its factor */
#pragma omp parallel for simd schedule(static) if (n > (1u << 16))
        for (size_t k = 0; k < n; k++)
            v[k] *= hard_pick(k_tail, k, forced, 1.0 / 64) ? (float)hard_factor(k_tail, k, 3, 2, amp) : 1.0f;
    }
    if (h->what & (KB_HARD_ROW_SCALE | KB_HARD_COL_SCALE)) {
        /* a factor per row and per column (1 where not picked), then one pass */
        float *fr = kb_xaligned(rows * sizeof(float)), *fc = kb_xaligned(cols * sizeof(float));
        const size_t forced_r = hard_forced(k_line, rows), forced_c = hard_forced(k_line, cols);
        for (size_t r = 0; r < rows; r++)
            fr[r] = (h->what & KB_HARD_ROW_SCALE) && hard_pick(k_line, r, forced_r, 1.0 / 32)
                        ? (float)hard_factor(k_line, r, 2, 2, amp)
                        : 1.0f;
        for (size_t c = 0; c < cols; c++)
            fc[c] = (h->what & KB_HARD_COL_SCALE) && hard_pick(k_line, c, forced_c, 1.0 / 32)
                        ? (float)hard_factor(k_line, c, 2, 2, amp)
                        : 1.0f;
#pragma omp parallel for schedule(static) if (n > (1u << 16))
        for (size_t r = 0; r < rows; r++)
            for (size_t c = 0; c < cols; c++) v[r * cols + c] *= fr[r] * fc[c];
        free(fr);
        free(fc);
    }
    if (h->what & KB_HARD_ROW_SPIKE)
#pragma omp parallel for schedule(static) if (n > (1u << 16))
        for (size_t r = 0; r < rows; r++) {
            float *row = v + r * cols;
            double ss = 0;
            bool neg = false;
            for (size_t c = 0; c < cols; c++) ss += (double)row[c] * row[c], neg |= row[c] < 0;
            if (ss == 0) continue;
            uint64_t b = kb_rng_bits_keyed(k_spike, 2 * r);
            /* a sign the row already has: a row of positive values stays positive */
            double m = hard_factor(k_spike, r, 4, 2, amp) * sqrt(ss / (double)cols);
            row[(b >> 1) % cols] = (float)(neg && (b & 1) ? -m : m);
        }
    kb_dtype_from_f32(kb_problem_dtype(p, t), v, dst, n);
}
