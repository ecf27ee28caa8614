/* p04_splash_attention naive: windowed + global-token GQA attention, one query row at a time.
 *
 *   keep(i, j) = j <= i && (i - j < WINDOW || j < N_GLOBAL)
 *   s[j]       = sum_d q[h][i][d] * k[g][j][d] / sqrt(D)     for kept j, g = h / (HQ / HKV)
 *   out[h][i][d] = sum_j exp(s[j] - max s) * v[g][j][d] / sum_j exp(s[j] - max s)
 * Row i visits only its kept keys: the globals 0..min(N_GLOBAL, i - WINDOW + 1) - 1 left of its
 * window, then the window max(0, i - WINDOW + 1)..i. Rows (h, i) are spread over threads
 * dynamically. f32 accumulation; correct for --dtype bf16 and f32. */
#include <math.h>
#include <stdlib.h>
#include "kbench.h"

void kernel(const kb_t *restrict q /* [HQ][S][D] */, const kb_t *restrict k /* [HKV][S][D] */,
            const kb_t *restrict v /* [HKV][S][D] */, kb_t *restrict out /* [HQ][S][D] */)
{
    const float scale = 1.0f / sqrtf((float)KB_D);
#pragma omp parallel num_threads(KB_THREADS)
    {
        float *s = malloc(sizeof(float) * KB_S);   /* scores, then weights, by key index */
        float *acc = malloc(sizeof(float) * KB_D); /* weighted sum of values */
        float *qi = malloc(sizeof(float) * KB_D);  /* the query row, in f32 */
#pragma omp for schedule(dynamic, 16)
        for (long row = 0; row < (long)KB_HQ * KB_S; row++) {
            const long h = row / KB_S, i = row % KB_S;
            const kb_t *kh = k + (size_t)(h / (KB_HQ / KB_HKV)) * KB_S * KB_D;
            const kb_t *vh = v + (size_t)(h / (KB_HQ / KB_HKV)) * KB_S * KB_D;
            const long w0 = i + 1 > KB_WINDOW ? i + 1 - KB_WINDOW : 0; /* first window key */
            const long ng = w0 < KB_N_GLOBAL ? w0 : KB_N_GLOBAL;       /* globals left of it */
            for (int d = 0; d < KB_D; d++) qi[d] = kb_ld(q[(size_t)row * KB_D + d]);

            float mx = -INFINITY;
            for (long j = 0; j <= i; j++) {
                if (j == ng) j = w0; /* skip the masked gap */
                const kb_t *kj = kh + (size_t)j * KB_D;
                float dot = 0.0f;
#pragma omp simd reduction(+ : dot)
                for (int d = 0; d < KB_D; d++) dot += qi[d] * kb_ld(kj[d]);
                s[j] = dot * scale;
                mx = fmaxf(mx, s[j]);
            }
            float sum = 0.0f;
            for (int d = 0; d < KB_D; d++) acc[d] = 0.0f;
            for (long j = 0; j <= i; j++) {
                if (j == ng) j = w0;
                const float w = expf(s[j] - mx);
                const kb_t *vj = vh + (size_t)j * KB_D;
                sum += w;
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
