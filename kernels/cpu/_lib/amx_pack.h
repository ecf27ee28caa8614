/* _lib/amx_pack.h: both operands of a bf16 GEMM x [M][K] . w [K][N] in AMX layouts. pack_x
 * wants KB_K and an enum KT = KB_K / 32 from the including file. Spliced into experts by
 * tools/kernels/amalgamate. */
/* x -> xp[M/16][K/32][16][32]: tile (i, t) holds rows 16i.., columns 32t.., 1 KB contiguous */
static void pack_x(const kb_bf16 *restrict x, kb_bf16 *restrict xp, int i)
{
    for (int t = 0; t < KT; t++)
        for (int r = 0; r < 16; r++)
            _mm512_store_si512(xp + ((size_t)i * KT + t) * 512 + r * 32,
                               _mm512_loadu_si512(x + (size_t)(16 * i + r) * KB_K + 32 * t));
}

#include "pack_pairs.h"
