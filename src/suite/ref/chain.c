/* chain.c: the reference epilogue of KernelBench level 2's convolution chains (the ops of
 * kb_ref_chain_kind in ref.h), one plain loop per op, in double. The loops over independent
 * outputs are shared among threads (OpenMP); every sum runs in one thread, in index order. The
 * lib baseline runs the same ops through its own fused, blocked, threaded interpreter
 * (src/suite/kb2/conv_chain_ops.c); nothing here is shared with it. */
#include "ref.h"

#include <stdlib.h>
#include <string.h>
#include "../../core/util.h"

/* kb:ref begin kb_ref_chain */
static int64_t chain_space(const kb_ref_chain_shape *s) /* the number of spatial positions */
{
    int64_t v = 1;
    for (int i = 0; i < s->rank; i++) v *= s->sp[i];
    return v;
}

/* a per-element op (CC_RELU .. CC_MIN) at one value t */
static double chain_elt(const kb_ref_chain_op *op, double t)
{
    const double a = op->a, b = op->b;
    switch (op->kind) {
    case CC_RELU: return t > 0 ? t : 0;
    case CC_LEAKY: return t > 0 ? t : a * t;
    case CC_GELU: return 0.5 * t * (1 + erf(t * 0.70710678118654752440)); /* t / sqrt 2 */
    case CC_TANH: return tanh(t);
    case CC_SIGMOID: return kb_ref_sigmoid(t);
    case CC_MISH: return kb_ref_mish(t);
    case CC_SWISH: return t * kb_ref_sigmoid(t);
    case CC_HARDSWISH: {
        const double h = (t + 3) / 6;
        return t * (h < 0 ? 0 : h > 1 ? 1 : h);
    }
    case CC_HSIG_SWISH: return t * kb_ref_sigmoid(t + 3) / 6;
    case CC_CLAMP: return t < a ? a : t > b ? b : t;
    case CC_ADD: return t + a;
    case CC_MUL: return t * a;
    case CC_DIV: return t / a;
    case CC_MIN: return t < a ? t : a;
    default: KB_ASSERT(!"not a per-element op");
    }
    return NAN;
}

/* mean and biased variance of the `len` values at q: the sum in order, then the squared
 * deviations from the mean in order */
static void chain_moments(const double *q, int64_t len, double *mean, double *var)
{
    double sum = 0, m2 = 0;
    for (int64_t i = 0; i < len; i++) sum += q[i];
    const double mu = sum / (double)len;
    for (int64_t i = 0; i < len; i++) m2 += (q[i] - mu) * (q[i] - mu);
    *mean = mu, *var = m2 / (double)len;
}

/* each of the `count` runs of `len` values at y normalised in place: (y - mean) / sqrt(var +
 * 1e-5), written as a product with 1 / sqrt(var + 1e-5) */
static void chain_normalise_runs(double *y, int64_t count, int64_t len)
{
#pragma omp parallel for schedule(static)
    for (int64_t r = 0; r < count; r++) {
        double *q = y + r * len, mean, var;
        chain_moments(q, len, &mean, &var);
        const double inv = 1.0 / sqrt(var + 1e-5);
        for (int64_t i = 0; i < len; i++) q[i] = (q[i] - mean) * inv;
    }
}

/* the ops over the channels (CC_SOFTMAX_C .. CC_LSE_C) at each position (n, i): into z, [N][C][S]
 * for the softmax, [N][1][S] for the others. The max (or min) starts at channel 0; every sum
 * runs over c in order. */
static void chain_channels(kb_ref_chain_kind k, const kb_ref_chain_shape *s, const double *y, double *z)
{
    const int64_t N = s->n, C = s->c, S = chain_space(s);
#pragma omp parallel for collapse(2) schedule(static)
    for (int64_t n = 0; n < N; n++)
        for (int64_t i = 0; i < S; i++) {
            const double *q = y + n * C * S + i; /* q[c * S]: channel c at this position */
            double m = q[0], acc = 0;
            for (int64_t c = 1; c < C; c++)
                m = k == CC_MIN_C ? (q[c * S] < m ? q[c * S] : m) : (q[c * S] > m ? q[c * S] : m);
            for (int64_t c = 0; c < C; c++)
                acc += k == CC_SUM_C || k == CC_MEAN_C ? q[c * S] : exp(q[c * S] - m);
            if (k == CC_SOFTMAX_C) {
                for (int64_t c = 0; c < C; c++) z[(n * C + c) * S + i] = exp(q[c * S] - m) / acc;
                continue;
            }
            z[n * S + i] = k == CC_MIN_C || k == CC_MAX_C ? m
                           : k == CC_SUM_C                ? acc
                           : k == CC_MEAN_C               ? acc / (double)C
                                                          : m + log(acc); /* CC_LSE_C */
        }
}

/* the ops over space (CC_MEAN_SP, CC_SUM_SP into z[n][c]; CC_SUB_MEAN_SP, CC_SOFTMAX_SP in place)
 * for each (n, c) */
static void chain_space_op(kb_ref_chain_kind k, const kb_ref_chain_shape *s, double *y, double *z)
{
    const int64_t S = chain_space(s);
#pragma omp parallel for schedule(static)
    for (int64_t nc = 0; nc < s->n * s->c; nc++) {
        double *q = y + nc * S, mean, var;
        if (k == CC_SOFTMAX_SP) {
            double m = q[0], sum = 0;
            for (int64_t i = 1; i < S; i++) m = q[i] > m ? q[i] : m;
            for (int64_t i = 0; i < S; i++) sum += exp(q[i] - m);
            for (int64_t i = 0; i < S; i++) q[i] = exp(q[i] - m) / sum;
            continue;
        }
        chain_moments(q, S, &mean, &var);
        if (k == CC_MEAN_SP) z[nc] = mean;
        if (k == CC_SUM_SP) z[nc] = mean * (double)S; /* the sum, as the mean times S */
        if (k == CC_SUB_MEAN_SP)
            for (int64_t i = 0; i < S; i++) q[i] = q[i] - mean;
    }
}

/* CC_MIN_AX, CC_SUM_AX, CC_MEAN_AX: spatial axis `ax` reduced to 1, y -> z, in order along it */
static void chain_axis(kb_ref_chain_kind k, int ax, const kb_ref_chain_shape *s, const double *y, double *z)
{
    int64_t outer = s->n * s->c, inner = 1; /* the positions before the axis and after it */
    for (int i = 0; i < ax; i++) outer *= s->sp[i];
    for (int i = ax + 1; i < s->rank; i++) inner *= s->sp[i];
    const int64_t L = s->sp[ax];
#pragma omp parallel for collapse(2) schedule(static)
    for (int64_t o = 0; o < outer; o++)
        for (int64_t i = 0; i < inner; i++) {
            const double *q = y + o * L * inner + i; /* q[l * inner]: position l along the axis */
            double acc = k == CC_MIN_AX ? q[0] : 0;
            for (int64_t l = 0; l < L; l++)
                acc = k == CC_MIN_AX ? (q[l * inner] < acc ? q[l * inner] : acc) : acc + q[l * inner];
            z[o * inner + i] = k == CC_MEAN_AX ? acc / (double)L : acc;
        }
}

/* CC_BN: each channel c normalised over every image n and position i (sums in n, then i order) */
static void chain_batchnorm(const kb_ref_chain_shape *s, double *y)
{
    const int64_t N = s->n, C = s->c, S = chain_space(s);
#pragma omp parallel for schedule(static)
    for (int64_t c = 0; c < C; c++) {
        double sum = 0, m2 = 0;
        for (int64_t n = 0; n < N; n++)
            for (int64_t i = 0; i < S; i++) sum += y[(n * C + c) * S + i];
        const double mean = sum / (double)(N * S);
        for (int64_t n = 0; n < N; n++)
            for (int64_t i = 0; i < S; i++) {
                const double d = y[(n * C + c) * S + i] - mean;
                m2 += d * d;
            }
        const double inv = 1.0 / sqrt(m2 / (double)(N * S) + 1e-5);
        for (int64_t n = 0; n < N; n++)
            for (int64_t i = 0; i < S; i++) y[(n * C + c) * S + i] = (y[(n * C + c) * S + i] - mean) * inv;
    }
}

/* CC_MAXPOOL, CC_AVGPOOL with window and stride kw on every spatial axis: y -> z, s updated. As
 * three axes (a missing outer one of size 1, window 1); the taps in row-major order. */
static void chain_pool(kb_ref_chain_kind k, int64_t kw, kb_ref_chain_shape *s, const double *y, double *z)
{
    int64_t d[3] = {1, 1, 1}, od[3] = {1, 1, 1}, kk[3] = {1, 1, 1}; /* in, out extents; window */
    for (int i = 0; i < s->rank; i++) {
        const int j = 3 - s->rank + i;
        d[j] = s->sp[i], od[j] = s->sp[i] / kw, kk[j] = kw;
    }
    const int64_t S = d[0] * d[1] * d[2], OS = od[0] * od[1] * od[2];
#pragma omp parallel for schedule(static)
    for (int64_t nc = 0; nc < s->n * s->c; nc++)
        for (int64_t e0 = 0; e0 < od[0]; e0++)
            for (int64_t e1 = 0; e1 < od[1]; e1++)
                for (int64_t e2 = 0; e2 < od[2]; e2++) {
                    double acc = k == CC_MAXPOOL ? -INFINITY : 0;
                    for (int64_t a = 0; a < kk[0]; a++)
                        for (int64_t b = 0; b < kk[1]; b++)
                            for (int64_t c = 0; c < kk[2]; c++) {
                                const double v =
                                    y[nc * S + ((e0 * kk[0] + a) * d[1] + e1 * kk[1] + b) * d[2] +
                                      e2 * kk[2] + c];
                                acc = k == CC_MAXPOOL ? (v > acc ? v : acc) : acc + v;
                            }
                    z[nc * OS + (e0 * od[1] + e1) * od[2] + e2] =
                        k == CC_MAXPOOL ? acc : acc / (double)(kk[0] * kk[1] * kk[2]);
                }
    for (int i = 0; i < s->rank; i++) s->sp[i] /= kw;
}

/* ops[0 .. nops) in order on y [N][C][spatial...] (shape *s, updated as an op changes it); ex[i]
 * is extra input i (ex_n[i] values), groups a group norm's G. y is kb_xmalloc'd; an op that
 * changes the shape writes a new buffer and frees y. Returns the buffer that holds the result
 * (the caller frees it). Every value is a double; each sum runs in index order. */
double *kb_ref_chain(const kb_ref_chain_op *ops, int nops, int64_t groups, kb_ref_chain_shape *s, double *y,
                     const float *const *ex, const int64_t *ex_n)
{
    double *saved = NULL; /* r, the copy CC_SAVE keeps */
    for (int o = 0; o < nops; o++) {
        const kb_ref_chain_op *op = &ops[o];
        const kb_ref_chain_kind k = op->kind;
        const int64_t C = s->c, S = chain_space(s), total = s->n * C * S;
        double *z = NULL; /* the result of an op that changes the shape */
        switch (k) {
        case CC_ADD_P:
        case CC_SUB_P:
        case CC_MUL_P: {
            const float *e = ex[(int)op->a];
            const int64_t n_e = ex_n[(int)op->a]; /* one value per channel, or one value */
            KB_ASSERT(n_e == C || n_e == 1);
#pragma omp parallel for schedule(static)
            for (int64_t i = 0; i < total; i++) {
                const double v = e[n_e == 1 ? 0 : i / S % C]; /* y[i]'s channel's */
                y[i] = k == CC_ADD_P ? y[i] + v : k == CC_SUB_P ? y[i] - v : y[i] * v;
            }
            break;
        }
        case CC_ADD_T:
            KB_ASSERT(ex_n[(int)op->a] == total);
            for (int64_t i = 0; i < total; i++) y[i] += ex[(int)op->a][i];
            break;
        case CC_SAVE:
            free(saved);
            saved = kb_xmalloc(sizeof(double) * (size_t)total);
            memcpy(saved, y, sizeof(double) * (size_t)total);
            break;
        case CC_ADD_SAVED:
            for (int64_t i = 0; i < total; i++) y[i] += saved[i];
            break;
        case CC_MUL_SAVED:
            for (int64_t i = 0; i < total; i++) y[i] *= saved[i];
            break;
        case CC_SOFTMAX_C:
            z = kb_xmalloc(sizeof(double) * (size_t)total);
            chain_channels(k, s, y, z);
            break;
        case CC_MIN_C:
        case CC_MAX_C:
        case CC_SUM_C:
        case CC_MEAN_C:
        case CC_LSE_C:
            z = kb_xmalloc(sizeof(double) * (size_t)(s->n * S));
            chain_channels(k, s, y, z);
            s->c = 1;
            break;
        case CC_MEAN_SP:
        case CC_SUM_SP:
            z = kb_xmalloc(sizeof(double) * (size_t)(s->n * C));
            chain_space_op(k, s, y, z);
            for (int i = 0; i < s->rank; i++) s->sp[i] = 1;
            break;
        case CC_SUB_MEAN_SP:
        case CC_SOFTMAX_SP: chain_space_op(k, s, y, NULL); break;
        case CC_MIN_AX:
        case CC_SUM_AX:
        case CC_MEAN_AX:
            z = kb_xmalloc(sizeof(double) * (size_t)(total / s->sp[(int)op->a]));
            chain_axis(k, (int)op->a, s, y, z);
            s->sp[(int)op->a] = 1;
            break;
        case CC_BN: chain_batchnorm(s, y); break;
        case CC_GN: /* each (n, group): C/G consecutive channels, contiguous */
            KB_ASSERT(groups > 0 && C % groups == 0);
            chain_normalise_runs(y, s->n * groups, C / groups * S);
            break;
        case CC_IN: chain_normalise_runs(y, s->n * C, S); break;
        case CC_LN_W: chain_normalise_runs(y, total / s->sp[s->rank - 1], s->sp[s->rank - 1]); break;
        case CC_MAXPOOL:
        case CC_AVGPOOL:
            z = kb_xmalloc(sizeof(double) * (size_t)total); /* room enough */
            chain_pool(k, (int64_t)op->a, s, y, z);
            break;
        default:
#pragma omp parallel for schedule(static)
            for (int64_t i = 0; i < total; i++) y[i] = chain_elt(op, y[i]); /* CC_RELU .. CC_MIN */
        }
        if (z) free(y), y = z;
    }
    free(saved);
    return y;
}
/* kb:ref end */
