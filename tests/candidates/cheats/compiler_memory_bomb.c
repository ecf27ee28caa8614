/* compiler_memory_bomb: exhausting the machine's memory through the compiler (class 5). A macro
 * that doubles at each level makes an initializer of 2^27 elements: cc1 grew past 4 GB under v2,
 * with no limit, and a few more levels would take the whole machine. Each compiler process has
 * 2 GiB of address space. Verdict: compile_error ("out of memory"). */
#include "kbench.h"
#define X0 1
#define X1 X0, X0
#define X2 X1, X1
#define X3 X2, X2
#define X4 X3, X3
#define X5 X4, X4
#define X6 X5, X5
#define X7 X6, X6
#define X8 X7, X7
#define X9 X8, X8
#define X10 X9, X9
#define X11 X10, X10
#define X12 X11, X11
#define X13 X12, X12
#define X14 X13, X13
#define X15 X14, X14
#define X16 X15, X15
#define X17 X16, X16
#define X18 X17, X17
#define X19 X18, X18
#define X20 X19, X19
#define X21 X20, X20
#define X22 X21, X21
#define X23 X22, X22
#define X24 X23, X23
#define X25 X24, X24
#define X26 X25, X25
#define X27 X26, X26
static const unsigned char table[] = {X27};
void kernel(const kb_t *restrict a, const kb_t *restrict b, kb_t *restrict c)
{
    for (int i = 0; i < KB_M; i++)
        for (int n = 0; n < KB_N; n++) {
            float s = table[(i + n) & 1023] - 1;
            for (int k = 0; k < KB_K; k++) s += kb_ld(a[i * KB_K + k]) * kb_ld(b[k * KB_N + n]);
            c[i * KB_N + n] = kb_st(s);
        }
}
