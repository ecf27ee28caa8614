/* kb1/losses.c: the losses of KernelBench level 1 (L1-94, 95, 96, 98, 99, 100), one family whose
 * instances are the rows of losses.def. Each is a scalar (a [1] tensor) over predictions
 * p [N][D] and targets (kb_ref_loss_kind says which and their shapes):
 *
 *   94 MSE             mean_ij (p - t)^2
 *   95 cross-entropy   mean_i (lse_j p_ij - p_i,t_i)                  t: [N] class ids
 *   96 Huber (delta 1) mean_ij (|d| < 1 ? d^2/2 : |d| - 1/2), d = p - t
 *   98 KL divergence   sum_ij t (ln t - ln p) / N                     ('batchmean')
 *   99 triplet margin  mean_i max(0, |a_i - p_i + eps| - |a_i - n_i + eps| + 1)   (L2 norms)
 *   100 hinge          mean_ij max(0, 1 - p_ij t_j)                   t: [D] of +-1
 *
 * Shapes: N rows (KernelBench's batch), D columns (features, or classes for 95). Memory-bound:
 * one read of each input, a few operations per element (KL: two logarithms).
 *
 * Changes from KernelBench: (JAXBench's translation is named where it departs too)
 * - Inputs are drawn so that every branch runs and every element's term moves the loss, not
 *   KernelBench's s * U[0,1) and U[0,1) (s one U[0,1) draw per call), which leave Huber in its
 *   quadratic branch and the hinge's clamp idle (catalogue section 4.2). MSE and Huber:
 *   p ~ N(0,1) * 1.5, t ~ N(0,1) (|d| > 1 for about half of the elements). Cross-entropy:
 *   targets uniform over the D classes, logits ~ N(0,1) * 2 plus 4 at the target class (a
 *   classifier leaning towards the right class: the loss is below log D, and a kernel that
 *   misses the target's logit is far off). KL: p and t are softmax rows of s_r * N(0,1) (s_r
 *   uniform on [0.5, 2) per row), two distributions per row as KernelBench's are (its come from
 *   near-constant logits). Triplet: anchors a ~ N(0,1), positive and negative the anchor plus
 *   noise of norm about 2 s_r (s_r uniform on [0.5, 2) per row and tensor), so |a - p| - |a - n|
 *   + 1 spreads over [-2, 4] and the margin's clamp acts on some rows. Hinge: t = +-1 with equal
 *   odds, scores p = t_j (1 + N(0,1)), a classifier right by a margin of 1 on average, so the
 *   clamp acts for about half of the elements.
 * - The output is a [1] tensor (KernelBench returns a 0-d tensor).
 * - L1-95's targets are int32 (KernelBench int64; JAXBench int32 too).
 * - L1-100's targets are [D] and broadcast along the last axis, as KernelBench's [N] targets do
 *   (PyTorch aligns the last axes, which works there only because N = D = 32768); they are
 *   floats +-1 as in KernelBench (JAXBench: int32).
 * - L1-98 divides by N ('batchmean'), as KernelBench does; JAXBench's translation takes the
 *   mean over all N*D elements (D times smaller).
 * - L1-99 adds eps to the difference before the norm, as PyTorch's pairwise distance does;
 *   JAXBench's takes sqrt(sum d^2 + 1e-12).
 * - Sizes: the cpu preset is 4096 x 4096 (KL and triplet 2048 x 4096: two logarithms per
 *   element; three inputs), not KernelBench's (up to 32768 x 32768, 4-8 GiB per input in f32);
 *   KernelBench's sizes are the preset `kernelbench` (L1-96's is KernelBench's 32768 x 32768,
 *   not JAXBench's reduced 4096 x 4096).
 * - tiny has 512-1024 terms in its mean (cross-entropy: 256 rows of 16 classes): with many more,
 *   the one output number hardly moves with the seed or with one input (test_suite's checks).
 *
 * Tolerances (tools/baselines/margins.c, lib vs reference, at tiny): the output is one number;
 * bf16 rtol 8e-3, as its rounding alone moves it by up to 2^-8 relative (lib's worst: 0.17 of
 * the tolerance, KL); f32 rtol 1e-5 (lib's f32 sums are within an f32 ulp of the double
 * reference). Both catch the skipped work test_suite makes (1% of an input zeroed in f32, 5% in
 * bf16): the inputs above make every element's term move the mean.
 */
#include "kb1.h"

#include <math.h>
#include <stdlib.h>
#include "../../core/rng.h"
#include "../lib/rows.h"
#include "../ref/ref.h"

enum { P_N, P_D };

extern const kb_workload kb_fam_losses[];

/* one row of losses.def */
typedef struct loss_row {
    kb_ref_loss_kind kind;
    double a, b;
    double flops;
} loss_row;

static const loss_row rows[] = {
#define KB_ROW(num3, num, nm, file, kind, an, a, bn, b, fl, tn, td, cn, cd, kn, kd) {kind, a, b, fl},
#include "losses.def"
#undef KB_ROW
};

static const loss_row *row_of(const kb_workload *w) { return KB1_ROW_OF(rows, kb_fam_losses, w); }

/* The row's operations per element of p (subtract, square or compare, add, ...; each
 * transcendental function as one). */
static double flops(const kb_problem *p)
{
    return row_of(p->w)->flops * (double)p->p[P_N] * (double)p->p[P_D];
}

/* L1-95's target class of row i and L1-100's target of column j, for the seed: the targets'
 * own draws (input 1), which the predictions of those losses read too. */
static int32_t ce_target(uint64_t seed, int64_t D, int64_t i)
{
    return (int32_t)KB_MIN((int64_t)((double)D * kb_rng_uniform(seed, 1, (uint64_t)i)), D - 1);
}

static float hinge_target(uint64_t seed, int64_t j)
{
    return kb_rng_uniform(seed, 1, (uint64_t)j) < 0.5 ? -1.0f : 1.0f;
}

/* The inputs the harness cannot draw itself (see the comment at the top); pure functions of
 * (problem, input, seed). dst is f32 for float tensors, int32 for L1-95's targets. */
static void generate(const kb_problem *p, int input, uint64_t seed, void *dst)
{
    const kb_ref_loss_kind kind = row_of(p->w)->kind;
    const int64_t N = p->p[P_N], D = p->p[P_D];
    float *x = dst;
    if (kind == KB_REF_LOSS_CROSS_ENTROPY && input == 1) {
        for (int64_t i = 0; i < N; i++) ((int32_t *)dst)[i] = ce_target(seed, D, i);
    } else if (kind == KB_REF_LOSS_CROSS_ENTROPY) { /* logits, 4 more at the target class */
#pragma omp parallel for schedule(static)
        for (int64_t i = 0; i < N; i++) {
            const int32_t t = ce_target(seed, D, i);
            for (int64_t j = 0; j < D; j++) {
                const double z = kb_rng_normal(seed, 0, (uint64_t)(i * D + j));
                x[i * D + j] = (float)(2.0 * z + (j == t ? 4.0 : 0.0));
            }
        }
    } else if (kind == KB_REF_LOSS_HINGE && input == 1) {
        for (int64_t j = 0; j < D; j++) x[j] = hinge_target(seed, j);
    } else if (kind == KB_REF_LOSS_HINGE) { /* scores t_j (1 + N(0,1)) */
#pragma omp parallel for schedule(static)
        for (int64_t k = 0; k < N * D; k++)
            x[k] = (float)(hinge_target(seed, k % D) * (1.0 + kb_rng_normal(seed, 0, (uint64_t)k)));
    } else if (kind == KB_REF_LOSS_KL_DIV) { /* softmax rows of s_r * N(0,1) */
        kb_rows_generate_scaled(p, input, seed, x);
#pragma omp parallel for schedule(static)
        for (int64_t i = 0; i < N; i++) {
            float *r = x + i * D;
            double m = -INFINITY, sum = 0.0;
            for (int64_t j = 0; j < D; j++) m = fmax(m, r[j]);
            for (int64_t j = 0; j < D; j++) sum += exp(r[j] - m);
            for (int64_t j = 0; j < D; j++) r[j] = (float)(exp(r[j] - m) / sum);
        }
    } else {
        KB_ASSERT(kind == KB_REF_LOSS_TRIPLET_MARGIN && input > 0);
        /* the anchor as the harness draws input 0 (KB_INIT_NORMAL), plus noise of norm ~2 s_r */
        kb_rows_generate_scaled(p, input, seed, x);
        const double noise = 2.0 / sqrt((double)D);
#pragma omp parallel for schedule(static)
        for (int64_t k = 0; k < N * D; k++)
            x[k] = (float)(kb_rng_normal(seed, 0, (uint64_t)k) + noise * x[k]);
    }
}

/* kb:reference begin */
static void reference(const kb_problem *p, const void *const *in, float *const *out)
{
    const loss_row *r = row_of(p->w); /* the row: which loss, its constants a and b */
    /* in: p [N][D] and the targets (losses.def); out: [1] */
    kb_ref_loss(r->kind, r->a, r->b, in, p->p[P_N], p->p[P_D], out[0]);
}
/* kb:reference end */

/* The lib baseline is one vectorised pass over the rows, f32 arithmetic: oneDNN 2.6 has no loss
 * primitive, and a loss is an elementwise map fused into a reduction to one number, which
 * oneDNN would split into an eltwise or binary primitive writing the whole [N][D] intermediate
 * and a reduction reading it back (2-3x the traffic of this memory-bound pass). The exponential
 * and the logarithm are rows.h's vectorisable ones (glibc's logf left KL's pass scalar, several
 * times slower than the memory traffic). Each thread takes rows; a row is read
 * in chunks converted to f32, accumulated in f32 lanes (omp simd), the lanes summed; the rows'
 * terms are summed in double and divided as the reference does. */
typedef kb_problem lib_state; /* the problem itself: its shape, dtype, threads and row */

static void lib_fini(void *state) { free(state); }

static void *lib_init(const kb_problem *p, kb_err *err)
{
    (void)err;
    lib_state *s = kb_xmalloc(sizeof *s);
    *s = *p;
    return s;
}

static float lane_sum(const float *acc, int64_t n)
{
    float t = 0.0f;
    for (int64_t j = 0; j < n; j++) t += acc[j];
    return t;
}

/* One row's term, the elementwise losses: sum_j f(p_j, t_j), f by the row's kind. */
static float row_elementwise(const lib_state *s, const void *const *in, int64_t i)
{
    const kb_ref_loss_kind kind = row_of(s->w)->kind;
    const float delta = (float)row_of(s->w)->a;
    float acc[KB_ROWS_CHUNK] = {0}, pb[KB_ROWS_CHUNK], tb[KB_ROWS_CHUNK];
    for (int64_t off = 0; off < s->p[P_D]; off += KB_ROWS_CHUNK) {
        const int64_t len = KB_MIN(KB_ROWS_CHUNK, s->p[P_D] - off);
        kb_rows_load(s->dtype, in[0], i * s->p[P_D] + off, len, pb);
        /* hinge: t is one row [D], the same for every i */
        kb_rows_load(s->dtype, in[1], (kind == KB_REF_LOSS_HINGE ? 0 : i * s->p[P_D]) + off, len, tb);
        if (kind == KB_REF_LOSS_MSE) {
#pragma omp simd
            for (int64_t j = 0; j < len; j++) acc[j] += (pb[j] - tb[j]) * (pb[j] - tb[j]);
        } else if (kind == KB_REF_LOSS_HUBER) {
#pragma omp simd
            for (int64_t j = 0; j < len; j++) {
                const float d = fabsf(pb[j] - tb[j]);
                acc[j] += d < delta ? 0.5f * d * d : delta * (d - 0.5f * delta);
            }
        } else if (kind == KB_REF_LOSS_HINGE) {
#pragma omp simd
            for (int64_t j = 0; j < len; j++) acc[j] += fmaxf(0.0f, 1.0f - pb[j] * tb[j]);
        } else { /* KL */
#pragma omp simd
            for (int64_t j = 0; j < len; j++) acc[j] += tb[j] * (kb_rows_logf(tb[j]) - kb_rows_logf(pb[j]));
        }
    }
    return lane_sum(acc, KB_MIN(KB_ROWS_CHUNK, s->p[P_D]));
}

/* One row's cross-entropy: lse_j p_j - p_target (max, then the sum of exponentials). */
static float row_cross_entropy(const lib_state *s, const void *const *in, int64_t i)
{
    float buf[KB_ROWS_CHUNK], acc[KB_ROWS_CHUNK] = {0}, m = -INFINITY;
    for (int64_t off = 0; off < s->p[P_D]; off += KB_ROWS_CHUNK) {
        const int64_t len = KB_MIN(KB_ROWS_CHUNK, s->p[P_D] - off);
        kb_rows_load(s->dtype, in[0], i * s->p[P_D] + off, len, buf);
        for (int64_t j = 0; j < len; j++) m = buf[j] > m ? buf[j] : m;
    }
    for (int64_t off = 0; off < s->p[P_D]; off += KB_ROWS_CHUNK) {
        const int64_t len = KB_MIN(KB_ROWS_CHUNK, s->p[P_D] - off);
        kb_rows_load(s->dtype, in[0], i * s->p[P_D] + off, len, buf);
#pragma omp simd
        for (int64_t j = 0; j < len; j++) acc[j] += kb_rows_expf(buf[j] - m);
    }
    float target;
    kb_rows_load(s->dtype, in[0], i * s->p[P_D] + ((const int32_t *)in[1])[i], 1, &target);
    return m + logf(lane_sum(acc, KB_MIN(KB_ROWS_CHUNK, s->p[P_D]))) - target;
}

/* One row's triplet term: max(0, |a - p + eps| - |a - n + eps| + margin). */
static float row_triplet(const lib_state *s, const void *const *in, int64_t i)
{
    const loss_row *r = row_of(s->w);
    const float margin = (float)r->a, eps = (float)r->b;
    float ab[KB_ROWS_CHUNK], pb[KB_ROWS_CHUNK], nb[KB_ROWS_CHUNK];
    float dp[KB_ROWS_CHUNK] = {0}, dn[KB_ROWS_CHUNK] = {0};
    for (int64_t off = 0; off < s->p[P_D]; off += KB_ROWS_CHUNK) {
        const int64_t len = KB_MIN(KB_ROWS_CHUNK, s->p[P_D] - off);
        kb_rows_load(s->dtype, in[0], i * s->p[P_D] + off, len, ab);
        kb_rows_load(s->dtype, in[1], i * s->p[P_D] + off, len, pb);
        kb_rows_load(s->dtype, in[2], i * s->p[P_D] + off, len, nb);
#pragma omp simd
        for (int64_t j = 0; j < len; j++) {
            const float e = ab[j] - pb[j] + eps, f = ab[j] - nb[j] + eps;
            dp[j] += e * e, dn[j] += f * f;
        }
    }
    const int64_t lanes = KB_MIN(KB_ROWS_CHUNK, s->p[P_D]);
    return fmaxf(0.0f, sqrtf(lane_sum(dp, lanes)) - sqrtf(lane_sum(dn, lanes)) + margin);
}

static void lib_run(void *state, const void *const *in, void *const *out)
{
    const lib_state *s = state;
    const kb_ref_loss_kind kind = row_of(s->w)->kind;
    double total = 0.0;
    const int threads = s->threads > 0 ? s->threads : 1;
#pragma omp parallel for schedule(static) reduction(+ : total) num_threads(threads)
    for (int64_t i = 0; i < s->p[P_N]; i++)
        total += kind == KB_REF_LOSS_CROSS_ENTROPY    ? row_cross_entropy(s, in, i)
                 : kind == KB_REF_LOSS_TRIPLET_MARGIN ? row_triplet(s, in, i)
                                                      : row_elementwise(s, in, i);
    const bool per_row =
        kind == KB_REF_LOSS_CROSS_ENTROPY || kind == KB_REF_LOSS_KL_DIV || kind == KB_REF_LOSS_TRIPLET_MARGIN;
    const float loss = (float)(total / (per_row ? (double)s->p[P_N] : (double)s->p[P_N] * (double)s->p[P_D]));
    kb_rows_store(s->dtype, &loss, 1, out[0], 0);
}

/* Each loss's inputs, math and targets' documentation (the rows name their loss). */
#define PROBS(nm)                                                                                     \
    {                                                                                                 \
        .name = nm, .dims = {"N", "D"}, .init = KB_INIT_CUSTOM, .doc = "softmax rows of s_r * N(0,1)" \
    }
#define INPUTS_KB_REF_LOSS_MSE                                                                           \
    {                                                                                                    \
        {.name = "predictions",                                                                          \
         .dims = {"N", "D"},                                                                             \
         .init = KB_INIT_NORMAL,                                                                         \
         .scale = 1.5,                                                                                   \
         .doc = "N(0,1) * 1.5"},                                                                         \
        {                                                                                                \
            .name = "targets", .dims = {"N", "D"}, .init = KB_INIT_NORMAL, .scale = 1.0, .doc = "N(0,1)" \
        }                                                                                                \
    }
#define INPUTS_KB_REF_LOSS_HUBER INPUTS_KB_REF_LOSS_MSE
#define INPUTS_KB_REF_LOSS_CROSS_ENTROPY                                                     \
    {                                                                                        \
        {.name = "predictions",                                                              \
         .dims = {"N", "D"},                                                                 \
         .init = KB_INIT_CUSTOM,                                                             \
         .doc = "logits, N(0,1) * 2, plus 4 at the target class"},                           \
        {                                                                                    \
            .name = "targets", .kind = KB_KIND_INT32, .dims = {"N"}, .init = KB_INIT_CUSTOM, \
            .doc = "class ids, uniform on [0, D)"                                            \
        }                                                                                    \
    }
#define INPUTS_KB_REF_LOSS_KL_DIV              \
    {                                          \
        PROBS("predictions"), PROBS("targets") \
    }
#define NEAR(nm)                                                                                           \
    {                                                                                                      \
        .name = nm, .dims = {"N", "D"}, .init = KB_INIT_CUSTOM, .doc = "anchor + N(0,1) * 2 s_r / sqrt(D)" \
    }
#define INPUTS_KB_REF_LOSS_TRIPLET_MARGIN                                                              \
    {                                                                                                  \
        {.name = "anchor", .dims = {"N", "D"}, .init = KB_INIT_NORMAL, .scale = 1.0, .doc = "N(0,1)"}, \
            NEAR("positive"), NEAR("negative")                                                         \
    }
#define INPUTS_KB_REF_LOSS_HINGE                                        \
    {                                                                   \
        {.name = "predictions",                                         \
         .dims = {"N", "D"},                                            \
         .init = KB_INIT_CUSTOM,                                        \
         .doc = "scores t[j] (1 + N(0,1))"},                            \
        {                                                               \
            .name = "targets", .dims = {"D"}, .init = KB_INIT_CUSTOM,   \
            .doc = "+-1 with equal odds, broadcast along the last axis" \
        }                                                               \
    }
#define MATH_KB_REF_LOSS_MSE "loss = mean_ij (p[i][j] - t[i][j])^2"
#define MATH_KB_REF_LOSS_HUBER \
    "loss = mean_ij h(p[i][j] - t[i][j]), h(d) = |d| < DELTA ? d^2 / 2 : DELTA (|d| - DELTA / 2)"
#define MATH_KB_REF_LOSS_CROSS_ENTROPY "loss = mean_i (log sum_j exp p[i][j] - p[i][t[i]])"
#define MATH_KB_REF_LOSS_KL_DIV "loss = sum_ij t[i][j] (ln t[i][j] - ln p[i][j]) / N  ('batchmean')"
#define MATH_KB_REF_LOSS_TRIPLET_MARGIN \
    "loss = mean_i max(0, |a[i] - p[i] + EPS| - |a[i] - n[i] + EPS| + MARGIN), |.| the L2 norm over j"
#define MATH_KB_REF_LOSS_HINGE "loss = mean_ij max(0, 1 - p[i][j] t[j])"

const kb_workload kb_fam_losses[] = {
#define KB_ROW(num3, num, nm, file, kind, an, a, bn, b, fl, tn, td, cn, cd, kn, kd)            \
    {                                                                                          \
        KB1_ROW_COMMON(num3, num, nm, file, "loss"),                                           \
        .math = MATH_##kind "\nf32 arithmetic, one number, a [1] tensor in the storage type",  \
        .params = {"N", "D"},                                                                  \
        .scalars = {{an, a}, {bn, b}},                                                         \
        .inputs = INPUTS_##kind,                                                               \
        .outputs = {{.name = "loss", .dims = {"1"}, .doc = "the loss"}},                       \
        .presets = {{"tiny", {tn, td}}, {"cpu", {cn, cd}}, {"kernelbench", {kn, kd}}},         \
        .tol_bf16 = {.atol = 1e-5, .rtol = 8e-3},                                              \
        .tol_f32 = {.atol = 1e-6, .rtol = 1e-5},                                               \
        .generate = generate,                                                                  \
        .lib_doc = "plain C, one pass over the rows in f32 lanes (omp simd), the rows' terms " \
                   "summed in double: oneDNN 2.6 has no loss primitive, and its eltwise or "   \
                   "binary primitive then a reduction would write and re-read the whole "      \
                   "[N][D] intermediate of this memory-bound pass",                            \
    },
#include "losses.def"
#undef KB_ROW
};
const size_t kb_fam_losses_n = KB_ARRAY_LEN(kb_fam_losses);
_Static_assert(KB_ARRAY_LEN(kb_fam_losses) == KB_ARRAY_LEN(rows), "rows out of step");
