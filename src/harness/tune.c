/* tune.c: parse KB_TUNE declarations and enumerate configurations (see tune.h). */
#include "tune.h"

#include <ctype.h>
#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/rng.h"

static bool ident_char(char c) { return isalnum((unsigned char)c) || c == '_'; }

static const char *skip_space(const char *s, int *line)
{
    while (*s && isspace((unsigned char)*s)) {
        if (*s == '\n') (*line)++;
        s++;
    }
    return s;
}

/* One integer argument; returns the character after it, or NULL. */
static const char *parse_long(const char *s, long *out)
{
    char *end;
    errno = 0;
    long v = strtol(s, &end, 10);
    if (end == s || errno) return NULL;
    if (ident_char(*end) || *end == '.') return NULL; /* 64u, 1e3, 0x10, 1.5: not plain integers */
    *out = v;
    return end;
}

/* The declaration after "KB_TUNE" at s (which points past the name). Returns the character
 * after its ')' or NULL with err. */
static const char *parse_decl(const char *s, int *line, void *ctx, char *err, size_t cap)
{
    kb_tune_space *sp = ctx;
    int at = *line;
    s = skip_space(s, line);
    if (*s != '(') {
        snprintf(err, cap, "line %d: KB_TUNE must be followed by (name, default, values...)", at);
        return NULL;
    }
    s = skip_space(s + 1, line);
    const char *n0 = s;
    while (ident_char(*s)) s++;
    size_t len = (size_t)(s - n0);
    if (!len || isdigit((unsigned char)*n0)) {
        snprintf(err, cap, "line %d: KB_TUNE's first argument must be a parameter name", at);
        return NULL;
    }
    if (sp->n == KB_TUNE_MAX_PARAMS) {
        snprintf(err, cap, "line %d: more than %d KB_TUNE parameters", at, KB_TUNE_MAX_PARAMS);
        return NULL;
    }
    kb_tune_param *p = &sp->p[sp->n];
    memset(p, 0, sizeof *p);
    if (len >= sizeof p->name) {
        snprintf(err, cap, "line %d: KB_TUNE name '%.*s' is longer than %zu characters", at, (int)len, n0,
                 sizeof p->name - 1);
        return NULL;
    }
    memcpy(p->name, n0, len);
    for (int i = 0; i < sp->n; i++)
        if (!strcmp(sp->p[i].name, p->name)) {
            snprintf(err, cap, "line %d: KB_TUNE parameter %s is declared twice", at, p->name);
            return NULL;
        }
    int nargs = 0; /* integers read: the default, then the values */
    for (;;) {
        s = skip_space(s, line);
        if (*s == ')') break;
        if (*s != ',') {
            snprintf(err, cap, "line %d: KB_TUNE(%s, ...): expected ',' or ')'", at, p->name);
            return NULL;
        }
        s = skip_space(s + 1, line);
        long v;
        const char *e = parse_long(s, &v);
        if (!e) {
            snprintf(err, cap,
                     "line %d: KB_TUNE(%s, ...): values must be decimal integers, not "
                     "'%.20s'",
                     at, p->name, s);
            return NULL;
        }
        s = e;
        if (nargs == 0)
            p->def = v;
        else {
            if (p->n == KB_TUNE_MAX_VALUES) {
                snprintf(err, cap, "line %d: KB_TUNE(%s, ...) lists more than %d values", at, p->name,
                         KB_TUNE_MAX_VALUES);
                return NULL;
            }
            for (int i = 0; i < p->n; i++)
                if (p->v[i] == v) {
                    snprintf(err, cap, "line %d: KB_TUNE(%s, ...) lists %ld twice", at, p->name, v);
                    return NULL;
                }
            p->v[p->n++] = v;
        }
        nargs++;
    }
    if (nargs == 0) {
        snprintf(err, cap, "line %d: KB_TUNE(%s) needs a default value", at, p->name);
        return NULL;
    }
    if (p->n == 0) p->v[p->n++] = p->def; /* a fixed parameter: its default is its only value */
    sp->n++;
    return s + 1;
}

int kb_src_scan(const char *src, const char *name, kb_src_decl_fn decl, void *ctx, char *err, size_t cap)
{
    if (cap) err[0] = 0;
    const size_t name_len = strlen(name);
    int line = 1;
    bool line_start = true; /* only spaces so far on this line: a '#' starts a directive */
    const char *s = src;
    while (*s) {
        char c = *s;
        if (c == '\n') {
            line++;
            line_start = true;
            s++;
            continue;
        }
        if (isspace((unsigned char)c)) {
            s++;
            continue;
        }
        if (c == '/' && s[1] == '/') { /* line comment, with backslash continuations */
            while (*s && *s != '\n') s += (*s == '\\' && s[1] == '\n') ? (line++, 2) : 1;
            continue;
        }
        if (c == '/' && s[1] == '*') {
            for (s += 2; *s && !(*s == '*' && s[1] == '/'); s++) line += *s == '\n';
            if (*s) s += 2;
            continue;
        }
        if (line_start && c == '#') { /* a directive: #define KB_TUNE... is not a declaration */
            while (*s && *s != '\n') {
                if (*s == '\\' && s[1] == '\n')
                    line++, s++;
                else if (*s == '/' && s[1] == '*') {
                    for (s += 2; *s && !(*s == '*' && s[1] == '/'); s++) line += *s == '\n';
                    if (!*s) break;
                    s++;
                }
                s++;
            }
            continue;
        }
        line_start = false;
        if (c == '"' || c == '\'') {
            for (s++; *s && *s != c && *s != '\n'; s++)
                if (*s == '\\' && s[1]) s++;
            if (*s == c) s++;
            continue;
        }
        if (ident_char(c)) {
            const char *i0 = s;
            while (ident_char(*s)) s++;
            if ((size_t)(s - i0) == name_len && !memcmp(i0, name, name_len) &&
                !(s = decl(s, &line, ctx, err, cap)))
                return -1;
            continue;
        }
        s++;
    }
    return 0;
}

int kb_tune_parse(const char *src, kb_tune_space *sp, char *err, size_t cap)
{
    memset(sp, 0, sizeof *sp);
    return kb_src_scan(src, "KB_TUNE", parse_decl, sp, err, cap);
}

size_t kb_tune_grid_size(const kb_tune_space *s)
{
    size_t n = 1;
    for (int i = 0; i < s->n; i++) n *= (size_t)s->p[i].n;
    return n;
}

void kb_tune_config(const kb_tune_space *s, size_t index, int choice[KB_TUNE_MAX_PARAMS])
{
    for (int i = s->n - 1; i >= 0; i--) {
        choice[i] = (int)(index % (size_t)s->p[i].n);
        index /= (size_t)s->p[i].n;
    }
}

size_t kb_tune_default_index(const kb_tune_space *s)
{
    size_t index = 0;
    for (int i = 0; i < s->n; i++) {
        int k = 0;
        while (k < s->p[i].n && s->p[i].v[k] != s->p[i].def) k++;
        if (k == s->p[i].n) return SIZE_MAX;
        index = index * (size_t)s->p[i].n + (size_t)k;
    }
    return index;
}

size_t kb_tune_sample(const kb_tune_space *s, size_t n, uint64_t seed, size_t *out)
{
    size_t size = kb_tune_grid_size(s);
    if (n >= size) {
        for (size_t i = 0; i < size; i++) out[i] = i;
        return size;
    }
    size_t k = 0, def = kb_tune_default_index(s);
    if (def != SIZE_MAX && n > 0) out[k++] = def;
    /* rejection sampling of distinct indices: n < size, so it ends */
    for (uint64_t draw = 0; k < n; draw++) {
        size_t x = (size_t)(kb_rng_bits(seed, 0x74756e65 /* "tune" */, draw) % size);
        bool seen = false;
        for (size_t i = 0; i < k && !seen; i++) seen = out[i] == x;
        if (!seen) out[k++] = x;
    }
    return k;
}

void kb_tune_flags(const kb_tune_space *s, const int *choice, char *buf, size_t cap)
{
    size_t pos = 0;
    if (cap) buf[0] = 0;
    for (int i = 0; i < s->n; i++) {
        long v = choice ? s->p[i].v[choice[i]] : s->p[i].def;
        int w = snprintf(buf + pos, cap > pos ? cap - pos : 0, "%s-DKB_TUNE_%s=%ld", i ? " " : "",
                         s->p[i].name, v);
        if (w > 0) pos += (size_t)w;
    }
}

int kb_tune_compile_flags(const kb_tune_space *s, const char *extra, char *buf, size_t cap, char *err,
                          size_t errcap)
{
    bool set[KB_TUNE_MAX_PARAMS] = {0};
    long val[KB_TUNE_MAX_PARAMS];
    for (const char *t = extra ? extra : ""; *t;) {
        while (*t == ' ') t++;
        if (!*t) break;
        const char *e = t;
        while (*e && *e != ' ') e++;
        int len = (int)(e - t), k = -1;
        if (!strncmp(t, "-DKB_TUNE_", 10))
            for (int i = 0; i < s->n && k < 0; i++) {
                size_t nl = strlen(s->p[i].name);
                if ((size_t)len > 10 + nl && !memcmp(t + 10, s->p[i].name, nl) && t[10 + nl] == '=') k = i;
            }
        if (k < 0) {
            snprintf(err, errcap,
                     "extra flag '%.*s' is not -DKB_TUNE_<name>=<integer> for a "
                     "parameter the candidate declares with KB_TUNE",
                     len, t);
            return -1;
        }
        char num[32];
        int nl = len - 10 - (int)strlen(s->p[k].name) - 1;
        snprintf(num, sizeof num, "%.*s", nl < 31 ? nl : 31, t + len - nl);
        const char *after = parse_long(num, &val[k]);
        if (!after || *after) {
            snprintf(err, errcap, "extra flag '%.*s': the value must be a decimal integer", len, t);
            return -1;
        }
        set[k] = true;
        t = e;
    }
    size_t pos = 0;
    if (cap) buf[0] = 0;
    for (int i = 0; i < s->n; i++) {
        int w = snprintf(buf + pos, cap > pos ? cap - pos : 0, "%s-DKB_TUNE_%s=%ld", i ? " " : "",
                         s->p[i].name, set[i] ? val[i] : s->p[i].def);
        if (w > 0) pos += (size_t)w;
    }
    return 0;
}
