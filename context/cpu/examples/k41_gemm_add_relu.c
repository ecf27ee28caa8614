/* k41_gemm_add_relu example: out[m][n] = max(0, sum_k x[m][k] * w[k][n] + b[n]).
 * x [M][K], w [K][N], b [N], out [M][N]; bf16 in and out, f32 accumulation.
 *
 * What it teaches:
 *   1. AMX tiles: eight 1 KB tile registers; TDPBF16PS multiplies a 16 x 32 bf16 tile of x by a
 *      16 x 16 tile of w (in pairs of k) into a 16 x 16 f32 tile: 16 K FLOP per instruction,
 *      about 10x the FLOP rate of zmm FMAs on the same core.
 *   2. The per-process permission AMX needs (arch_prctl, which the sandbox allows) and the
 *      per-thread tile configuration.
 *   3. Epilogue fusion: bias + ReLU + bf16 rounding are applied while the result block is hot,
 *      instead of a second pass over out.
 * Needs a CPU with amx_bf16 (check /proc/cpuinfo flags) and --dtype bf16. */
#define _GNU_SOURCE /* for syscall() under -std=c17 */
#include <immintrin.h>
#include <stdlib.h>
#include <sys/syscall.h>
#include <unistd.h>
#include "kbench.h"

#ifdef KB_DTYPE_F32
#error "this example is bf16-only: AMX TDPBF16PS multiplies bf16"
#endif

#define NC 128 /* columns per panel: the panel of packed w, K x 128 bf16 (704 KB), stays in L2 */

_Static_assert(KB_M % 32 == 0 && KB_N % 32 == 0 && KB_K % 32 == 0,
               "this kernel works in 32 x 32 blocks of out and steps of 32 in k");

/* The 64-byte tile configuration (palette 1): rows and bytes per row of each tile register. */
typedef struct tile_config {
    uint8_t palette, start_row, reserved[14];
    uint16_t colsb[16];
    uint8_t rows[16];
} tile_config;

/* Pack w into wp[N/16][K/2][16][2] ("VNNI" layout): per pair of k, a 16-column sliver holds
 * 16 x {w[2p][n], w[2p+1][n]}, so a B tile is 16 consecutive 64-byte rows: 1 KB, contiguous.
 * Rows k and k+1 (32 columns each) are interleaved by two two-source permutes: index i < 32
 * picks element i of row k, 32 + i element i of row k+1 (set_epi16 lists the highest first). */
static void pack_w(const kb_bf16 *restrict w, int j, kb_bf16 *restrict wp)
{
    const __m512i lo = _mm512_set_epi16(47, 15, 46, 14, 45, 13, 44, 12, 43, 11, 42, 10, 41, 9, 40, 8, 39, 7,
                                        38, 6, 37, 5, 36, 4, 35, 3, 34, 2, 33, 1, 32, 0);
    const __m512i hi = _mm512_add_epi16(lo, _mm512_set1_epi16(16));
    for (int k = 0; k < KB_K; k += 2) {
        const kb_bf16 *src = w + (size_t)k * KB_N + j;
        __m512i r0 = _mm512_loadu_si512(src), r1 = _mm512_loadu_si512(src + KB_N);
        kb_bf16 *dst = wp + (size_t)j * KB_K + (size_t)k * 16;
        _mm512_store_si512(dst, _mm512_permutex2var_epi16(r0, lo, r1));             /* cols 0-15 */
        _mm512_store_si512(dst + 16 * KB_K, _mm512_permutex2var_epi16(r0, hi, r1)); /* 16-31 */
    }
}

/* 16 bf16 -> 16 f32: widen to 32 bits and shift into the high half (exact). */
static inline __m512 bf16x16(const kb_bf16 *p)
{
    __m256i h = _mm256_loadu_si256((const __m256i *)p);
    return _mm512_castsi512_ps(_mm512_slli_epi32(_mm512_cvtepu16_epi32(h), 16));
}

void kernel(const kb_bf16 *restrict x /* [M][K] */, const kb_bf16 *restrict w /* [K][N] */,
            const kb_bf16 *restrict b /* [N] */, kb_bf16 *restrict out /* [M][N] */)
{
    /* Ask Linux for the AMX register state (XTILEDATA, feature 18). Needed once per process;
     * it is cheap, so asking on every call keeps the kernel free of state. */
    if (syscall(SYS_arch_prctl, 0x1023 /* ARCH_REQ_XCOMP_PERM */, 18) != 0) abort();

    kb_bf16 *wp = aligned_alloc(64, (size_t)KB_K * KB_N * sizeof(kb_bf16));
#pragma omp parallel num_threads(KB_THREADS)
    {
        /* Tile state is per thread: each thread loads its own configuration. Tiles 0-3: a
         * 32 x 32 f32 block of out (2 x 2); 4-5: two 16 x 32 tiles of x; 6-7: two of w. */
        tile_config cfg = {.palette = 1};
        for (int t = 0; t < 8; t++) cfg.rows[t] = 16, cfg.colsb[t] = 64;
        _tile_loadconfig(&cfg);

#pragma omp for schedule(static)
        for (int j = 0; j < KB_N; j += 32) pack_w(w, j, wp);
        /* implicit barrier: wp is complete before any thread reads it */

        _Alignas(64) float acc[4][16][16]; /* the tiles, stored for the epilogue */
/* Panel-major order: consecutive blocks of a thread share one panel of wp in L2. */
#pragma omp for collapse(2) schedule(static)
        for (int j0 = 0; j0 < KB_N; j0 += NC)
            for (int i0 = 0; i0 < KB_M; i0 += 32) {
                for (int j = j0; j < j0 + NC && j < KB_N; j += 32) {
                    const kb_bf16 *w0 = wp + (size_t)j * KB_K, *w1 = w0 + (size_t)16 * KB_K;
                    const kb_bf16 *x0 = x + (size_t)i0 * KB_K, *x1 = x0 + (size_t)16 * KB_K;
                    _tile_zero(0);
                    _tile_zero(1);
                    _tile_zero(2);
                    _tile_zero(3);
                    for (int k = 0; k < KB_K; k += 32) {
                        /* x tiles straight from row-major x: 16 rows of 64 B, stride 2K */
                        _tile_loadd(4, x0 + k, KB_K * sizeof(kb_bf16));
                        _tile_loadd(5, x1 + k, KB_K * sizeof(kb_bf16));
                        _tile_loadd(6, w0 + (size_t)k * 16, 64); /* 16 k pairs x 16 columns */
                        _tile_loadd(7, w1 + (size_t)k * 16, 64);
                        _tile_dpbf16ps(0, 4, 6);
                        _tile_dpbf16ps(1, 4, 7);
                        _tile_dpbf16ps(2, 5, 6);
                        _tile_dpbf16ps(3, 5, 7);
                    }
                    /* tile numbers are part of the instruction: constants, never variables */
                    _tile_stored(0, acc[0], 64);
                    _tile_stored(1, acc[1], 64);
                    _tile_stored(2, acc[2], 64);
                    _tile_stored(3, acc[3], 64);
                    /* The fused epilogue: bias, ReLU, round to bf16, one 64-byte store per
                     * row of 32 outputs, while the block is still in L1. */
                    const __m512 b0 = bf16x16(b + j), b1 = bf16x16(b + j + 16);
                    const __m512 zero = _mm512_setzero_ps();
                    for (int r = 0; r < 32; r++) {
                        const float *t = acc[(r / 16) * 2][r % 16]; /* tiles 0,1 or 2,3 */
                        __m512 lo = _mm512_max_ps(_mm512_add_ps(_mm512_load_ps(t), b0), zero);
                        __m512 hi = _mm512_max_ps(_mm512_add_ps(_mm512_load_ps(t + 256), b1), zero);
                        _mm512_storeu_si512(out + (size_t)(i0 + r) * KB_N + j,
                                            (__m512i)_mm512_cvtne2ps_pbh(hi, lo));
                    }
                }
            }
        _tile_release(); /* hand the tile state back before the thread goes idle */
    }
    free(wp);
}
