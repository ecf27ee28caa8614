/* p06_paged_attention naive: decode attention over a paged KV cache, one (sequence, query
 * head) at a time.
 *
 *   K[t] = k_pages[page_indices[b][t / PAGE]][t % PAGE][g],  V[t] likewise,  g = h / (HQ/HKV)
 *   s[t] = sum_d queries[b][h][d] * K[t][d] / sqrt(D)                      for t < kv_lens[b]
 *   out[b][h][d] = sum_t exp(s[t] - max s) * V[t][d] / sum_t exp(s[t] - max s)
 * The page of position t is looked up once per position; (b, h) pairs are spread over threads
 * dynamically (sequences differ in length). f32 accumulation; correct for --dtype bf16 and f32. */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include "kbench.h"

#define MAXLEN (KB_PPS * KB_PAGE)

/* Element offset of (position t, kv head g) of a sequence in k_pages or v_pages. */
static inline size_t at(const int32_t *table, long t, long g)
{
    return (((size_t)table[t / KB_PAGE] * KB_PAGE + t % KB_PAGE) * KB_HKV + g) * KB_D;
}

void kernel(const kb_t *restrict queries /* [B][HQ][D] */,
            const kb_t *restrict k_pages /* [P][PAGE][HKV][D] */,
            const kb_t *restrict v_pages /* [P][PAGE][HKV][D] */, const int32_t *restrict kv_lens /* [B] */,
            const int32_t *restrict page_indices /* [B][PPS] */, kb_t *restrict out /* [B][HQ][D] */)
{
    const float scale = 1.0f / sqrtf((float)KB_D);
#pragma omp parallel num_threads(KB_THREADS)
    {
        float *s = malloc(sizeof(float) * MAXLEN); /* scores, then weights */
        float *acc = malloc(sizeof(float) * KB_D);
        float *qi = malloc(sizeof(float) * KB_D);
#pragma omp for schedule(dynamic, 1)
        for (long bh = 0; bh < (long)KB_B * KB_HQ; bh++) {
            const long b = bh / KB_HQ, g = bh % KB_HQ / (KB_HQ / KB_HKV), len = kv_lens[b];
            const int32_t *table = page_indices + (size_t)b * KB_PPS;
            for (int d = 0; d < KB_D; d++) qi[d] = kb_ld(queries[(size_t)bh * KB_D + d]);

            float mx = -INFINITY;
            for (long t = 0; t < len; t++) {
                const kb_t *kt = k_pages + at(table, t, g);
                float dot = 0.0f;
#pragma omp simd reduction(+ : dot)
                for (int d = 0; d < KB_D; d++) dot += qi[d] * kb_ld(kt[d]);
                s[t] = dot * scale;
                mx = fmaxf(mx, s[t]);
            }
            float sum = 0.0f;
            for (int d = 0; d < KB_D; d++) acc[d] = 0.0f;
            for (long t = 0; t < len; t++) {
                const kb_t *vt = v_pages + at(table, t, g);
                const float w = expf(s[t] - mx);
                sum += w;
                for (int d = 0; d < KB_D; d++) acc[d] += w * kb_ld(vt[d]);
            }
            const float inv = sum > 0.0f ? 1.0f / sum : 0.0f;
            for (int d = 0; d < KB_D; d++) out[(size_t)bh * KB_D + d] = kb_st(acc[d] * inv);
        }
        free(s);
        free(acc);
        free(qi);
    }
}
