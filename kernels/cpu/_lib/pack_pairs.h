/* _lib/pack_pairs.h: a bf16 matrix into the pairs-of-k layout of AMX's B operand, for the GEMM
 * experts whatever their drivers. Spliced into experts by tools/kernels/amalgamate. */
/* src[rows][cols] (row stride ld, rows even, cols a multiple of 32) -> dst[cols/16][rows/2][16][2]:
 * sliver s (16 columns), k step t is the 1 KB tile at dst + s*16*rows + t*512; row p of it holds
 * 16 words {src[2p][j], src[2p+1][j]}, the pairs-of-k layout TDPBF16PS wants for its B operand. */
static inline void pack_pairs(const kb_bf16 *restrict src, size_t ld, int rows, int cols,
                              kb_bf16 *restrict dst)
{
    const __m512i lo = _mm512_set_epi16(47, 15, 46, 14, 45, 13, 44, 12, 43, 11, 42, 10, 41, 9, 40, 8, 39, 7,
                                        38, 6, 37, 5, 36, 4, 35, 3, 34, 2, 33, 1, 32, 0);
    const __m512i hi = _mm512_add_epi16(lo, _mm512_set1_epi16(16));
    for (int k = 0; k < rows; k += 2) {
        const kb_bf16 *r0 = src + (size_t)k * ld, *r1 = r0 + ld;
        for (int j = 0; j < cols; j += 32) {
            __m512i x0 = _mm512_loadu_si512(r0 + j), x1 = _mm512_loadu_si512(r1 + j);
            kb_bf16 *d = dst + (size_t)j * rows + (size_t)k * 16;
            _mm512_store_si512(d, _mm512_permutex2var_epi16(x0, lo, x1));
            _mm512_store_si512(d + 16 * rows, _mm512_permutex2var_epi16(x0, hi, x1));
        }
    }
}
