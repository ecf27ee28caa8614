/* exact_then_approx: telling timed calls from verification (class 2). Verification came first
 * (calls 1 to 4) and later calls were checked only against lib, at about four times the NMSE
 * bound, so this kernel is exact for four calls and then 0.77% too large in every element
 * (standing for a cheaper approximation tuned to that slack, such as half of the reduction with
 * a correction): an NMSE of 6e-5, inside the check against lib (1.2e-4 at p08 bf16), outside the
 * bound (3e-5). kbench checks outputs against references at random during timing too (audit
 * sets the candidate has never seen), at 1x. Verdict: wrong ("checked against its reference"). */
#include "kbench.h"
void kernel(const kb_t *restrict a, const kb_t *restrict b, kb_t *restrict c)
{
    static int calls;
    const float f = ++calls > 4 ? 1.0077f : 1.0f;
    for (int i = 0; i < KB_M; i++)
        for (int n = 0; n < KB_N; n++) {
            float s = 0;
            for (int k = 0; k < KB_K; k++) s += kb_ld(a[i * KB_K + k]) * kb_ld(b[k * KB_N + n]);
            c[i * KB_N + n] = kb_st(s * f);
        }
}
