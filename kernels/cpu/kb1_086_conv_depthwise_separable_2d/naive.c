/* kb1_086_conv_depthwise_separable_2d naive: out = pointwise(depthwise(x)), in f32. Pixels in
 * parallel: each computes its C depthwise outputs (K x K taps, padding (K-1)/2), then the F
 * pointwise sums over them. Correct for --dtype bf16 and f32. */
#include "kbench.h"

void kernel(const kb_t *restrict x /* [N][C][H][W] */, const kb_t *restrict wd /* [C][1][K][K] */,
            const kb_t *restrict wp /* [F][C][1][1] */, kb_t *restrict out /* [N][F][H][W] */)
{
    const long plane = (long)KB_H * KB_W, pad = (KB_K - 1) / 2;
#pragma omp parallel for num_threads(KB_THREADS) schedule(static)
    for (long e = 0; e < (long)KB_N * plane; e++) {
        const long n = e / plane, h = e % plane / KB_W, w = e % KB_W;
        float y[KB_C];
        for (long c = 0; c < KB_C; c++) {
            float acc = 0.0f;
            for (long a = 0; a < KB_K; a++)
                for (long b = 0; b < KB_K; b++) {
                    const long i = h - pad + a, j = w - pad + b;
                    if (i < 0 || i >= KB_H || j < 0 || j >= KB_W) continue;
                    acc += kb_ld(wd[(c * KB_K + a) * KB_K + b]) *
                           kb_ld(x[((n * KB_C + c) * KB_H + i) * KB_W + j]);
                }
            y[c] = acc;
        }
        for (long f = 0; f < KB_F; f++) {
            float acc = 0.0f;
            for (long c = 0; c < KB_C; c++) acc += kb_ld(wp[f * KB_C + c]) * y[c];
            out[(n * KB_F + f) * plane + h * KB_W + w] = kb_st(acc);
        }
    }
}
