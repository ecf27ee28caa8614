/* p01_flash_attention naive: causal attention, one query row at a time.
 *
 *   s[j]      = sum_d q[i][d] * k[j][d] / sqrt(D)   for j = 0..i (keys after i are masked)
 *   out[i][d] = sum_j exp(s[j] - max s) * v[j][d] / sum_j exp(s[j] - max s)
 * for every batch b, head h and query i. Rows are spread over threads dynamically (row i costs
 * i + 1 keys). The dot products are SIMD reductions; everything accumulates in f32. Correct for
 * --dtype bf16 and f32. */
#include <math.h>
#include <stdlib.h>
#include "kbench.h"

void kernel(const kb_t *restrict q /* [B][H][S][D] */, const kb_t *restrict k /* [B][H][S][D] */,
            const kb_t *restrict v /* [B][H][S][D] */, kb_t *restrict out /* [B][H][S][D] */)
{
    const float scale = 1.0f / sqrtf((float)KB_D);
#pragma omp parallel num_threads(KB_THREADS)
    {
        float *s = malloc(sizeof(float) * KB_S);   /* scores, then weights, of one row */
        float *acc = malloc(sizeof(float) * KB_D); /* weighted sum of values */
        float *qi = malloc(sizeof(float) * KB_D);  /* the query row, in f32 */
#pragma omp for schedule(dynamic, 16)
        for (long row = 0; row < (long)KB_B * KB_H * KB_S; row++) {
            const long bh = row / KB_S, i = row % KB_S;
            const kb_t *kh = k + (size_t)bh * KB_S * KB_D;
            const kb_t *vh = v + (size_t)bh * KB_S * KB_D;
            for (int d = 0; d < KB_D; d++) qi[d] = kb_ld(q[(size_t)row * KB_D + d]);

            float mx = -INFINITY;
            for (long j = 0; j <= i; j++) {
                const kb_t *kj = kh + (size_t)j * KB_D;
                float dot = 0.0f;
#pragma omp simd reduction(+ : dot)
                for (int d = 0; d < KB_D; d++) dot += qi[d] * kb_ld(kj[d]);
                s[j] = dot * scale;
                mx = fmaxf(mx, s[j]);
            }
            float sum = 0.0f;
            for (long j = 0; j <= i; j++) {
                s[j] = expf(s[j] - mx);
                sum += s[j];
            }

            for (int d = 0; d < KB_D; d++) acc[d] = 0.0f;
            for (long j = 0; j <= i; j++) {
                const kb_t *vj = vh + (size_t)j * KB_D;
                const float w = s[j];
                for (int d = 0; d < KB_D; d++) acc[d] += w * kb_ld(vj[d]);
            }
            const float inv = 1.0f / sum;
            for (int d = 0; d < KB_D; d++) out[(size_t)row * KB_D + d] = kb_st(acc[d] * inv);
        }
        free(s);
        free(acc);
        free(qi);
    }
}
