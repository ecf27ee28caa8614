/* mutants.c: the numerically faulty candidates of mutants.h: the skip mutant, and the precision
 * variants of the shared reference helpers behind -Wl,--wrap (each __wrap_X computes X's
 * contract at lower precision: through __real_X where rounding its result or summing its parts
 * is enough, with loops of its own where the rounding is inside the sum).
 */
#include "mutants.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "core/rng.h"
#include "suite/ref/ref.h"

static kb_mutant mode;
static long calls;

void kb_mutant_set(kb_mutant m)
{
    mode = m;
    calls = 0;
}

long kb_mutant_calls(void) { return calls; }

/* The helpers run inside the references' parallel loops. */
static void count(void)
{
#pragma omp atomic
    calls++;
}

const char *kb_mutant_name(kb_mutant m)
{
    switch (m) {
    case KB_MUTANT_NONE: return "reference";
    case KB_MUTANT_F32: return "f32 reference";
    case KB_MUTANT_BF16_STAGED: return "bf16 intermediates";
    case KB_MUTANT_BF16_ACC: return "bf16 accumulation";
    }
    return "?";
}

static double to_bf16(double v) { return kb_bf16_to_f32(kb_f32_to_bf16((float)v)); }

/* The rounding of a running sum, after each step of a reduction. */
static double acc_round(double v)
{
    return mode == KB_MUTANT_F32 ? (double)(float)v : mode == KB_MUTANT_BF16_ACC ? to_bf16(v) : v;
}

/* The rounding of a helper's result (what a JAX program stores between its ops). */
static double stage_round(double v)
{
    return mode == KB_MUTANT_F32 ? (double)(float)v : mode == KB_MUTANT_BF16_STAGED ? to_bf16(v) : v;
}

/* Whether this mode rounds running sums (then the helpers sum in slices). */
static bool slices(void) { return mode == KB_MUTANT_F32 || mode == KB_MUTANT_BF16_ACC; }

/* ---- the linear layers: the sum over k one term at a time, rounded after each ------------- */

/* y[m][n] (+)= sum_k x[m][k] w[k][n] with the running sum rounded after every term (w [K][N], or
 * [N][K] when trans_w); x is f32 (xf) or double (xd), w likewise (wf or wd); y starts at 0. */
static void rounded_gemm(const float *xf, const double *xd, const float *wf, const double *wd, int64_t M,
                         int64_t K, int64_t N, bool trans_w, double *y)
{
#pragma omp parallel for schedule(static)
    for (int64_t m = 0; m < M; m++) {
        double *ym = y + m * N;
        for (int64_t n = 0; n < N; n++) ym[n] = 0;
        for (int64_t k = 0; k < K; k++) {
            const double xv = xf ? xf[m * K + k] : xd[m * K + k];
            for (int64_t n = 0; n < N; n++) {
                const int64_t wi = trans_w ? n * K + k : k * N + n;
                ym[n] = acc_round(ym[n] + xv * (wf ? wf[wi] : wd[wi]));
            }
        }
    }
}

/* The variant of a linear layer (either entry point) whose running sums are rounded. */
static double *rounded_linear(const float *xf, const double *xd, const float *wf, const double *wd,
                              const float *b, int64_t M, int64_t K, int64_t N, bool trans_w)
{
    const size_t mn = (size_t)(M * N);
    double *y = kb_xmalloc(sizeof(double) * mn);
    rounded_gemm(xf, xd, wf, wd, M, K, N, trans_w, y);
    if (b)
        for (size_t i = 0; i < mn; i++) y[i] = acc_round(y[i] + b[i % (size_t)N]);
    return y;
}

/* A helper's result rounded as a stored intermediate, in place. */
static double *staged(double *y, int64_t n)
{
    for (int64_t i = 0; i < n; i++) y[i] = stage_round(y[i]);
    return y;
}

double *__real_kb_ref_linear(const float *x, const float *w, const float *b, int64_t M, int64_t K, int64_t N,
                             bool trans_w);
double *__wrap_kb_ref_linear(const float *x, const float *w, const float *b, int64_t M, int64_t K, int64_t N,
                             bool trans_w);

double *__wrap_kb_ref_linear(const float *x, const float *w, const float *b, int64_t M, int64_t K, int64_t N,
                             bool trans_w)
{
    if (mode == KB_MUTANT_NONE) return __real_kb_ref_linear(x, w, b, M, K, N, trans_w);
    count();
    if (!slices()) return staged(__real_kb_ref_linear(x, w, b, M, K, N, trans_w), M * N);
    return rounded_linear(x, NULL, w, NULL, b, M, K, N, trans_w);
}

double *__real_kb_ref_linear_f64(const double *x, const float *w, const double *w64, const float *b,
                                 int64_t M, int64_t K, int64_t N, bool trans_w);
double *__wrap_kb_ref_linear_f64(const double *x, const float *w, const double *w64, const float *b,
                                 int64_t M, int64_t K, int64_t N, bool trans_w);

double *__wrap_kb_ref_linear_f64(const double *x, const float *w, const double *w64, const float *b,
                                 int64_t M, int64_t K, int64_t N, bool trans_w)
{
    if (mode == KB_MUTANT_NONE) return __real_kb_ref_linear_f64(x, w, w64, b, M, K, N, trans_w);
    count();
    if (!slices()) return staged(__real_kb_ref_linear_f64(x, w, w64, b, M, K, N, trans_w), M * N);
    return rounded_linear(NULL, x, w, w ? NULL : w64, b, M, K, N, trans_w);
}

void __real_kb_ref_grouped_linear(const float *a, const float *b, const int32_t *sizes, int64_t groups,
                                  int64_t m, int64_t k, int64_t n, float *out);
void __wrap_kb_ref_grouped_linear(const float *a, const float *b, const int32_t *sizes, int64_t groups,
                                  int64_t m, int64_t k, int64_t n, float *out);

void __wrap_kb_ref_grouped_linear(const float *a, const float *b, const int32_t *sizes, int64_t groups,
                                  int64_t m, int64_t k, int64_t n, float *out)
{
    if (mode == KB_MUTANT_NONE || !slices()) { /* its result is an output: nothing to stage */
        __real_kb_ref_grouped_linear(a, b, sizes, groups, m, k, n, out);
        return;
    }
    count();
    double *y = kb_xmalloc(sizeof(double) * (size_t)(m * n));
    int64_t start = 0;
    for (int64_t g = 0; g < groups; g++) { /* each group's rows through its own [K][N] */
        rounded_gemm(a + start * k, NULL, b + g * k * n, NULL, sizes[g], k, n, false, y + start * n);
        start += sizes[g];
    }
    for (int64_t i = 0; i < m * n; i++) out[i] = (float)y[i];
    free(y);
}

/* ---- the convolution: the sum over input channels one channel at a time ------------------- */

void __real_kb_ref_conv(const kb_ref_conv_desc *d, const float *x, const float *w, const float *bias,
                        int64_t n, int64_t f, double *out);
void __wrap_kb_ref_conv(const kb_ref_conv_desc *d, const float *x, const float *w, const float *bias,
                        int64_t n, int64_t f, double *out);

void __wrap_kb_ref_conv(const kb_ref_conv_desc *d, const float *x, const float *w, const float *bias,
                        int64_t n, int64_t f, double *out)
{
    if (mode == KB_MUTANT_NONE) {
        __real_kb_ref_conv(d, x, w, bias, n, f, out);
        return;
    }
    count();
    int64_t in_plane = 1, out_plane = 1, taps = 1;
    for (int k = 0; k < d->dims; k++) in_plane *= d->in[k], out_plane *= d->out[k], taps *= d->kernel[k];
    if (!slices()) {
        __real_kb_ref_conv(d, x, w, bias, n, f, out);
        for (int64_t o = 0; o < out_plane; o++) out[o] = stage_round(out[o]);
        return;
    }
    /* Channel c of each group alone: a convolution with one input channel per group, image 0
     * of x1 holding channel g*Cg + c of image n in slot g, filter f's weights for that channel
     * at filter f's place in w1 (the other slots are never read). */
    const int64_t Cg = d->C / d->groups, Fg = d->F / d->groups, g = f / Fg;
    kb_ref_conv_desc d1 = *d;
    d1.C = d->groups;
    float *x1 = kb_xcalloc((size_t)(d->groups * in_plane), sizeof *x1);
    float *w1 = kb_xcalloc((size_t)(d->transposed ? d->groups * Fg * taps : d->F * taps), sizeof *w1);
    double *part = kb_xmalloc(sizeof(double) * (size_t)out_plane);
    for (int64_t o = 0; o < out_plane; o++) out[o] = 0;
    for (int64_t c = 0; c < Cg; c++) {
        const int64_t cx = g * Cg + c;
        memcpy(x1 + g * in_plane, x + (n * d->C + cx) * in_plane, sizeof(float) * (size_t)in_plane);
        const float *wsrc = d->transposed ? w + (cx * Fg + (f - g * Fg)) * taps : w + (f * Cg + c) * taps;
        memcpy(w1 + f * taps, wsrc, sizeof(float) * (size_t)taps);
        __real_kb_ref_conv(&d1, x1, w1, NULL, 0, f, part);
        for (int64_t o = 0; o < out_plane; o++) out[o] = acc_round(out[o] + part[o]);
    }
    if (bias)
        for (int64_t o = 0; o < out_plane; o++) out[o] = acc_round(out[o] + bias[f]);
    free(x1);
    free(w1);
    free(part);
}

/* ---- attention: its own loops (the helpers' scores are internal), rounded per term -------- */

void __real_kb_ref_attn_row(const float *q, const float *k, int64_t ldk, const float *v, int64_t ldv,
                            int64_t n, int64_t dk, int64_t dv, double scale, const float *bias,
                            const bool *keep, double *work, float *out);
void __wrap_kb_ref_attn_row(const float *q, const float *k, int64_t ldk, const float *v, int64_t ldv,
                            int64_t n, int64_t dk, int64_t dv, double scale, const float *bias,
                            const bool *keep, double *work, float *out);

void __wrap_kb_ref_attn_row(const float *q, const float *k, int64_t ldk, const float *v, int64_t ldv,
                            int64_t n, int64_t dk, int64_t dv, double scale, const float *bias,
                            const bool *keep, double *work, float *out)
{
    if (mode == KB_MUTANT_NONE) {
        __real_kb_ref_attn_row(q, k, ldk, v, ldv, n, dk, dv, scale, bias, keep, work, out);
        return;
    }
    count();
    double mx = -INFINITY;
    for (int64_t j = 0; j < n; j++) {
        if (keep && !keep[j]) continue;
        double dot = 0;
        for (int64_t e = 0; e < dk; e++) dot = acc_round(dot + (double)q[e] * k[j * ldk + e]);
        work[j] = stage_round(stage_round(scale * dot) + (bias ? bias[j] : 0.0));
        mx = fmax(mx, work[j]);
    }
    for (int64_t e = 0; e < dv; e++) out[e] = 0.0f;
    if (mx == -INFINITY) return;
    double sum = 0;
    for (int64_t j = 0; j < n; j++) {
        if (keep && !keep[j]) continue;
        work[j] = exp(work[j] - mx);
        sum = acc_round(sum + work[j]);
    }
    for (int64_t j = 0; j < n; j++) /* the weights */
        if (!keep || keep[j]) work[j] = stage_round(work[j] / sum);
    for (int64_t e = 0; e < dv; e++) {
        double acc = 0;
        for (int64_t j = 0; j < n; j++)
            if (!keep || keep[j]) acc = acc_round(acc + work[j] * v[j * ldv + e]);
        out[e] = (float)acc;
    }
}

void __real_kb_ref_attn_causal(const float *q, const float *k, const float *v, int64_t S, int64_t D,
                               kb_ref_attn_weigh weigh, void *ctx, float *out);
void __wrap_kb_ref_attn_causal(const float *q, const float *k, const float *v, int64_t S, int64_t D,
                               kb_ref_attn_weigh weigh, void *ctx, float *out);

void __wrap_kb_ref_attn_causal(const float *q, const float *k, const float *v, int64_t S, int64_t D,
                               kb_ref_attn_weigh weigh, void *ctx, float *out)
{
    if (mode == KB_MUTANT_NONE) {
        __real_kb_ref_attn_causal(q, k, v, S, D, weigh, ctx, out);
        return;
    }
    count();
    double *s = kb_xmalloc(sizeof(double) * (size_t)S);
    for (int64_t i = 0; i < S; i++) {
        for (int64_t j = 0; j <= i; j++) {
            double dot = 0;
            for (int64_t d = 0; d < D; d++) dot = acc_round(dot + (double)q[i * D + d] * k[j * D + d]);
            s[j] = stage_round(dot);
        }
        const double den = weigh(ctx, i, s);
        for (int64_t j = 0; j <= i; j++) s[j] = stage_round(s[j] / den);
        for (int64_t d = 0; d < D; d++) {
            double acc = 0;
            for (int64_t j = 0; j <= i; j++) acc = acc_round(acc + s[j] * v[j * D + d]);
            out[i * D + d] = (float)acc;
        }
    }
    free(s);
}

/* ---- normalisation: its result is what a JAX program stores ------------------------------ */

void __real_kb_ref_groupnorm(double *y, int64_t M, int64_t N, int64_t G, double eps, const float *gamma,
                             const float *beta);
void __wrap_kb_ref_groupnorm(double *y, int64_t M, int64_t N, int64_t G, double eps, const float *gamma,
                             const float *beta);

void __wrap_kb_ref_groupnorm(double *y, int64_t M, int64_t N, int64_t G, double eps, const float *gamma,
                             const float *beta)
{
    __real_kb_ref_groupnorm(y, M, N, G, eps, gamma, beta);
    if (mode == KB_MUTANT_NONE) return;
    count();
    for (int64_t i = 0; i < M * N; i++) y[i] = stage_round(y[i]);
}

/* kb_ref_norm's contract: its statistics summed one element at a time, the running sums rounded
 * after each (an f32 or bf16 accumulator); the normalised value (before gamma and beta) rounded
 * as a stored intermediate, as MaxText's RMSNorm rounds it before the scale (docs/numerics.md). */
static void rounded_norm(const float *x, const int64_t d[3], unsigned reduce, kb_ref_norm_stat stat,
                         double eps, const float *gamma, const float *beta, int64_t groups, float *out)
{
    const int64_t k[3] = {reduce & 1 ? 1 : d[0], reduce & 2 ? 1 : d[1], reduce & 4 ? 1 : d[2]};
    const int64_t n = d[0] * d[1] * d[2], sets = k[0] * k[1] * k[2];
    const double per_set = (double)n / (double)sets;
    double *s1 = kb_xcalloc((size_t)sets, sizeof *s1), *s2 = kb_xcalloc((size_t)sets, sizeof *s2);
    int64_t *set = kb_xmalloc(sizeof(int64_t) * (size_t)n); /* element i's set (norm.c's norm_set) */
    for (int64_t i = 0; i < n; i++) {
        const int64_t i0 = i / (d[1] * d[2]), i1 = i / d[2] % d[1], i2 = i % d[2];
        set[i] = ((reduce & 1 ? 0 : i0) * k[1] + (reduce & 2 ? 0 : i1)) * k[2] + (reduce & 4 ? 0 : i2);
        const double v = x[i];
        s1[set[i]] = acc_round(s1[set[i]] + (stat == KB_REF_NORM_STANDARD  ? v
                                             : stat == KB_REF_NORM_L1_MEAN ? fabs(v)
                                                                           : v * v));
    }
    if (stat == KB_REF_NORM_STANDARD)
        for (int64_t i = 0; i < n; i++) {
            const double dev = x[i] - s1[set[i]] / per_set;
            s2[set[i]] = acc_round(s2[set[i]] + dev * dev);
        }
    for (int64_t i = 0; i < n; i++) {
        const double v = x[i], s = s1[set[i]];
        const int64_t c = (i / (d[1] * d[2]) % groups) * d[1] + i / d[2] % d[1];
        double y = stat == KB_REF_NORM_STANDARD ? (v - s / per_set) / sqrt(s2[set[i]] / per_set + eps)
                   : stat == KB_REF_NORM_RMS    ? v / sqrt(s / per_set + eps)
                   : stat == KB_REF_NORM_L2     ? v / sqrt(s)
                                                : v / (s / per_set);
        y = stage_round(y);
        if (stat == KB_REF_NORM_STANDARD || stat == KB_REF_NORM_RMS)
            y = y * (gamma ? gamma[c] : 1.0) + (beta ? beta[c] : 0.0);
        out[i] = (float)y;
    }
    free(s1);
    free(s2);
    free(set);
}

void __real_kb_ref_norm(const float *x, const int64_t d[3], unsigned reduce, kb_ref_norm_stat stat,
                        double eps, const float *gamma, const float *beta, int64_t groups, float *out);
void __wrap_kb_ref_norm(const float *x, const int64_t d[3], unsigned reduce, kb_ref_norm_stat stat,
                        double eps, const float *gamma, const float *beta, int64_t groups, float *out);

void __wrap_kb_ref_norm(const float *x, const int64_t d[3], unsigned reduce, kb_ref_norm_stat stat,
                        double eps, const float *gamma, const float *beta, int64_t groups, float *out)
{
    if (mode == KB_MUTANT_NONE) {
        __real_kb_ref_norm(x, d, reduce, stat, eps, gamma, beta, groups, out);
        return;
    }
    count();
    rounded_norm(x, d, reduce, stat, eps, gamma, beta, groups, out);
}

/* ---- the mutants ---------------------------------------------------------------------------- */

void kb_mutant_reference(const tproblem *t, float *const *out)
{
    t->p.w->reference(&t->p, (const void *const *)t->in_f32, out);
}

void kb_mutant_skip(const tproblem *t, double fraction, uint64_t seed, float *const *out)
{
    float *in[KB_MAX_TENSORS];
    for (int i = 0; i < t->ni; i++) {
        const kb_tensor_spec *s = &t->p.w->inputs[i];
        const size_t n = kb_problem_numel(&t->p, s);
        in[i] = kb_xaligned(n * 4);
        memcpy(in[i], t->in_f32[i], n * 4);
        if (s->kind == KB_KIND_INT32) continue;
        for (size_t e = 0; e < n; e++)
            if (kb_rng_uniform(seed, (uint64_t)i, e) < fraction) in[i][e] = 0.0f;
    }
    t->p.w->reference(&t->p, (const void *const *)in, out);
    for (int i = 0; i < t->ni; i++) free(in[i]);
}
