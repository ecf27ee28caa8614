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

static const char *keep(const unsigned char *p)
{
    (void)p;
    return NULL;
}

char *kb_text_utf8(const char *s)
{
    char *out = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&out, &len);
    KB_ASSERT(f);
    kb_text_write(f, s, keep);
    KB_ASSERT(fclose(f) == 0 && out);
    return out;
}

void kb_text_write(FILE *f, const char *s, const char *(*esc)(const unsigned char *p))
{
    for (const unsigned char *p = (const unsigned char *)(s ? s : ""); *p;) {
        int n = kb_utf8_len(p);
        if (n == 0) {
            fputs("\xef\xbf\xbd", f); /* U+FFFD */
            p++;
            continue;
        }
        const char *r = n == 1 ? esc(p) : NULL;
        if (r)
            fputs(r, f);
        else
            fwrite(p, 1, (size_t)n, f);
        p += n;
    }
}

void kb_text_replace(char *s, size_t cap, const char *from, const char *to)
{
    size_t n = strlen(from), k = strlen(to);
    if (!n || !cap) return;
    for (char *at = s; (at = strstr(at, from));) {
        size_t room = cap - 1 - (size_t)(at - s); /* bytes from at to the last one before the NUL */
        if (k > room) {
            *at = 0;
            return;
        }
        size_t tail = KB_MIN(strlen(at + n), room - k);
        memmove(at + k, at + n, tail);
        at[k + tail] = 0;
        memcpy(at, to, k);
        at += k;
    }
}

int kb_name_index(const char *s, const char *const *names)
{
    for (int i = 0; s && names[i]; i++)
        if (!strcmp(s, names[i])) return i;
    return -1;
}

void kb_sb_putn(kb_sbuf *b, const char *s, size_t n)
{
    if (b->len + n + 1 > b->cap) {
        b->cap = KB_MAX(b->cap * 2, b->len + n + 1024);
        b->s = kb_xrealloc(b->s, b->cap);
    }
    memcpy(b->s + b->len, s, n);
    b->len += n;
    b->s[b->len] = 0;
}

void kb_sb_puts(kb_sbuf *b, const char *s) { kb_sb_putn(b, s, strlen(s)); }

char *kb_sb_take(kb_sbuf *b) { return b->s ? b->s : kb_xstrdup(""); }

void kb_sb_vprintf(kb_sbuf *b, const char *fmt, va_list ap)
{
    char *s = NULL;
    int n = vasprintf(&s, fmt, ap);
    KB_ASSERT(n >= 0 && s);
    kb_sb_putn(b, s, (size_t)n);
    free(s);
}

void kb_sb_printf(kb_sbuf *b, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    kb_sb_vprintf(b, fmt, ap);
    va_end(ap);
}
