/* escape.c: text from the store (candidate paths, compiler output, a candidate's prints) made
 * safe for the page: valid UTF-8 always, markup never. */
#include <string.h>

#include "../core/text.h"
#include "report.h"

#define REPLACEMENT "\xef\xbf\xbd" /* U+FFFD */

/* An ASCII control that neither format keeps. */
static const char *control(unsigned char c) { return c < 0x20 || c == 0x7f ? REPLACEMENT : NULL; }

static const char *xml(const unsigned char *p)
{
    switch (*p) {
    case '&': return "&amp;";
    case '<': return "&lt;";
    case '>': return "&gt;";
    case '"': return "&quot;";
    case '\'': return "&#39;";
    case '\n':
    case '\t': return NULL;
    }
    return control(*p);
}

void kb_report_escape_xml(FILE *f, const char *s) { kb_text_write(f, s, xml); }

static const char *md(const unsigned char *p)
{
    switch (*p) {
    case '|': return "\\|";
    case '\\': return "\\\\";
    case '`': return "\\`";
    case '*': return "\\*";
    case '<': return "&lt;";
    case '>': return "&gt;";
    case '&': return "&amp;";
    case '!': return p[1] == '[' ? "\\!" : NULL;                /* an image: Markdown would fetch it */
    case ']': return p[1] == '(' || p[1] == '[' ? "\\]" : NULL; /* the end of a link's text */
    case '\n':
    case '\r':
    case '\t': return " ";
    }
    return control(*p);
}

void kb_report_escape_md(FILE *f, const char *s) { kb_text_write(f, s, md); }
