/* _lib/attn_pack.h: k and v of one head packed into AMX B-operand layouts (k^T in pairs of d,
 * v in pairs of keys), shared by the attention experts. The including file defines KB_S, KB_D
 * (multiples of 32) and enum constants DT = KB_D / 32, DG = KB_D / 16. Spliced into experts by
 * tools/kernels/amalgamate. */
#include "transpose16.h"

/* k [S][D] (row stride ldk) -> kp[S/16][D/32][16][16] pairs: tile (g, t) row p column n holds
 * {k[16g+n][32t+2p], k[16g+n][32t+2p+1]}: the B operand of q . k^T. */
static void pack_k(const kb_bf16 *restrict k, size_t ldk, kb_bf16 *restrict kp)
{
    for (int g = 0; g < KB_S / 16; g++)
        for (int t = 0; t < DT; t++) {
            __m512i r[16];
            for (int n = 0; n < 16; n++) r[n] = _mm512_loadu_si512(k + (size_t)(16 * g + n) * ldk + 32 * t);
            transpose16(r);
            kb_bf16 *dst = kp + ((size_t)g * DT + t) * 512;
            for (int p = 0; p < 16; p++) _mm512_store_si512(dst + 32 * p, r[p]);
        }
}

/* v [S][D] (row stride ldv) -> vp[S/32][D/16][16][16] pairs: tile (kb, dg) row p column n holds
 * {v[32kb+2p][16dg+n], v[32kb+2p+1][16dg+n]}: the B operand of P . v. */
static void pack_v(const kb_bf16 *restrict v, size_t ldv, kb_bf16 *restrict vp)
{
    const __m512i lo = _mm512_set_epi16(47, 15, 46, 14, 45, 13, 44, 12, 43, 11, 42, 10, 41, 9, 40, 8, 39, 7,
                                        38, 6, 37, 5, 36, 4, 35, 3, 34, 2, 33, 1, 32, 0);
    const __m512i hi = _mm512_add_epi16(lo, _mm512_set1_epi16(16));
    for (int kb = 0; kb < KB_S / 32; kb++)
        for (int p = 0; p < 16; p++) {
            const kb_bf16 *r0 = v + (size_t)(32 * kb + 2 * p) * ldv, *r1 = r0 + ldv;
            for (int d = 0; d < KB_D; d += 32) {
                const __m512i x0 = _mm512_loadu_si512(r0 + d), x1 = _mm512_loadu_si512(r1 + d);
                kb_bf16 *dst = vp + ((size_t)kb * DG + d / 16) * 512 + 32 * p;
                _mm512_store_si512(dst, _mm512_permutex2var_epi16(x0, lo, x1));
                _mm512_store_si512(dst + 512, _mm512_permutex2var_epi16(x0, hi, x1));
            }
        }
}
