/* crash_exit: ends the process instead of returning, through a raw exit_group system call (the
 * libc exit() is refused earlier, by screening). Verdict: crash, "instead of returning". */
#include "kbench.h"
void kernel(const kb_t *restrict a, const kb_t *restrict b, kb_t *restrict c)
{
    (void)a;
    (void)b;
    (void)c;
    __asm__ volatile("syscall" ::"a"(231 /* exit_group */), "D"(0) : "rcx", "r11", "memory");
}
