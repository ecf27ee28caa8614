/* openmp_tasks: rows handed out as OpenMP tasks. */
#include "kbench.h"
static void row(const kb_t *a, const kb_t *b, kb_t *c, int i)
{
    for (int n = 0; n < KB_N; n++) {
        float s = 0;
        for (int k = 0; k < KB_K; k++) s += kb_ld(a[i * KB_K + k]) * kb_ld(b[k * KB_N + n]);
        c[i * KB_N + n] = kb_st(s);
    }
}
void kernel(const kb_t *restrict a, const kb_t *restrict b, kb_t *restrict c)
{
#pragma omp parallel num_threads(KB_THREADS)
#pragma omp single
    for (int i = 0; i < KB_M; i++) {
#pragma omp task firstprivate(i)
        row(a, b, c, i);
    }
}
