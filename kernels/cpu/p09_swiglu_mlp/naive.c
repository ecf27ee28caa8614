/* p09_swiglu_mlp naive: out = (silu(x.wg) * (x.wu)) . wd, silu(t) = t / (1 + exp(-t)).
 * Row-parallel: for each token row, the gate and up rows are accumulated in f32 in i-k-j order
 * (the inner loops stream rows of wg and wu and vectorise), combined into h in f32 (never
 * rounded to the storage type), then h . wd is accumulated the same way. Correct for --dtype
 * bf16 and f32. */
#include <math.h>
#include <stdlib.h>
#include "kbench.h"

void kernel(const kb_t *restrict x /* [M][E] */, const kb_t *restrict wg /* [E][F] */,
            const kb_t *restrict wu /* [E][F] */, const kb_t *restrict wd /* [F][E] */,
            kb_t *restrict out /* [M][E] */)
{
#pragma omp parallel num_threads(KB_THREADS)
    {
        float *g = malloc(sizeof(float) * KB_F);   /* gate row, then h */
        float *u = malloc(sizeof(float) * KB_F);   /* up row */
        float *acc = malloc(sizeof(float) * KB_E); /* output row */
#pragma omp for schedule(static)
        for (int i = 0; i < KB_M; i++) {
            for (int f = 0; f < KB_F; f++) g[f] = u[f] = 0.0f;
            for (int e = 0; e < KB_E; e++) {
                float xv = kb_ld(x[(size_t)i * KB_E + e]);
                const kb_t *grow = wg + (size_t)e * KB_F, *urow = wu + (size_t)e * KB_F;
                for (int f = 0; f < KB_F; f++) {
                    g[f] += xv * kb_ld(grow[f]);
                    u[f] += xv * kb_ld(urow[f]);
                }
            }
            for (int f = 0; f < KB_F; f++) g[f] = g[f] / (1.0f + expf(-g[f])) * u[f];
            for (int e = 0; e < KB_E; e++) acc[e] = 0.0f;
            for (int f = 0; f < KB_F; f++) {
                float hv = g[f];
                const kb_t *drow = wd + (size_t)f * KB_E;
                for (int e = 0; e < KB_E; e++) acc[e] += hv * kb_ld(drow[e]);
            }
            for (int e = 0; e < KB_E; e++) out[(size_t)i * KB_E + e] = kb_st(acc[e]);
        }
        free(g);
        free(u);
        free(acc);
    }
}
