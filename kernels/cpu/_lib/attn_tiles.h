/* _lib/attn_tiles.h: the block steps of blocked attention that p01, p02, p05, p15, p16 share, on
 * mm.h's three paths: the scores of 32 query rows against 32 keys, O += P . v over a block of
 * keys, one row's step of the online softmax, and storing a row. The including file defines
 * KB_D (or ATT_DK and ATT_DV, see attn_pack.h; multiples of 32) and BK (keys per block, a multiple of 32), and packs k and v with
 * _lib/attn_pack.h. Spliced into experts by tools/kernels/amalgamate. */
#include "attn_pack.h"

#include "exp2_16.h"

#include "vexp.h"

/* s[0..32)[jj..jj+32) (f32, rows BK apart) = q . k^T for keys key0 .. key0+31: q the block's 32
 * query rows (ldq apart), kp packed by pack_k. */
static inline void attn_qk(int path, const kb_t *q, long ldq, const kb_t *kp, int key0, float (*s)[BK],
                           int jj)
{
    mm_block(path, &s[0][jj], BK, 0, q, ldq, kp + (size_t)key0 * ATT_DK, ATT_DK);
}

/* O (32 x DV, f32) += P . v over keys j0 .. j0+nk: P the weights at p (kb_t, rows BK apart), vp
 * packed by pack_v for np keys in all (np a multiple of 32). */
static inline void attn_pv(int path, float (*o)[ATT_DV], const kb_t (*p)[BK], const kb_t *vp, int np, int j0,
                           int nk)
{
    for (int d = 0; d < ATT_DV; d += 32)
        mm_block(path, &o[0][d], ATT_DV, 1, &p[0][0], BK, vp + (size_t)d * np + mm_pack_at(j0), nk);
}

/* 2^x for 16 lanes: to 4e-5 for bf16 probabilities (rounded to bf16 anyway), to f32 for f32 */
static inline __m512 attn_exp2(__m512 x)
{
#ifdef KB_DTYPE_F32
    return exp16(_mm512_mul_ps(_mm512_max_ps(x, _mm512_set1_ps(-125.0f)), _mm512_set1_ps(0.6931471806f)));
#else
    return exp2_16(x);
#endif
}

/* One row's online-softmax step over a block of nk keys, in base-2 units: x[v] the scaled
 * scores of keys 16v .., keep[v] the ones the row may see, mx their lane-wise max. The running
 * max *m moves only when the block's max exceeds it by more than 8 (a factor 256, far from f32
 * overflow), so *l and the row o of O are rarely rescaled; p gets the probabilities in the
 * storage type (masked keys 0) and *l their sum. */
static inline void attn_softmax_row(const __m512 *x, const __mmask16 *keep, __m512 mx, int nk, float *m,
                                    float *l, float *o, kb_t *p)
{
    const float bm = _mm512_reduce_max_ps(mx);
    if (bm > *m + 8.0f) { /* lazy rescale: only when the max grew a lot */
        const float alpha = exp2f(*m - bm);
        *l *= alpha;
        const __m512 av = _mm512_set1_ps(alpha);
        for (int d = 0; d < ATT_DV; d += 16) _mm512_store_ps(&o[d], _mm512_mul_ps(_mm512_load_ps(&o[d]), av));
        *m = bm;
    }
    const __m512 mv = _mm512_set1_ps(*m);
    __m512 sum = _mm512_setzero_ps();
    for (int v = 0; v < nk / 16; v += 2) {
        const __m512 p0 = _mm512_maskz_mov_ps(keep[v], attn_exp2(_mm512_sub_ps(x[v], mv)));
        const __m512 p1 = _mm512_maskz_mov_ps(keep[v + 1], attn_exp2(_mm512_sub_ps(x[v + 1], mv)));
        sum = _mm512_add_ps(sum, _mm512_add_ps(p0, p1));
        mm_store32(&p[16 * v], p0, p1);
    }
    *l += _mm512_reduce_add_ps(sum);
}
