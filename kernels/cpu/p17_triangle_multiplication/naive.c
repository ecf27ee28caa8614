/* p17_triangle_multiplication naive: AlphaFold2's outgoing triangle update.
 *   a = x * mask[i][k]; l = (a.wl) * sigmoid(a.wlg); r = (a.wr) * sigmoid(a.wrg)
 *   t[i][j][c] = sum_k l[i][k][c] * r[j][k][c]
 *   u = t / sqrt(mean_c t^2 + EPS) * scale[c];  out = (u.wo) * sigmoid(x.wog)
 * The weights are first converted to f32 once. Then three parallel passes, all f32:
 * 1. the projections of every (i, k) pair (c' outside, c inside, so the inner loop streams a
 *    row of the weight and vectorises), stored channel-major: lc[c][i][k] and rt[c][k][j];
 * 2. the triangle sums as one N x N matmul per channel, tc[c] = lc[c] . rt[c], in i-k-j order;
 * 3. per (i, j) pair: the norm over channels and the two output projections.
 * Correct for --dtype bf16 and f32. */
#include <math.h>
#include <stdlib.h>
#include "kbench.h"

#define NN ((size_t)KB_N * KB_N)

static float sigmoidf(float z) { return 1.0f / (1.0f + expf(-z)); }

void kernel(const kb_t *restrict x /* [N][N][C] */, const kb_t *restrict mask /* [N][N] */,
            const kb_t *restrict wl /* [C][C] */, const kb_t *restrict wr /* [C][C] */,
            const kb_t *restrict wlg /* [C][C] */, const kb_t *restrict wrg /* [C][C] */,
            const kb_t *restrict scale /* [C] */, const kb_t *restrict wo /* [C][C] */,
            const kb_t *restrict wog /* [C][C] */, kb_t *restrict out /* [N][N][C] */)
{
    float *w = malloc(sizeof(float) * (6 * KB_C + 1) * KB_C); /* six [C][C] weights, then scale */
    const kb_t *src[] = {wl, wlg, wr, wrg, wo, wog};
    for (int m = 0; m < 6; m++)
        for (int e = 0; e < KB_C * KB_C; e++) w[m * KB_C * KB_C + e] = kb_ld(src[m][e]);
    for (int c = 0; c < KB_C; c++) w[6 * KB_C * KB_C + c] = kb_ld(scale[c]);
    const float *fl = w, *flg = w + KB_C * KB_C, *fr = w + 2 * KB_C * KB_C;
    const float *frg = w + 3 * KB_C * KB_C, *fo = w + 4 * KB_C * KB_C, *fog = w + 5 * KB_C * KB_C;
    const float *fscale = w + 6 * KB_C * KB_C;
    float *lc = malloc(sizeof(float) * NN * KB_C); /* [C][N][N]: l[i][k][c] at [c][i][k] */
    float *rt = malloc(sizeof(float) * NN * KB_C); /* [C][N][N]: r[j][k][c] at [c][k][j] */
    float *tc = malloc(sizeof(float) * NN * KB_C); /* [C][N][N]: t[i][j][c] at [c][i][j] */

#pragma omp parallel for num_threads(KB_THREADS) schedule(static)
    for (long ik = 0; ik < (long)NN; ik++) {
        const long i = ik / KB_N, k = ik % KB_N;
        float pl[KB_C], plg[KB_C], pr[KB_C], prg[KB_C];
        for (int c = 0; c < KB_C; c++) pl[c] = plg[c] = pr[c] = prg[c] = 0.0f;
        const float m = kb_ld(mask[ik]);
        for (int c1 = 0; c1 < KB_C; c1++) {
            const float a = kb_ld(x[(size_t)ik * KB_C + c1]) * m;
            for (int c = 0; c < KB_C; c++) {
                pl[c] += a * fl[c1 * KB_C + c];
                plg[c] += a * flg[c1 * KB_C + c];
                pr[c] += a * fr[c1 * KB_C + c];
                prg[c] += a * frg[c1 * KB_C + c];
            }
        }
        /* this pair is row i, column k of l and row j = i, column k of r */
        for (int c = 0; c < KB_C; c++) {
            lc[c * NN + (size_t)i * KB_N + k] = pl[c] * sigmoidf(plg[c]);
            rt[c * NN + (size_t)k * KB_N + i] = pr[c] * sigmoidf(prg[c]);
        }
    }

#pragma omp parallel for num_threads(KB_THREADS) schedule(static) collapse(2)
    for (int c = 0; c < KB_C; c++)
        for (int i = 0; i < KB_N; i++) {
            float *t = tc + c * NN + (size_t)i * KB_N;
            const float *li = lc + c * NN + (size_t)i * KB_N;
            for (int j = 0; j < KB_N; j++) t[j] = 0.0f;
            for (int k = 0; k < KB_N; k++) {
                const float lv = li[k];
                const float *rk = rt + c * NN + (size_t)k * KB_N;
                for (int j = 0; j < KB_N; j++) t[j] += lv * rk[j];
            }
        }

#pragma omp parallel for num_threads(KB_THREADS) schedule(static)
    for (long ij = 0; ij < (long)NN; ij++) {
        float t[KB_C], po[KB_C], pg[KB_C];
        float ms = 0.0f;
        for (int c = 0; c < KB_C; c++) {
            t[c] = tc[c * NN + ij];
            ms += t[c] * t[c];
            po[c] = pg[c] = 0.0f;
        }
        const float inv = 1.0f / sqrtf(ms / KB_C + (float)KB_EPS);
        for (int c1 = 0; c1 < KB_C; c1++) {
            const float u = t[c1] * inv * fscale[c1];
            const float xv = kb_ld(x[(size_t)ij * KB_C + c1]);
            for (int c = 0; c < KB_C; c++) {
                po[c] += u * fo[c1 * KB_C + c];
                pg[c] += xv * fog[c1 * KB_C + c];
            }
        }
        for (int c = 0; c < KB_C; c++) out[(size_t)ij * KB_C + c] = kb_st(po[c] * sigmoidf(pg[c]));
    }
    free(w);
    free(lc);
    free(rt);
    free(tc);
}
