/* unchanged.c: see unchanged.h. Both sources become token lists (comments and whitespace gone,
 * numbers by value); each name that the file may have chosen itself is replaced by its order of
 * first appearance ($0, $1, ...), and the two lists must be equal. Equal canonical lists mean
 * one program is the other with its own names consistently renamed, which computes the same. */
#include "unchanged.h"

#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/util.h"

typedef struct toks {
    char **v;
    int n, cap;
} toks;

static void push(toks *t, const char *s, size_t n)
{
    if (t->n == t->cap) {
        t->cap = t->cap ? 2 * t->cap : 256;
        t->v = kb_xrealloc(t->v, (size_t)t->cap * sizeof *t->v);
    }
    t->v[t->n++] = kb_xasprintf("%.*s", (int)n, s);
}

static void toks_free(toks *t)
{
    for (int i = 0; i < t->n; i++) free(t->v[i]);
    free(t->v);
}

static bool ident_start(char c) { return isalpha((unsigned char)c) || c == '_'; }
static bool ident_char(char c) { return isalnum((unsigned char)c) || c == '_'; }

/* A number token by value: "n<value in hex float><suffix letters lowercased, u and l only>". */
static void push_number(toks *t, const char *s, size_t n)
{
    char *text = kb_xasprintf("%.*s", (int)n, s), *end;
    bool hex = n > 1 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X');
    bool is_float = strpbrk(text, ".") || (!hex && strpbrk(text, "eE")) || (hex && strpbrk(text, "pP"));
    char buf[96];
    if (is_float) {
        double v = strtod(text, &end);
        snprintf(buf, sizeof buf, "n%a%s", v, strpbrk(end, "fF") ? "f" : strpbrk(end, "lL") ? "l" : "");
    } else {
        unsigned long long v = strtoull(text, &end, 0);
        snprintf(buf, sizeof buf, "n%llu%s%s", v, strpbrk(end, "uU") ? "u" : "",
                 strpbrk(end, "lL") ? "l" : "");
    }
    free(text);
    push(t, buf, strlen(buf));
}

/* The tokens of C source s: identifiers, numbers, string and character literals, single
 * punctuation characters; a preprocessor directive is "#" ... "#end". */
static void tokenize(const char *s, toks *t)
{
    bool line_start = true, in_directive = false;
    while (*s) {
        if (*s == '\\' && s[1] == '\n') {
            s += 2;
            continue;
        }
        if (*s == '\n') {
            if (in_directive) push(t, "#end", 4);
            in_directive = false;
            line_start = true;
            s++;
            continue;
        }
        if (isspace((unsigned char)*s)) {
            s++;
            continue;
        }
        if (s[0] == '/' && s[1] == '/') {
            while (*s && *s != '\n') s++;
            continue;
        }
        if (s[0] == '/' && s[1] == '*') {
            const char *e = strstr(s + 2, "*/");
            s = e ? e + 2 : s + strlen(s);
            continue;
        }
        if (*s == '#' && line_start) {
            /* the headers a file includes only declare: adding or dropping one is no change (a
             * missing declaration is a compile error, not another program) */
            const char *d = s + 1 + strspn(s + 1, " \t");
            if (!strncmp(d, "include", 7)) {
                while (*s && *s != '\n') s++;
                continue;
            }
            in_directive = true;
        }
        line_start = false;
        const char *b = s;
        if (ident_start(*s)) {
            while (ident_char(*s)) s++;
        } else if (isdigit((unsigned char)*s) || (*s == '.' && isdigit((unsigned char)s[1]))) {
            /* a pp-number, as C has it: a sign after e, E, p or P belongs to it */
            while (ident_char(*s) || *s == '.' || ((*s == '+' || *s == '-') && strchr("eEpP", s[-1]))) s++;
            push_number(t, b, (size_t)(s - b));
            continue;
        } else if (*s == '"' || *s == '\'') {
            char q = *s++;
            while (*s && *s != q && *s != '\n') s += *s == '\\' && s[1] ? 2 : 1;
            if (*s == q) s++;
        } else {
            s++;
        }
        push(t, b, (size_t)(s - b));
    }
    if (in_directive) push(t, "#end", 4);
}

/* C17's keywords and the preprocessor's directives, space-separated and around. */
static bool is_keyword(const char *s)
{
    static const char kw[] =
        " auto break case char const continue default do double else enum extern float for goto"
        " if inline int long register restrict return short signed sizeof static struct switch"
        " typedef union unsigned void volatile while _Alignas _Alignof _Atomic _Bool"
        " _Static_assert _Thread_local define include pragma ifdef ifndef endif undef elif ";
    char w[48];
    if (strlen(s) + 3 > sizeof w) return false;
    snprintf(w, sizeof w, " %s ", s);
    return strstr(kw, w) != NULL;
}

static bool all_caps(const char *s)
{
    for (; *s; s++)
        if (islower((unsigned char)*s)) return false;
    return true;
}

/* Is token i a name the file may have chosen itself (see unchanged.h)? */
static bool own_name(const toks *t, int i)
{
    const char *s = t->v[i];
    size_t n = strlen(s);
    if (!ident_start(*s) || is_keyword(s) || !strcmp(s, "kernel") || !strncmp(s, "kb_", 3) ||
        !strncmp(s, "KB_", 3) || *s == '_' || (n > 2 && !strcmp(s + n - 2, "_t")))
        return false;
    bool defined = false, called = false;
    for (int j = 0; j < t->n; j++) {
        if (strcmp(t->v[j], s)) continue;
        if (j >= 1 && !strcmp(t->v[j - 1], "define")) defined = true;
        if (j + 1 < t->n && !strcmp(t->v[j + 1], "(")) {
            called = true;
            /* a function this file defines: name ( ... ) { */
            int depth = 0, k = j + 1;
            for (; k < t->n; k++) {
                depth += !strcmp(t->v[k], "(") - !strcmp(t->v[k], ")");
                if (!depth) break;
            }
            if (k + 1 < t->n && !strcmp(t->v[k + 1], "{")) defined = true;
        }
    }
    if (called) return defined;     /* a library function keeps its name */
    return defined || !all_caps(s); /* INFINITY, FLT_MAX: the library's unless defined */
}

/* Replace each own name by "$<order of first appearance>". */
static void canonical(toks *t)
{
    bool *own = kb_xcalloc((size_t)KB_MAX(t->n, 1), sizeof *own);
    for (int i = 0; i < t->n; i++) own[i] = own_name(t, i);
    int next = 0;
    for (int i = 0; i < t->n; i++) {
        if (!own[i] || t->v[i][0] == '$') continue;
        char *name = kb_xstrdup(t->v[i]), id[24];
        snprintf(id, sizeof id, "$%d", next++);
        for (int j = i; j < t->n; j++)
            if (own[j] && !strcmp(t->v[j], name)) {
                free(t->v[j]);
                t->v[j] = kb_xstrdup(id);
            }
        free(name);
    }
    free(own);
}

bool kb_source_unchanged(const char *a, const char *b)
{
    if (!a || !b) return false;
    toks ta = {0}, tb = {0};
    tokenize(a, &ta);
    tokenize(b, &tb);
    canonical(&ta);
    canonical(&tb);
    bool same = ta.n == tb.n;
    for (int i = 0; same && i < ta.n; i++) same = !strcmp(ta.v[i], tb.v[i]);
    toks_free(&ta);
    toks_free(&tb);
    return same;
}
