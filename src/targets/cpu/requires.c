/* requires.c: parse KB_REQUIRES declarations and check them against this machine (requires.h). */
#include "requires.h"

#include <ctype.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "../../core/util.h"
#include "../../harness/tune.h"

#if defined(__x86_64__) || defined(__i386__)
#include <cpuid.h>
#include <sys/syscall.h>
#define KB_REQ_X86 1
#endif

#define KB_REQ_NAME_(name) #name,
static const char *const req_names[KB_REQ_COUNT] = {KB_REQUIRES_NAMES(KB_REQ_NAME_)};

#define BIT(name) ((uint64_t)1 << KB_REQ_##name)
#define DTYPE_BITS (BIT(bf16) | BIT(f32))

static bool ident_char(char c) { return isalnum((unsigned char)c) || c == '_'; }

static const char *skip_space(const char *s, int *line)
{
    for (; *s && isspace((unsigned char)*s); s++) *line += *s == '\n';
    return s;
}

/* The list of known names, for messages: "bf16, f32, avx, ..." */
static void known_names(char *buf, size_t cap)
{
    size_t pos = 0;
    buf[0] = 0;
    for (int i = 0; i < KB_REQ_COUNT && pos < cap; i++)
        pos += (size_t)snprintf(buf + pos, cap - pos, "%s%s", i ? ", " : "", req_names[i]);
}

/* One declaration after "KB_REQUIRES" at s; returns the character after its ')' or NULL. */
static const char *parse_decl(const char *s, int *line, void *ctx, char *err, size_t cap)
{
    kb_requires *r = ctx;
    const int at = *line;
    s = skip_space(s, line);
    if (*s != '(') {
        snprintf(err, cap,
                 "line %d: KB_REQUIRES must be followed by (names...), e.g. "
                 "KB_REQUIRES(bf16, amx_bf16)",
                 at);
        return NULL;
    }
    for (s++;;) {
        s = skip_space(s, line);
        const char *n0 = s;
        while (ident_char(*s)) s++;
        const size_t len = (size_t)(s - n0);
        int k = 0;
        while (k < KB_REQ_COUNT && !(strlen(req_names[k]) == len && !memcmp(req_names[k], n0, len))) k++;
        if (k == KB_REQ_COUNT) {
            char known[512];
            known_names(known, sizeof known);
            if (len)
                snprintf(err, cap,
                         "line %d: KB_REQUIRES names '%.*s', which kbench does not know "
                         "(known: %s)",
                         at, (int)KB_MIN(len, (size_t)40), n0, known);
            else
                snprintf(err, cap,
                         "line %d: KB_REQUIRES expects names separated by commas "
                         "(known: %s)",
                         at, known);
            return NULL;
        }
        r->need |= (uint64_t)1 << k;
        s = skip_space(s, line);
        if (*s == ')') return s + 1;
        if (*s != ',') {
            snprintf(err, cap, "line %d: KB_REQUIRES(...): expected ',' or ')' after %s", at, req_names[k]);
            return NULL;
        }
        s++;
    }
}

int kb_requires_parse(const char *src, kb_requires *r, char *err, size_t cap)
{
    memset(r, 0, sizeof *r);
    return kb_src_scan(src, "KB_REQUIRES", parse_decl, r, err, cap);
}

#ifdef KB_REQ_X86
/* Whether the kernel lets a process use the AMX tile data (ARCH_REQ_XCOMP_PERM for XTILEDATA),
 * asked in a child so that this process keeps its own signal-frame size and permissions. */
static bool amx_permitted(void)
{
    const pid_t pid = fork();
    if (pid == 0) _exit(syscall(SYS_arch_prctl, 0x1023 /* ARCH_REQ_XCOMP_PERM */, 18) == 0 ? 0 : 1);
    int status = 0;
    return pid > 0 && waitpid(pid, &status, 0) == pid && WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

static uint64_t detect(void)
{
    unsigned a, b, c, d, b7 = 0, c7 = 0, d7 = 0, a71 = 0;
    if (!__get_cpuid(1, &a, &b, &c, &d)) return 0;
    const unsigned c1 = c;
    if (__get_cpuid_count(7, 0, &a, &b, &c, &d)) {
        b7 = b, c7 = c, d7 = d;
        if (a >= 1 && __get_cpuid_count(7, 1, &a, &b, &c, &d)) a71 = a;
    }
    /* which register state the OS saves: without it a feature cpuid reports cannot be used */
    uint64_t xcr0 = 0;
    if (c1 & (1u << 27)) { /* OSXSAVE: xgetbv is available */
        unsigned lo, hi;
        __asm__ volatile("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
        xcr0 = (uint64_t)hi << 32 | lo;
    }
    const bool ymm = (xcr0 & 0x6) == 0x6, zmm = (xcr0 & 0xe6) == 0xe6;
    const bool tiles = (xcr0 & 0x60000) == 0x60000;
    struct {
        int bit;
        bool on;
    } f[] = {
        {KB_REQ_avx, ymm && (c1 >> 28 & 1)},
        {KB_REQ_fma, ymm && (c1 >> 12 & 1)},
        {KB_REQ_f16c, ymm && (c1 >> 29 & 1)},
        {KB_REQ_avx2, ymm && (b7 >> 5 & 1)},
        {KB_REQ_bmi2, b7 >> 8 & 1},
        {KB_REQ_avx512f, zmm && (b7 >> 16 & 1)},
        {KB_REQ_avx512dq, zmm && (b7 >> 17 & 1)},
        {KB_REQ_avx512cd, zmm && (b7 >> 28 & 1)},
        {KB_REQ_avx512bw, zmm && (b7 >> 30 & 1)},
        {KB_REQ_avx512vl, zmm && (b7 >> 31 & 1)},
        {KB_REQ_avx512_vnni, zmm && (c7 >> 11 & 1)},
        {KB_REQ_avx512_bf16, zmm && (a71 >> 5 & 1)},
        {KB_REQ_avx512_fp16, zmm && (d7 >> 23 & 1)},
        {KB_REQ_amx_bf16, tiles && (d7 >> 22 & 1)},
        {KB_REQ_amx_tile, tiles && (d7 >> 24 & 1)},
        {KB_REQ_amx_int8, tiles && (d7 >> 25 & 1)},
    };
    _Static_assert(sizeof f / sizeof f[0] == KB_REQ_COUNT - 2, "every ISA name is detected");
    uint64_t have = 0;
    for (size_t i = 0; i < sizeof f / sizeof f[0]; i++)
        if (f[i].on) have |= (uint64_t)1 << f[i].bit;
    const uint64_t amx = BIT(amx_tile) | BIT(amx_bf16) | BIT(amx_int8);
    if ((have & amx) && !amx_permitted()) have &= ~amx;
    return have;
}
#else
static uint64_t detect(void) { return 0; } /* no x86 features off x86 */
#endif

static uint64_t machine_have;
static void detect_once(void) { machine_have = detect(); }

uint64_t kb_requires_machine(void)
{
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, detect_once);
    return machine_have;
}

bool kb_requires_met(const kb_requires *r, kb_dtype dt, uint64_t have, char *why, size_t cap)
{
    uint64_t missing = r->need & ~DTYPE_BITS & ~have;
    const uint64_t dtypes = r->need & DTYPE_BITS;
    const uint64_t this_dtype = dt == KB_DTYPE_F32 ? BIT(f32) : dt == KB_DTYPE_BF16 ? BIT(bf16) : 0;
    if (dtypes && !(dtypes & this_dtype)) missing |= dtypes; /* "needs bf16": the dtypes it has */
    if (cap) why[0] = 0;
    size_t pos = 0;
    for (int i = 0; i < KB_REQ_COUNT && pos < cap; i++)
        if (missing >> i & 1)
            pos += (size_t)snprintf(why + pos, cap - pos, "%s%s", pos ? ", " : "needs ", req_names[i]);
    return !missing;
}

int kb_requires_check_file(const char *path, kb_dtype dt, char *why, size_t cap)
{
    char *src = kb_read_file(path, NULL);
    if (cap) why[0] = 0;
    if (!src) return 1; /* nothing to say: evaluating it reports the unreadable file */
    kb_requires r;
    char err[1024];
    int rc;
    if (kb_requires_parse(src, &r, err, sizeof err) != 0) {
        snprintf(why, cap, "%s: %s", path, err);
        rc = -1;
    } else
        rc = kb_requires_met(&r, dt, kb_requires_machine(), why, cap) ? 1 : 0;
    free(src);
    return rc;
}
