/* kb1_082_conv_depthwise_2d_square_input_square_kernel naive:
 * the 2-D convolution of its conv.def row (stride (1, 1), padding (0, 0),
 * dilation (1, 1), groups 64), in f32.
 * Output elements in parallel, each a sum over its group's input channels and
 * the kernel taps that land inside x. Correct for --dtype bf16 and f32. */
#include "kbench.h"

/* the extents as 3-D (leading axes of 1), and the row's stride, padding and dilation */
static const long I[3] = {1, KB_H, KB_W}, K[3] = {1, KB_KH, KB_KW};
static const long O[3] = {1, KB_HO, KB_WO};
static const long S[3] = {1, 1, 1}, P[3] = {0, 0, 0}, DL[3] = {1, 1, 1};
#define G 64L
#define CG (KB_C / G)
#define FG (KB_F / G)
#define TAPS (K[0] * K[1] * K[2])

/* Input position i that output position o reads through tap t along axis a. */
static inline int tap(int a, long o, long t, long *i)
{
    *i = o * S[a] - P[a] + t * DL[a];
    return *i >= 0 && *i < I[a];
}

void kernel(const kb_t *restrict x /* [N][C][H][W] */, const kb_t *restrict w /* [F][1][KH][KW] */,
            kb_t *restrict out /* [N][F][HO][WO] */)
{
    const long plane = O[0] * O[1] * O[2], in_plane = I[0] * I[1] * I[2];
#pragma omp parallel for num_threads(KB_THREADS) schedule(static)
    for (long e = 0; e < (long)KB_N * KB_F * plane; e++) {
        const long n = e / (KB_F * plane), f = e / plane % KB_F, o = e % plane;
        const long o0 = o / (O[1] * O[2]), o1 = o / O[2] % O[1], o2 = o % O[2], g = f / FG;
        float acc = 0.0f;
        for (long c = 0; c < CG; c++) {
            const long cx = g * CG + c; /* the input channel */
            for (long t = 0; t < TAPS; t++) {
                long i0, i1, i2;
                if (!tap(0, o0, t / (K[1] * K[2]), &i0) || !tap(1, o1, t / K[2] % K[1], &i1) ||
                    !tap(2, o2, t % K[2], &i2))
                    continue;
                acc += kb_ld(w[((f * CG + c) * TAPS + t)]) *
                       kb_ld(x[(n * KB_C + cx) * in_plane + (i0 * I[1] + i1) * I[2] + i2]);
            }
        }
        out[e] = kb_st(acc);
    }
}
