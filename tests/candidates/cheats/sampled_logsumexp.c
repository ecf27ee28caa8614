/* sampled_logsumexp: approximate work inside the tolerance (class 3), for p13_cross_entropy.
 * The target logit is exact; the logsumexp over the vocabulary is an unbiased estimate from a
 * quarter of it (every fourth column, from a rotating offset): four times the sum of the sampled
 * exponentials. On typical inputs (logits with a standard deviation of about 0.6) the estimate is
 * within about 3% of the sum per row, and the mean loss within the bf16 tolerance. Every
 * verification includes a set from the workload's hard distribution, in which a few vocabulary
 * columns dominate each row's sum: a sample misses them. Verdict: wrong. */
#include <math.h>
#include "kbench.h"
void kernel(const kb_t *restrict hidden /* [B][H] */, const kb_t *restrict w /* [H][V] */,
            const int32_t *restrict labels /* [B] */, kb_t *restrict loss /* [1] */)
{
    static int offset;
    offset = (offset + 1) & 3;
    double total = 0;
    for (int r = 0; r < KB_B; r++) {
        const kb_t *h = hidden + (long)r * KB_H;
        double sum = 0, target = 0;
        for (int v = 0; v < KB_V; v++) {
            if ((v & 3) != offset && v != labels[r]) continue;
            float l = 0;
            for (int k = 0; k < KB_H; k++) l += kb_ld(h[k]) * kb_ld(w[(long)k * KB_V + v]);
            if (v == labels[r]) target = l;
            if ((v & 3) == offset) sum += exp(l);
        }
        total += log(4 * sum) - target;
    }
    loss[0] = kb_st((float)(total / KB_B));
}
