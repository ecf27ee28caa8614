/* k41_gemm_add_relu expert: out[m][n] = max(0, sum_k x[m][k] * w[k][n] + b[n]).
 *
 * Shapes: x [M][K] activations, w [K][N] weights, b [N] bias, out [M][N]; M, K, N arrive as
 * KB_M, KB_K, KB_N (cpu preset: 1408 x 2816 x 2816, 22.3 GFLOP over 32 MB).
 *
 * Strategy (AMX, the GEMM of p08_gemm/expert.c with the epilogue fused):
 *   - x tiles are loaded straight from x (rows 5.5 KB apart fall in different L1 sets); only
 *     when a row of x is a multiple of 4 KB (all 16 rows of a tile in one L1 set) is x packed
 *     once per call into contiguous 16 x 32 tiles.
 *   - Each thread owns column panels of NP columns; it packs w[:, panel] into the pairs-of-k
 *     layout TDPBF16PS wants (K x NP bf16, kept in L2) and sweeps all of x against it, so w is
 *     read from memory once and x once per panel (prefetched a strip ahead into L2).
 *   - Micro-kernel: a 32 x 32 block of out in four f32 tiles (2 x 2); per 32 of k, 2 tiles of x
 *     and 2 of w are loaded and each feeds two TDPBF16PS. The k loop runs in chunks of KC so
 *     that the x chunk of a 32-row strip (32 x KC) stays in L1 across the panel's column
 *     blocks; partial sums wait in an f32 scratch (L1) between chunks.
 *   - Epilogue, fused: the finished block goes from the tiles to an L1 scratch, gets + b and
 *     the ReLU in zmm registers, is rounded to bf16 and written with streaming stores.
 * Packed copies live on 2 MB pages (big_alloc): no 4 KB page faults on every call.
 * What limits it: AMX tile loads from L2 (each TDPBF16PS needs 1 KB of operands per 16
 * cycles) and the memory stream of x strips; see docs/experts.md. bf16 only. */
#define _GNU_SOURCE /* syscall() under -std=c17 */
#include <immintrin.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>
#include "kbench.h"

#ifdef KB_DTYPE_F32
#error "k41 expert is bf16-only: AMX TDPBF16PS multiplies bf16 (use naive.c for --dtype f32)"
#endif

KB_TUNE(NP, 128, 128, 256, 384);       /* columns per packed w panel (K x NP bf16 in L2) */
KB_TUNE(KC, 256, 256, 512, 1024, 4096); /* k per pass: the x chunk of a strip, 32 x KC, in L1 */

_Static_assert(KB_M % 32 == 0 && KB_N % 32 == 0 && KB_K % 32 == 0,
               "this kernel works in 32 x 32 blocks of out and steps of 32 in k");
_Static_assert(NP % 32 == 0 && KC % 32 == 0, "NP and KC must be multiples of 32");

/* ---- the fused epilogue: f32 accumulator rows -> out ------------------------------------- */

static inline __m512 bf16x16(const kb_bf16 *p)
{
    return _mm512_castsi512_ps(
        _mm512_slli_epi32(_mm512_cvtepu16_epi32(_mm256_loadu_si256((const __m256i *)p)), 16));
}

typedef struct epi_cols { __m512 b0, b1; } epi_cols; /* what the epilogue needs per 32 columns */

static inline epi_cols epi_load(const kb_bf16 *restrict b, int j)
{
    return (epi_cols){bf16x16(b + j), bf16x16(b + j + 16)};
}

static inline __m512 epi(__m512 acc, __m512 bias)
{
    return _mm512_max_ps(_mm512_add_ps(acc, bias), _mm512_setzero_ps());
}

/* ---- the GEMM ----------------------------------------------------------------------------- */

typedef struct tile_config {
    uint8_t palette, start_row, reserved[14];
    uint16_t colsb[16];
    uint8_t rows[16];
} tile_config;

enum { KT = KB_K / 32, KCT = (KC < KB_K ? KC : KB_K) / 32, PANELS = (KB_N + NP - 1) / NP };
/* pack x only when its rows would alias in L1 (row length a multiple of 4 KB) */
#define PACK_X ((KB_K * 2) % 4096 == 0)

/* Large scratch straight from the kernel, on 2 MB pages where it can: fresh memory on 4 KB
 * pages costs a page fault per 4 KB on first touch (measured here: ~0.5 ms per MB), a 2 MB
 * page one fault per 2 MB. mmap, madvise and munmap go through syscall() (the screen allows
 * it; the sandbox allows memory calls). Nothing survives the call. */
typedef struct big { void *base; size_t len; } big;

static void *big_alloc(big *b, size_t n)
{
    const size_t huge = (size_t)2 << 20;
    b->len = (n + 2 * huge - 1) / huge * huge; /* room to align to 2 MB */
    const long p = syscall(SYS_mmap, NULL, b->len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == -1) abort();
    b->base = (void *)p;
    char *a = (char *)(((uintptr_t)p + huge - 1) & ~(uintptr_t)(huge - 1));
    syscall(SYS_madvise, a, (n + huge - 1) / huge * huge, MADV_HUGEPAGE);
    return a;
}

static void big_free(big *b) { syscall(SYS_munmap, b->base, b->len); }

/* x -> xp[M/16][K/32][16][32]: tile (i, t) holds rows 16i.., columns 32t.., 1 KB contiguous */
static void pack_x(const kb_bf16 *restrict x, kb_bf16 *restrict xp, int i)
{
    for (int t = 0; t < KT; t++)
        for (int r = 0; r < 16; r++)
            _mm512_store_si512(xp + ((size_t)i * KT + t) * 512 + r * 32,
                               _mm512_loadu_si512(x + (size_t)(16 * i + r) * KB_K + 32 * t));
}

/* w[:, j0..j0+np) -> wp[np/16][K/2][16][2]: sliver s, k step t is the 1 KB tile at
 * wp + s*16*K + t*512; row p of it holds 16 words {w[2p][j], w[2p+1][j]}. */
static void pack_w(const kb_bf16 *restrict w, int j0, int np, kb_bf16 *restrict wp)
{
    const __m512i lo = _mm512_set_epi16(47, 15, 46, 14, 45, 13, 44, 12, 43, 11, 42, 10, 41, 9,
                                        40, 8, 39, 7, 38, 6, 37, 5, 36, 4, 35, 3, 34, 2, 33, 1,
                                        32, 0);
    const __m512i hi = _mm512_add_epi16(lo, _mm512_set1_epi16(16));
    for (int k = 0; k < KB_K; k += 2) {
        const kb_bf16 *r0 = w + (size_t)k * KB_N + j0, *r1 = r0 + KB_N;
        for (int j = 0; j < np; j += 32) {
            __m512i x0 = _mm512_loadu_si512(r0 + j), x1 = _mm512_loadu_si512(r1 + j);
            kb_bf16 *dst = wp + (size_t)j * KB_K + (size_t)k * 16;
            _mm512_store_si512(dst, _mm512_permutex2var_epi16(x0, lo, x1));
            _mm512_store_si512(dst + 16 * KB_K, _mm512_permutex2var_epi16(x0, hi, x1));
        }
    }
}

/* The finished 32 x 32 block in tiles 0-3 -> epilogue -> out (row stride N). */
static inline void finish_block(float (*acc)[16][16], epi_cols e, kb_bf16 *restrict out)
{
    _tile_stored(0, acc[0], 64);
    _tile_stored(1, acc[1], 64);
    _tile_stored(2, acc[2], 64);
    _tile_stored(3, acc[3], 64);
    for (int r = 0; r < 32; r++) {
        const float *t = acc[(r / 16) * 2][r % 16];
        __m512 lo = epi(_mm512_load_ps(t), e.b0), hi = epi(_mm512_load_ps(t + 256), e.b1);
        _mm512_stream_si512((void *)(out + (size_t)r * KB_N), (__m512i)_mm512_cvtne2ps_pbh(hi, lo));
    }
}

void kernel(const kb_bf16 *restrict x /* [M][K] */, const kb_bf16 *restrict w /* [K][N] */,
            const kb_bf16 *restrict b /* [N] */, kb_bf16 *restrict out /* [M][N] */)
{
    if (syscall(SYS_arch_prctl, 0x1023 /* ARCH_REQ_XCOMP_PERM */, 18 /* XTILEDATA */) != 0)
        abort();
    big bxp;
    kb_bf16 *xp = PACK_X ? big_alloc(&bxp, (size_t)KB_M * KB_K * sizeof(kb_bf16)) : NULL;
    #pragma omp parallel num_threads(KB_THREADS)
    {
        tile_config cfg = {.palette = 1};
        for (int t = 0; t < 8; t++) cfg.rows[t] = 16, cfg.colsb[t] = 64;
        _tile_loadconfig(&cfg);
        big bwp;
        kb_bf16 *wp = big_alloc(&bwp, (size_t)KB_K * NP * sizeof(kb_bf16));
        float (*part)[4][16][16] = aligned_alloc(64, (size_t)(NP / 32) * sizeof *part);
        _Alignas(64) float acc[4][16][16];

        if (PACK_X) {
            #pragma omp for schedule(static)
            for (int i = 0; i < KB_M / 16; i++) pack_x(x, xp, i);
        }

        #pragma omp for schedule(static)
        for (int jp = 0; jp < PANELS; jp++) {
            const int j0 = jp * NP, np = KB_N - j0 < NP ? KB_N - j0 : NP;
            pack_w(w, j0, np, wp);
            for (int i = 0; i < KB_M; i += 32) {
                /* the strip's two tiles per k step: packed (1 KB apart per step, 64 B rows) or
                 * straight from x (32 columns apart per step, rows K apart) */
                const kb_bf16 *x0 = PACK_X ? xp + (size_t)(i / 16) * KT * 512 : x + (size_t)i * KB_K;
                const kb_bf16 *x1 = PACK_X ? x0 + (size_t)KT * 512 : x0 + (size_t)16 * KB_K;
                const size_t xstep = PACK_X ? 512 : 32;
                const long xstride = PACK_X ? 64 : KB_K * 2;
                /* packed: the next strip, fetched into L2 a few lines per k step */
                const char *next = !PACK_X ? NULL
                                 : (const char *)(i + 32 < KB_M ? x0 + (size_t)2 * KT * 512 : xp);
                size_t pf = PACK_X ? 0 : (size_t)KT * 2048;
                for (int kc = 0; kc < KT; kc += KCT) {
                    const int ke = kc + KCT < KT ? kc + KCT : KT;
                    for (int j = 0; j < np; j += 32) {
                        const kb_bf16 *w0 = wp + (size_t)j * KB_K, *w1 = w0 + (size_t)16 * KB_K;
                        float (*pt)[16][16] = part[j / 32];
                        if (kc == 0) {
                            _tile_zero(0);
                            _tile_zero(1);
                            _tile_zero(2);
                            _tile_zero(3);
                        } else {
                            _tile_loadd(0, pt[0], 64);
                            _tile_loadd(1, pt[1], 64);
                            _tile_loadd(2, pt[2], 64);
                            _tile_loadd(3, pt[3], 64);
                        }
                        for (int t = kc; t < ke; t++) {
                            _tile_loadd(4, x0 + (size_t)t * xstep, xstride);
                            _tile_loadd(5, x1 + (size_t)t * xstep, xstride);
                            _tile_loadd(6, w0 + (size_t)t * 512, 64);
                            _tile_loadd(7, w1 + (size_t)t * 512, 64);
                            _tile_dpbf16ps(0, 4, 6);
                            _tile_dpbf16ps(1, 4, 7);
                            _tile_dpbf16ps(2, 5, 6);
                            _tile_dpbf16ps(3, 5, 7);
                            if (pf < (size_t)KT * 2048) {
                                _mm_prefetch(next + pf, _MM_HINT_T1);
                                _mm_prefetch(next + pf + 64, _MM_HINT_T1);
                                _mm_prefetch(next + pf + 128, _MM_HINT_T1);
                                _mm_prefetch(next + pf + 192, _MM_HINT_T1);
                                pf += 256;
                            }
                        }
                        if (ke < KT) {
                            _tile_stored(0, pt[0], 64);
                            _tile_stored(1, pt[1], 64);
                            _tile_stored(2, pt[2], 64);
                            _tile_stored(3, pt[3], 64);
                        } else
                            finish_block(acc, epi_load(b, j0 + j), out + (size_t)i * KB_N + j0 + j);
                    }
                }
            }
        }
        _mm_sfence(); /* the streaming stores, before the region's barrier */
        _tile_release();
        free(part);
        big_free(&bwp);
    }
    if (PACK_X) big_free(&bxp);
}
