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

#include <stddef.h>

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

#endif
