/* p07_ragged_paged_attention naive: ragged paged attention, one (query row, head) at a time.
 *
 * Row t belongs to the sequence i with cu_q_lens[i] <= t < cu_q_lens[i+1] (q_len rows, kv_len =
 * kv_lens[i]); it sits at position pos = kv_len - q_len + (t - cu_q_lens[i]) and sees the
 * cached positions 0..pos:
 *   K[p] = kv_pages[page_indices[i][p / PAGE]][p % PAGE][g][0],  V[p] = ...[g][1],  g = h/(HQ/HKV)
 *   out[t][h][d] = sum_{p <= pos} softmax_p(q[t][h] . K[p] / sqrt(D)) * V[p][d]
 * Rows no sequence owns, and rows with no visible position, are 0. Rows are spread over
 * threads dynamically. f32 accumulation; correct for --dtype bf16 and f32. */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include "kbench.h"

#define MAXKV (KB_PPS * KB_PAGE)

/* Element offset of the key (kv = 0) or value (kv = 1) of kv head g at position p of a
 * sequence in kv_pages. */
static inline size_t at(const int32_t *table, long p, long g, int kv)
{
    return ((((size_t)table[p / KB_PAGE] * KB_PAGE + p % KB_PAGE) * KB_HKV + g) * 2 + kv) * KB_D;
}

void kernel(const kb_t *restrict q /* [T][HQ][D] */, const kb_t *restrict kv_pages /* [P][PAGE][HKV][2][D] */,
            const int32_t *restrict kv_lens /* [NS] */, const int32_t *restrict page_indices /* [NS][PPS] */,
            const int32_t *restrict cu_q_lens /* [NS1] */, kb_t *restrict out /* [T][HQ][D] */)
{
    const float scale = 1.0f / sqrtf((float)KB_D);
#pragma omp parallel num_threads(KB_THREADS)
    {
        float *s = malloc(sizeof(float) * MAXKV); /* scores, then weights */
        float *acc = malloc(sizeof(float) * KB_D);
        float *qi = malloc(sizeof(float) * KB_D);
#pragma omp for schedule(dynamic, 4)
        for (long th = 0; th < (long)KB_T * KB_HQ; th++) {
            const long t = th / KB_HQ, g = th % KB_HQ / (KB_HQ / KB_HKV);
            long i = 0; /* the sequence that owns row t, if any */
            while (i < KB_NS && cu_q_lens[i + 1] <= t) i++;
            long visible = 0;
            if (i < KB_NS) {
                const long q_len = cu_q_lens[i + 1] - cu_q_lens[i], len = kv_lens[i];
                visible = len - q_len + (t - cu_q_lens[i]) + 1;
                visible = visible < 0 ? 0 : visible > len ? len : visible;
            }
            const int32_t *table = page_indices + (size_t)(i < KB_NS ? i : 0) * KB_PPS;
            for (int d = 0; d < KB_D; d++) qi[d] = kb_ld(q[(size_t)th * KB_D + d]);

            float mx = -INFINITY;
            for (long p = 0; p < visible; p++) {
                const kb_t *kp = kv_pages + at(table, p, g, 0);
                float dot = 0.0f;
#pragma omp simd reduction(+ : dot)
                for (int d = 0; d < KB_D; d++) dot += qi[d] * kb_ld(kp[d]);
                s[p] = dot * scale;
                mx = fmaxf(mx, s[p]);
            }
            float sum = 0.0f;
            for (int d = 0; d < KB_D; d++) acc[d] = 0.0f;
            for (long p = 0; p < visible; p++) {
                const kb_t *vp = kv_pages + at(table, p, g, 1);
                const float w = expf(s[p] - mx);
                sum += w;
                for (int d = 0; d < KB_D; d++) acc[d] += w * kb_ld(vp[d]);
            }
            const float inv = visible > 0 ? 1.0f / sum : 0.0f;
            for (int d = 0; d < KB_D; d++) out[(size_t)th * KB_D + d] = kb_st(acc[d] * inv);
        }
        free(s);
        free(acc);
        free(qi);
    }
}
