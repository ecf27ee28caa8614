/* huge_object: exhausting the disk (class 5). A 600 MB section that no loader maps: under v2 it
 * compiled, was `ok`, and left 600 MB in the compile cache per distinct source (kbench itself
 * peaked at 630 MB reading it). Each compiler process may write no file over 64 MiB. Verdict:
 * compile_error ("larger than 64 MiB"). */
#include "kbench.h"
__asm__(".section .kbench_junk,\"\",@progbits\n.fill 629145600,1,0x5a\n.previous");
void kernel(const kb_t *restrict a, const kb_t *restrict b, kb_t *restrict c)
{
    for (int i = 0; i < KB_M; i++)
        for (int n = 0; n < KB_N; n++) {
            float s = 0;
            for (int k = 0; k < KB_K; k++) s += kb_ld(a[i * KB_K + k]) * kb_ld(b[k * KB_N + n]);
            c[i * KB_N + n] = kb_st(s);
        }
}
