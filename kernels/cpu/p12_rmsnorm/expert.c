/* p12_rmsnorm expert: out[r][e] = x[r][e] * rsqrt(mean_e'(x[r][e']^2) + EPS) * scale[e].
 *
 * Shapes: x [R][E] activations, scale [E] norm weight, out [R][E]; R, E, EPS arrive as KB_R,
 * KB_E, KB_EPS (cpu preset: R = E = 8192, i.e. 134 MB in and 134 MB out in bf16).
 *
 * Strategy: this is a pure memory stream (0.27 GFLOP over 268 MB), so everything is about bytes.
 *   - One read of each row from DRAM: the sum of squares streams the row into L1 (16 KB in
 *     bf16), the scaled write reads it back from L1.
 *   - Streaming stores for out: no read-for-ownership of the output lines, a third less traffic
 *     than ordinary stores (which is most of the gain over the lib baseline).
 *   - Optional software prefetch PF rows ahead into L2 (a tunable: two kbench tune runs found
 *     no gain over the hardware prefetchers, so the default is off).
 *   - Rows split statically over the threads: equal work, each thread writes whole lines.
 *   - scale is converted to f32 once per call (32 KB, stays in L1/L2) instead of once per row.
 * What limits it: DRAM bandwidth (the roofline floor is 268 MB / the measured all-core bandwidth).
 * Both dtypes: kb_t is kb_bf16 or float. */
#include <immintrin.h>
#include <math.h>
#include <stdlib.h>
#include "kbench.h"

/* both dtypes; avx512_bf16 is used by the bf16 build only, but a declaration cannot say so */
KB_REQUIRES(avx512f, avx512bw, avx512vl, avx512_bf16);

KB_TUNE(PF, 0, 0, 1, 2, 4); /* rows of prefetch distance (0: none; kbench tune found no gain) */

static inline __m512 load16(const kb_t *p, __mmask16 m)
{
#ifdef KB_DTYPE_F32
    return _mm512_maskz_loadu_ps(m, p);
#else
    return _mm512_castsi512_ps(_mm512_slli_epi32(_mm512_cvtepu16_epi32(_mm256_maskz_loadu_epi16(m, p)), 16));
#endif
}

static inline void store16(kb_t *p, __m512 v, __mmask16 m)
{
#ifdef KB_DTYPE_F32
    _mm512_mask_storeu_ps(p, m, v);
#else
    _mm256_mask_storeu_epi16(p, m, (__m256i)_mm512_cvtneps_pbh(v));
#endif
}

/* streaming stores need whole 64-byte aligned lines: every row starts on a line when a row is a
 * whole number of lines (the buffers are 64-byte aligned) */
#define STREAM ((KB_E * sizeof(kb_t)) % 64 == 0)

static inline void store32_stream(kb_t *p, __m512 lo, __m512 hi)
{
#ifdef KB_DTYPE_F32
    _mm512_stream_ps(p, lo);
    _mm512_stream_ps(p + 16, hi);
#else
    _mm512_stream_si512((void *)p, (__m512i)_mm512_cvtne2ps_pbh(hi, lo));
#endif
}

enum { E_VEC = (KB_E + 15) / 16 * 16 };

void kernel(const kb_t *restrict x /* [R][E] */, const kb_t *restrict scale /* [E] */,
            kb_t *restrict out /* [R][E] */)
{
    float *sc = aligned_alloc(64, E_VEC * sizeof(float)); /* scale in f32, zero-padded */
    for (int e = 0; e < E_VEC; e += 16) {
        __mmask16 m = KB_E - e >= 16 ? (__mmask16)0xffff : (__mmask16)((1u << (KB_E - e)) - 1);
        _mm512_store_ps(sc + e, load16(scale + e, m));
    }
#pragma omp parallel num_threads(KB_THREADS)
    {
#pragma omp for schedule(static) nowait
        for (int r = 0; r < KB_R; r++) {
            const kb_t *xr = x + (size_t)r * KB_E;
            kb_t *yr = out + (size_t)r * KB_E;
            /* the row PF ahead, into L2, one line per 64 bytes, spread over this row's pass 1 */
            const char *pf = (const char *)(x + (size_t)(r + PF < KB_R ? r + PF : r) * KB_E);

            __m512 s0 = _mm512_setzero_ps(), s1 = s0, s2 = s0, s3 = s0;
            int e = 0;
            for (; e + 64 <= KB_E; e += 64) {
                if (PF)
                    for (size_t l = 0; l < 64 * sizeof(kb_t); l += 64)
                        _mm_prefetch(pf + (size_t)e * sizeof(kb_t) + l, _MM_HINT_T1);
                __m512 v0 = load16(xr + e, 0xffff), v1 = load16(xr + e + 16, 0xffff);
                __m512 v2 = load16(xr + e + 32, 0xffff), v3 = load16(xr + e + 48, 0xffff);
                s0 = _mm512_fmadd_ps(v0, v0, s0);
                s1 = _mm512_fmadd_ps(v1, v1, s1);
                s2 = _mm512_fmadd_ps(v2, v2, s2);
                s3 = _mm512_fmadd_ps(v3, v3, s3);
            }
            for (; e < KB_E; e += 16) {
                __mmask16 m = KB_E - e >= 16 ? (__mmask16)0xffff : (__mmask16)((1u << (KB_E - e)) - 1);
                __m512 v = load16(xr + e, m);
                s0 = _mm512_fmadd_ps(v, v, s0);
            }
            const float ss =
                _mm512_reduce_add_ps(_mm512_add_ps(_mm512_add_ps(s0, s1), _mm512_add_ps(s2, s3)));
            const __m512 inv = _mm512_set1_ps(1.0f / sqrtf(ss / (float)KB_E + KB_EPS));

            e = 0;
            if (STREAM)
                for (; e + 32 <= KB_E; e += 32) {
                    __m512 lo =
                        _mm512_mul_ps(_mm512_mul_ps(load16(xr + e, 0xffff), inv), _mm512_load_ps(sc + e));
                    __m512 hi = _mm512_mul_ps(_mm512_mul_ps(load16(xr + e + 16, 0xffff), inv),
                                              _mm512_load_ps(sc + e + 16));
                    store32_stream(yr + e, lo, hi);
                }
            for (; e < KB_E; e += 16) {
                __mmask16 m = KB_E - e >= 16 ? (__mmask16)0xffff : (__mmask16)((1u << (KB_E - e)) - 1);
                store16(yr + e, _mm512_mul_ps(_mm512_mul_ps(load16(xr + e, m), inv), _mm512_load_ps(sc + e)),
                        m);
            }
        }
        _mm_sfence(); /* each thread fences its own streaming stores before the barrier */
    }
    free(sc);
}
