/* kb2/conv_chain_ops.c: the lib baseline's epilogue interpreter for the conv chains (the ops
 * of kb_ref_chain_kind, src/suite/ref/ref.h), in f32: cc_run_ops_f (conv_chain.h). It is tuned,
 * not the specification: the reference runs the same ops as plain double loops
 * (src/suite/ref/chain.c). Elementwise maths is in f32; every sum, mean and variance accumulates
 * in double (a batch norm sums up to 10^6 values; in f32 that alone would use the f32 tolerance).
 * Each run of consecutive ops that keep the shape and act per element (elementwise, ADD_P,
 * SUB_P, MUL_P, ADD_T, SAVE, ADD_SAVED, MUL_SAVED) is one pass over the tensor (fused); every
 * other op is a pass of its own. */
#include <math.h>
#include <string.h>
#include "conv_chain.h"

/* block of positions that a run of fusable ops (fused) and the channel ops handle at a time: an
 * L1-sized piece of one (n, c) plane, or of each channel */
#define CC_BLK 256

static float cc_softplus(float t) { return t > 0 ? t + log1pf(expf(-t)) : log1pf(expf(t)); }
static float cc_sigmoid(float t) { return (float)1 / ((float)1 + expf(-t)); }
static float cc_clamp01(float h) { return h < 0 ? 0 : h > 1 ? 1 : h; }

/* The elementwise ops: each one's value at t (a, b: its arguments, in float). block expands each
 * into a loop of its own, so that no loop has a switch per element. */
/* clang-format off */
#define CC_ELTS(X)                                                                             \
    X(RELU, t > 0 ? t : 0)                                                                     \
    X(LEAKY, t > 0 ? t : a * t)                                                                \
    X(GELU, (float)0.5 * t * ((float)1 + erff(t * (float)0.70710678118654752440)))             \
    X(TANH, tanhf(t))                                                                       \
    X(SIGMOID, cc_sigmoid(t))                                                              \
    X(MISH, t * tanhf(cc_softplus(t)))                                                  \
    X(SWISH, t * cc_sigmoid(t))                                                            \
    X(HARDSWISH, t * cc_clamp01((t + 3) / 6))                                              \
    X(HSIG_SWISH, t * cc_sigmoid(t + 3) / 6)                                               \
    X(CLAMP, t < a ? a : t > b ? b : t)                                                        \
    X(ADD, t + a) X(MUL, t * a) X(DIV, t / a) X(MIN, t < a ? t : a)
/* clang-format on */
#define CC_ONE(k, e) +1
_Static_assert(0 CC_ELTS(CC_ONE) == CC_LAST_ELT + 1, "CC_ELTS has a formula for every elementwise op");
#undef CC_ONE

static bool cc_fusable(cc_opkind k) { return k <= CC_LAST_FUSED; }

/* One fusable op on the block q = y + o (len positions) of plane nc of y (shape s). */
static void cc_block(const cc_op *op, const cc_shape *s, int64_t nc, int64_t o, int64_t len,
                     float *restrict y, float *restrict saved, const float *const *ex, const int64_t *ex_n)
{
    float *q = y + o;
    const float a = (float)op->a, b = (float)op->b;
    switch (op->kind) {
#define CC_LOOP(k, e)                       \
    case CC_##k:                            \
        for (int64_t i = 0; i < len; i++) { \
            const float t = q[i];           \
            q[i] = (e);                     \
        }                                   \
        break;
        CC_ELTS(CC_LOOP)
#undef CC_LOOP
    case CC_ADD_P:
    case CC_SUB_P:
    case CC_MUL_P: {
        const int xi = (int)op->a;
        const float v = (float)ex[xi][ex_n[xi] == 1 ? 0 : nc % s->c];
        if (op->kind == CC_ADD_P)
            for (int64_t i = 0; i < len; i++) q[i] += v;
        else if (op->kind == CC_SUB_P)
            for (int64_t i = 0; i < len; i++) q[i] -= v;
        else
            for (int64_t i = 0; i < len; i++) q[i] *= v;
        break;
    }
    case CC_ADD_T: {
        const float *x = ex[(int)op->a] + o;
        for (int64_t i = 0; i < len; i++) q[i] += (float)x[i];
        break;
    }
    case CC_SAVE: memcpy(saved + o, q, sizeof(float) * (size_t)len); break;
    case CC_ADD_SAVED:
        for (int64_t i = 0; i < len; i++) q[i] += saved[o + i];
        break;
    case CC_MUL_SAVED:
        for (int64_t i = 0; i < len; i++) q[i] *= saved[o + i];
        break;
    default: KB_ASSERT(!"an op that fused does not know");
    }
}

/* ops[0 .. nops), each fusable, on y (shape s) in one pass: each (n, c) plane in blocks of
 * CC_BLK positions (the threads share out the blocks of all planes), every op on a block before
 * the next block, so that the block stays in L1 */
static void cc_fused(const cc_op *ops, int nops, const cc_shape *s, float *y, float *saved,
                     const float *const *ex, const int64_t *ex_n, int threads)
{
    const int64_t S = cc_space(s), blocks = (S + CC_BLK - 1) / CC_BLK;
    for (int j = 0; j < nops; j++) { /* the extra inputs' sizes */
        const cc_opkind k = ops[j].kind;
        if (k >= CC_ADD_P && k <= CC_MUL_P)
            KB_ASSERT(ex_n[(int)ops[j].a] == s->c || ex_n[(int)ops[j].a] == 1);
        if (k == CC_ADD_T) KB_ASSERT(ex_n[(int)ops[j].a] == cc_numel(s));
    }
#pragma omp parallel for schedule(static) num_threads(threads)
    for (int64_t nb = 0; nb < s->n * s->c * blocks; nb++) {
        const int64_t nc = nb / blocks, i0 = nb % blocks * CC_BLK, len = KB_MIN(CC_BLK, S - i0);
        for (int j = 0; j < nops; j++) cc_block(&ops[j], s, nc, nc * S + i0, len, y, saved, ex, ex_n);
    }
}

/* the channel ops: out[n][0][i] (or the softmax in place into out[n][c][i]) from y[n][c][i] */
static void cc_channels(cc_opkind k, const cc_shape *s, const float *y, float *out, int threads)
{
    const int64_t S = cc_space(s), C = s->c, blocks = (S + CC_BLK - 1) / CC_BLK;
#pragma omp parallel for schedule(static) num_threads(threads)
    for (int64_t nb = 0; nb < s->n * blocks; nb++) {
        const int64_t n = nb / blocks, i0 = nb % blocks * CC_BLK, len = KB_MIN(CC_BLK, S - i0);
        const float *in = y + n * C * S + i0;
        double m[CC_BLK], acc[CC_BLK];
        const bool sum = k == CC_SUM_C || k == CC_MEAN_C; /* no max to take */
        for (int64_t i = 0; i < len; i++) m[i] = (double)in[i], acc[i] = 0;
        for (int64_t c = 1; c < C && !sum; c++)
            for (int64_t i = 0; i < len; i++) {
                const double v = (double)in[c * S + i];
                m[i] = k == CC_MIN_C ? (v < m[i] ? v : m[i]) : (v > m[i] ? v : m[i]);
            }
        if (k == CC_MIN_C || k == CC_MAX_C) {
            for (int64_t i = 0; i < len; i++) out[n * S + i0 + i] = (float)m[i];
            continue;
        }
        for (int64_t c = 0; c < C; c++)
            for (int64_t i = 0; i < len; i++) {
                const double v = (double)in[c * S + i];
                acc[i] += sum ? v : exp(v - m[i]);
            }
        if (k == CC_SOFTMAX_C) {
            for (int64_t c = 0; c < C; c++)
                for (int64_t i = 0; i < len; i++)
                    out[(n * C + c) * S + i0 + i] = (float)(exp((double)in[c * S + i] - m[i]) / acc[i]);
            continue;
        }
        for (int64_t i = 0; i < len; i++)
            out[n * S + i0 + i] = (float)(k == CC_SUM_C    ? acc[i]
                                          : k == CC_MEAN_C ? acc[i] / (double)C
                                                           : m[i] + log(acc[i]));
    }
}

/* mean and biased variance of the `len` values at q (two passes, in double) */
static void cc_moments(const float *q, int64_t len, double *mean, double *var)
{
    double sum = 0, m2 = 0;
    for (int64_t i = 0; i < len; i++) sum += (double)q[i];
    const double mu = sum / (double)len;
    for (int64_t i = 0; i < len; i++) m2 += ((double)q[i] - mu) * ((double)q[i] - mu);
    *mean = mu, *var = m2 / (double)len;
}

/* the per-plane (n, c) ops over space: MEAN_SP, SUM_SP (into out[nc]), SUB_MEAN_SP, SOFTMAX_SP,
 * IN (in place) */
static void cc_planes(cc_opkind k, const cc_shape *s, float *y, float *out, int threads)
{
    const int64_t S = cc_space(s);
#pragma omp parallel for schedule(static) num_threads(threads)
    for (int64_t nc = 0; nc < s->n * s->c; nc++) {
        float *q = y + nc * S;
        double mean, var;
        if (k == CC_SOFTMAX_SP) {
            double m = (double)q[0], sum = 0;
            for (int64_t i = 1; i < S; i++) m = (double)q[i] > m ? (double)q[i] : m;
            for (int64_t i = 0; i < S; i++) sum += exp((double)q[i] - m);
            for (int64_t i = 0; i < S; i++) q[i] = (float)(exp((double)q[i] - m) / sum);
            continue;
        }
        cc_moments(q, S, &mean, &var);
        if (k == CC_MEAN_SP || k == CC_SUM_SP) {
            out[nc] = (float)(k == CC_MEAN_SP ? mean : mean * (double)S);
        } else {
            const double inv = k == CC_IN ? 1.0 / sqrt(var + 1e-5) : 1.0;
            for (int64_t i = 0; i < S; i++) q[i] = (float)(((double)q[i] - mean) * inv);
        }
    }
}

/* MIN_AX, SUM_AX, MEAN_AX: spatial axis `ax` to 1, y -> out */
static void cc_axis(cc_opkind k, int ax, const cc_shape *s, const float *y, float *out, int threads)
{
    int64_t outer = 1, inner = 1;
    for (int i = 0; i < ax; i++) outer *= s->sp[i];
    for (int i = ax + 1; i < s->rank; i++) inner *= s->sp[i];
    const int64_t L = s->sp[ax], planes = s->n * s->c;
#pragma omp parallel for schedule(static) num_threads(threads)
    for (int64_t po = 0; po < planes * outer; po++)
        for (int64_t i = 0; i < inner; i++) {
            const float *q = y + po * L * inner + i;
            double acc = k == CC_MIN_AX ? (double)q[0] : 0;
            for (int64_t l = 0; l < L; l++) {
                const double v = (double)q[l * inner];
                acc = k == CC_MIN_AX ? (v < acc ? v : acc) : acc + v;
            }
            out[po * inner + i] = (float)(k == CC_MEAN_AX ? acc / (double)L : acc);
        }
}

/* BN (each channel over N and space) and GN (each (n, group) over its channels and space), in
 * place */
static void cc_norm(cc_opkind k, int64_t groups, const cc_shape *s, float *y, int threads)
{
    const int64_t S = cc_space(s);
    if (k == CC_GN) {
        KB_ASSERT(groups > 0 && s->c % groups == 0);
        const int64_t len = s->c / groups * S; /* a group is contiguous */
#pragma omp parallel for schedule(static) num_threads(threads)
        for (int64_t ng = 0; ng < s->n * groups; ng++) {
            float *q = y + ng * len;
            double mean, var;
            cc_moments(q, len, &mean, &var);
            const double inv = 1.0 / sqrt(var + 1e-5);
            for (int64_t i = 0; i < len; i++) q[i] = (float)(((double)q[i] - mean) * inv);
        }
        return;
    }
#pragma omp parallel for schedule(static) num_threads(threads)
    for (int64_t c = 0; c < s->c; c++) {
        double sum = 0, m2 = 0;
        for (int64_t n = 0; n < s->n; n++)
            for (int64_t i = 0; i < S; i++) sum += (double)y[(n * s->c + c) * S + i];
        const double mean = sum / (double)(s->n * S);
        for (int64_t n = 0; n < s->n; n++)
            for (int64_t i = 0; i < S; i++) {
                const double d = (double)y[(n * s->c + c) * S + i] - mean;
                m2 += d * d;
            }
        const double inv = 1.0 / sqrt(m2 / (double)(s->n * S) + 1e-5);
        for (int64_t n = 0; n < s->n; n++)
            for (int64_t i = 0; i < S; i++) {
                float *q = &y[(n * s->c + c) * S + i];
                *q = (float)(((double)*q - mean) * inv);
            }
    }
}

/* LN_W: each run of the last axis normalised, in place */
static void cc_layernorm_w(const cc_shape *s, float *y, int threads)
{
    const int64_t W = s->sp[s->rank - 1], rows = cc_numel(s) / W;
#pragma omp parallel for schedule(static) num_threads(threads)
    for (int64_t r = 0; r < rows; r++) {
        float *q = y + r * W;
        double mean, var;
        cc_moments(q, W, &mean, &var);
        const double inv = 1.0 / sqrt(var + 1e-5);
        for (int64_t i = 0; i < W; i++) q[i] = (float)(((double)q[i] - mean) * inv);
    }
}

/* MAXPOOL, AVGPOOL with window and stride kw on every spatial axis: y -> out, *s updated */
static void cc_pool(cc_opkind k, int64_t kw, cc_shape *s, const float *y, float *out, int threads)
{
    cc_shape o = *s;
    int64_t d[3] = {1, 1, 1}, od[3] = {1, 1, 1}, kk[3] = {1, 1, 1};
    for (int i = 0; i < s->rank; i++) {
        o.sp[i] = s->sp[i] / kw;
        d[3 - s->rank + i] = s->sp[i], od[3 - s->rank + i] = o.sp[i], kk[3 - s->rank + i] = kw;
    }
    const int64_t S = cc_space(s), OS = cc_space(&o), win = kk[0] * kk[1] * kk[2];
#pragma omp parallel for schedule(static) num_threads(threads)
    for (int64_t nc = 0; nc < s->n * s->c; nc++)
        for (int64_t e = 0; e < OS; e++) {
            const int64_t z = e / (od[1] * od[2]), yy = e / od[2] % od[1], x = e % od[2];
            double acc = k == CC_MAXPOOL ? -INFINITY : 0;
            for (int64_t a = 0; a < kk[0]; a++)
                for (int64_t b = 0; b < kk[1]; b++)
                    for (int64_t c = 0; c < kk[2]; c++) {
                        const double v = (double)
                            y[nc * S + ((z * kk[0] + a) * d[1] + yy * kk[1] + b) * d[2] + x * kk[2] + c];
                        acc = k == CC_MAXPOOL ? (v > acc ? v : acc) : acc + v;
                    }
            out[nc * OS + e] = (float)(k == CC_MAXPOOL ? acc : acc / (double)win);
        }
    *s = o;
}

float *cc_run_ops_f(const cc_row *r, int64_t groups, cc_shape *s, float *a, float *b, float *saved,
                    const float *const *ex, const int64_t *ex_n, int threads)
{
    float *y = a, *z = b; /* y holds the tensor, z is free */
    for (int oi = 0; oi < r->nops; oi++) {
        const cc_op *op = &r->ops[oi];
        const cc_opkind k = op->kind;
        if (cc_fusable(k)) {
            int end = oi + 1; /* the run of fusable ops is ops[oi .. end) */
            while (end < r->nops && cc_fusable(r->ops[end].kind)) end++;
            cc_fused(op, end - oi, s, y, saved, ex, ex_n, threads);
            oi = end - 1;
            continue;
        }
        float *next = y; /* where the result lands (z for the ops that change the shape) */
        switch (k) {
        case CC_SOFTMAX_C: cc_channels(k, s, y, z, threads), next = z; break;
        case CC_MIN_C:
        case CC_MAX_C:
        case CC_SUM_C:
        case CC_MEAN_C:
        case CC_LSE_C:
            cc_channels(k, s, y, z, threads), next = z;
            s->c = 1;
            break;
        case CC_MEAN_SP:
        case CC_SUM_SP:
            cc_planes(k, s, y, z, threads), next = z;
            for (int i = 0; i < s->rank; i++) s->sp[i] = 1;
            break;
        case CC_SUB_MEAN_SP:
        case CC_SOFTMAX_SP:
        case CC_IN: cc_planes(k, s, y, NULL, threads); break;
        case CC_MIN_AX:
        case CC_SUM_AX:
        case CC_MEAN_AX:
            cc_axis(k, (int)op->a, s, y, z, threads), next = z;
            s->sp[(int)op->a] = 1;
            break;
        case CC_BN:
        case CC_GN: cc_norm(k, groups, s, y, threads); break;
        case CC_LN_W: cc_layernorm_w(s, y, threads); break;
        case CC_MAXPOOL:
        case CC_AVGPOOL: cc_pool(k, (int64_t)op->a, s, y, z, threads), next = z; break;
        default: KB_ASSERT(!"an op the interpreter does not know");
        }
        if (next == z) z = y, y = next;
    }
    return y;
}

#undef CC_BLK
#undef CC_ELTS
