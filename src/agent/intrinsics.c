/* intrinsics.c: the API reference of the context artifact, generated from the compiler's own
 * intrinsics headers (the ones immintrin.h includes), for the ISA extensions this CPU has.
 *
 * The headers are read as text, not compiled: a small tokenizer finds every function definition
 * at file scope whose name looks like an intrinsic (gcc: `extern __inline __m512 __attribute__
 * ((...)) _mm512_add_ps (__m512 __A, __m512 __B) {`; clang: `static __inline__ __m512
 * __DEFAULT_FN_ATTRS512 _mm512_add_ps(__m512 __A, __m512 __B) {`), strips the storage and
 * attribute words, and prints `type name(params)`. Intrinsics that exist only as macros (clang
 * writes many immediate-operand ones that way, gcc its AMX tile operations) are listed in their
 * `#define name(args)` form. The whole reference is large (hundreds of KB); the prompt version
 * keeps what this suite's kernels use (f32/bf16/int32/int16 on zmm, loads and stores, masks,
 * conversions, permutes, AMX bf16) and folds the _mask/_maskz variants into one line. */
#include "context.h"

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/text.h"

/* ---- which headers, for which CPU flags ------------------------------------------------------ */

typedef struct isa_header {
    const char *file;  /* gcc and clang spell a few differently: both are listed */
    const char *flags; /* every one of these /proc/cpuinfo flags must be present */
    const char *what;
    bool prompt; /* part of the prompt version at all */
} isa_header;

static const isa_header headers[] = {
    {"xmmintrin.h", "sse", "SSE (prefetch, store fence)", true},
    {"emmintrin.h", "sse2", "SSE2 (fences, pause)", true},
    {"smmintrin.h", "sse4_1", "SSE4.1 (rounding-mode constants)", true},
    {"avxintrin.h", "avx", "AVX (256-bit float)", true},
    {"avx2intrin.h", "avx2", "AVX2 (256-bit integer)", true},
    {"fmaintrin.h", "fma", "FMA3", false},
    {"avx512fintrin.h", "avx512f", "AVX-512 Foundation", true},
    {"avx512dqintrin.h", "avx512dq", "AVX-512 DQ", true},
    {"avx512bwintrin.h", "avx512bw", "AVX-512 BW (16-bit and 8-bit lanes)", true},
    {"avx512cdintrin.h", "avx512cd", "AVX-512 CD", false},
    {"avx512vlintrin.h", "avx512vl", "AVX-512 VL (masked 128/256-bit forms)", true},
    {"avx512vlbwintrin.h", "avx512vl avx512bw", "AVX-512 VL+BW", true},
    {"avx512vldqintrin.h", "avx512vl avx512dq", "AVX-512 VL+DQ", false},
    {"avx512bf16intrin.h", "avx512_bf16", "AVX-512 BF16", true},
    {"avx512bf16vlintrin.h", "avx512_bf16 avx512vl", "AVX-512 BF16+VL", true},
    {"avx512vlbf16intrin.h", "avx512_bf16 avx512vl", "AVX-512 BF16+VL", true},
    {"avx512fp16intrin.h", "avx512_fp16", "AVX-512 FP16", false},
    {"avx512fp16vlintrin.h", "avx512_fp16 avx512vl", "AVX-512 FP16+VL", false},
    {"avx512vlfp16intrin.h", "avx512_fp16 avx512vl", "AVX-512 FP16+VL", false},
    {"avx512vnniintrin.h", "avx512_vnni", "AVX-512 VNNI (int8/int16 dot products)", false},
    {"avx512vnnivlintrin.h", "avx512_vnni avx512vl", "AVX-512 VNNI+VL", false},
    {"avx512vlvnniintrin.h", "avx512_vnni avx512vl", "AVX-512 VNNI+VL", false},
    {"avxvnniintrin.h", "avx_vnni", "AVX-VNNI", false},
    {"avx512vbmiintrin.h", "avx512vbmi", "AVX-512 VBMI", false},
    {"avx512vbmi2intrin.h", "avx512_vbmi2", "AVX-512 VBMI2", false},
    {"avx512ifmaintrin.h", "avx512ifma", "AVX-512 IFMA", false},
    {"avx512vpopcntdqintrin.h", "avx512_vpopcntdq", "AVX-512 VPOPCNTDQ", false},
    {"avx512bitalgintrin.h", "avx512_bitalg", "AVX-512 BITALG", false},
    {"amxtileintrin.h", "amx_tile", "AMX tiles", true},
    {"amxintrin.h", "amx_tile", "AMX tiles (clang: one header for all AMX)", true},
    {"amxbf16intrin.h", "amx_bf16", "AMX BF16", true},
    {"amxint8intrin.h", "amx_int8", "AMX INT8", false},
};

static bool has_flag(const char *flags, const char *want)
{
    if (!flags) return true; /* unknown CPU: list everything */
    size_t n = strlen(want);
    for (const char *s = flags; (s = strstr(s, want)); s += n)
        if ((s == flags || s[-1] == ' ' || s[-1] == '\t') && (s[n] == ' ' || s[n] == '\n' || !s[n]))
            return true;
    return false;
}

static bool has_flags(const char *flags, const char *list)
{
    char buf[96];
    snprintf(buf, sizeof buf, "%s", list);
    for (char *save = NULL, *t = strtok_r(buf, " ", &save); t; t = strtok_r(NULL, " ", &save))
        if (!has_flag(flags, t)) return false;
    return true;
}

/* ---- the tokenizer --------------------------------------------------------------------------- */

typedef struct tok {
    const char *s;
    int n;
} tok;

static bool is_ident_start(char c) { return isalpha((unsigned char)c) || c == '_'; }
static bool is_ident(char c) { return isalnum((unsigned char)c) || c == '_'; }

/* One intrinsic: its name and one printed line. */
typedef struct entry {
    char *name, *line;
    int header; /* index into headers[] */
    int seq;    /* order of discovery: the first definition of a name wins */
} entry;

typedef struct entries {
    entry *v;
    int n, cap;
} entries;

static bool interesting(const char *name, size_t n)
{
    /* _mm_*, _mm256_*, _mm512_*, _tile_*, _k*_mask*, _cvtmask*: a single leading underscore and
     * a lower-case letter; compiler internals start with two underscores */
    if (n < 4 || name[0] != '_' || !islower((unsigned char)name[1])) return false;
    if (n > 9 && !memcmp(name + n - 9, "_internal", 9)) return false;
    return true;
}

static int by_name(const void *a, const void *b)
{
    const entry *x = a, *y = b;
    int c = strcmp(x->name, y->name);
    return c ? c : (x->seq > y->seq) - (x->seq < y->seq);
}

/* After sort_unique: the index of name, or -1. */
static int find(const entries *es, const char *name)
{
    entry key = {.name = (char *)name};
    int lo = 0, hi = es->n - 1;
    while (lo <= hi) {
        int mid = (lo + hi) / 2, c = strcmp(es->v[mid].name, key.name);
        if (c == 0) return mid;
        if (c < 0)
            lo = mid + 1;
        else
            hi = mid - 1;
    }
    return -1;
}

static void add(entries *es, const char *name, size_t name_n, char *line, int header)
{
    if (es->n == es->cap) {
        es->cap = KB_MAX(256, es->cap * 2);
        es->v = kb_xrealloc(es->v, (size_t)es->cap * sizeof *es->v);
    }
    char *nm = kb_xmalloc(name_n + 1);
    memcpy(nm, name, name_n);
    nm[name_n] = 0;
    es->v[es->n] = (entry){nm, line, header, es->n};
    es->n++;
}

/* Sort by name; of several definitions of one name (gcc defines some twice, under #ifdef
 * __OPTIMIZE__ and #else, and a macro may shadow a function), keep the first. */
static void sort_unique(entries *es)
{
    qsort(es->v, (size_t)es->n, sizeof *es->v, by_name);
    int out = 0;
    for (int i = 0; i < es->n; i++) {
        if (out > 0 && !strcmp(es->v[out - 1].name, es->v[i].name)) {
            free(es->v[i].name);
            free(es->v[i].line);
            continue;
        }
        es->v[out++] = es->v[i];
    }
    es->n = out;
}

/* A parameter name as printed: `__A` -> `a`, `__mem_addr` -> `mem_addr`. */
static void put_param_name(kb_sbuf *b, tok t)
{
    int i = 0;
    while (i < t.n - 1 && t.s[i] == '_') i++;
    char buf[64];
    int n = 0;
    for (; i < t.n && n < 63; i++) buf[n++] = (char)tolower((unsigned char)t.s[i]);
    kb_sb_putn(b, buf, (size_t)n);
}

static bool word(tok t) { return is_ident(t.s[0]); }

/* Words that say how a function is stored or compiled, not what it is. */
static bool noise_word(tok t)
{
    static const char *const words[] = {"extern",     "static",        "inline",           "__inline",
                                        "__inline__", "__extension__", "__always_inline__"};
    for (size_t i = 0; i < KB_ARRAY_LEN(words); i++)
        if ((int)strlen(words[i]) == t.n && !memcmp(words[i], t.s, (size_t)t.n)) return true;
    /* clang's attribute macros: __DEFAULT_FN_ATTRS512 and friends (no lower-case letters) */
    if (t.n > 2 && t.s[0] == '_' && t.s[1] == '_') {
        for (int i = 0; i < t.n; i++)
            if (islower((unsigned char)t.s[i])) return false;
        return true;
    }
    return false;
}

/* Print tokens [a, b) with C spacing: words separated by one space, `*` after a space and
 * before none, nothing inside parentheses or before commas. */
static void put_tokens(kb_sbuf *out, const tok *t, int a, int b)
{
    for (int i = a; i < b; i++) {
        bool prev_word = i > a && (word(t[i - 1]) || t[i - 1].s[0] == ')');
        if (i > a && t[i - 1].s[0] == ',')
            kb_sb_puts(out, " ");
        else if (prev_word && (word(t[i]) || t[i].s[0] == '*'))
            kb_sb_puts(out, " ");
        kb_sb_putn(out, t[i].s, (size_t)t[i].n);
    }
}

/* A declaration that ended in `{` (a definition) or `;`: if it is `... name ( params )`, record
 * it. */
static void definition(entries *es, tok *d, int nd, int header)
{
    if (nd < 4 || d[nd - 1].s[0] != ')') return;
    int depth = 0, open = -1;
    for (int i = nd - 1; i >= 0; i--) {
        if (d[i].s[0] == ')')
            depth++;
        else if (d[i].s[0] == '(' && --depth == 0) {
            open = i;
            break;
        }
    }
    if (open < 2 || !word(d[open - 1]) || !interesting(d[open - 1].s, (size_t)d[open - 1].n)) return;
    /* the return type: what is left of the words before the name */
    tok type[32];
    int nt = 0;
    for (int i = 0; i < open - 1; i++) {
        if (d[i].n == 13 && !memcmp(d[i].s, "__attribute__", 13)) {
            int dd = 0; /* skip its (( ... )) */
            for (i++; i < open - 1; i++) {
                if (d[i].s[0] == '(')
                    dd++;
                else if (d[i].s[0] == ')' && --dd == 0)
                    break;
            }
            continue;
        }
        if (noise_word(d[i])) continue;
        if (nt < 32) type[nt++] = d[i];
    }
    if (nt == 0) return;
    kb_sbuf b = {0};
    put_tokens(&b, type, 0, nt);
    kb_sb_puts(&b, " ");
    kb_sb_putn(&b, d[open - 1].s, (size_t)d[open - 1].n);
    kb_sb_puts(&b, "(");
    /* parameters: the last word of each (when there are two or more) is its name */
    int start = open + 1;
    for (int i = open + 1; i <= nd - 1; i++) {
        int dd = 0;
        for (int j = start; j < i; j++) dd += d[j].s[0] == '(' ? 1 : d[j].s[0] == ')' ? -1 : 0;
        if (!(i == nd - 1 || (d[i].s[0] == ',' && dd == 0))) continue;
        if (start > open + 1) kb_sb_puts(&b, ", ");
        int last = i - 1;
        if (last > start && word(d[last]) && d[last].s[0] == '_') {
            put_tokens(&b, d, start, last);
            if (word(d[last - 1]) || d[last - 1].s[0] == ')') kb_sb_puts(&b, " ");
            put_param_name(&b, d[last]);
        } else {
            put_tokens(&b, d, start, i);
        }
        start = i + 1;
    }
    kb_sb_puts(&b, ")");
    add(es, d[open - 1].s, (size_t)d[open - 1].n, b.s, header);
}

/* Named constants worth listing: compare predicates, rounding modes, prefetch hints. */
static bool constant_name(const char *s, size_t n)
{
    static const char *const prefix[] = {"_CMP_", "_MM_FROUND_", "_MM_HINT_"};
    for (size_t i = 0; i < KB_ARRAY_LEN(prefix); i++)
        if (n > strlen(prefix[i]) && !memcmp(s, prefix[i], strlen(prefix[i]))) return true;
    return false;
}

/* A `#define` line (continuations joined): function-like macros named like intrinsics, and the
 * constants above. */
static void macro(entries *macros, entries *consts, const char *s, const char *end, int header)
{
    while (s < end && (*s == ' ' || *s == '\t')) s++;
    if (end - s < 7 || memcmp(s, "define", 6) || !(s[6] == ' ' || s[6] == '\t')) return;
    s += 6;
    while (s < end && (*s == ' ' || *s == '\t')) s++;
    const char *name = s;
    while (s < end && is_ident(*s)) s++;
    size_t nn = (size_t)(s - name);
    if (s < end && *s != '(' && constant_name(name, nn)) {
        add(consts, name, nn, kb_xstrdup(""), header);
        return;
    }
    if (s >= end || *s != '(' || !interesting(name, nn)) return;
    kb_sbuf b = {0};
    kb_sb_puts(&b, "#define ");
    kb_sb_putn(&b, name, nn);
    kb_sb_puts(&b, "(");
    const char *p = s + 1;
    bool first = true;
    while (p < end && *p != ')') {
        while (p < end && (*p == ' ' || *p == '\t' || *p == ',')) p++;
        const char *a = p;
        while (p < end && (is_ident(*p) || *p == '.')) p++;
        if (p == a) break;
        if (!first) kb_sb_puts(&b, ", ");
        first = false;
        char arg[64];
        int n = 0;
        for (const char *q = a; q < p && n < 63; q++) arg[n++] = (char)tolower((unsigned char)*q);
        kb_sb_putn(&b, arg, (size_t)n);
    }
    kb_sb_puts(&b, ")");
    add(macros, name, nn, b.s, header);
}

/* Every intrinsic defined in one header's text. */
static void scan(const char *text, entries *funcs, entries *macros, entries *consts, int header)
{
    int cap = 512, nd = 0, depth = 0;
    tok *d = kb_xmalloc((size_t)cap * sizeof *d);
    bool line_start = true;
    for (const char *s = text; *s;) {
        char c = *s;
        if (c == '\n') {
            line_start = true;
            s++;
            continue;
        }
        if (c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v') {
            s++;
            continue;
        }
        if (c == '/' && s[1] == '*') {
            const char *e = strstr(s + 2, "*/");
            s = e ? e + 2 : s + strlen(s);
            continue;
        }
        if (c == '/' && s[1] == '/') {
            while (*s && *s != '\n') s++;
            continue;
        }
        if (c == '#' && line_start) { /* a preprocessor line, with its continuations */
            const char *e = s;
            while (*e && !(*e == '\n' && e[-1] != '\\')) e++;
            char *line = kb_xmalloc((size_t)(e - s) + 1);
            size_t n = 0;
            for (const char *q = s + 1; q < e; q++)
                if (!(*q == '\\' && q[1] == '\n')) line[n++] = *q == '\n' ? ' ' : *q;
            line[n] = 0;
            if (depth == 0) macro(macros, consts, line, line + n, header);
            free(line);
            s = e;
            continue;
        }
        line_start = false;
        tok t = {s, 1};
        if (is_ident_start(c)) {
            while (is_ident(s[t.n])) t.n++;
        } else if (isdigit((unsigned char)c)) {
            while (is_ident(s[t.n]) || s[t.n] == '.') t.n++;
        } else if (c == '"' || c == '\'') {
            while (s[t.n] && s[t.n] != c) t.n += s[t.n] == '\\' && s[t.n + 1] ? 2 : 1;
            if (s[t.n]) t.n++;
        }
        s += t.n;
        if (depth > 0) { /* inside a body: only braces matter */
            if (c == '{')
                depth++;
            else if (c == '}')
                depth--;
            continue;
        }
        if (c == '{' && nd == 2 && d[1].s[0] == '"') { /* extern "C" { (C++ guard): no body */
            nd = 0;
            continue;
        }
        if (c == '{') {
            definition(funcs, d, nd, header);
            depth = 1;
            nd = 0;
            continue;
        }
        if (c == ';' || c == '}') {
            /* clang declares a few intrinsics without a body (`void _mm_sfence(void);`) */
            if (c == ';') definition(funcs, d, nd, header);
            nd = 0;
            continue;
        }
        if (nd == cap) {
            cap *= 2;
            d = kb_xrealloc(d, (size_t)cap * sizeof *d);
        }
        d[nd++] = t;
    }
    free(d);
}

/* ---- the prompt filter ----------------------------------------------------------------------- */

/* Names outside _mm512_ and _tile_ that a kernel of this suite needs. */
static const char *const extra_names[] = {
    "_mm_prefetch",
    "_mm_sfence",
    "_mm_mfence",
    "_mm_lfence",
    "_mm_pause",
    "_mm256_loadu_si256",
    "_mm256_storeu_si256",
    "_mm256_load_si256",
    "_mm256_store_si256",
    "_mm256_stream_si256",
    "_mm256_mask_storeu_epi16",
    "_mm256_maskz_loadu_epi16",
    "_mm256_mask_loadu_epi16",
    "_mm256_setzero_si256",
    "_mm256_set1_epi16",
};

/* Segments (between underscores) of names that are out of scope: f64, scalar, fp16, 8- and
 * 64-bit integer lanes, explicit rounding modes. */
static bool dropped_segment(const char *seg, size_t n)
{
    static const char *const exact[] = {"pd",   "sd",   "ss",    "sh",    "ph",    "pch",   "sch",
                                        "epi8", "epu8", "epi64", "epu64", "round", "f64x2", "f64x4"};
    for (size_t i = 0; i < KB_ARRAY_LEN(exact); i++)
        if (strlen(exact[i]) == n && !memcmp(exact[i], seg, n)) return true;
    static const char *const suffix[] = {"pd",    "ph",    "pch",   "epi8", "epu8",
                                         "epi64", "epu64", "f64x2", "f64x4"};
    for (size_t i = 0; i < KB_ARRAY_LEN(suffix); i++) {
        size_t k = strlen(suffix[i]);
        if (n > k && !memcmp(seg + n - k, suffix[i], k) && strncmp(seg, "cvtne", 5)) return true;
    }
    if (n > 5 && !memcmp(seg, "round", 5) && !(n == 10 && !memcmp(seg, "roundscale", 10))) return true;
    if (n > 3 && (!memcmp(seg, "i64", 3))) return true;
    return false;
}

/* Operations of the 16-bit lane family worth showing (bf16 data moves through them). */
static const char *const epi16_ops[] = {
    "loadu",        "storeu",     "set1",     "set",       "setzero",    "blend",  "permutexvar",
    "permutex2var", "slli",       "srli",     "unpacklo",  "unpackhi",   "packus", "packs",
    "cvtepi16",     "cvtepu16",   "cvtepi32", "cvtsepi32", "cvtusepi32", "cmp",    "cmpeq",
    "cmpneq",       "add",        "sub",      "max",       "min",        "mullo",  "movepi16",
    "movm",         "broadcastw", "alignr",   "bslli",     "bsrli",
};

/* Whole names kept although a rule above would drop them, and dropped although kept. */
static const char *const kept_names[] = {"_mm512_extracti64x4_epi64"};
static const char *const dropped_names[] = {
    "_mm512_reduce_ps",                                                 /* DQ's VREDUCEPS, not a sum */
    "_tile_dpbssd",     "_tile_dpbsud", "_tile_dpbusd", "_tile_dpbuud", /* AMX int8 (clang) */
};

/* Whole operations that a prompt can do without. */
static const char *const dropped_ops[] = {
    "undefined",   "setr",  "setr4", "set4",       "fixupimm", "range",  "rol",      "ror",      "rolv",
    "rorv",        "sad",   "dbsad", "mulhrs",     "mulhi",    "avg",    "madd",     "maddubs",  "shldi",
    "shrdi",       "shldv", "shrdv", "fpclass",    "testn",    "test",   "cvtsi512", "cvtsi32",  "broadcast",
    "sll",         "srl",   "sra",   "cvtepi32lo", "cvtpslo",  "mask2",  "movehdup", "moveldup", "expand",
    "expandloadu", "cmple", "cmplt", "cmpnle",     "cmpnlt",   "cmpord", "cmpunord", "cmpge",    "cmpgt",
};

static bool in_list(const char *const *list, size_t n, const char *s, size_t len)
{
    for (size_t i = 0; i < n; i++)
        if (strlen(list[i]) == len && !memcmp(list[i], s, len)) return true;
    return false;
}

/* The name without its _mask_/_maskz_/_mask3_ part, and which variant it is (0 plain, 1 mask,
 * 2 maskz, 3 mask3). */
static int base_name(const char *name, char *base, size_t cap)
{
    static const char *const v[] = {"_mask_", "_maskz_", "_mask3_"};
    for (int k = 0; k < 3; k++) {
        const char *p = strstr(name, v[k]);
        if (p && p > name) {
            snprintf(base, cap, "%.*s_%s", (int)(p - name), name, p + strlen(v[k]));
            return k + 1;
        }
    }
    snprintf(base, cap, "%s", name);
    return 0;
}

static bool prompt_keep(const entry *e, const isa_header *h)
{
    const char *name = e->name;
    if (!h->prompt) return false;
    if (in_list(extra_names, KB_ARRAY_LEN(extra_names), name, strlen(name))) return true;
    char base[128];
    base_name(name, base, sizeof base);
    if (in_list(dropped_names, KB_ARRAY_LEN(dropped_names), base, strlen(base))) return false;
    if (in_list(kept_names, KB_ARRAY_LEN(kept_names), base, strlen(base))) return true;
    /* anything that takes or returns f64 */
    if (strstr(e->line, "__m512d") || strstr(e->line, "__m256d") || strstr(e->line, "__m128d") ||
        strstr(e->line, "double"))
        return false;
    if (!strncmp(base, "_tile_", 6)) return true;
    if (strncmp(base, "_mm512_", 7)) return false;
    /* split the operation and its type segments */
    const char *op = base + 7, *end = op + strlen(op);
    size_t op_n = strcspn(op, "_");
    bool epi16 = false;
    for (const char *s = op; s < end;) {
        size_t n = strcspn(s, "_");
        if (dropped_segment(s, n)) return false;
        if ((n == 5 && (!memcmp(s, "epi16", 5) || !memcmp(s, "epu16", 5)))) epi16 = true;
        s += n + (s[n] == '_');
    }
    if (in_list(dropped_ops, KB_ARRAY_LEN(dropped_ops), op, op_n)) return false;
    if (epi16 && !in_list(epi16_ops, KB_ARRAY_LEN(epi16_ops), op, op_n)) return false;
    return true;
}

/* ---- rendering ------------------------------------------------------------------------------- */

static void render_full(kb_sbuf *out, const entries *all, int header)
{
    kb_sb_puts(out, "```c\n");
    for (int i = 0; i < all->n; i++)
        if (all->v[i].header == header) {
            kb_sb_puts(out, all->v[i].line);
            kb_sb_puts(out, all->v[i].line[0] == '#' ? "\n" : ";\n");
        }
    kb_sb_puts(out, "```\n\n");
}

/* The name of variant k (1 mask, 2 maskz, 3 mask3) of base: "_mm512_add_ps" ->
 * "_mm512_mask_add_ps". */
static void variant_name(const char *base, int k, char *out, size_t cap)
{
    static const char *const tag[] = {"", "mask", "maskz", "mask3"};
    const char *rest = strchr(base + 1, '_'); /* after the "_mm512" prefix */
    if (!rest) {
        out[0] = 0;
        return;
    }
    snprintf(out, cap, "%.*s_%s%s", (int)(rest - base), base, tag[k], rest);
}

/* One line per base name: the plain form if it is kept, else the first kept variant, with the
 * other variants named after it. */
static void render_prompt(kb_sbuf *out, const entries *all, int header)
{
    bool any = false;
    char **shown = NULL; /* bases already printed through a variant */
    int n_shown = 0;
    for (int i = 0; i < all->n; i++) {
        const entry *e = &all->v[i];
        if (e->header != header || !prompt_keep(e, &headers[header])) continue;
        char base[128], name[160];
        int kind = base_name(e->name, base, sizeof base);
        if (kind != 0) {
            int plain = find(all, base);
            if (plain >= 0 && prompt_keep(&all->v[plain], &headers[all->v[plain].header])) continue;
            bool seen = false;
            for (int j = 0; j < n_shown && !seen; j++) seen = !strcmp(shown[j], base);
            if (seen) continue;
            shown = kb_xrealloc(shown, (size_t)(n_shown + 1) * sizeof *shown);
            shown[n_shown++] = kb_xstrdup(base);
        }
        if (!any) kb_sb_puts(out, "```c\n");
        any = true;
        kb_sb_puts(out, e->line);
        static const char *const tags[4] = {NULL, "mask", "maskz", "mask3"};
        bool open = false;
        for (int k = 1; k < 4; k++) {
            if (k == kind) continue;
            variant_name(base, k, name, sizeof name);
            if (find(all, name) < 0) continue;
            kb_sb_puts(out, open ? " " : "  [+");
            kb_sb_puts(out, tags[k]);
            open = true;
        }
        kb_sb_puts(out, open ? "]\n" : "\n");
    }
    if (any) kb_sb_puts(out, "```\n\n");
    for (int j = 0; j < n_shown; j++) free(shown[j]);
    free(shown);
}

int kb_context_include_dir(char *buf, size_t cap, kb_err *err)
{
    const char *cc = getenv("KBENCH_CC");
    if (!cc || !*cc) cc = "cc";
    char *cmd = kb_xasprintf("%s -print-file-name=include 2>/dev/null", cc);
    FILE *p = popen(cmd, "r");
    free(cmd);
    char line[1024] = "";
    if (p) {
        if (!fgets(line, sizeof line, p)) line[0] = 0;
        pclose(p);
    }
    line[strcspn(line, "\n")] = 0;
    if (line[0] != '/') {
        kb_err_set(err,
                   "cannot find the intrinsics headers of the compiler '%s' (`%s "
                   "-print-file-name=include` gave no directory): install gcc, or set KBENCH_CC",
                   cc, cc);
        return -1;
    }
    snprintf(buf, cap, "%s", line);
    return 0;
}

char *kb_context_api_from(const char *dir, const char *cpu_flags, bool filtered, kb_err *err)
{
    entries funcs = {0}, macros = {0}, consts = {0};
    int read = 0;
    for (int h = 0; h < (int)KB_ARRAY_LEN(headers); h++) {
        if (!has_flags(cpu_flags, headers[h].flags)) continue;
        char *path = kb_xasprintf("%s/%s", dir, headers[h].file);
        char *text = kb_read_file(path, NULL);
        free(path);
        if (!text) continue; /* this compiler spells it the other way */
        read++;
        scan(text, &funcs, &macros, &consts, h);
        free(text);
    }
    if (read == 0) {
        kb_err_set(err,
                   "no intrinsics header found in %s (is it the compiler's include "
                   "directory?)",
                   dir);
        free(funcs.v);
        free(macros.v);
        free(consts.v);
        return NULL;
    }
    /* functions first, so that a macro of the same name (gcc's non-optimising fallbacks) loses */
    for (int i = 0; i < macros.n; i++) {
        add(&funcs, macros.v[i].name, strlen(macros.v[i].name), macros.v[i].line, macros.v[i].header);
        free(macros.v[i].name);
    }
    free(macros.v);
    sort_unique(&funcs);
    sort_unique(&consts);

    kb_sbuf out = {0};
    if (filtered)
        kb_sb_puts(&out, "Intrinsics of this CPU's ISA extensions, from the compiler's own headers, "
                         "filtered to what kernels of this suite use (no f64, scalar, fp16, 8- or "
                         "64-bit lanes, explicit rounding modes). `[+mask maskz]`: the operation "
                         "also exists as `_mask_` with a leading `src, k` (lanes off in k keep src: "
                         "`_mm512_mask_add_ps(src, k, a, b)`; stores and loads take `(p, k, a)`, "
                         "`(src, k, p)`) and as `_maskz_` with a leading `k` (lanes off are zeroed); "
                         "`mask3` keeps the third operand. Arguments named imm, tile numbers and "
                         "macro arguments that select an operation must be compile-time constants."
                         "\n\n");
    else
        kb_sb_puts(&out, "Every intrinsic of this CPU's ISA extensions, from the compiler's own "
                         "headers, grouped by header.\n\n");
    for (int h = 0; h < (int)KB_ARRAY_LEN(headers); h++) {
        bool any = false, any_const = false;
        for (int i = 0; i < funcs.n && !any; i++)
            any = funcs.v[i].header == h && (!filtered || prompt_keep(&funcs.v[i], &headers[h]));
        for (int i = 0; i < consts.n && !any_const; i++)
            any_const = consts.v[i].header == h && (!filtered || headers[h].prompt);
        if (!any && !any_const) continue;
        char title[160];
        snprintf(title, sizeof title, "### %s (%s)\n\n", headers[h].what, headers[h].file);
        kb_sb_puts(&out, title);
        if (filtered)
            render_prompt(&out, &funcs, h);
        else
            render_full(&out, &funcs, h);
        if (any_const) {
            kb_sb_puts(&out, "Constants:");
            bool first = true;
            for (int i = 0; i < consts.n; i++)
                if (consts.v[i].header == h) {
                    kb_sb_puts(&out, first ? " `" : ", `");
                    kb_sb_puts(&out, consts.v[i].name);
                    kb_sb_puts(&out, "`");
                    first = false;
                }
            kb_sb_puts(&out, "\n\n");
        }
    }
    for (int i = 0; i < consts.n; i++) {
        free(consts.v[i].name);
        free(consts.v[i].line);
    }
    free(consts.v);
    for (int i = 0; i < funcs.n; i++) {
        free(funcs.v[i].name);
        free(funcs.v[i].line);
    }
    free(funcs.v);
    return out.s ? out.s : kb_xstrdup("");
}
