/* p13_cross_entropy naive: loss = mean_b (log sum_v exp(l[b][v]) - l[b][labels[b]]) with
 * l = hidden . w. Tokens in blocks of up to 8 spread over the threads; a block's logits are made
 * a tile of 512 vocabulary columns at a time (f32, i-k-j order: a row segment of w is loaded once
 * for the 8 tokens) and folded into each token's running max and rescaled exp-sum (an online
 * logsumexp), so no [B][V] logits are stored. The per-token losses are averaged in order at the
 * end. Correct for --dtype bf16 and f32. */
#include <math.h>
#include <stdlib.h>
#include "kbench.h"

#define ROWS 8   /* tokens per block */
#define COLS 512 /* vocabulary columns per tile */

void kernel(const kb_t *restrict hidden /* [B][H] */, const kb_t *restrict w /* [H][V] */,
            const int32_t *restrict labels /* [B] */, kb_t *restrict loss /* [1] */)
{
    float *tok = malloc(sizeof(float) * KB_B); /* per-token loss */
#pragma omp parallel num_threads(KB_THREADS)
    {
        float acc[ROWS * COLS]; /* [ROWS][COLS] logits of one tile */
#pragma omp for schedule(dynamic)
        for (int b0 = 0; b0 < KB_B; b0 += ROWS) {
            const int nr = KB_B - b0 < ROWS ? KB_B - b0 : ROWS;
            float mx[ROWS], sum[ROWS], target[ROWS];
            for (int r = 0; r < nr; r++) mx[r] = -INFINITY, sum[r] = 0.0f, target[r] = 0.0f;
            for (int v0 = 0; v0 < KB_V; v0 += COLS) {
                const int nc = KB_V - v0 < COLS ? KB_V - v0 : COLS;
                for (int i = 0; i < nr * COLS; i++) acc[i] = 0.0f;
                for (int h = 0; h < KB_H; h++) {
                    const kb_t *wrow = w + (size_t)h * KB_V + v0;
                    for (int r = 0; r < nr; r++) {
                        const float hv = kb_ld(hidden[(size_t)(b0 + r) * KB_H + h]);
                        float *arow = acc + r * COLS;
                        for (int j = 0; j < nc; j++) arow[j] += hv * kb_ld(wrow[j]);
                    }
                }
                for (int r = 0; r < nr; r++) {
                    const float *l = acc + r * COLS;
                    float m = mx[r];
                    for (int j = 0; j < nc; j++) m = fmaxf(m, l[j]);
                    float s = sum[r] * expf(mx[r] - m); /* rescale the earlier tiles' sum */
                    for (int j = 0; j < nc; j++) s += expf(l[j] - m);
                    mx[r] = m, sum[r] = s;
                    const int label = labels[b0 + r];
                    if (label >= v0 && label < v0 + nc) target[r] = l[label - v0];
                }
            }
            for (int r = 0; r < nr; r++) tok[b0 + r] = mx[r] + logf(sum[r]) - target[r];
        }
    }
    double total = 0.0;
    for (int b = 0; b < KB_B; b++) total += tok[b];
    loss[0] = kb_st((float)(total / KB_B));
    free(tok);
}
