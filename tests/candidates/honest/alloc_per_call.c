/* alloc_per_call: an honest kernel that allocates and frees a transposed copy of b on every call
 * (fresh pages each time: the page faults are its own cost, inside its timed window). */
#include <stdlib.h>
#include "kbench.h"
void kernel(const kb_t *restrict a, const kb_t *restrict b, kb_t *restrict c)
{
    float *bt = malloc(sizeof(float) * KB_K * KB_N);
    if (!bt) return;
    for (int k = 0; k < KB_K; k++)
        for (int n = 0; n < KB_N; n++) bt[n * KB_K + k] = kb_ld(b[k * KB_N + n]);
    for (int i = 0; i < KB_M; i++)
        for (int n = 0; n < KB_N; n++) {
            float s = 0;
            for (int k = 0; k < KB_K; k++) s += kb_ld(a[i * KB_K + k]) * bt[n * KB_K + k];
            c[i * KB_N + n] = kb_st(s);
        }
    free(bt);
}
