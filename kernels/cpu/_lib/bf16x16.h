/* _lib/bf16x16.h: 16 bf16 values -> 16 f32 lanes (exact: a bf16 is the top half of an f32).
 * Spliced into experts by tools/kernels/amalgamate. */
static inline __m512 bf16x16(const kb_bf16 *p)
{
    return _mm512_castsi512_ps(
        _mm512_slli_epi32(_mm512_cvtepu16_epi32(_mm256_loadu_si256((const __m256i *)p)), 16));
}
