/* _lib/amx_gemm_bias.h: the shape checks and the per-column operand (the bias b [N]) of the
 * fused-epilogue GEMM family; included before the expert's epi() and _lib/amx_gemm_epi.h.
 * Spliced into experts by tools/kernels/amalgamate. */
_Static_assert(KB_M % 32 == 0 && KB_N % 32 == 0 && KB_K % 32 == 0,
               "this kernel works in 32 x 32 blocks of out and steps of 32 in k");
_Static_assert(NP % 32 == 0 && KC % 32 == 0, "NP and KC must be multiples of 32");

/* ---- the fused epilogue: f32 accumulator rows -> out ------------------------------------- */

#include "bf16x16.h"

typedef struct epi_cols {
    __m512 b0, b1;
} epi_cols; /* what the epilogue needs per 32 columns */

static inline epi_cols epi_load(const kb_bf16 *restrict b, int j)
{
    return (epi_cols){bf16x16(b + j), bf16x16(b + j + 16)};
}
