/* p02_gqa_attention naive: causal grouped-query attention, one query row at a time.
 *
 *   g         = h / (HQ / HKV)
 *   s[j]      = sum_d q[b][i][h][d] * k[b][j][g][d] / sqrt(D)     for j = 0..i
 *   out[b][i][h][d] = sum_j exp(s[j] - max s) * v[b][j][g][d] / sum_j exp(s[j] - max s)
 * q, out are [B][S][HQ][D] and k, v [B][S][HKV][D] (token-major). Rows (b, i, h) are spread
 * over threads dynamically (row i costs i + 1 keys). f32 accumulation; correct for --dtype bf16
 * and f32. */
#include <math.h>
#include <stdlib.h>
#include "kbench.h"

void kernel(const kb_t *restrict q /* [B][S][HQ][D] */, const kb_t *restrict k /* [B][S][HKV][D] */,
            const kb_t *restrict v /* [B][S][HKV][D] */, kb_t *restrict out /* [B][S][HQ][D] */)
{
    const float scale = 1.0f / sqrtf((float)KB_D);
    const long kstride = (long)KB_HKV * KB_D; /* elements between keys j and j + 1 */
#pragma omp parallel num_threads(KB_THREADS)
    {
        float *s = malloc(sizeof(float) * KB_S);   /* scores, then weights, of one row */
        float *acc = malloc(sizeof(float) * KB_D); /* weighted sum of values */
        float *qi = malloc(sizeof(float) * KB_D);  /* the query row, in f32 */
#pragma omp for schedule(dynamic, 16)
        for (long row = 0; row < (long)KB_B * KB_S * KB_HQ; row++) {
            const long b = row / ((long)KB_S * KB_HQ), i = row / KB_HQ % KB_S, h = row % KB_HQ;
            const long g = h / (KB_HQ / KB_HKV);
            const kb_t *kb = k + ((size_t)b * KB_S * KB_HKV + g) * KB_D;
            const kb_t *vb = v + ((size_t)b * KB_S * KB_HKV + g) * KB_D;
            for (int d = 0; d < KB_D; d++) qi[d] = kb_ld(q[(size_t)row * KB_D + d]);

            float mx = -INFINITY;
            for (long j = 0; j <= i; j++) {
                const kb_t *kj = kb + (size_t)j * kstride;
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
                const kb_t *vj = vb + (size_t)j * kstride;
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
