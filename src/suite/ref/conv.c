/* conv.c: the reference convolution, one function for every convolution of the suite: 1 to 3
 * spatial dimensions, stride, zero padding, dilation, groups, and the transposed convolution
 * (see ref.h). */
#include "ref.h"

#include <string.h>
#include "../../core/util.h"

/* kb:ref begin kb_ref_conv */
/* The u in [0, nu) whose partner v = u*s + off lies in [0, nv): [*lo, *hi) (empty: lo == hi). */
static void conv_span(int64_t nu, int64_t nv, int64_t s, int64_t off, int64_t *lo, int64_t *hi)
{
    const int64_t a = off >= 0 ? 0 : (-off + s - 1) / s;             /* smallest u with v >= 0 */
    const int64_t b = nv - 1 - off < 0 ? 0 : (nv - 1 - off) / s + 1; /* one past v <= nv - 1 */
    *lo = KB_MIN(a, nu);
    *hi = KB_MAX(*lo, KB_MIN(b, nu));
}

/* One output plane (image n, output channel f) of the convolution d describes, into
 * out[O0][O1][O2] (the output extents; unused dimensions are 1), in double:
 *   forward:     out[o] = sum_c sum_t w[f][c][t] * x[n][g*Cg + c][o*stride - pad + t*dilation]
 *   transposed:  out[o] = sum_c sum_t w[g*Cg + c][f - g*Fg][t] * x[n][g*Cg + c][i]
 *                                                  over the i with i*stride - pad + t*dilation = o
 * (+ bias[f] when bias is not NULL), g = f / Fg the group of f, Cg = C/groups input channels and
 * Fg = F/groups output channels per group; x is [N][C][I...], w is [F][Cg][K...] (forward) or
 * [C][Fg][K...] (transposed, PyTorch's ConvTranspose layout). Taps that fall outside the input
 * (or output) read zero padding. Every output's sum runs over c, then over the taps t in
 * row-major order, the bias added last. */
void kb_ref_conv(const kb_ref_conv_desc *d, const float *x, const float *w, const float *bias, int64_t n,
                 int64_t f, double *out)
{
    KB_ASSERT(d->dims >= 1 && d->dims <= 3 && d->groups >= 1);
    KB_ASSERT(d->C % d->groups == 0 && d->F % d->groups == 0);
    int64_t I[3], O[3], K[3], S[3], P[3], D[3]; /* as 3-D, leading unused dimensions of 1 */
    for (int k = 0; k < 3; k++) {
        const int j = k - (3 - d->dims); /* the descriptor's index of dimension k, if used */
        I[k] = j >= 0 ? d->in[j] : 1, O[k] = j >= 0 ? d->out[j] : 1;
        K[k] = j >= 0 ? d->kernel[j] : 1, P[k] = j >= 0 ? d->pad[j] : 0;
        S[k] = j >= 0 && d->stride[j] ? d->stride[j] : 1;
        D[k] = j >= 0 && d->dilation[j] ? d->dilation[j] : 1;
    }
    const int64_t Cg = d->C / d->groups, Fg = d->F / d->groups, g = f / Fg;
    const int64_t in_plane = I[0] * I[1] * I[2], taps = K[0] * K[1] * K[2];
    memset(out, 0, sizeof(double) * (size_t)(O[0] * O[1] * O[2]));
    for (int64_t c = 0; c < Cg; c++) {
        const int64_t cx = g * Cg + c; /* the input channel */
        const float *xc = x + (n * d->C + cx) * in_plane;
        const float *wc = d->transposed ? w + (cx * Fg + (f - g * Fg)) * taps : w + (f * Cg + c) * taps;
        for (int64_t t = 0; t < taps; t++) {
            const int64_t t0 = t / (K[1] * K[2]), t1 = t / K[2] % K[1], t2 = t % K[2];
            const int64_t off0 = t0 * D[0] - P[0], off1 = t1 * D[1] - P[1], off2 = t2 * D[2] - P[2];
            const double wv = wc[t];
            /* u runs over the outputs (forward) or the inputs (transposed), v = u*s + off is its
             * partner on the other side */
            const int64_t *U = d->transposed ? I : O, *V = d->transposed ? O : I;
            int64_t lo0, hi0, lo1, hi1, lo2, hi2;
            conv_span(U[0], V[0], S[0], off0, &lo0, &hi0);
            conv_span(U[1], V[1], S[1], off1, &lo1, &hi1);
            conv_span(U[2], V[2], S[2], off2, &lo2, &hi2);
            for (int64_t u0 = lo0; u0 < hi0; u0++)
                for (int64_t u1 = lo1; u1 < hi1; u1++) {
                    const int64_t v0 = u0 * S[0] + off0, v1 = u1 * S[1] + off1;
                    if (!d->transposed) {
                        double *orow = out + (u0 * O[1] + u1) * O[2];
                        const float *xrow = xc + (v0 * I[1] + v1) * I[2];
                        for (int64_t u2 = lo2; u2 < hi2; u2++) orow[u2] += wv * xrow[u2 * S[2] + off2];
                    } else {
                        double *orow = out + (v0 * O[1] + v1) * O[2];
                        const float *xrow = xc + (u0 * I[1] + u1) * I[2];
                        for (int64_t u2 = lo2; u2 < hi2; u2++) orow[u2 * S[2] + off2] += wv * xrow[u2];
                    }
                }
        }
    }
    if (bias)
        for (int64_t o = 0; o < O[0] * O[1] * O[2]; o++) out[o] += bias[f];
}
/* kb:ref end */
