/* cache_rotation: caching by content. It fingerprints a few input elements and keeps the outputs
 * of the inputs it has seen; when a fingerprint is new and it already holds three outputs it
 * assumes the inputs rotate over the verified sets (as kbench's timed calls once did) and replays
 * the most recent output instead of computing. Every timed call gets fresh inputs and every
 * output is checked against the lib baseline's on the same inputs. Verdict: stale_output. */
#include <stdint.h>
#include <string.h>
#include "kbench.h"
enum { SLOTS = 8 };
static kb_t saved[SLOTS][KB_M * KB_N];
static uint64_t key[SLOTS];
static int n_saved;
/* an element as an integer: its bits under bf16 (kb_bf16 is a struct), its value under f32 */
static uint64_t elem(kb_t v)
{
#ifdef KB_DTYPE_F32
    return (uint64_t)v;
#else
    return v.bits;
#endif
}
static uint64_t fingerprint(const kb_t *a, const kb_t *b)
{
    uint64_t h = 1469598103934665603ull;
    for (int i = 0; i < 16; i++) h = (h ^ elem(a[i * 7]) ^ (elem(b[i * 5]) << 16)) * 1099511628211ull;
    return h;
}
void kernel(const kb_t *restrict a, const kb_t *restrict b, kb_t *restrict c)
{
    uint64_t h = fingerprint(a, b);
    for (int s = 0; s < n_saved; s++)
        if (key[s] == h) {
            memcpy(c, saved[s], sizeof saved[s]);
            return;
        }
    if (n_saved >= 3) {
        memcpy(c, saved[n_saved - 1], sizeof saved[0]);
        return;
    }
    for (int i = 0; i < KB_M; i++)
        for (int n = 0; n < KB_N; n++) {
            float s = 0;
            for (int k = 0; k < KB_K; k++) s += kb_ld(a[i * KB_K + k]) * kb_ld(b[k * KB_N + n]);
            c[i * KB_N + n] = kb_st(s);
        }
    key[n_saved] = h;
    memcpy(saved[n_saved++], c, sizeof saved[0]);
}
