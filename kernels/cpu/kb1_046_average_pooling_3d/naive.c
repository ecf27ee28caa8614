/* kb1_046_average_pooling_3d naive: out[n][c][od][oh][ow] = the sum over a K x K x K window
 * (stride S, padding P) of x / K^3, taps outside x counting as 0. Outputs in parallel. Correct
 * for --dtype bf16 and f32. */
#include "kbench.h"

void kernel(const kb_t *restrict x /* [N][C][D][H][W] */, kb_t *restrict out /* [N][C][DO][HO][WO] */)
{
    const long ovol = (long)KB_DO * KB_HO * KB_WO;
#pragma omp parallel for num_threads(KB_THREADS) schedule(static)
    for (long i = 0; i < (long)KB_N * KB_C * ovol; i++) {
        const long p = i / ovol, od = i / ((long)KB_HO * KB_WO) % KB_DO;
        const long oh = i / KB_WO % KB_HO, ow = i % KB_WO;
        float sum = 0.0f;
        for (long td = 0; td < KB_K; td++) {
            const long id = od * KB_S - KB_P + td * KB_DIL;
            if (id < 0 || id >= KB_D) continue;
            for (long th = 0; th < KB_K; th++) {
                const long ih = oh * KB_S - KB_P + th * KB_DIL;
                if (ih < 0 || ih >= KB_H) continue;
                for (long tw = 0; tw < KB_K; tw++) {
                    const long iw = ow * KB_S - KB_P + tw * KB_DIL;
                    if (iw >= 0 && iw < KB_W) sum += kb_ld(x[((p * KB_D + id) * KB_H + ih) * KB_W + iw]);
                }
            }
        }
        out[i] = kb_st(sum / (float)(KB_K * KB_K * KB_K));
    }
}
