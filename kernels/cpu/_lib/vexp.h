/* _lib/vexp.h: e^x and sigmoid(x) for 16 f32 lanes, accurate to f32 (about 2e-7 relative).
 * Spliced into experts by tools/kernels/amalgamate. */
/* e^x for 16 lanes: x = n ln2 + r with |r| <= ln2/2 (ln2 split in two for an exact n ln2),
 * e^r by its degree-6 Taylor polynomial (relative error < 2e-7), times 2^n by vscalefps, which
 * saturates to inf or 0 for large |x| without special cases. */
static inline __m512 exp16(__m512 x)
{
    const __m512 n = _mm512_roundscale_ps(_mm512_mul_ps(x, _mm512_set1_ps(1.44269504f)),
                                          _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC);
    __m512 r = _mm512_fnmadd_ps(n, _mm512_set1_ps(0.693145752f), x);
    r = _mm512_fnmadd_ps(n, _mm512_set1_ps(1.42860677e-06f), r);
    __m512 p = _mm512_set1_ps(1.0f / 720);
    p = _mm512_fmadd_ps(p, r, _mm512_set1_ps(1.0f / 120));
    p = _mm512_fmadd_ps(p, r, _mm512_set1_ps(1.0f / 24));
    p = _mm512_fmadd_ps(p, r, _mm512_set1_ps(1.0f / 6));
    p = _mm512_fmadd_ps(p, r, _mm512_set1_ps(0.5f));
    p = _mm512_fmadd_ps(p, r, _mm512_set1_ps(1.0f));
    p = _mm512_fmadd_ps(p, r, _mm512_set1_ps(1.0f));
    return _mm512_scalef_ps(p, n);
}

/* 1 / (1 + e^-x): rcp14 and one Newton step (relative error ~2^-28); e^-x = inf gives 0. */
static inline __m512 sigmoid16(__m512 x)
{
    const __m512 d = _mm512_add_ps(_mm512_set1_ps(1.0f), exp16(_mm512_sub_ps(_mm512_setzero_ps(), x)));
    const __m512 r = _mm512_rcp14_ps(d);
    return _mm512_mul_ps(r, _mm512_fnmadd_ps(d, r, _mm512_set1_ps(2.0f)));
}

/* e^x where x may be -inf or far below 0 (a score minus the max, masked lanes): clamped at -87,
 * where e^-87 ~ 1.6e-38 is below anything that matters; exp16(-inf) alone would be NaN. */
static inline __m512 exp16_clamped(__m512 x) { return exp16(_mm512_max_ps(x, _mm512_set1_ps(-87.0f))); }
