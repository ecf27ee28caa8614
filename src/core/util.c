/* util.c: the helpers of util.h. */
#include "util.h"

#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

bool kb_quiet;

void kb_assert_fail(const char *cond, const char *file, int line)
{
    fprintf(stderr,
            "kbench: internal error: %s:%d: assertion '%s' failed (a bug in kbench; "
            "please report it)\n",
            file, line, cond);
    abort();
}

static void *check(void *p, size_t n)
{
    if (!p && n) {
        fprintf(stderr, "kbench: out of memory allocating %zu bytes\n", n);
        abort();
    }
    return p;
}

void *kb_xmalloc(size_t n) { return check(malloc(n ? n : 1), n); }
void *kb_xcalloc(size_t n, size_t size) { return check(calloc(n ? n : 1, size ? size : 1), n * size); }
void *kb_xrealloc(void *p, size_t n) { return check(realloc(p, n ? n : 1), n); }
char *kb_xstrdup(const char *s) { return check(strdup(s), strlen(s) + 1); }

void *kb_xaligned(size_t n)
{
    size_t rounded = (n + 63) & ~(size_t)63;
    void *p = check(aligned_alloc(64, rounded ? rounded : 64), rounded);
    memset(p, 0, rounded);
    return p;
}

char *kb_xasprintf(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    char *s = NULL;
    int n = vasprintf(&s, fmt, ap);
    va_end(ap);
    return check(n < 0 ? NULL : s, 1);
}

void kb_err_set(kb_err *e, const char *fmt, ...)
{
    if (!e) return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(e->msg, sizeof e->msg, fmt, ap);
    va_end(ap);
}

char *kb_read_file(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    size_t cap = 4096, n = 0;
    char *buf = kb_xmalloc(cap);
    for (;;) {
        if (n + 1 >= cap) buf = kb_xrealloc(buf, cap *= 2);
        size_t got = fread(buf + n, 1, cap - n - 1, f);
        n += got;
        if (got == 0) break;
    }
    int bad = ferror(f);
    fclose(f);
    if (bad) {
        free(buf);
        errno = EIO;
        return NULL;
    }
    buf[n] = 0;
    if (len) *len = n;
    return buf;
}

int kb_write_file(const char *path, const void *data, size_t len)
{
    /* per thread: the agent compiles in one thread while another evaluates */
    char *tmp = kb_xasprintf("%s.tmp.%d.%d", path, (int)getpid(), (int)gettid());
    int fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd < 0) {
        free(tmp);
        return -1;
    }
    const char *p = data;
    size_t left = len;
    while (left) {
        ssize_t w = write(fd, p, left);
        if (w < 0) {
            if (errno == EINTR) continue;
            int e = errno;
            close(fd);
            unlink(tmp);
            free(tmp);
            errno = e;
            return -1;
        }
        p += w;
        left -= (size_t)w;
    }
    if (close(fd) != 0 || rename(tmp, path) != 0) {
        int e = errno;
        unlink(tmp);
        free(tmp);
        errno = e;
        return -1;
    }
    free(tmp);
    return 0;
}

int kb_mkdirs(const char *path, int mode)
{
    char *p = kb_xstrdup(path);
    for (char *s = p + 1; *s; s++) {
        if (*s != '/') continue;
        *s = 0;
        if (mkdir(p, (mode_t)mode) != 0 && errno != EEXIST) {
            free(p);
            return -1;
        }
        *s = '/';
    }
    int rc = mkdir(p, (mode_t)mode);
    free(p);
    return rc != 0 && errno != EEXIST ? -1 : 0;
}

/* ---- SHA-256 (FIPS 180-4) ---------------------------------------------------------------- */

static const uint32_t sha_k[64] = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
};

static uint32_t ror(uint32_t x, int n) { return (x >> n) | (x << (32 - n)); }

static void sha_block(uint32_t h[8], const uint8_t *p)
{
    uint32_t w[64];
    for (int i = 0; i < 16; i++)
        w[i] = (uint32_t)p[4 * i] << 24 | (uint32_t)p[4 * i + 1] << 16 | (uint32_t)p[4 * i + 2] << 8 |
               p[4 * i + 3];
    for (int i = 16; i < 64; i++) {
        uint32_t s0 = ror(w[i - 15], 7) ^ ror(w[i - 15], 18) ^ (w[i - 15] >> 3);
        uint32_t s1 = ror(w[i - 2], 17) ^ ror(w[i - 2], 19) ^ (w[i - 2] >> 10);
        w[i] = w[i - 16] + s0 + w[i - 7] + s1;
    }
    uint32_t a = h[0], b = h[1], c = h[2], d = h[3], e = h[4], f = h[5], g = h[6], hh = h[7];
    for (int i = 0; i < 64; i++) {
        uint32_t t1 = hh + (ror(e, 6) ^ ror(e, 11) ^ ror(e, 25)) + ((e & f) ^ (~e & g)) + sha_k[i] + w[i];
        uint32_t t2 = (ror(a, 2) ^ ror(a, 13) ^ ror(a, 22)) + ((a & b) ^ (a & c) ^ (b & c));
        hh = g;
        g = f;
        f = e;
        e = d + t1;
        d = c;
        c = b;
        b = a;
        a = t1 + t2;
    }
    h[0] += a;
    h[1] += b;
    h[2] += c;
    h[3] += d;
    h[4] += e;
    h[5] += f;
    h[6] += g;
    h[7] += hh;
}

void kb_sha256_hex(const void *data, size_t len, char out[65])
{
    uint32_t h[8] = {0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
                     0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19};
    const uint8_t *p = data;
    size_t n = len;
    for (; n >= 64; n -= 64, p += 64) sha_block(h, p);
    uint8_t tail[128] = {0};
    memcpy(tail, p, n);
    tail[n] = 0x80;
    size_t tl = n + 1 + 8 <= 64 ? 64 : 128;
    uint64_t bits = (uint64_t)len * 8;
    for (int i = 0; i < 8; i++) tail[tl - 1 - i] = (uint8_t)(bits >> (8 * i));
    sha_block(h, tail);
    if (tl == 128) sha_block(h, tail + 64);
    for (int i = 0; i < 8; i++) sprintf(out + 8 * i, "%08x", h[i]);
}

uint64_t kb_checksum(const void *p, size_t n)
{
    const uint64_t *w = p;
    size_t nw = n / 8;
    uint64_t sum = 0;
#pragma omp parallel for reduction(+ : sum) schedule(static) if (nw > (1u << 16))
    for (size_t i = 0; i < nw; i++) sum += (w[i] ^ (i * 0x9e3779b97f4a7c15ull)) * 0xff51afd7ed558ccdull;
    const unsigned char *t = (const unsigned char *)p + nw * 8;
    for (size_t i = 0; i < n % 8; i++) sum = sum * 31 + t[i];
    return sum;
}

double kb_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

uint64_t kb_now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

char *kb_join_args(int argc, char **argv)
{
    size_t len = 8;
    for (int i = 0; i < argc; i++) len += strlen(argv[i]) + 1;
    char *s = kb_xmalloc(len), *q = s;
    q += sprintf(q, "kbench");
    for (int i = 0; i < argc; i++) q += sprintf(q, " %s", argv[i]);
    return s;
}
