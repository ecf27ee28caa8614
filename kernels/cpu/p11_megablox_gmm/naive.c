/* p11_megablox_gmm naive: out[r][n] = sum_k lhs[r][k] * rhs[g(r)][k][n], where group g holds
 * the group_sizes[g] consecutive rows after the earlier groups' (a group may be empty).
 * Group by group; inside a group, blocks of up to 8 rows are spread over the threads, and each
 * block accumulates in f32 in i-k-j order (a row of rhs[g] is loaded once and used by the 8
 * rows; the inner loop vectorises). Correct for --dtype bf16 and f32. */
#include <stdlib.h>
#include "kbench.h"

#define ROWS 8 /* rows per block */

void kernel(const kb_t *restrict lhs /* [M][K] */, const kb_t *restrict rhs /* [G][K][N] */,
            const int32_t *restrict group_sizes /* [G] */, kb_t *restrict out /* [M][N] */)
{
#pragma omp parallel num_threads(KB_THREADS)
    {
        float *acc = malloc(sizeof(float) * ROWS * KB_N); /* [ROWS][N] */
        long start = 0;
        for (int g = 0; g < KB_G; g++) {
            const long rows = group_sizes[g];
            const kb_t *w = rhs + (size_t)g * KB_K * KB_N;
#pragma omp for schedule(dynamic)
            for (long r0 = 0; r0 < rows; r0 += ROWS) {
                const int nr = rows - r0 < ROWS ? (int)(rows - r0) : ROWS;
                const kb_t *a = lhs + (size_t)(start + r0) * KB_K;
                for (int i = 0; i < nr * KB_N; i++) acc[i] = 0.0f;
                for (int k = 0; k < KB_K; k++) {
                    const kb_t *wrow = w + (size_t)k * KB_N;
                    for (int r = 0; r < nr; r++) {
                        const float av = kb_ld(a[(size_t)r * KB_K + k]);
                        float *arow = acc + (size_t)r * KB_N;
                        for (int j = 0; j < KB_N; j++) arow[j] += av * kb_ld(wrow[j]);
                    }
                }
                kb_t *o = out + (size_t)(start + r0) * KB_N;
                for (int i = 0; i < nr * KB_N; i++) o[i] = kb_st(acc[i]);
            }
            start += rows;
        }
        free(acc);
    }
}
