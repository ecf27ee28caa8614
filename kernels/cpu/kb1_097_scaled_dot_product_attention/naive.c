/* kb1_097_scaled_dot_product_attention naive: out = softmax(q.k^T / sqrt(D)) . v for every
 * (b, h), no mask, in f32. Query rows in parallel, each its S scores, their softmax, then the
 * weighted sum of the value rows. Correct for --dtype bf16 and f32. */
#include <math.h>
#include <stdlib.h>
#include "kbench.h"

void kernel(const kb_t *restrict q /* [B][H][S][D] */, const kb_t *restrict k /* [B][H][S][D] */,
            const kb_t *restrict v /* [B][H][S][D] */, kb_t *restrict out /* [B][H][S][D] */)
{
    const float scale = 1.0f / sqrtf((float)KB_D);
#pragma omp parallel num_threads(KB_THREADS)
    {
        float *s = malloc(sizeof(float) * KB_S);   /* one row's scores, then weights */
        float *acc = malloc(sizeof(float) * KB_D); /* one output row */
#pragma omp for schedule(static)
        for (long r = 0; r < (long)KB_B * KB_H * KB_S; r++) {
            const long base = r / KB_S * KB_S * KB_D; /* the (b, h) slice */
            const kb_t *qi = q + r * KB_D;
            float mx = -INFINITY, sum = 0.0f;
            for (long j = 0; j < KB_S; j++) {
                float dot = 0.0f;
                for (long d = 0; d < KB_D; d++) dot += kb_ld(qi[d]) * kb_ld(k[base + j * KB_D + d]);
                s[j] = dot * scale;
                mx = fmaxf(mx, s[j]);
            }
            for (long j = 0; j < KB_S; j++) sum += s[j] = expf(s[j] - mx);
            for (long d = 0; d < KB_D; d++) acc[d] = 0.0f;
            for (long j = 0; j < KB_S; j++)
                for (long d = 0; d < KB_D; d++) acc[d] += s[j] * kb_ld(v[base + j * KB_D + d]);
            for (long d = 0; d < KB_D; d++) out[r * KB_D + d] = kb_st(acc[d] / sum);
        }
        free(s);
        free(acc);
    }
}
