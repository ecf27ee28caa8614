/* _lib/lse.h: a lane-wise online log-sum-exp per row, for GEMM epilogues that reduce whole rows
 * whose columns are spread over threads and blocks (p13's loss, k24's logsumexp, k50's softmax):
 * each thread keeps, per row, 16 running maxima and 16 running sums (one zmm each), and adds a
 * block's 32 values of the row as s = s e^(m - m') + e^(x - m'); no horizontal work until the
 * rows are merged over lanes and threads, in double. Needs vexp.h's exp16. Spliced into experts
 * by tools/kernels/amalgamate. */
#include "vexp.h"

typedef struct lse_row {
    float m[16], s[16];
} lse_row;

/* n rows to the empty state (a max of -87: e^(x - m) never overflows, and lanes no value reached
 * add nothing at the merge) */
static inline void lse_init(lse_row *r, long n)
{
    for (long i = 0; i < n; i++)
        for (int l = 0; l < 16; l++) r[i].m[l] = -87.0f, r[i].s[l] = 0.0f;
}

/* the row's values lo | hi, of which the first cols (<= 32) exist */
static inline void lse_add(lse_row *st, __m512 lo, __m512 hi, int cols)
{
    const __mmask16 m0 = (__mmask16)(cols >= 16 ? 0xffffu : (1u << cols) - 1u);
    const __mmask16 m1 = (__mmask16)(cols >= 32 ? 0xffffu : cols > 16 ? (1u << (cols - 16)) - 1u : 0u);
    const __m512 lim = _mm512_set1_ps(-87.0f);
    lo = _mm512_mask_mov_ps(lim, m0, lo);
    hi = _mm512_mask_mov_ps(lim, m1, hi);
    const __m512 m = _mm512_load_ps(st->m);
    const __m512 mn = _mm512_max_ps(m, _mm512_max_ps(lo, hi));
    __m512 s = _mm512_mul_ps(_mm512_load_ps(st->s), exp16(_mm512_sub_ps(m, mn)));
    s = _mm512_add_ps(s, _mm512_maskz_mov_ps(m0, exp16(_mm512_max_ps(_mm512_sub_ps(lo, mn), lim))));
    s = _mm512_add_ps(s, _mm512_maskz_mov_ps(m1, exp16(_mm512_max_ps(_mm512_sub_ps(hi, mn), lim))));
    _mm512_store_ps(st->m, mn);
    _mm512_store_ps(st->s, s);
}

/* log sum exp of a row over its 16 lanes in each of n states (threads), stride apart, in double;
 * *mx gets the row's max */
static inline double lse_merge(const lse_row *r, long stride, int n, double *mx)
{
    double m = -INFINITY, sum = 0;
    for (int t = 0; t < n; t++)
        for (int l = 0; l < 16; l++) m = fmax(m, r[t * stride].m[l]);
    for (int t = 0; t < n; t++)
        for (int l = 0; l < 16; l++) sum += r[t * stride].s[l] * exp(r[t * stride].m[l] - m);
    if (mx) *mx = m;
    return m + log(sum);
}
