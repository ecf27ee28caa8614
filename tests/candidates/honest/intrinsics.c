/* intrinsics: AVX-512 f32 FMAs, 16 columns at a time, bf16 widened by shifts. */
#include <immintrin.h>
#include "kbench.h"
static __m512 load16(const kb_t *p)
{
#ifdef KB_DTYPE_F32
    return _mm512_loadu_ps(p);
#else
    __m256i h = _mm256_loadu_si256((const __m256i *)p);
    return _mm512_castsi512_ps(_mm512_slli_epi32(_mm512_cvtepu16_epi32(h), 16));
#endif
}
void kernel(const kb_t *restrict a, const kb_t *restrict b, kb_t *restrict c)
{
    _Static_assert(KB_N % 16 == 0, "columns in blocks of 16");
#pragma omp parallel for num_threads(KB_THREADS)
    for (int i = 0; i < KB_M; i++)
        for (int n = 0; n < KB_N; n += 16) {
            __m512 acc = _mm512_setzero_ps();
            for (int k = 0; k < KB_K; k++)
                acc = _mm512_fmadd_ps(_mm512_set1_ps(kb_ld(a[i * KB_K + k])), load16(b + k * KB_N + n), acc);
            float out[16];
            _mm512_storeu_ps(out, acc);
            for (int j = 0; j < 16; j++) c[i * KB_N + n + j] = kb_st(out[j]);
        }
}
