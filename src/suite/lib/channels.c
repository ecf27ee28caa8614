/* channels.c: per-plane statistics and affine maps over NC[D]HW tensors for the lib baselines
 * (see channels.h). */
#include "channels.h"

#include <math.h>

void kb_chan_moments(const float *x, int64_t planes, int64_t len, double *mean, double *m2,
                     int threads)
{
    #pragma omp parallel for schedule(static) num_threads(threads)
    for (int64_t p = 0; p < planes; p++) {
        const float *xp = x + p * len;
        double s = 0;
        #pragma omp simd reduction(+ : s)
        for (int64_t i = 0; i < len; i++) s += xp[i];
        const double mu = s / (double)len;
        mean[p] = mu;
        if (!m2) continue;
        double ss = 0;
        #pragma omp simd reduction(+ : ss)
        for (int64_t i = 0; i < len; i++) {
            const double d = xp[i] - mu;
            ss += d * d;
        }
        m2[p] = ss;
    }
}

void kb_chan_pool(const double *mean, const double *m2, int64_t outer, int64_t k, int64_t inner,
                  int64_t len, double *set_mean, double *set_m2)
{
    for (int64_t o = 0; o < outer; o++)
        for (int64_t i = 0; i < inner; i++) {
            double mu = 0;
            for (int64_t j = 0; j < k; j++) mu += mean[(o * k + j) * inner + i];
            mu /= (double)k;
            double ss = 0;
            for (int64_t j = 0; j < k; j++) {
                const int64_t q = (o * k + j) * inner + i;
                const double d = mean[q] - mu;
                ss += m2[q] + (double)len * d * d;
            }
            set_mean[o * inner + i] = mu;
            set_m2[o * inner + i] = ss;
        }
}

static float load(const void *v, kb_dtype t, int64_t i)
{
    return t == KB_DTYPE_BF16 ? kb_bf16_to_f32(((const kb_bf16 *)v)[i]) : ((const float *)v)[i];
}

void kb_chan_norm_affine(const double *set_mean, const double *set_m2, double count, int64_t N,
                         int64_t C, int64_t set_n, int64_t set_c, const void *gamma,
                         const void *beta, kb_dtype t, double eps, float *a, float *b)
{
    for (int64_t n = 0; n < N; n++)
        for (int64_t c = 0; c < C; c++) {
            const int64_t s = n * set_n + c / set_c;
            const double g = gamma ? load(gamma, t, c) : 1.0, be = beta ? load(beta, t, c) : 0.0;
            const double scale = g / sqrt(set_m2[s] / count + eps);
            a[n * C + c] = (float)scale;
            b[n * C + c] = (float)(be - set_mean[s] * scale);
        }
}

void kb_chan_affine_store(const float *x, int64_t planes, int64_t len, const float *a,
                          const float *b, kb_dtype t, void *y, int threads)
{
    #pragma omp parallel for schedule(static) num_threads(threads)
    for (int64_t p = 0; p < planes; p++) {
        const float *restrict xp = x + p * len;
        const float ap = a[p], bp = b[p];
        if (t == KB_DTYPE_BF16) {
            kb_bf16 *restrict yp = (kb_bf16 *)y + p * len;
            #pragma omp simd
            for (int64_t i = 0; i < len; i++) yp[i] = kb_f32_to_bf16(ap * xp[i] + bp);
        } else {
            float *restrict yp = (float *)y + p * len;
            #pragma omp simd
            for (int64_t i = 0; i < len; i++) yp[i] = ap * xp[i] + bp;
        }
    }
}
