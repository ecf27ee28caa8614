/* text.c: untrusted bytes made safe to show (text.h). */
#include "text.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

int kb_utf8_len(const unsigned char *s)
{
    int n = s[0] < 0x80                    ? 1
            : s[0] >= 0xc2 && s[0] <= 0xdf ? 2
            : s[0] >= 0xe0 && s[0] <= 0xef ? 3
            : s[0] >= 0xf0 && s[0] <= 0xf4 ? 4
                                           : 0;
    for (int i = 1; i < n; i++)
        if ((s[i] & 0xc0) != 0x80) return 0;
    /* overlong three-byte forms and UTF-16 surrogates are not UTF-8 either */
    if (n == 3 && ((s[0] == 0xe0 && s[1] < 0xa0) || (s[0] == 0xed && s[1] >= 0xa0))) return 0;
    if (n == 4 && ((s[0] == 0xf0 && s[1] < 0x90) || (s[0] == 0xf4 && s[1] >= 0x90))) return 0;
    return n;
}

void kb_text_escape(const char *s, char *out, size_t cap)
{
    if (!cap) return;
    const unsigned char *p = (const unsigned char *)(s ? s : "");
    size_t o = 0;
    while (*p) {
        char esc[16];
        const char *piece = esc;
        size_t len;
        int n = kb_utf8_len(p);
        if (n == 0) {
            len = (size_t)snprintf(esc, sizeof esc, "\\x%02x", *p);
            n = 1;
        } else if (n == 2 && p[0] == 0xc2 && p[1] < 0xa0) { /* C1 controls */
            len = (size_t)snprintf(esc, sizeof esc, "\\u%04x", p[1]);
        } else if (n == 1 && (*p < 0x20 || *p == 0x7f)) {
            const char *named = *p == '\n'   ? "\\n"
                                : *p == '\r' ? "\\r"
                                : *p == '\t' ? "\\t"
                                : *p == 0x1b ? "\\e"
                                             : NULL;
            len = named ? (size_t)snprintf(esc, sizeof esc, "%s", named)
                        : (size_t)snprintf(esc, sizeof esc, "\\x%02x", *p);
        } else {
            piece = (const char *)p;
            len = (size_t)n;
        }
        if (o + len >= cap) break;
        memcpy(out + o, piece, len);
        o += len;
        p += n;
    }
    out[o] = 0;
}

void kb_text_escape_inplace(char *buf, size_t cap)
{
    char *copy = kb_xstrdup(buf);
    kb_text_escape(copy, buf, cap);
    free(copy);
}

int kb_utf8_valid(const char *s)
{
    for (const unsigned char *p = (const unsigned char *)s; *p;) {
        int n = kb_utf8_len(p);
        if (!n) return 0;
        p += n;
    }
    return 1;
}

char *kb_text_utf8(const char *s)
{
    const unsigned char *p = (const unsigned char *)(s ? s : "");
    size_t len = strlen((const char *)p);
    char *out = kb_xmalloc(3 * len + 1), *q = out;
    while (*p) {
        int n = kb_utf8_len(p);
        if (n == 0) {
            memcpy(q, "\xef\xbf\xbd", 3); /* U+FFFD */
            q += 3;
            p++;
        } else {
            memcpy(q, p, (size_t)n);
            q += n;
            p += n;
        }
    }
    *q = 0;
    return out;
}
