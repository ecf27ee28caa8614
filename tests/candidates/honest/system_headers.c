/* system_headers: a correct kernel that includes the system headers a real kernel uses
 * (immintrin.h, omp.h, math.h, string.h, stdint.h, stdlib.h): the confined compiler must still
 * find them. Expected: ok. */
#include <immintrin.h>
#include <math.h>
#include <omp.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "kbench.h"
void kernel(const kb_t *restrict a, const kb_t *restrict b, kb_t *restrict c)
{
    float *row = malloc(sizeof(float) * KB_N);
    if (!row) abort();
    for (int i = 0; i < KB_M; i++) {
        memset(row, 0, sizeof(float) * KB_N);
        for (int k = 0; k < KB_K; k++) {
            float av = kb_ld(a[(size_t)i * KB_K + k]);
            for (int j = 0; j < KB_N; j++) row[j] = fmaf(av, kb_ld(b[(size_t)k * KB_N + j]), row[j]);
        }
        for (int j = 0; j < KB_N; j++) c[(size_t)i * KB_N + j] = kb_st(row[j]);
    }
    free(row);
    (void)omp_get_max_threads();
    (void)_mm_setzero_ps();
    (void)(uint32_t)fabsf(0.0f);
}
