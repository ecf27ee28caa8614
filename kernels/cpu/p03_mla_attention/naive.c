/* p03_mla_attention naive: multi-head latent attention, step by step in f32.
 *
 *   cq = x.wq_down [T][QL];  q = cq.wq_up [T][H][DQK];  kv = x.wkv_down [T][DKV] = [c | kr]
 *   kn = c.wk_up [T][H][NOPE];  v = c.wv_up [T][H][VD]
 *   q' = [q_nope | rope(q_rope)],  k = [kn | rope(kr)]  (interleaved pairs, angle pos *
 *   ROPE_THETA^(-2i/ROPE), pos = the token's position in its sequence)
 *   o[t][h] = causal softmax_j(q'[t][h] . k[j][h] / sqrt(DQK)) . v[j][h] within the sequence
 *   out = o.wo  (o as [T][H*VD])
 * T = B*S tokens. Matmuls are row-parallel i-k-j loops (the inner loop streams a weight row
 * and vectorises); attention goes one (b, h, query) row at a time. Intermediates are f32
 * scratch; correct for --dtype bf16 and f32. */
#include <math.h>
#include <stdlib.h>
#include "kbench.h"

#define T (KB_B * KB_S)

/* c[m][n] = sum_k a[m*lda + k] * b[k][n], f32 accumulation. */
static void matmul(const float *a, long lda, const kb_t *b, float *c, long M, long K, long N)
{
#pragma omp parallel for schedule(static) num_threads(KB_THREADS)
    for (long i = 0; i < M; i++) {
        float *ci = c + (size_t)i * N;
        for (long j = 0; j < N; j++) ci[j] = 0.0f;
        for (long k = 0; k < K; k++) {
            const float av = a[(size_t)i * lda + k];
            const kb_t *bk = b + (size_t)k * N;
            for (long j = 0; j < N; j++) ci[j] += av * kb_ld(bk[j]);
        }
    }
}

/* Rotate interleaved pairs of x[0..ROPE) for position pos. */
static void rope(float *x, long pos)
{
    for (int i = 0; i < KB_ROPE / 2; i++) {
        const double a = (double)pos * pow(KB_ROPE_THETA, -2.0 * i / KB_ROPE);
        const float c = (float)cos(a), s = (float)sin(a), x1 = x[2 * i], x2 = x[2 * i + 1];
        x[2 * i] = x1 * c - x2 * s;
        x[2 * i + 1] = x1 * s + x2 * c;
    }
}

void kernel(const kb_t *restrict x /* [B][S][E] */, const kb_t *restrict wq_down /* [E][QL] */,
            const kb_t *restrict wq_up /* [QL][H][DQK] */, const kb_t *restrict wkv_down /* [E][DKV] */,
            const kb_t *restrict wk_up /* [KVL][H][NOPE] */, const kb_t *restrict wv_up /* [KVL][H][VD] */,
            const kb_t *restrict wo /* [H][VD][E] */, kb_t *restrict out /* [B][S][E] */)
{
    float *xf = malloc(sizeof(float) * T * KB_E);
    float *cq = malloc(sizeof(float) * T * KB_QL);
    float *q = malloc(sizeof(float) * T * KB_H * KB_DQK);
    float *kv = malloc(sizeof(float) * T * KB_DKV);
    float *kn = malloc(sizeof(float) * T * KB_H * KB_NOPE);
    float *k = malloc(sizeof(float) * T * KB_H * KB_DQK);
    float *v = malloc(sizeof(float) * T * KB_H * KB_VD);
    float *o = malloc(sizeof(float) * T * KB_H * KB_VD);
    float *y = malloc(sizeof(float) * T * KB_E);

    for (long i = 0; i < (long)T * KB_E; i++) xf[i] = kb_ld(x[i]);
    matmul(xf, KB_E, wq_down, cq, T, KB_E, KB_QL);
    matmul(cq, KB_QL, wq_up, q, T, KB_QL, KB_H * KB_DQK);
    matmul(xf, KB_E, wkv_down, kv, T, KB_E, KB_DKV);
    matmul(kv, KB_DKV, wk_up, kn, T, KB_KVL, KB_H * KB_NOPE); /* c = first KVL columns */
    matmul(kv, KB_DKV, wv_up, v, T, KB_KVL, KB_H * KB_VD);

    for (long t = 0; t < T; t++) {
        float *kr = kv + (size_t)t * KB_DKV + KB_KVL;
        rope(kr, t % KB_S);
        for (int h = 0; h < KB_H; h++) {
            float *qh = q + ((size_t)t * KB_H + h) * KB_DQK;
            float *kh = k + ((size_t)t * KB_H + h) * KB_DQK;
            rope(qh + KB_NOPE, t % KB_S);
            for (int d = 0; d < KB_NOPE; d++) kh[d] = kn[((size_t)t * KB_H + h) * KB_NOPE + d];
            for (int d = 0; d < KB_ROPE; d++) kh[KB_NOPE + d] = kr[d];
        }
    }

    const float scale = 1.0f / sqrtf((float)KB_DQK);
#pragma omp parallel num_threads(KB_THREADS)
    {
        float *s = malloc(sizeof(float) * KB_S);
        float *acc = malloc(sizeof(float) * KB_VD);
#pragma omp for schedule(dynamic, 8)
        for (long row = 0; row < (long)T * KB_H; row++) { /* row = (b, i, h) */
            const long t = row / KB_H, h = row % KB_H, b = t / KB_S, i = t % KB_S;
            const float *qi = q + (size_t)row * KB_DQK;
            float mx = -INFINITY;
            for (long j = 0; j <= i; j++) {
                const float *kj = k + (((size_t)b * KB_S + j) * KB_H + h) * KB_DQK;
                float dot = 0.0f;
#pragma omp simd reduction(+ : dot)
                for (int d = 0; d < KB_DQK; d++) dot += qi[d] * kj[d];
                s[j] = dot * scale;
                mx = fmaxf(mx, s[j]);
            }
            float sum = 0.0f;
            for (int d = 0; d < KB_VD; d++) acc[d] = 0.0f;
            for (long j = 0; j <= i; j++) {
                const float w = expf(s[j] - mx);
                const float *vj = v + (((size_t)b * KB_S + j) * KB_H + h) * KB_VD;
                sum += w;
                for (int d = 0; d < KB_VD; d++) acc[d] += w * vj[d];
            }
            for (int d = 0; d < KB_VD; d++) o[(size_t)row * KB_VD + d] = acc[d] / sum;
        }
        free(s);
        free(acc);
    }

    matmul(o, KB_H * KB_VD, wo, y, T, KB_H * KB_VD, KB_E);
    for (long i = 0; i < (long)T * KB_E; i++) out[i] = kb_st(y[i]);
    free(xf), free(cq), free(q), free(kv), free(kn), free(k), free(v), free(o), free(y);
}
