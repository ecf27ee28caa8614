/* kb1_023 short example: out[r][c] = exp(x[r][c] - max_r) / sum_c exp(x[r][c] - max_r). Faster
 * than three plain passes: the row is converted to f32 once into a buffer (it stays in L1/L2),
 * and the max and sum loops are OpenMP simd reductions, which vectorise. */
#include <math.h>
#include <stdlib.h>
#include "kbench.h"

void kernel(const kb_t *restrict x /* [R][C] */, kb_t *restrict out /* [R][C] */)
{
#pragma omp parallel num_threads(KB_THREADS)
    {
        float *v = malloc(sizeof(float) * KB_C);
#pragma omp for schedule(static)
        for (long r = 0; r < KB_R; r++) {
            float mx = -INFINITY, s = 0.0f;
#pragma omp simd reduction(max : mx)
            for (long c = 0; c < KB_C; c++) {
                v[c] = kb_ld(x[r * KB_C + c]);
                mx = fmaxf(mx, v[c]);
            }
#pragma omp simd reduction(+ : s)
            for (long c = 0; c < KB_C; c++) {
                v[c] = expf(v[c] - mx);
                s += v[c];
            }
            const float inv = 1.0f / s;
            for (long c = 0; c < KB_C; c++) out[r * KB_C + c] = kb_st(v[c] * inv);
        }
        free(v);
    }
}
