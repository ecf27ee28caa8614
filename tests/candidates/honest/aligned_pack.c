/* aligned_pack: b transposed into a 64-byte aligned f32 panel (aligned_alloc and
 * posix_memalign), then dot products along k. */
#include <stdlib.h>
#include "kbench.h"
void kernel(const kb_t *restrict a, const kb_t *restrict b, kb_t *restrict c)
{
    float *bt = aligned_alloc(64, sizeof(float) * KB_K * KB_N);
    float *ar = 0;
    if (!bt || posix_memalign((void **)&ar, 64, sizeof(float) * KB_K)) return;
    for (int k = 0; k < KB_K; k++)
        for (int n = 0; n < KB_N; n++) bt[n * KB_K + k] = kb_ld(b[k * KB_N + n]);
    for (int i = 0; i < KB_M; i++) {
        for (int k = 0; k < KB_K; k++) ar[k] = kb_ld(a[i * KB_K + k]);
        for (int n = 0; n < KB_N; n++) {
            float s = 0;
            for (int k = 0; k < KB_K; k++) s += ar[k] * bt[n * KB_K + k];
            c[i * KB_N + n] = kb_st(s);
        }
    }
    free(ar);
    free(bt);
}
