/* proto_close_fds: closes the runner's command and reply descriptors during its fifth call, so
 * that the runner cannot answer, hoping kbench misreads the silence (an early end of the timing,
 * a harness error). Verdict: crash (it ended the process instead of returning). */
#include "kbench.h"
static long sys1(long n, long a)
{
    long r;
    __asm__ volatile("syscall" : "=a"(r) : "a"(n), "D"(a) : "rcx", "r11", "memory");
    return r;
}
void kernel(const kb_t *restrict a, const kb_t *restrict b, kb_t *restrict c)
{
    static int calls;
    for (int i = 0; i < KB_M; i++)
        for (int n = 0; n < KB_N; n++) {
            float s = 0;
            for (int k = 0; k < KB_K; k++) s += kb_ld(a[i * KB_K + k]) * kb_ld(b[k * KB_N + n]);
            c[i * KB_N + n] = kb_st(s);
        }
    if (++calls == 5) {
        sys1(3 /* close */, 3);
        sys1(3 /* close */, 4);
    }
}
