/* _lib/transpose16.h: a 16 x 16 transpose of 32-bit elements in zmm registers (AMX operand
 * layouts). Spliced into experts by tools/kernels/amalgamate. */
/* 16 x 16 transpose of 32-bit elements: r[n][c] -> r[c][n], in four butterfly stages. */
static inline void transpose16(__m512i r[16])
{
    for (int k = 8; k >= 1; k /= 2) {
        int lo_idx[16], hi_idx[16];
        for (int c = 0; c < 16; c++) {
            lo_idx[c] = (c & k) ? 16 + c - k : c;
            hi_idx[c] = (c & k) ? 16 + c : c + k;
        }
        const __m512i li = _mm512_loadu_si512(lo_idx), hi = _mm512_loadu_si512(hi_idx);
        for (int i = 0; i < 16; i++)
            if (!(i & k)) {
                const __m512i a = r[i], b = r[i + k];
                r[i] = _mm512_permutex2var_epi32(a, li, b);
                r[i + k] = _mm512_permutex2var_epi32(a, hi, b);
            }
    }
}
