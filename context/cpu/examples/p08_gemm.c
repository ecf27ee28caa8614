/* p08_gemm example: c[m][n] = sum_k a[m][k] * b[k][n], bf16 in and out, f32 accumulation.
 * a [M][K], b [K][N], c [M][N]; M, K, N arrive as KB_M, KB_K, KB_N.
 *
 * What it teaches:
 *   1. Packing: each thread copies a panel of NC columns of b into the "pairs of k" layout that
 *      vdpbf16ps wants, one contiguous 32-column sliver after another. One zmm load then gives
 *      16 columns x 2 values of k, and the micro-kernel reads memory front to back.
 *   2. A register-blocked micro-kernel: 8 rows x 32 columns of c live in 16 zmm accumulators for
 *      the whole k loop; each k pair costs 2 loads of b, 8 broadcasts of a and 16 vdpbf16ps.
 *   3. OpenMP over panels of columns: no two threads write the same cache line of c.
 * This runs at the vdpbf16ps issue rate of the CPU it was written on (which is only half its
 * f32 FMA instruction rate, so no faster than f32 FMA). Where the CPU has AMX, tiles are ~10x
 * faster still: see the k41 example. bf16 only: under --dtype f32 it refuses to compile. */
#include <immintrin.h>
#include <stdlib.h>
#include <string.h>
#include "kbench.h"

#ifdef KB_DTYPE_F32
#error "this example is bf16-only: vdpbf16ps multiplies bf16 pairs"
#endif

#define MR 8   /* rows of c per micro-kernel: 8 broadcasts per k pair */
#define NR 32  /* columns of c per micro-kernel: 2 zmm of 16 floats */
#define NC 256 /* columns per panel: the packed panel, K x 256 bf16 (1 MB at K = 2048), fits L2 */

/* Shapes are compile-time constants: check the assumptions once, here, instead of writing tails.
 * (A general kernel would handle the remainders with masked loads and stores.) */
_Static_assert(KB_M % MR == 0, "M must be a multiple of MR");
_Static_assert(KB_N % NR == 0, "N must be a multiple of NR");
_Static_assert(KB_K % 2 == 0, "K must be even: vdpbf16ps consumes k in pairs");

/* Pack b[:][j0..j0+nc) into bp[nc/32][K/2][32][2]: word (p, n) of a sliver holds
 * {b[2p][n], b[2p+1][n]}. A row-major panel instead would make the micro-kernel jump a whole
 * panel row per k pair, and the prefetchers give up at every 4 KB page. Rows k and k+1 are
 * interleaved element by element with one two-source permute per 16 output words. */
static void pack_b(const kb_bf16 *restrict b, int j0, int nc, kb_bf16 *restrict bp)
{
    /* index i < 32 picks element i of row k, 32 + i element i of row k+1 (set_epi16 lists
     * the elements from the highest down) */
    const __m512i lo = _mm512_set_epi16(47, 15, 46, 14, 45, 13, 44, 12, 43, 11, 42, 10, 41, 9, 40, 8, 39, 7,
                                        38, 6, 37, 5, 36, 4, 35, 3, 34, 2, 33, 1, 32, 0);
    const __m512i hi = _mm512_add_epi16(lo, _mm512_set1_epi16(16));
    for (int k = 0; k < KB_K; k += 2) {
        const kb_bf16 *r0 = b + (size_t)k * KB_N + j0, *r1 = r0 + KB_N;
        for (int j = 0; j < nc; j += 32) {
            __m512i x0 = _mm512_loadu_si512(r0 + j), x1 = _mm512_loadu_si512(r1 + j);
            kb_bf16 *dst = bp + (size_t)j * KB_K + (size_t)k * 32;
            _mm512_store_si512(dst, _mm512_permutex2var_epi16(x0, lo, x1));
            _mm512_store_si512(dst + 32, _mm512_permutex2var_epi16(x0, hi, x1));
        }
    }
}

/* c[0..8)[0..32) = a[0..8)[:] . sliver, where a and c point at the block's first element.
 * MR and the two column vectors are constants: the compiler unrolls both loops and keeps the
 * 16 accumulators in registers (check with -S: 16 vdpbf16ps, no stores, in the loop). */
static inline void micro_kernel(const kb_bf16 *restrict a, const kb_bf16 *restrict bp, kb_bf16 *restrict c)
{
    __m512 acc[MR][2];
    for (int r = 0; r < MR; r++) acc[r][0] = acc[r][1] = _mm512_setzero_ps();
    for (int p = 0; p < KB_K / 2; p++) {
        __m512bh b0 = (__m512bh)_mm512_load_si512(bp + 64 * p);      /* cols 0..15, k = 2p, 2p+1 */
        __m512bh b1 = (__m512bh)_mm512_load_si512(bp + 64 * p + 32); /* cols 16..31 */
        for (int r = 0; r < MR; r++) {
            int32_t pair; /* a[r][2p] and a[r][2p+1]: adjacent, so one 32-bit broadcast */
            memcpy(&pair, a + (size_t)r * KB_K + 2 * p, sizeof pair);
            __m512bh av = (__m512bh)_mm512_set1_epi32(pair);
            acc[r][0] = _mm512_dpbf16_ps(acc[r][0], av, b0);
            acc[r][1] = _mm512_dpbf16_ps(acc[r][1], av, b1);
        }
    }
    /* The epilogue: two f32 vectors -> 32 bf16 (round to nearest even) -> one 64-byte store.
     * cvtne2ps_pbh(hi, lo) puts its second argument in the low half. */
    for (int r = 0; r < MR; r++)
        _mm512_storeu_si512(c + (size_t)r * KB_N, (__m512i)_mm512_cvtne2ps_pbh(acc[r][1], acc[r][0]));
}

void kernel(const kb_bf16 *restrict a /* [M][K] */, const kb_bf16 *restrict b /* [K][N] */,
            kb_bf16 *restrict c /* [M][N] */)
{
    enum { PANELS = (KB_N + NC - 1) / NC };
#pragma omp parallel num_threads(KB_THREADS)
    {
        /* Per-thread scratch, allocated per call: no state survives between calls. */
        kb_bf16 *bp = aligned_alloc(64, (size_t)KB_K * NC * sizeof(kb_bf16));
#pragma omp for schedule(static)
        for (int jp = 0; jp < PANELS; jp++) {
            int j0 = jp * NC, nc = KB_N - j0 < NC ? KB_N - j0 : NC;
            pack_b(b, j0, nc, bp);
            /* Rows outer, slivers inner: the 8 rows of a (8 x K bf16) stay in L1 while the
             * slivers stream from L2. For a larger K, block k too (KC ~ 256) and keep partial
             * sums in an f32 scratch: rounding c to bf16 between blocks would lose accuracy. */
            for (int i0 = 0; i0 < KB_M; i0 += MR)
                for (int j = 0; j < nc; j += NR)
                    micro_kernel(a + (size_t)i0 * KB_K, bp + (size_t)j * KB_K,
                                 c + (size_t)i0 * KB_N + j0 + j);
        }
        free(bp);
    }
}
