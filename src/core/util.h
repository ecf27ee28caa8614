/* util.h: invariants, allocation and small helpers shared by every module.
 *
 * Two tiers of errors (design section 8): KB_ASSERT is for a broken invariant of ours and aborts
 * with file and line; anything a user or a candidate can cause is returned as a status with a
 * message (kb_err) and reaches main, which alone exits. */
#ifndef KB_UTIL_H
#define KB_UTIL_H

#include <stddef.h>
#include <stdint.h>
#include <stdbool.h>
#include <stdio.h>

#define KB_ASSERT(c) ((c) ? (void)0 : kb_assert_fail(#c, __FILE__, __LINE__))
#define KB_ARRAY_LEN(a) (sizeof(a) / sizeof((a)[0]))
#define KB_MIN(a, b) ((a) < (b) ? (a) : (b))
#define KB_MAX(a, b) ((a) > (b) ? (a) : (b))

_Noreturn void kb_assert_fail(const char *cond, const char *file, int line);

/* Allocation that cannot fail quietly: out of memory in the harness is our problem, not the
 * candidate's, so it aborts with a message. */
void *kb_xmalloc(size_t n);
void *kb_xcalloc(size_t n, size_t size);
void *kb_xrealloc(void *p, size_t n);
char *kb_xstrdup(const char *s);
/* 64-byte aligned, zeroed; free with free(). */
void *kb_xaligned(size_t n);
/* printf into a fresh heap string. */
char *kb_xasprintf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* "kbench run p08 --preset tiny": argv joined with spaces (heap), for the record. */
char *kb_join_args(int argc, char **argv);

/* An error message for the user: one line that names the problem and, where we know it, the fix.
 * Fixed size so that it can live in shared memory and in structs without ownership rules. */
typedef struct kb_err {
    char msg[1024];
} kb_err;
void kb_err_set(kb_err *e, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* Whole file into a NUL-terminated heap buffer; NULL with errno set on failure. */
char *kb_read_file(const char *path, size_t *len);
/* Write a whole file atomically (temp + rename). Returns 0 or -1 with errno. */
int kb_write_file(const char *path, const void *data, size_t len);
/* mkdir -p. Returns 0 or -1 with errno. */
int kb_mkdirs(const char *path, int mode);

/* SHA-256 of a buffer, as 64 lowercase hex digits plus NUL. Used for the compile cache key and
 * the candidate hash recorded with every result. */
void kb_sha256_hex(const void *data, size_t len, char out[65]);

/* A fast, order-sensitive 64-bit checksum of a buffer (OpenMP-parallel), for "did these bytes
 * change" checks: not cryptographic. n is rounded down to whole 8-byte words plus a tail. */
uint64_t kb_checksum(const void *p, size_t n);

/* Monotonic time in seconds and in nanoseconds. */
double kb_now(void);
uint64_t kb_now_ns(void);

/* Progress messages and the bar are silenced (-q, --json): kb_progress (term.h) reads it. */
extern bool kb_quiet;

#endif
