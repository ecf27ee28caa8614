/* _lib/attn_tiles.h: the AMX steps of blocked attention that p01, p02, p07 and p16 share: the
 * scores of 32 query rows against 32 keys, O += P . v over a block of keys, and one row's step of
 * the online softmax. The including file defines KB_D, BK (keys per block) and the enum
 * constants DT = KB_D / 32, DG = KB_D / 16, and packs k and v with _lib/attn_pack.h; tiles 0-3
 * are the accumulators, 4-7 the operands. Spliced into experts by tools/kernels/amalgamate. */
#include "exp2_16.h"

/* s[0..32)[jj..jj+32) (f32, row stride BK) = q . k^T for keys 16g .. 16g+31: the two query tiles
 * at q0 and q1 (rows ldq bytes apart), kp packed by pack_k. */
static inline void attn_qk(const kb_bf16 *q0, const kb_bf16 *q1, long ldq, const kb_bf16 *kp, int g,
                           float (*s)[BK], int jj)
{
    amx_acc_zero();
    for (int t = 0; t < DT; t++) {
        amx_dot_2x2(q0 + 32 * t, q1 + 32 * t, ldq, kp + ((size_t)g * DT + t) * 512,
                    kp + ((size_t)(g + 1) * DT + t) * 512, 64);
    }
    amx_acc_store(&s[0][jj], &s[0][jj + 16], &s[16][jj], &s[16][jj + 16], BK * 4);
}

/* O (32 x D, f32) += P . v over the block's nk keys, 32 columns of O at a time: P the bf16
 * weights at p (row stride BK), the block's first key j0, vp packed by pack_v. */
static inline void attn_pv(float (*o)[KB_D], const kb_bf16 (*p)[BK], const kb_bf16 *vp, int j0, int nk)
{
    for (int d = 0; d < KB_D; d += 32) {
        amx_acc_load(&o[0][d], &o[0][d + 16], &o[16][d], &o[16][d + 16], KB_D * 4);
        for (int jj = 0; jj < nk; jj += 32) {
            const int kb = (j0 + jj) / 32;
            amx_dot_2x2(&p[0][jj], &p[16][jj], BK * 2, vp + ((size_t)kb * DG + d / 16) * 512,
                        vp + ((size_t)kb * DG + d / 16 + 1) * 512, 64);
        }
        amx_acc_store(&o[0][d], &o[0][d + 16], &o[16][d], &o[16][d + 16], KB_D * 4);
    }
}

/* One row's online-softmax step over a block of nk keys, in base-2 units: x[v] the scaled
 * scores of keys 16v .., keep[v] the ones the row may see, mx their lane-wise max. The running
 * max *m moves only when the block's max exceeds it by more than 8 (a factor 256, far from f32
 * overflow), so *l and the row o of O are rarely rescaled; p gets the probabilities in bf16
 * (masked keys 0) and *l their sum. */
static inline void attn_softmax_row(const __m512 *x, const __mmask16 *keep, __m512 mx, int nk, float *m,
                                    float *l, float *o, kb_bf16 *p)
{
    const float bm = _mm512_reduce_max_ps(mx);
    if (bm > *m + 8.0f) { /* lazy rescale: only when the max grew a lot */
        const float alpha = exp2f(*m - bm);
        *l *= alpha;
        const __m512 av = _mm512_set1_ps(alpha);
        for (int d = 0; d < KB_D; d += 16) _mm512_store_ps(&o[d], _mm512_mul_ps(_mm512_load_ps(&o[d]), av));
        *m = bm;
    }
    const __m512 mv = _mm512_set1_ps(*m);
    __m512 sum = _mm512_setzero_ps();
    for (int v = 0; v < nk / 16; v += 2) {
        const __m512 p0 = _mm512_maskz_mov_ps(keep[v], exp2_16(_mm512_sub_ps(x[v], mv)));
        const __m512 p1 = _mm512_maskz_mov_ps(keep[v + 1], exp2_16(_mm512_sub_ps(x[v + 1], mv)));
        sum = _mm512_add_ps(sum, _mm512_add_ps(p0, p1));
        _mm512_store_si512(&p[16 * v], (__m512i)_mm512_cvtne2ps_pbh(p1, p0));
    }
    *l += _mm512_reduce_add_ps(sum);
}
