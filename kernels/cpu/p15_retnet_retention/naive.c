/* p15_retnet_retention naive: per (b, h) with gamma = 1 - 2^(-5-h), one query row at a time:
 *   s[j]      = (q[i] . k[j]) * gamma^(i-j)   for j = 0..i (later keys are masked)
 *   out[i][d] = sum_j s[j] * v[j][d] / max(sum_j |s[j]|, 1)
 * The powers gamma^t come from a per-head table made once per call. Rows are spread over the
 * threads dynamically (row i costs i + 1 keys); the dot products are SIMD reductions; everything
 * accumulates in f32. Correct for --dtype bf16 and f32. */
#include <math.h>
#include <stdlib.h>
#include "kbench.h"

void kernel(const kb_t *restrict q /* [B][H][S][D] */, const kb_t *restrict k /* [B][H][S][D] */,
            const kb_t *restrict v /* [B][H][S][D] */, kb_t *restrict out /* [B][H][S][D] */)
{
    float *decay = malloc(sizeof(float) * KB_H * KB_S); /* [H][S]: gamma_h^t */
    for (int h = 0; h < KB_H; h++) {
        const double gamma = 1.0 - exp2(-5.0 - h);
        for (int t = 0; t < KB_S; t++) decay[h * KB_S + t] = (float)pow(gamma, t);
    }
#pragma omp parallel num_threads(KB_THREADS)
    {
        float *s = malloc(sizeof(float) * KB_S);   /* decayed scores of one row */
        float *acc = malloc(sizeof(float) * KB_D); /* weighted sum of values */
        float *qi = malloc(sizeof(float) * KB_D);  /* the query row, in f32 */
#pragma omp for schedule(dynamic, 16)
        for (long row = 0; row < (long)KB_B * KB_H * KB_S; row++) {
            const long bh = row / KB_S, i = row % KB_S;
            const float *dh = decay + (bh % KB_H) * KB_S;
            const kb_t *kh = k + (size_t)bh * KB_S * KB_D;
            const kb_t *vh = v + (size_t)bh * KB_S * KB_D;
            for (int d = 0; d < KB_D; d++) qi[d] = kb_ld(q[(size_t)row * KB_D + d]);

            float norm = 0.0f;
            for (long j = 0; j <= i; j++) {
                const kb_t *kj = kh + (size_t)j * KB_D;
                float dot = 0.0f;
#pragma omp simd reduction(+ : dot)
                for (int d = 0; d < KB_D; d++) dot += qi[d] * kb_ld(kj[d]);
                s[j] = dot * dh[i - j];
                norm += fabsf(s[j]);
            }
            for (int d = 0; d < KB_D; d++) acc[d] = 0.0f;
            for (long j = 0; j <= i; j++) {
                const kb_t *vj = vh + (size_t)j * KB_D;
                const float w = s[j];
                for (int d = 0; d < KB_D; d++) acc[d] += w * kb_ld(vj[d]);
            }
            const float inv = 1.0f / fmaxf(norm, 1.0f);
            for (int d = 0; d < KB_D; d++) out[(size_t)row * KB_D + d] = kb_st(acc[d] * inv);
        }
        free(s);
        free(acc);
        free(qi);
    }
    free(decay);
}
