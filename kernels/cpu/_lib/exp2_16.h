/* _lib/exp2_16.h: 2^x for 16 f32 lanes to 4e-5 relative, for softmax probabilities that are
 * rounded to bf16 anyway. Spliced into experts by tools/kernels/amalgamate. */
/* 2^x for x <= 8 or so: n = round(x), f = x - n in [-1/2, 1/2], 2^f = e^(f ln2) by its
 * degree-4 Taylor polynomial (relative error < 4e-5), times 2^n by vscalefps (0 for very
 * negative x). */
static inline __m512 exp2_16(__m512 x)
{
    const __m512 n = _mm512_roundscale_ps(x, _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC);
    const __m512 f = _mm512_mul_ps(_mm512_sub_ps(x, n), _mm512_set1_ps(0.6931471806f));
    __m512 p = _mm512_set1_ps(1.0f / 24);
    p = _mm512_fmadd_ps(p, f, _mm512_set1_ps(1.0f / 6));
    p = _mm512_fmadd_ps(p, f, _mm512_set1_ps(0.5f));
    p = _mm512_fmadd_ps(p, f, _mm512_set1_ps(1.0f));
    p = _mm512_fmadd_ps(p, f, _mm512_set1_ps(1.0f));
    return _mm512_scalef_ps(p, n);
}
