/* p10_sparse_moe naive: top-2 routing over X SwiGLU experts.
 *   logits[t][x] = x[t] . router[:, x] in f32; a, b = the top-2 experts (ties: lower index);
 *   pa, pb = softmax of their two logits; out[t] = pa * E_a(x[t]) + pb * E_b(x[t]) with
 *   E_x(v) = (silu(v . gate[x]) * (v . up[x])) . down[x], silu(s) = s / (1 + exp(-s)).
 * Every token is routed first; then expert by expert, its tokens go through it in blocks of up
 * to 8 spread over the threads (i-k-j order, f32 accumulators, h kept in f32), each block adding
 * its weighted outputs into an f32 accumulator of the whole output (a token meets each expert at
 * most once, so the blocks of one expert never touch the same row). Correct for --dtype bf16
 * and f32. */
#include <math.h>
#include <stdlib.h>
#include "kbench.h"

#define ROWS 8 /* tokens per block */

void kernel(const kb_t *restrict x /* [T][E] */, const kb_t *restrict router /* [E][X] */,
            const kb_t *restrict gate /* [X][E][F] */, const kb_t *restrict up /* [X][E][F] */,
            const kb_t *restrict down /* [X][F][E] */, kb_t *restrict out /* [T][E] */)
{
    int *chosen = malloc(sizeof(int) * 2 * KB_T);            /* [T][2] */
    float *prob = malloc(sizeof(float) * 2 * KB_T);          /* [T][2] */
    int *tokens = malloc(sizeof(int) * KB_T);                /* one expert's tokens */
    float *weight = malloc(sizeof(float) * KB_T);            /* and their mixing weights */
    float *acc = calloc((size_t)KB_T * KB_E, sizeof(float)); /* [T][E] */

#pragma omp parallel for num_threads(KB_THREADS) schedule(static)
    for (int t = 0; t < KB_T; t++) {
        float logit[KB_X];
        for (int j = 0; j < KB_X; j++) logit[j] = 0.0f;
        for (int e = 0; e < KB_E; e++) {
            const float xv = kb_ld(x[(size_t)t * KB_E + e]);
            for (int j = 0; j < KB_X; j++) logit[j] += xv * kb_ld(router[e * KB_X + j]);
        }
        int a = 0, b = -1;
        for (int j = 1; j < KB_X; j++)
            if (logit[j] > logit[a]) a = j;
        for (int j = 0; j < KB_X; j++)
            if (j != a && (b < 0 || logit[j] > logit[b])) b = j;
        chosen[2 * t] = a, chosen[2 * t + 1] = b;
        prob[2 * t] = 1.0f / (1.0f + expf(logit[b] - logit[a]));
        prob[2 * t + 1] = 1.0f / (1.0f + expf(logit[a] - logit[b]));
    }

    for (int j = 0; j < KB_X; j++) {
        int n = 0;
        for (int t = 0; t < KB_T; t++)
            for (int s = 0; s < 2; s++)
                if (chosen[2 * t + s] == j) tokens[n] = t, weight[n] = prob[2 * t + s], n++;
        const kb_t *gj = gate + (size_t)j * KB_E * KB_F, *uj = up + (size_t)j * KB_E * KB_F;
        const kb_t *dj = down + (size_t)j * KB_F * KB_E;
#pragma omp parallel num_threads(KB_THREADS)
        {
            float *g = malloc(sizeof(float) * ROWS * KB_F); /* [ROWS][F], becomes h */
            float *u = malloc(sizeof(float) * ROWS * KB_F); /* [ROWS][F] */
            float *y = malloc(sizeof(float) * ROWS * KB_E); /* [ROWS][E] */
#pragma omp for schedule(dynamic)
            for (int i0 = 0; i0 < n; i0 += ROWS) {
                const int nr = n - i0 < ROWS ? n - i0 : ROWS;
                for (int i = 0; i < nr * KB_F; i++) g[i] = u[i] = 0.0f;
                for (int e = 0; e < KB_E; e++) {
                    const kb_t *grow = gj + (size_t)e * KB_F, *urow = uj + (size_t)e * KB_F;
                    for (int r = 0; r < nr; r++) {
                        const float xv = kb_ld(x[(size_t)tokens[i0 + r] * KB_E + e]);
                        float *gr = g + r * KB_F, *ur = u + r * KB_F;
                        for (int f = 0; f < KB_F; f++) {
                            gr[f] += xv * kb_ld(grow[f]);
                            ur[f] += xv * kb_ld(urow[f]);
                        }
                    }
                }
                for (int i = 0; i < nr * KB_F; i++) g[i] = g[i] / (1.0f + expf(-g[i])) * u[i];
                for (int i = 0; i < nr * KB_E; i++) y[i] = 0.0f;
                for (int f = 0; f < KB_F; f++) {
                    const kb_t *drow = dj + (size_t)f * KB_E;
                    for (int r = 0; r < nr; r++) {
                        const float hv = g[r * KB_F + f];
                        float *yr = y + r * KB_E;
                        for (int e = 0; e < KB_E; e++) yr[e] += hv * kb_ld(drow[e]);
                    }
                }
                for (int r = 0; r < nr; r++) {
                    float *ar = acc + (size_t)tokens[i0 + r] * KB_E;
                    for (int e = 0; e < KB_E; e++) ar[e] += weight[i0 + r] * y[r * KB_E + e];
                }
            }
            free(g);
            free(u);
            free(y);
        }
    }

#pragma omp parallel for num_threads(KB_THREADS) schedule(static)
    for (long i = 0; i < (long)KB_T * KB_E; i++) out[i] = kb_st(acc[i]);
    free(chosen);
    free(prob);
    free(tokens);
    free(weight);
    free(acc);
}
