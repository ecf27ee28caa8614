/* p16_mamba2_ssd naive: per (b, h), with c[t] = sum_{u<=t} log(sigmoid(a_log[u]) + 1e-8), one
 * query row at a time:
 *   s[j]      = (q[i] . k[j]) * exp(c[i] - c[j])   for j = 0..i (later keys are masked)
 *   out[i][d] = sum_j s[j] * v[j][d] / max(|sum_j s[j]|, 1)
 * The cumulative log-decays of all (b, h) are summed first (f32, in order). Rows are spread over
 * the threads dynamically (row i costs i + 1 keys); dot products are SIMD reductions; everything
 * accumulates in f32. Correct for --dtype bf16 and f32. */
#include <math.h>
#include <stdlib.h>
#include "kbench.h"

void kernel(const kb_t *restrict q /* [B][H][S][D] */, const kb_t *restrict k /* [B][H][S][D] */,
            const kb_t *restrict v /* [B][H][S][D] */, const kb_t *restrict a_log /* [B][H][S] */,
            kb_t *restrict out /* [B][H][S][D] */)
{
    float *c = malloc(sizeof(float) * KB_B * KB_H * KB_S); /* [B][H][S] */
#pragma omp parallel for num_threads(KB_THREADS) schedule(static)
    for (long bh = 0; bh < (long)KB_B * KB_H; bh++) {
        float run = 0.0f;
        for (long t = 0; t < KB_S; t++) {
            const float a = 1.0f / (1.0f + expf(-kb_ld(a_log[bh * KB_S + t])));
            run += logf(a + 1e-8f);
            c[bh * KB_S + t] = run;
        }
    }
#pragma omp parallel num_threads(KB_THREADS)
    {
        float *s = malloc(sizeof(float) * KB_S);   /* decayed scores of one row */
        float *acc = malloc(sizeof(float) * KB_D); /* weighted sum of values */
        float *qi = malloc(sizeof(float) * KB_D);  /* the query row, in f32 */
#pragma omp for schedule(dynamic, 16)
        for (long row = 0; row < (long)KB_B * KB_H * KB_S; row++) {
            const long bh = row / KB_S, i = row % KB_S;
            const float *ch = c + bh * KB_S;
            const kb_t *kh = k + (size_t)bh * KB_S * KB_D;
            const kb_t *vh = v + (size_t)bh * KB_S * KB_D;
            for (int d = 0; d < KB_D; d++) qi[d] = kb_ld(q[(size_t)row * KB_D + d]);

            float sum = 0.0f;
            for (long j = 0; j <= i; j++) {
                const kb_t *kj = kh + (size_t)j * KB_D;
                float dot = 0.0f;
#pragma omp simd reduction(+ : dot)
                for (int d = 0; d < KB_D; d++) dot += qi[d] * kb_ld(kj[d]);
                s[j] = dot * expf(ch[i] - ch[j]);
                sum += s[j];
            }
            for (int d = 0; d < KB_D; d++) acc[d] = 0.0f;
            for (long j = 0; j <= i; j++) {
                const kb_t *vj = vh + (size_t)j * KB_D;
                const float w = s[j];
                for (int d = 0; d < KB_D; d++) acc[d] += w * kb_ld(vj[d]);
            }
            const float inv = 1.0f / fmaxf(fabsf(sum), 1.0f);
            for (int d = 0; d < KB_D; d++) out[(size_t)row * KB_D + d] = kb_st(acc[d] * inv);
        }
        free(s);
        free(acc);
        free(qi);
    }
    free(c);
}
