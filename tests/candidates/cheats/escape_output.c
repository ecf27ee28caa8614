/* escape_output: lying to the reader (class 6). It prints terminal escape sequences that clear
 * the screen and draw a fake "verdict: ok ... 9.874x" line, and bytes that are not UTF-8 (under v2
 * such a row vanished from `kbench history --json`), then dies. Whatever a child prints is shown
 * with its control characters escaped, and stored as valid UTF-8. Verdict: crash, with the escapes
 * visible as text in the detail. */
#include <stdlib.h>
#include "kbench.h"
static long sys3(long n, long a, long b, long c)
{
    long r;
    __asm__ volatile("syscall" : "=a"(r) : "a"(n), "D"(a), "S"(b), "d"(c) : "rcx", "r11", "memory");
    return r;
}
void kernel(const kb_t *restrict a, const kb_t *restrict b, kb_t *restrict c)
{
    (void)a, (void)b, (void)c;
    static const char lie[] =
        "\033[2J\033[H\033[32mverdict: ok  (correct) speedup 9.874x \xff\xfe\x9b\033[0m";
    sys3(1 /* write */, 2, (long)lie, sizeof lie - 1);
    abort();
}
