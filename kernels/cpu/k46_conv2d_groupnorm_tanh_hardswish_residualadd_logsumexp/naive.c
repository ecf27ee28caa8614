/* k46_conv2d_groupnorm_tanh_hardswish_residualadd_logsumexp naive:
 *   c = cb[f] + sum_{k,p,q} w[f][k][p][q] * x[n][k][i+p][j+q]
 *   t = tanh((c - mu[n][g]) / sqrt(var[n][g] + EPS) * gamma[f] + beta[f])
 *   out[n][0][i][j] = log sum_f exp(c + t * min(max(t + 3, 0), 6) / 6)
 * NCHW, stride 1, no padding; mu and biased var over group g's F/G channels and the whole plane.
 * Pass 1: every (image, filter) plane of c into an f32 buffer, row by row (inner loop along the
 * row, so it vectorises). Pass 2: group statistics in double. Pass 3: per pixel, the channel
 * values and their log-sum-exp shifted by the largest. Correct for --dtype bf16 and f32. */
#include <math.h>
#include <stdlib.h>
#include "kbench.h"

#define FG (KB_F / KB_G)

void kernel(const kb_t *restrict x /* [N][C][H][W] */, const kb_t *restrict w /* [F][C][KH][KW] */,
            const kb_t *restrict cb /* [F] */, const kb_t *restrict gamma /* [F] */,
            const kb_t *restrict beta /* [F] */, kb_t *restrict out /* [N][1][HO][WO] */)
{
    const size_t plane = (size_t)KB_HO * KB_WO;
    float *c = malloc(sizeof(float) * KB_N * KB_F * plane); /* [N][F][HO][WO] */
    float *scale = malloc(sizeof(float) * KB_N * KB_F);     /* [N][F] */
    float *shift = malloc(sizeof(float) * KB_N * KB_F);     /* [N][F] */
#pragma omp parallel for schedule(dynamic, 1) num_threads(KB_THREADS)
    for (int nf = 0; nf < KB_N * KB_F; nf++) {
        const int n = nf / KB_F, f = nf % KB_F;
        const float bias = kb_ld(cb[f]);
        for (int i = 0; i < KB_HO; i++) {
            float *crow = c + nf * plane + (size_t)i * KB_WO;
            for (int j = 0; j < KB_WO; j++) crow[j] = bias;
            for (int k = 0; k < KB_C; k++)
                for (int p = 0; p < KB_KH; p++)
                    for (int q = 0; q < KB_KW; q++) {
                        const float wv = kb_ld(w[((size_t)(f * KB_C + k) * KB_KH + p) * KB_KW + q]);
                        const kb_t *xrow = x + ((size_t)(n * KB_C + k) * KB_H + i + p) * KB_W + q;
                        for (int j = 0; j < KB_WO; j++) crow[j] += wv * kb_ld(xrow[j]);
                    }
        }
    }
#pragma omp parallel for schedule(dynamic, 1) num_threads(KB_THREADS)
    for (int ng = 0; ng < KB_N * KB_G; ng++) {
        const float *cg = c + (size_t)ng * FG * plane; /* the group's channels are adjacent */
        double sum = 0.0, ss = 0.0;
        for (size_t e = 0; e < FG * plane; e++) sum += cg[e];
        const double mean = sum / (FG * plane);
        for (size_t e = 0; e < FG * plane; e++) ss += (cg[e] - mean) * (cg[e] - mean);
        const double inv = 1.0 / sqrt(ss / (FG * plane) + KB_EPS);
        for (int fi = 0; fi < FG; fi++) {
            const int f = ng % KB_G * FG + fi, nf = ng * FG + fi;
            scale[nf] = (float)(inv * kb_ld(gamma[f]));
            shift[nf] = (float)(kb_ld(beta[f]) - mean * inv * kb_ld(gamma[f]));
        }
    }
#pragma omp parallel for schedule(static) num_threads(KB_THREADS)
    for (size_t ne = 0; ne < KB_N * plane; ne++) {
        const size_t n = ne / plane, e = ne % plane;
        float r[KB_F], rmax = -INFINITY, sum = 0.0f;
        for (int f = 0; f < KB_F; f++) {
            const size_t nf = n * KB_F + f;
            const float v = c[nf * plane + e];
            const float t = tanhf(v * scale[nf] + shift[nf]);
            r[f] = v + t * fminf(fmaxf(t + 3.0f, 0.0f), 6.0f) / 6.0f;
            rmax = fmaxf(rmax, r[f]);
        }
        for (int f = 0; f < KB_F; f++) sum += expf(r[f] - rmax);
        out[ne] = kb_st(rmax + logf(sum));
    }
    free(c), free(scale), free(shift);
}
