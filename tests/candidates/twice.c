/* twice: correct, but does all its work twice. Against the same kernel doing it once (--vs),
 * the speedup of the once-kernel over this one is about 2, i.e. this one's is about 0.5. */
#include "kbench.h"
void kernel(const kb_t *restrict a, const kb_t *restrict b, kb_t *restrict c)
{
    volatile int reps = 2; /* volatile: the compiler may not fold the repeat away */
    for (int rep = 0; rep < reps; rep++) {
    for (int i = 0; i < KB_M; i++)
        for (int j = 0; j < KB_N; j++) {
            float s = 0;
            for (int k = 0; k < KB_K; k++) s += kb_ld(a[i * KB_K + k]) * kb_ld(b[k * KB_N + j]);
            c[i * KB_N + j] = kb_st(s);
        }
    }
}
