/* _lib/attn_pack.h: k and v of one head packed into mm.h's B blocks, shared by the attention
 * experts: k as k^T (the B operand of q . k^T: one block per 32 keys, all of d) and v (the B
 * operand of P . v: one block per 32 columns of d, all keys). The including file defines KB_D
 * (a multiple of 32), or ATT_DK and ATT_DV where q and k have more columns than v (p03). Spliced into experts by tools/kernels/amalgamate. */
#include "mm.h"

#ifndef ATT_DK
#define ATT_DK KB_D /* columns of q and k */
#define ATT_DV KB_D /* columns of v and out */
#endif

/* keys j of k [n][DK] (rows ldk apart; n a multiple of 32) -> kp: the block of keys 32b.. at
 * kp + b * ATT_DK * 32 */
static void pack_k(const kb_t *restrict k, size_t ldk, int n, kb_t *restrict kp)
{
    for (int j = 0; j < n; j += 32)
        mm_pack_cols(k + (size_t)j * ldk, (long)ldk, ATT_DK, ATT_DK, 32, kp + (size_t)j * ATT_DK);
}

/* v [n][DV] (rows ldv apart) -> vp: the block of columns 32c.. (all n keys, n rounded up to 32)
 * at vp + c * np * 32, np = n rounded up; keys j0.. of it start mm_pack_at(j0) further */
static void pack_v(const kb_t *restrict v, size_t ldv, int n, kb_t *restrict vp)
{
    const int np = (n + 31) / 32 * 32;
    for (int d = 0; d < ATT_DV; d += 32) mm_pack_rows(v + d, (long)ldv, n, np, 32, vp + (size_t)d * np);
}
