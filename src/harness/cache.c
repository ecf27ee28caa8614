/* cache.c: see cache.h. SSE2's streaming store (16 bytes) is in every x86-64: the write-combining
 * buffers merge consecutive ones into whole-line writes, so wider vectors would not go faster. */
#include "cache.h"

#include <emmintrin.h>
#include <stdint.h>
#include <string.h>

void kb_cache_evict(const void *p, size_t n)
{
    static int has_opt = -1;
    if (has_opt < 0) {
        unsigned a, b, c, d;
        __asm__("cpuid" : "=a"(a), "=b"(b), "=c"(c), "=d"(d) : "a"(7), "c"(0));
        has_opt = (b >> 23) & 1;
    }
    if (!n) return;
    const char *s = (const char *)((uintptr_t)p & ~(uintptr_t)63), *e = (const char *)p + n;
    if (has_opt)
        for (; s < e; s += 64) __asm__ volatile("clflushopt %0" : "+m"(*(volatile char *)s));
    else
        for (; s < e; s += 64) __asm__ volatile("clflush %0" : "+m"(*(volatile char *)s));
    __asm__ volatile("sfence" ::: "memory");
}

/* Chunks for the threads: large enough that the loop's overhead is nothing, and lines aligned. */
#define CHUNK ((size_t)1 << 20)

/* The 16-byte-aligned middle of [dst, dst+n): written by streaming stores; the ragged ends are
 * written plainly and then evicted. `src` NULL fills with `byte`. */
static void cold(char *dst, const char *src, unsigned char byte, size_t n)
{
    if (!n) return;
    size_t head = (size_t)(-(uintptr_t)dst & 15);
    if (head > n) head = n;
    size_t body = (n - head) & ~(size_t)15, tail = n - head - body;
    if (src) {
        memcpy(dst, src, head);
        memcpy(dst + head + body, src + head + body, tail);
    } else {
        memset(dst, byte, head);
        memset(dst + head + body, byte, tail);
    }
    char *d = dst + head;
    const char *s = src ? src + head : NULL;
    const __m128i fill = _mm_set1_epi8((char)byte);
    const size_t chunks = (body + CHUNK - 1) / CHUNK;
#pragma omp parallel for schedule(static) if (chunks > 1)
    for (size_t c = 0; c < chunks; c++) {
        size_t from = c * CHUNK, to = from + CHUNK < body ? from + CHUNK : body;
        if (s)
            for (size_t k = from; k < to; k += 16)
                _mm_stream_si128((__m128i *)(void *)(d + k),
                                 _mm_loadu_si128((const __m128i *)(const void *)(s + k)));
        else
            for (size_t k = from; k < to; k += 16) _mm_stream_si128((__m128i *)(void *)(d + k), fill);
    }
    _mm_sfence();
    if (head) kb_cache_evict(dst, head);
    if (tail) kb_cache_evict(dst + head + body, tail);
}

void kb_cache_copy_cold(void *dst, const void *src, size_t n) { cold(dst, src, 0, n); }

void kb_cache_fill_cold(void *dst, unsigned char byte, size_t n) { cold(dst, NULL, byte, n); }
