/* _lib/amx_gemm_epi.h: the AMX bf16 GEMM with a fused epilogue, out = epi(x . w + b), that
 * k19, k20, k37, k41 and k44 share (x [M][K], w [K][N], b [N], out [M][N]; the strategy is in
 * k41_gemm_add_relu/expert.c.in). It defines kernel(). The including file first declares
 * KB_TUNE NP (columns per packed w panel) and KC (k per pass), both multiples of 32, includes
 * _lib/amx_gemm_bias.h (epi_cols, epi_load: what the epilogue needs per 32 columns), and
 * defines epi(acc, bias) -> __m512, the epilogue of 16 accumulator lanes:
 * the BLIS framework / micro-kernel split written as a C include. Spliced into experts by
 * tools/kernels/amalgamate. */
/* ---- the GEMM ----------------------------------------------------------------------------- */

#include "amx_tiles.h"

enum { KT = KB_K / 32, KCT = (KC < KB_K ? KC : KB_K) / 32, PANELS = (KB_N + NP - 1) / NP };
/* pack x only when its rows would alias in L1 (row length a multiple of 4 KB) */
#define PACK_X ((KB_K * 2) % 4096 == 0)

#include "big_alloc.h"

#include "amx_pack.h"

/* w[:, j0..j0+np) -> wp[np/16][K/2][16][2]: sliver s, k step t is the 1 KB tile at
 * wp + s*16*K + t*512 (see pack_pairs). */
static void pack_w(const kb_bf16 *restrict w, int j0, int np, kb_bf16 *restrict wp)
{
    pack_pairs(w + j0, KB_N, KB_K, np, wp);
}

/* The finished 32 x 32 block in tiles 0-3 -> epilogue -> out (row stride N). */
static inline void finish_block(float (*acc)[16][16], epi_cols e, kb_bf16 *restrict out)
{
    amx_acc_store(acc[0], acc[1], acc[2], acc[3], 64);
    for (int r = 0; r < 32; r++) {
        const float *t = acc[(r / 16) * 2][r % 16];
        __m512 lo = epi(_mm512_load_ps(t), e.b0), hi = epi(_mm512_load_ps(t + 256), e.b1);
        _mm512_stream_si512((void *)(out + (size_t)r * KB_N), (__m512i)_mm512_cvtne2ps_pbh(hi, lo));
    }
}

void kernel(const kb_bf16 *restrict x /* [M][K] */, const kb_bf16 *restrict w /* [K][N] */,
            const kb_bf16 *restrict b /* [N] */, kb_bf16 *restrict out /* [M][N] */)
{
    if (syscall(SYS_arch_prctl, 0x1023 /* ARCH_REQ_XCOMP_PERM */, 18 /* XTILEDATA */) != 0) abort();
    big bxp;
    kb_bf16 *xp = PACK_X ? big_alloc(&bxp, (size_t)KB_M * KB_K * sizeof(kb_bf16)) : NULL;
#pragma omp parallel num_threads(KB_THREADS)
    {
        tile_config cfg = {.palette = 1};
        for (int t = 0; t < 8; t++) cfg.rows[t] = 16, cfg.colsb[t] = 64;
        _tile_loadconfig(&cfg);
        big bwp;
        kb_bf16 *wp = big_alloc(&bwp, (size_t)KB_K * NP * sizeof(kb_bf16));
        float(*part)[4][16][16] = aligned_alloc(64, (size_t)(NP / 32) * sizeof *part);
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
                const char *next =
                    !PACK_X ? NULL : (const char *)(i + 32 < KB_M ? x0 + (size_t)2 * KT * 512 : xp);
                size_t pf = PACK_X ? 0 : (size_t)KT * 2048;
                for (int kc = 0; kc < KT; kc += KCT) {
                    const int ke = kc + KCT < KT ? kc + KCT : KT;
                    for (int j = 0; j < np; j += 32) {
                        const kb_bf16 *w0 = wp + (size_t)j * KB_K, *w1 = w0 + (size_t)16 * KB_K;
                        float(*pt)[16][16] = part[j / 32];
                        if (kc == 0) {
                            amx_acc_zero();
                        } else {
                            amx_acc_load(pt[0], pt[1], pt[2], pt[3], 64);
                        }
                        for (int t = kc; t < ke; t++) {
                            amx_dot_2x2(x0 + (size_t)t * xstep, x1 + (size_t)t * xstep, xstride,
                                        w0 + (size_t)t * 512, w1 + (size_t)t * 512, 64);
                            if (pf < (size_t)KT * 2048) {
                                _mm_prefetch(next + pf, _MM_HINT_T1);
                                _mm_prefetch(next + pf + 64, _MM_HINT_T1);
                                _mm_prefetch(next + pf + 128, _MM_HINT_T1);
                                _mm_prefetch(next + pf + 192, _MM_HINT_T1);
                                pf += 256;
                            }
                        }
                        if (ke < KT) {
                            amx_acc_store(pt[0], pt[1], pt[2], pt[3], 64);
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
