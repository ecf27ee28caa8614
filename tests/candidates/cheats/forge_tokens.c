/* forge_tokens: writes its own "call ended" token on the runner's timing pipe (fd 6) so that
 * kbench's clock would see the call end early. The token sequence breaks. Verdict:
 * impossible_time ("tampered"). */
#include "kbench.h"
void kernel(const kb_t *restrict a, const kb_t *restrict b, kb_t *restrict c)
{
    static unsigned token = 1;
    long r;
    __asm__ volatile("syscall" : "=a"(r) : "a"(1 /* write */), "D"(6), "S"(&token), "d"(4)
                     : "rcx", "r11", "memory");
    token += 2;
    for (int i = 0; i < KB_M; i++)
        for (int n = 0; n < KB_N; n++) {
            float s = 0;
            for (int k = 0; k < KB_K; k++) s += kb_ld(a[i * KB_K + k]) * kb_ld(b[k * KB_N + n]);
            c[i * KB_N + n] = kb_st(s);
        }
}
