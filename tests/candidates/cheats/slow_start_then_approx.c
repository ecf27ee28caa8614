/* slow_start_then_approx: steering the audits' pace (class 2, found in review). The audits used
 * to be spread over the rounds that the first timed round predicted: a first round made slow on
 * purpose predicted few, so the four audits came in the next few sweeps, and a kernel exact until
 * then could turn approximate for the rest of the timing unaudited (about 97% of evaluations with
 * kbench's default timing). This one spins through its two calls of the first round (calls 6 and
 * 7: four verification calls, then the warm-up) and is 0.77% off (inside the check against lib,
 * outside the NMSE bound, as exact_then_approx.c) from call 46 on. Sweep j is now audited with
 * probability 4/j whatever the pace, so hundreds of sweeps after call 46 meet about
 * 4 ln(N / 40) audits. Verdict: wrong ("checked against its reference"). */
#include "kbench.h"
void kernel(const kb_t *restrict a, const kb_t *restrict b, kb_t *restrict c)
{
    static int calls;
    ++calls;
    if (calls == 6 || calls == 7) {
        volatile unsigned spin = 0;
        for (unsigned i = 0; i < 60000000u; i++) spin += i;
    }
    const float f = calls > 45 ? 1.0077f : 1.0f;
    for (int i = 0; i < KB_M; i++)
        for (int n = 0; n < KB_N; n++) {
            float s = 0;
            for (int k = 0; k < KB_K; k++) s += kb_ld(a[i * KB_K + k]) * kb_ld(b[k * KB_N + n]);
            c[i * KB_N + n] = kb_st(s * f);
        }
}
