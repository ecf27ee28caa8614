/* _lib/big_alloc.h: scratch on 2 MB pages. Needs <sys/mman.h>, <sys/syscall.h>, <unistd.h>,
 * <stdlib.h>. Spliced into experts by tools/kernels/amalgamate. */
/* Large scratch straight from the kernel, on 2 MB pages where it can: fresh memory on 4 KB
 * pages costs a page fault per 4 KB on first touch (measured here: ~0.5 ms per MB), a 2 MB
 * page one fault per 2 MB. mmap, madvise and munmap go through syscall() (the screen allows
 * it; the sandbox allows memory calls). Nothing survives the call. */
typedef struct big {
    void *base;
    size_t len;
} big;

static void *big_alloc(big *b, size_t n)
{
    const size_t huge = (size_t)2 << 20;
    b->len = (n + 2 * huge - 1) / huge * huge; /* room to align to 2 MB */
    const long p =
        syscall(SYS_mmap, NULL, b->len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == -1) abort();
    b->base = (void *)p;
    char *a = (char *)(((uintptr_t)p + huge - 1) & ~(uintptr_t)(huge - 1));
    syscall(SYS_madvise, a, (n + huge - 1) / huge * huge, MADV_HUGEPAGE);
    return a;
}

static void big_free(big *b) { syscall(SYS_munmap, b->base, b->len); }
