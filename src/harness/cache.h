/* cache.h: memory out of the caches before each call. Every contestant's call starts with its
 * inputs and outputs in memory, not in a cache, whoever touched them last (the parent wrote the
 * fresh inputs and the poison; the previous contestant may have read the same values). The
 * parent writes them with non-temporal stores, which go to memory and leave no copy in any cache
 * (a line already cached is written back and invalidated first), so writing and evicting is one
 * pass over the bytes instead of a write followed by a clflush of every line. */
#ifndef KB_HARNESS_CACHE_H
#define KB_HARNESS_CACHE_H

#include <stddef.h>

/* Evict [p, p+n) from every cache level (clflushopt, or clflush where it is missing). */
void kb_cache_evict(const void *p, size_t n);

/* memcpy(dst, src, n), with dst left out of the caches. */
void kb_cache_copy_cold(void *dst, const void *src, size_t n);

/* memset(dst, byte, n), with dst left out of the caches. */
void kb_cache_fill_cold(void *dst, unsigned char byte, size_t n);

#endif
