/* _lib/conv.h: a stride-1, unpadded 2-D convolution over NCHW images as a GEMM on _lib/gemm.h
 * (k18, k22): per image n, y[f][p] = sum_k w[f][k] X[k][p], k = (c, kh, kw), p = (i, j) over the
 * HO x WO output plane, so that y comes out as the image's NCHW output plane by plane.
 *   - A = w [F][C*KH*KW] as it lies (read in place where its rows do not alias in L1).
 *   - B = the im2col of the image, never built whole: the engine's custom B packer takes 32
 *     output positions at a time straight from x, a row of B (one (c, kh, kw)) being the
 *     positions' pixels, i.e. up to three contiguous runs of an image row (where the 32
 *     positions wrap to the next output row), each one masked load.
 *   - One image per task: each thread runs whole images through gemm_cols, so the per-image
 *     epilogue state (k22's plane statistics) is the thread's own.
 * The including file declares what gemm.h needs, KB_N, KB_C, KB_H, KB_W, KB_F, KB_KH, KB_KW,
 * KB_HO, KB_WO arrive as macros. Spliced into experts by tools/kernels/amalgamate. */
#include "gemm.h"

enum { CONV_K = KB_C * KB_KH * KB_KW, CONV_P = KB_HO * KB_WO };

/* What the packer and the expert's epilogue of one image need: its input, its output, and the
 * expert's own state. */
typedef struct conv_img {
    const kb_t *x; /* [C][H][W] */
    kb_t *out;     /* [F][HO][WO] */
    void *state;
} conv_img;

/* Row k of B, the 32 positions' pixels in lanes 0..31 (where the runs l0[r] .. l1[r] lie at
 * off[r] in a plane), zero past the runs and for k past K. */
static inline __m512i conv_row(const kb_t *x, int k, int nr, const int *l0, const int *l1, const long *off,
                               int half)
{
    __m512i v = _mm512_setzero_si512();
    if (k >= CONV_K) return v;
    const int c = k / (KB_KH * KB_KW), kh = k / KB_KW % KB_KH, kw = k % KB_KW;
    const kb_t *base = x + (size_t)c * KB_H * KB_W + (size_t)kh * KB_W + kw;
    for (int r = 0; r < nr; r++) {
#ifdef KB_DTYPE_F32
        /* lanes 16 half .. 16 half + 15 of the row */
        const int a = l0[r] > 16 * half ? l0[r] : 16 * half,
                  b = l1[r] < 16 * half + 16 ? l1[r] : 16 * half + 16;
        if (a >= b) continue;
        const __mmask16 m = (__mmask16)(((1u << (b - a)) - 1u) << (a - 16 * half));
        v = _mm512_castps_si512(
            _mm512_mask_loadu_ps(_mm512_castsi512_ps(v), m, base + off[r] - (l0[r] - 16 * half)));
#else
        (void)half;
        const __mmask32 m =
            (__mmask32)((l1[r] - l0[r] >= 32 ? ~0u : ((1u << (l1[r] - l0[r])) - 1u)) << l0[r]);
        v = _mm512_mask_loadu_epi16(v, m, base + off[r] - l0[r]);
#endif
    }
    return v;
}

/* the engine's B packer: output positions j0 .. j0+31 of the image (ctx), all of k */
static void conv_pack_b(const gemm_op *g, int which, int j0, kb_t *dst)
{
    (void)which;
    const kb_t *x = ((const conv_img *)g->ctx)->x;
    int nr = 0, l0[4], l1[4];
    long off[4];
    for (int l = 0; l < 32 && j0 + l < CONV_P;) { /* runs of positions within one output row */
        const int p = j0 + l, i = p / KB_WO, j = p % KB_WO;
        int len = KB_WO - j < 32 - l ? KB_WO - j : 32 - l;
        len = CONV_P - p < len ? CONV_P - p : len;
        l0[nr] = l, l1[nr] = l + len, off[nr] = (long)i * KB_W + j, nr++;
        l += len;
    }
    const int kpad = gemm_kp(g) * 32;
#ifdef KB_DTYPE_F32
    for (int k = 0; k < kpad; k++) {
        _mm512_store_si512(dst + mm_pack_at(k), conv_row(x, k, nr, l0, l1, off, 0));
        _mm512_store_si512(dst + mm_pack_at(k) + 16, conv_row(x, k, nr, l0, l1, off, 1));
    }
#else
    const __m512i lo = _mm512_set_epi16(47, 15, 46, 14, 45, 13, 44, 12, 43, 11, 42, 10, 41, 9, 40, 8, 39, 7,
                                        38, 6, 37, 5, 36, 4, 35, 3, 34, 2, 33, 1, 32, 0);
    const __m512i hi = _mm512_add_epi16(lo, _mm512_set1_epi16(16));
    for (int k = 0; k < kpad; k += 2) {
        const __m512i x0 = conv_row(x, k, nr, l0, l1, off, 0), x1 = conv_row(x, k + 1, nr, l0, l1, off, 0);
        _mm512_store_si512(dst + mm_pack_at(k), _mm512_permutex2var_epi16(x0, lo, x1));
        _mm512_store_si512(dst + mm_pack_at(k) + 512, _mm512_permutex2var_epi16(x0, hi, x1));
    }
#endif
}

/* out = the convolution of x by w, image by image, each through epi (the gemm_op's ctx is the
 * image's conv_img, state[thread] its state); done(img) after each image's product, by the
 * thread that ran it. */
static void conv_run(const kb_t *x, const kb_t *w, kb_t *out, gemm_epi_fn epi, void **state,
                     void (*done)(const conv_img *img))
{
    const int path = mm_path();
    const gemm_op wg = {.m = KB_F, .n = CONV_P, .k = CONV_K, .a = w, .lda = CONV_K};
    big ba = {NULL, 0};
    kb_t *ap = gemm_ap_bytes(&wg) ? big_alloc(&ba, gemm_ap_bytes(&wg)) : NULL;
#pragma omp parallel num_threads(KB_THREADS)
    {
        const int me = omp_get_thread_num();
        gemm_pack_a_team(&wg, ap, me, omp_get_num_threads());
#pragma omp barrier
        gemm_ws ws = {0};
#pragma omp for schedule(dynamic, 1)
        for (int n = 0; n < KB_N; n++) {
            conv_img img = {x + (size_t)n * KB_C * KB_H * KB_W, out + (size_t)n * KB_F * CONV_P,
                            state ? state[me] : NULL};
            gemm_op g = wg;
            g.bpack = conv_pack_b, g.epi = epi, g.ctx = &img;
            gemm_cols(&g, ap, path, 0, (CONV_P + 31) / 32, &ws);
            if (done) done(&img);
        }
        gemm_ws_free(&ws);
    }
    if (ap) big_free(&ba);
}
