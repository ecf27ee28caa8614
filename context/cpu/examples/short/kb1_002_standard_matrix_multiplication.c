/* kb1_002 short example: C = A[M][K] . B[K][N]. Faster than one row at a time: a panel of MR rows
 * of C shares each row of B, converted to f32 once, and the inner loop along N vectorises. */
#include <stdlib.h>
#include "kbench.h"

enum { MR = 4 }; /* rows of C per panel */

void kernel(const kb_t *restrict A /* [M][K] */, const kb_t *restrict B /* [K][N] */,
            kb_t *restrict C /* [M][N] */)
{
#pragma omp parallel num_threads(KB_THREADS)
    {
        float *acc = malloc(sizeof(float) * MR * KB_N), *b = malloc(sizeof(float) * KB_N);
#pragma omp for schedule(static)
        for (int i0 = 0; i0 < KB_M; i0 += MR) {
            const int mr = KB_M - i0 < MR ? KB_M - i0 : MR;
            for (int j = 0; j < mr * KB_N; j++) acc[j] = 0.0f;
            for (int k = 0; k < KB_K; k++) {
                for (int j = 0; j < KB_N; j++) b[j] = kb_ld(B[(size_t)k * KB_N + j]);
                for (int r = 0; r < mr; r++) {
                    const float a = kb_ld(A[(size_t)(i0 + r) * KB_K + k]);
                    float *c = acc + r * KB_N;
#pragma omp simd
                    for (int j = 0; j < KB_N; j++) c[j] += a * b[j];
                }
            }
            for (int r = 0; r < mr; r++)
                for (int j = 0; j < KB_N; j++) C[(size_t)(i0 + r) * KB_N + j] = kb_st(acc[r * KB_N + j]);
        }
        free(acc);
        free(b);
    }
}
