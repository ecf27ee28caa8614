/* rows.c: row-wise reductions, normalisation and pooling for the lib baselines (see rows.h). */
#include "rows.h"

#include <math.h>
#include <stdlib.h>
#include "../../core/rng.h"

/* ---- inputs --------------------------------------------------------------------------------- */

void kb_rows_generate_scaled(const kb_problem *p, int input, uint64_t seed, void *out)
{
    const double lo = 0.5, hi = 2.0;
    const int64_t R = kb_problem_param(p, p->w->inputs[input].dims[0]);
    const int64_t C = (int64_t)kb_problem_numel(p, &p->w->inputs[input]) / R;
    const uint64_t scale_stream = (uint64_t)input | (1ull << 32); /* apart from every input's */
    float *dst = out;                                             /* [R][C] */
#pragma omp parallel for schedule(static)
    for (int64_t r = 0; r < R; r++) {
        const double s = lo + (hi - lo) * kb_rng_uniform(seed, scale_stream, (uint64_t)r);
        for (int64_t c = 0; c < C; c++)
            dst[r * C + c] = (float)(s * kb_rng_normal(seed, (uint64_t)input, (uint64_t)(r * C + c)));
    }
}

/* ---- chunked access ------------------------------------------------------------------------- */

void kb_rows_load(kb_dtype t, const void *x, int64_t off, int64_t n, float *restrict buf)
{
    if (t == KB_DTYPE_BF16) {
        const kb_bf16 *restrict p = (const kb_bf16 *)x + off;
#pragma omp simd
        for (int64_t j = 0; j < n; j++) buf[j] = kb_bf16_to_f32(p[j]);
    } else {
        memcpy(buf, (const float *)x + off, sizeof(float) * (size_t)n);
    }
}

void kb_rows_store(kb_dtype t, const float *restrict buf, int64_t n, void *y, int64_t off)
{
    if (t == KB_DTYPE_BF16) {
        kb_bf16 *restrict p = (kb_bf16 *)y + off;
#pragma omp simd
        for (int64_t j = 0; j < n; j++) p[j] = kb_f32_to_bf16(buf[j]);
    } else {
        memcpy((float *)y + off, buf, sizeof(float) * (size_t)n);
    }
}

/* ---- row reductions -------------------------------------------------------------------------- */

/* buf[j] = map(x[off + j]) for j < n. */
static void load_mapped(kb_dtype t, const void *x, int64_t off, int64_t n, const kb_rows_map *m,
                        float *restrict buf)
{
    kb_rows_load(t, x, off, n, buf);
    if (!m) return;
    if (m->scale != 0.0f && m->scale != 1.0f) {
        const float s = m->scale;
#pragma omp simd
        for (int64_t j = 0; j < n; j++) buf[j] *= s;
    }
    switch (m->fn) {
    case KB_ROWS_IDENTITY: break;
    case KB_ROWS_GELU_TANH:
#pragma omp simd
        for (int64_t j = 0; j < n; j++) buf[j] = kb_rows_gelu_tanhf(buf[j]);
        break;
    }
}

static float chunk_sum(const float *restrict buf, int64_t n)
{
    float s = 0.0f;
#pragma omp simd reduction(+ : s)
    for (int64_t j = 0; j < n; j++) s += buf[j];
    return s;
}

/* Max and min over 16 independent lanes (clang does not vectorise a select-based reduction
 * without fast-math), then over the lanes and the tail. */
static float chunk_max(const float *restrict buf, int64_t n, float m)
{
    float lane[16];
    for (int l = 0; l < 16; l++) lane[l] = m;
    int64_t j = 0;
    for (; j + 16 <= n; j += 16)
        for (int l = 0; l < 16; l++) lane[l] = buf[j + l] > lane[l] ? buf[j + l] : lane[l];
    for (; j < n; j++) m = buf[j] > m ? buf[j] : m;
    for (int l = 0; l < 16; l++) m = lane[l] > m ? lane[l] : m;
    return m;
}

static float chunk_min(const float *restrict buf, int64_t n, float m)
{
    float lane[16];
    for (int l = 0; l < 16; l++) lane[l] = m;
    int64_t j = 0;
    for (; j + 16 <= n; j += 16)
        for (int l = 0; l < 16; l++) lane[l] = buf[j + l] < lane[l] ? buf[j + l] : lane[l];
    for (; j < n; j++) m = buf[j] < m ? buf[j] : m;
    for (int l = 0; l < 16; l++) m = lane[l] < m ? lane[l] : m;
    return m;
}

static float chunk_sum_exp(const float *restrict buf, int64_t n, float shift)
{
    float s = 0.0f;
#pragma omp simd reduction(+ : s)
    for (int64_t j = 0; j < n; j++) s += kb_rows_expf(buf[j] - shift);
    return s;
}

static float reduce_row(kb_dtype t, const void *x, int64_t off, int64_t C, const kb_rows_map *m,
                        kb_rows_op op, float *restrict buf)
{
    float acc = op == KB_ROWS_SUM ? 0.0f : op == KB_ROWS_MIN ? INFINITY : -INFINITY;
    for (int64_t c = 0; c < C; c += KB_ROWS_CHUNK) {
        const int64_t n = C - c < KB_ROWS_CHUNK ? C - c : KB_ROWS_CHUNK;
        load_mapped(t, x, off + c, n, m, buf);
        acc = op == KB_ROWS_SUM   ? acc + chunk_sum(buf, n)
              : op == KB_ROWS_MIN ? chunk_min(buf, n, acc)
                                  : chunk_max(buf, n, acc);
    }
    if (op != KB_ROWS_LOGSUMEXP) return acc;
    const float mx = acc;
    float s = 0.0f;
    for (int64_t c = 0; c < C; c += KB_ROWS_CHUNK) {
        const int64_t n = C - c < KB_ROWS_CHUNK ? C - c : KB_ROWS_CHUNK;
        load_mapped(t, x, off + c, n, m, buf);
        s += chunk_sum_exp(buf, n, mx);
    }
    return mx + logf(s);
}

void kb_rows_reduce(kb_dtype t, const void *x, int64_t R, int64_t C, const kb_rows_map *map, kb_rows_op op,
                    float *out, int threads)
{
#pragma omp parallel num_threads(threads)
    {
        float buf[KB_ROWS_CHUNK];
#pragma omp for schedule(static)
        for (int64_t r = 0; r < R; r++) out[r] = reduce_row(t, x, r * C, C, map, op, buf);
    }
}

/* ---- normalisation and pooling --------------------------------------------------------------- */

void kb_rows_groupnorm(kb_dtype t, const void *x, int64_t R, int64_t C, int64_t G, float eps,
                       const void *gamma, const void *beta, void *y, int threads)
{
    KB_ASSERT(G > 0 && C % G == 0);
    const int64_t S = C / G; /* columns per group */
    float *g = malloc(sizeof(float) * (size_t)C), *bt = malloc(sizeof(float) * (size_t)C);
    KB_ASSERT(g && bt);
    kb_rows_load(t, gamma, 0, C, g);
    kb_rows_load(t, beta, 0, C, bt);
#pragma omp parallel num_threads(threads)
    {
        float *v = malloc(sizeof(float) * (size_t)S); /* one group, f32 */
        KB_ASSERT(v);
#pragma omp for schedule(static)
        for (int64_t rg = 0; rg < R * G; rg++) {
            const int64_t off = rg * S, c0 = (rg % G) * S;
            kb_rows_load(t, x, off, S, v);
            const float mean = chunk_sum(v, S) / (float)S;
            float ss = 0.0f;
#pragma omp simd reduction(+ : ss)
            for (int64_t j = 0; j < S; j++) ss += (v[j] - mean) * (v[j] - mean);
            const float inv = 1.0f / sqrtf(ss / (float)S + eps);
            const float *restrict gg = g + c0, *restrict bb = bt + c0;
#pragma omp simd
            for (int64_t j = 0; j < S; j++) v[j] = (v[j] - mean) * inv * gg[j] + bb[j];
            kb_rows_store(t, v, S, y, off);
        }
        free(v);
    }
    free(g);
    free(bt);
}

void kb_rows_avgpool(kb_dtype t, const void *x, int64_t R, int64_t C, int64_t P, void *y, int threads)
{
    KB_ASSERT(P > 0 && C % P == 0 && P <= KB_ROWS_CHUNK);
    const int64_t J = C / P, per = KB_ROWS_CHUNK / P; /* pooled outputs per chunk */
#pragma omp parallel num_threads(threads)
    {
        float buf[KB_ROWS_CHUNK], o[KB_ROWS_CHUNK];
#pragma omp for schedule(static)
        for (int64_t r = 0; r < R; r++)
            for (int64_t j0 = 0; j0 < J; j0 += per) {
                const int64_t nj = J - j0 < per ? J - j0 : per;
                kb_rows_load(t, x, r * C + j0 * P, nj * P, buf);
                for (int64_t j = 0; j < nj; j++) o[j] = chunk_sum(buf + j * P, P) / (float)P;
                kb_rows_store(t, o, nj, y, r * J + j0);
            }
    }
}

/* ---- the lib baselines' state ---------------------------------------------------------------- */

kb_rows_lib *kb_rows_lib_new(const kb_problem *p)
{
    kb_rows_lib *s = kb_xcalloc(1, sizeof *s);
    s->dtype = p->dtype;
    s->threads = p->threads > 0 ? p->threads : 1;
    return s;
}

int kb_rows_lib_matmul(kb_rows_lib *s, int i, const kb_dnnl_matmul_desc *d, kb_err *err)
{
    KB_ASSERT(i >= 0 && i < 2 && !s->mm[i]);
    if ((s->mm[i] = kb_dnnl_matmul_create(d, err))) return 0;
    kb_rows_lib_free(s);
    return -1;
}

int kb_rows_lib_softmax(kb_rows_lib *s, int64_t R, int64_t C, kb_err *err)
{
    KB_ASSERT(!s->sm);
    kb_dnnl_softmax_desc d = {
        .ndims = 2,
        .dims = {R, C},
        .axis = 1,
        .src = s->dtype,
        .dst = s->dtype,
    };
    if ((s->sm = kb_dnnl_softmax_create(&d, err))) return 0;
    kb_rows_lib_free(s);
    return -1;
}

void kb_rows_lib_free(void *state)
{
    kb_rows_lib *s = state;
    if (!s) return;
    for (int i = 0; i < 2; i++) kb_dnnl_matmul_destroy(s->mm[i]);
    kb_dnnl_softmax_destroy(s->sm);
    for (int i = 0; i < 3; i++) free(s->buf[i]);
    free(s);
}

/* ---- the linear + group norm baselines ------------------------------------------------------ */

kb_rows_lib *kb_rows_lib_gemm_groupnorm(const kb_problem *p, double eps, kb_err *err)
{
    const int64_t M = kb_problem_param(p, "M"), N = kb_problem_param(p, "N");
    kb_rows_lib *s = kb_rows_lib_new(p);
    kb_dnnl_matmul_desc d = {
        .m = M,
        .k = kb_problem_param(p, "K"),
        .n = N,
        .trans_b = true,
        .src = p->dtype,
        .wei = p->dtype,
        .dst = p->dtype,
        .bias = true,
    };
    if (kb_rows_lib_matmul(s, 0, &d, err)) return NULL;
    s->buf[0] = kb_xaligned((size_t)(M * N) * kb_dtype_size(p->dtype)); /* y [M][N] */
    s->buf[1] = kb_xaligned((size_t)(M * N) * kb_dtype_size(p->dtype)); /* g [M][N] */
    s->m = M, s->n = N, s->g = kb_problem_param(p, "G");
    s->c[0] = (float)eps;
    return s;
}

void kb_rows_gemm_groupnorm_run(kb_rows_lib *s, const void *const *in)
{
    kb_dnnl_matmul_run(s->mm[0], in[0], in[1], in[2], NULL, s->buf[0]);
    kb_rows_groupnorm(s->dtype, s->buf[0], s->m, s->n, s->g, s->c[0], in[3], in[4], s->buf[1], s->threads);
}

/* ---- the matmul + softmax baselines --------------------------------------------------------- */

int kb_rows_lib_matmul_softmax(kb_rows_lib *s, const kb_dnnl_matmul_desc *d, kb_err *err)
{
    KB_ASSERT(d->dst == s->dtype);
    if (kb_rows_lib_matmul(s, 0, d, err) || kb_rows_lib_softmax(s, d->m, d->n, err)) return -1;
    s->buf[0] = kb_xaligned((size_t)(d->m * d->n) * kb_dtype_size(s->dtype)); /* [M][N] */
    return 0;
}

void kb_rows_matmul_softmax_run(kb_rows_lib *s, const void *const *in, const void *const *post_args,
                                void *out)
{
    kb_dnnl_matmul_run(s->mm[0], in[0], in[1], in[2], post_args, s->buf[0]);
    kb_dnnl_softmax_run(s->sm, s->buf[0], out);
}

/* ---- the matmul + row sum baselines --------------------------------------------------------- */

int kb_rows_lib_matmul_rowsum(kb_rows_lib *s, const kb_dnnl_matmul_desc *d, kb_err *err)
{
    KB_ASSERT(d->dst == s->dtype);
    if (kb_rows_lib_matmul(s, 0, d, err)) return -1;
    s->buf[0] = kb_xaligned((size_t)(d->m * d->n) * kb_dtype_size(s->dtype)); /* [M][N] */
    s->buf[1] = kb_xaligned(sizeof(float) * (size_t)d->m);                    /* row sums [M] */
    s->m = d->m, s->n = d->n;
    return 0;
}

void kb_rows_matmul_rowsum_run(void *state, const void *const *in, void *const *out)
{
    kb_rows_lib *s = state;
    kb_dnnl_matmul_run(s->mm[0], in[0], in[1], in[2], NULL, s->buf[0]);
    kb_rows_reduce(s->dtype, s->buf[0], s->m, s->n, NULL, KB_ROWS_SUM, s->buf[1], s->threads);
    kb_dtype_from_f32(s->dtype, s->buf[1], out[0], (size_t)s->m);
}
