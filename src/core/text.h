/* text.h: bytes from untrusted sources (a candidate's prints, compiler output quoting its
 * source, a stored row) made safe to show: never a control character that a terminal obeys,
 * always valid UTF-8.
 *
 * kb_text_escape writes a C-like escape for what a terminal would act on: the C0 controls
 * (\n \r \t \e and \xHH), DEL, and the C1 controls U+0080..U+009F (a lone CSI can move the
 * cursor); a byte that does not start valid UTF-8 becomes \xHH. Backslashes are kept, so
 * escaping twice changes nothing. kb_text_utf8 replaces invalid bytes with U+FFFD and keeps
 * everything else: for JSON and the store, where controls are escaped by the format. */
#ifndef KB_TEXT_H
#define KB_TEXT_H

#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>

/* Length of the valid UTF-8 sequence at s (1-4), or 0 when s does not start one. */
int kb_utf8_len(const unsigned char *s);

/* The escape of s into out (NUL-terminated, cut at a whole escape or character). */
void kb_text_escape(const char *s, char *out, size_t cap);
/* The same in place: buf holds a NUL-terminated string, cap is its size. */
void kb_text_escape_inplace(char *buf, size_t cap);
/* Whether s is valid UTF-8 throughout. */
int kb_utf8_valid(const char *s);
/* A heap copy of s (NULL: "") in valid UTF-8. */
char *kb_text_utf8(const char *s);

/* s written to f in valid UTF-8: a byte that does not start valid UTF-8 becomes U+FFFD, a
 * multibyte character is kept, and an ASCII byte as esc says (its replacement, or NULL for the
 * byte itself; p points at the byte, so an escape may look at the next one). The walk that the
 * report's XML and Markdown escapers share. */
void kb_text_write(FILE *f, const char *s, const char *(*esc)(const unsigned char *p));

/* Every occurrence of from in s (a NUL-terminated string in a buffer of cap bytes) replaced by
 * to, left to right and never inside a replacement; what no longer fits is cut at the end. */
void kb_text_replace(char *s, size_t cap, const char *from, const char *to);

/* The index of s in names (NULL-terminated), or -1 (also for s NULL). */
int kb_name_index(const char *s, const char *const *names);

/* A growing NUL-terminated string on the heap: zero-initialise, append, take .s (free it). */
typedef struct kb_sbuf {
    char *s;
    size_t len, cap;
} kb_sbuf;
void kb_sb_putn(kb_sbuf *b, const char *s, size_t n);
void kb_sb_puts(kb_sbuf *b, const char *s);
void kb_sb_printf(kb_sbuf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void kb_sb_vprintf(kb_sbuf *b, const char *fmt, va_list ap) __attribute__((format(printf, 2, 0)));
/* The string (the caller's to free): "" when nothing was appended. */
char *kb_sb_take(kb_sbuf *b);

#endif
