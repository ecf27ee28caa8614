/* _lib/naive_conv.h: the plain convolution the naive candidates of the kb2 conv chains share
 * (spliced into each naive.c by tools/kernels/amalgamate): PyTorch's Conv2d/Conv3d or
 * ConvTranspose2d/3d (no kernel flip) with bias, output-stationary, one (image, channel) plane
 * per OpenMP iteration, f32 accumulation, into a malloc'd f32 tensor y [N][F][out...] that the
 * candidate's epilogue then reads. Extents are given as 3 axes (a 2-D problem passes 1 first). */
#include <stdlib.h>

typedef struct naive_conv {
    long n, c, f;          /* batch, input and output channels */
    long in[3], out[3], k; /* spatial extents (3 axes, leading 1s in 2-D), kernel size */
    long stride, pad;      /* the same on every axis */
    int transposed, rank;  /* rank 2 or 3: the kernel has k taps on the last `rank` axes */
} naive_conv;

/* input position of output position o through tap t on one axis, or -1 outside x */
static inline long naive_conv_tap(const naive_conv *d, int a, long o, long t)
{
    if (!d->transposed) {
        const long i = o * d->stride - d->pad + t;
        return i >= 0 && i < d->in[a] ? i : -1;
    }
    const long num = o + d->pad - t;
    if (num < 0 || num % d->stride) return -1;
    return num / d->stride < d->in[a] ? num / d->stride : -1;
}

/* y = conv(x, w) + b (b may be NULL); w is [F][C][k...] standard, [C][F][k...] transposed.
 * Each axis's (tap, input position) pairs per output position are listed once (naive_conv_tap
 * per pair), so that the sum visits only the taps that land inside x. */
static float *naive_conv_run(const naive_conv *d, const kb_t *x, const kb_t *w, const kb_t *b)
{
    const long plane = d->out[0] * d->out[1] * d->out[2], in_plane = d->in[0] * d->in[1] * d->in[2];
    const long kd = d->rank == 3 ? d->k : 1, taps = kd * d->k * d->k;
    long *tt[3], *ti[3], *cnt[3]; /* per axis a, output o: cnt[a][o] pairs (tt, ti)[a][o * k + j] */
    for (int a = 0; a < 3; a++) {
        const long ka = a == 0 ? kd : d->k;
        tt[a] = malloc(sizeof(long) * (size_t)(d->out[a] * ka));
        ti[a] = malloc(sizeof(long) * (size_t)(d->out[a] * ka));
        cnt[a] = calloc((size_t)d->out[a], sizeof(long));
        if (!tt[a] || !ti[a] || !cnt[a]) abort();
        for (long o = 0; o < d->out[a]; o++)
            for (long t = 0; t < ka; t++) {
                const long i = a == 0 && d->rank == 2 ? 0 : naive_conv_tap(d, a, o, t);
                if (i >= 0) tt[a][o * ka + cnt[a][o]] = t, ti[a][o * ka + cnt[a][o]++] = i;
            }
    }
    float *y = malloc(sizeof(float) * (size_t)(d->n * d->f * plane));
    if (!y) abort();
#pragma omp parallel for num_threads(KB_THREADS) schedule(static)
    for (long nf = 0; nf < d->n * d->f; nf++) {
        const long n = nf / d->f, f = nf % d->f;
        for (long o = 0; o < plane; o++) {
            const long o0 = o / (d->out[1] * d->out[2]), o1 = o / d->out[2] % d->out[1], o2 = o % d->out[2];
            float acc = b ? kb_ld(b[f]) : 0.0f;
            for (long j0 = 0; j0 < cnt[0][o0]; j0++)
                for (long j1 = 0; j1 < cnt[1][o1]; j1++)
                    for (long j2 = 0; j2 < cnt[2][o2]; j2++) {
                        const long t = (tt[0][o0 * kd + j0] * d->k + tt[1][o1 * d->k + j1]) * d->k +
                                       tt[2][o2 * d->k + j2];
                        const long at = (ti[0][o0 * kd + j0] * d->in[1] + ti[1][o1 * d->k + j1]) * d->in[2] +
                                        ti[2][o2 * d->k + j2];
                        for (long c = 0; c < d->c; c++) {
                            const long wi =
                                d->transposed ? (c * d->f + f) * taps + t : (f * d->c + c) * taps + t;
                            acc += kb_ld(w[wi]) * kb_ld(x[(n * d->c + c) * in_plane + at]);
                        }
                    }
            y[nf * plane + o] = acc;
        }
    }
    for (int a = 0; a < 3; a++) free(tt[a]), free(ti[a]), free(cnt[a]);
    return y;
}
