/* _lib/gemm_bias.h: out = epi(x . w + b) for the fused-epilogue GEMM experts (k19, k20, k37, k41,
 * k44): x [M][K], w [K][N], b [N], out [M][N]. It defines kernel() on _lib/gemm.h: x read in
 * place (or packed into strips where its rows alias in L1), w packed per panel of NP columns
 * into the pairs-of-k layout in L2, each panel swept by every strip of x; each finished 32 x 32
 * f32 block gets + b and epi() in zmm registers and is rounded once and streamed to out. The
 * including file declares KB_TUNE NP, KC, AVX512 (see gemm.h, isa.h) and defines
 * epi(acc, bias) -> __m512, the epilogue of 16 accumulator lanes and their 16 biases (f32): the
 * BLIS framework / micro-kernel split written as a C include. Spliced into experts by
 * tools/kernels/amalgamate. */
#include "gemm.h"

typedef struct bias_ctx {
    const kb_t *b; /* [N] */
    kb_t *out;     /* [M][N] */
} bias_ctx;

/* the finished block: + b, the expert's epi, rounded once, to out */
static void bias_epi(const gemm_op *g, int i0, int j0, int rows, int cols, const float *c, const float *c2)
{
    (void)c2;
    const bias_ctx *x = g->ctx;
    const __m512 b0 = mm_ld16n(x->b + j0, cols), b1 = mm_ld16n(x->b + j0 + 16, cols - 16);
    for (int r = 0; r < rows; r++)
        gemm_store_row(x->out + (size_t)(i0 + r) * KB_N + j0, epi(_mm512_load_ps(c + r * 32), b0),
                       epi(_mm512_load_ps(c + r * 32 + 16), b1), cols);
}

void kernel(const kb_t *restrict x /* [M][K] */, const kb_t *restrict w /* [K][N] */,
            const kb_t *restrict b /* [N] */, kb_t *restrict out /* [M][N] */)
{
    bias_ctx ctx = {b, out};
    const gemm_op g = {.m = KB_M,
                       .n = KB_N,
                       .k = KB_K,
                       .a = x,
                       .lda = KB_K,
                       .b = w,
                       .ldb = KB_N,
                       .epi = bias_epi,
                       .ctx = &ctx};
    gemm_run(&g);
}
