/* reply.c: what a model's reply holds: the candidate file (its code block) and, for a plan, the
 * menu entry it names. Apart from the prompts (prompt.c), so that the engine, which reads
 * replies, and the prompts, which show candidates, do not need each other. */
#include "reply.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/util.h"

/* Does text define kernel (not just call or declare it)? "kernel" then "(...)" then "{". */
static bool defines_kernel(const char *text, size_t n)
{
    for (const char *s = text; (s = memmem(s, (size_t)(text + n - s), "kernel", 6)); s += 6) {
        if (s > text && (isalnum((unsigned char)s[-1]) || s[-1] == '_')) continue;
        const char *p = s + 6, *end = text + n;
        while (p < end && isspace((unsigned char)*p)) p++;
        if (p >= end || *p != '(') continue;
        int depth = 0;
        for (; p < end; p++) {
            depth += *p == '(';
            if (*p == ')' && --depth == 0) break;
        }
        for (p++; p < end && isspace((unsigned char)*p); p++) {
        }
        if (p < end && *p == '{') return true;
        if (p < end && *p == ':' && s - text >= 4 && !strncmp(s - 4, "def ", 4)) return true; /* Python */
    }
    return false;
}

/* Does C text use x86 vector types or intrinsics? (Replies given the context's intrinsics
 * reference wrote __m512 without <immintrin.h>: a real 1.5B reply in tests/fixtures/llm/.) */
static bool uses_intrinsics(const char *text)
{
    static const char *const marks[] = {"__m128", "__m256", "__m512", "_mm_", "_mm256_", "_mm512_"};
    for (size_t i = 0; i < KB_ARRAY_LEN(marks); i++)
        if (strstr(text, marks[i])) return true;
    return false;
}

/* text (freed) with "#include header" in front. */
static char *prepend_include(char *text, const char *header)
{
    char *with = kb_xasprintf("#include %s\n%s", header, text);
    free(text);
    return with;
}

/* A line that opens or closes a fence: optional indentation (replies nest code in lists), then
 * ``` or ~~~. Returns the fence's end (the tag starts there) or NULL. */
static const char *fence_at(const char *line)
{
    while (*line == ' ' || *line == '\t') line++;
    return !strncmp(line, "```", 3) || !strncmp(line, "~~~", 3) ? line + 3 : NULL;
}

/* The reply's code: among its fenced blocks in a language the targets take (or none named), the
 * last that defines kernel, else the last that mentions it, else the last; without any fence, a
 * reply that is itself code (from its first #include to its end) when it defines kernel. A C file
 * without kbench.h gets it (the prototype's types come from there; small models drop it), and
 * one that uses x86 intrinsics without <immintrin.h> gets that. */
char *kb_extract_code(const char *reply)
{
    static const char *const langs[] = {"c",  "c17", "c11",    "c99", "cpp",    "c++",
                                        "cc", "h",   "python", "py",  "python3"};
    const char *pick[3] = {0}; /* defines, mentions, any */
    size_t pick_n[3] = {0};
    bool fenced = false;
    for (const char *line = reply; line && *line;) {
        const char *tag = fence_at(line), *eol = strchr(line, '\n');
        if (!tag || !eol) {
            line = eol ? eol + 1 : NULL;
            continue;
        }
        fenced = true;
        const char *body = eol + 1, *end = body;
        while (*end && !fence_at(end)) {
            const char *nl = strchr(end, '\n');
            end = nl ? nl + 1 : end + strlen(end);
        }
        size_t taglen = (size_t)(eol - tag);
        while (taglen && isspace((unsigned char)tag[taglen - 1])) taglen--;
        bool c_like = taglen == 0;
        for (size_t i = 0; i < KB_ARRAY_LEN(langs); i++)
            c_like |= taglen == strlen(langs[i]) && !strncasecmp(tag, langs[i], taglen);
        size_t n = (size_t)(end - body);
        if (c_like) {
            char *tmp = kb_xasprintf("%.*s", (int)n, body);
            int k = defines_kernel(body, n) ? 0 : strstr(tmp, "kernel") ? 1 : 2;
            free(tmp);
            for (int j = k; j < 3; j++) pick[j] = body, pick_n[j] = n;
        }
        if (!*end) break;
        const char *nl = strchr(end, '\n');
        line = nl ? nl + 1 : NULL;
    }
    const char *code = NULL;
    size_t n = 0;
    for (int j = 0; j < 3 && !code; j++) code = pick[j], n = pick_n[j];
    if (!code && !fenced) {
        const char *inc = strstr(reply, "#include");
        if (inc && (inc == reply || inc[-1] == '\n') && defines_kernel(inc, strlen(inc)))
            code = inc, n = strlen(inc);
    }
    if (!code) return NULL;
    char *text = kb_xasprintf("%.*s", (int)n, code);
    if (strstr(text, "def kernel(")) return text;
    if (!strstr(text, "kbench.h")) text = prepend_include(text, "\"kbench.h\"");
    if (uses_intrinsics(text) && !strstr(text, "immintrin.h") && !strstr(text, "x86intrin.h"))
        text = prepend_include(text, "<immintrin.h>");
    return text;
}

void kb_extract_menu_item(const char *plan, const kb_menu_item *menu, int n_menu, char *out, size_t cap)
{
    out[0] = 0;
    const char *m = strstr(plan, "Menu:");
    if (!m) return;
    m += 5;
    while (*m == ' ' || *m == '*') m++;
    size_t n = strcspn(m, "\n");
    for (int i = 0; i < n_menu; i++) {
        size_t k = strlen(menu[i].name);
        if (k <= n && !strncasecmp(m, menu[i].name, k)) {
            snprintf(out, cap, "%s", menu[i].name);
            return;
        }
    }
    /* "3. name" or a name the model paraphrased: keep what it wrote */
    while (n && isspace((unsigned char)m[n - 1])) n--;
    snprintf(out, cap, "%.*s", (int)KB_MIN(n, cap - 1), m);
}
