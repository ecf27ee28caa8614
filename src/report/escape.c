/* escape.c: text from the store (candidate paths, compiler output, a candidate's prints) made
 * safe for the page: valid UTF-8 always, markup never. */
#include <string.h>

#include "../core/text.h"
#include "report.h"

#define REPLACEMENT "\xef\xbf\xbd" /* U+FFFD */

void kb_report_escape_xml(FILE *f, const char *s)
{
    const unsigned char *p = (const unsigned char *)(s ? s : "");
    while (*p) {
        int n = kb_utf8_len(p);
        if (n == 0) {
            fputs(REPLACEMENT, f);
            p++;
            continue;
        }
        if (n > 1) {
            fwrite(p, 1, (size_t)n, f);
            p += n;
            continue;
        }
        switch (*p) {
        case '&': fputs("&amp;", f); break;
        case '<': fputs("&lt;", f); break;
        case '>': fputs("&gt;", f); break;
        case '"': fputs("&quot;", f); break;
        case '\'': fputs("&#39;", f); break;
        case '\n':
        case '\t': fputc(*p, f); break;
        default:
            if (*p < 0x20 || *p == 0x7f)
                fputs(REPLACEMENT, f);
            else
                fputc(*p, f);
        }
        p++;
    }
}

void kb_report_escape_md(FILE *f, const char *s)
{
    const unsigned char *p = (const unsigned char *)(s ? s : "");
    while (*p) {
        int n = kb_utf8_len(p);
        if (n == 0) {
            fputs(REPLACEMENT, f);
            p++;
            continue;
        }
        if (n > 1) {
            fwrite(p, 1, (size_t)n, f);
            p += n;
            continue;
        }
        switch (*p) {
        case '|': fputs("\\|", f); break;
        case '\\': fputs("\\\\", f); break;
        case '`': fputs("\\`", f); break;
        case '*': fputs("\\*", f); break;
        case '<': fputs("&lt;", f); break;
        case '>': fputs("&gt;", f); break;
        case '&': fputs("&amp;", f); break;
        case '!': /* an image: Markdown would fetch it */ fputs(p[1] == '[' ? "\\!" : "!", f); break;
        case ']': /* the end of a link's text: [text](url) or [text][ref] */
            fputs(p[1] == '(' || p[1] == '[' ? "\\]" : "]", f);
            break;
        case '\n':
        case '\r':
        case '\t': fputc(' ', f); break;
        default:
            if (*p < 0x20 || *p == 0x7f)
                fputs(REPLACEMENT, f);
            else
                fputc(*p, f);
        }
        p++;
    }
}
