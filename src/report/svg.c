/* svg.c: scales, axes, frame and palette for the charts (svg.h). */
#include "svg.h"

#include "../harness/contestant.h"

#include <math.h>
#include <string.h>

double kb_scale_at(const kb_scale *s, double v)
{
    double a = s->d0, b = s->d1;
    if (s->log) {
        v = log10(v > 0 ? v : a);
        a = log10(a);
        b = log10(b);
    }
    double t = b > a ? (v - a) / (b - a) : 0.5;
    return s->p0 + t * (s->p1 - s->p0);
}

void kb_scale_log_domain(kb_scale *s, double lo, double hi, double pad)
{
    if (!(lo > 0) || !isfinite(lo)) lo = 1;
    if (!(hi > 0) || !isfinite(hi)) hi = lo;
    if (hi < lo) {
        double t = lo;
        lo = hi;
        hi = t;
    }
    lo /= pad;
    hi *= pad;
    /* at least one decade, centred on the data */
    double span = log10(hi) - log10(lo);
    if (span < 1) {
        double mid = (log10(hi) + log10(lo)) / 2;
        lo = pow(10, mid - 0.5);
        hi = pow(10, mid + 0.5);
    }
    s->d0 = lo;
    s->d1 = hi;
    s->log = true;
}

int kb_scale_ticks(const kb_scale *s, double *t, int cap)
{
    int n = 0;
    if (!s->log) {
        double span = s->d1 - s->d0, step = pow(10, floor(log10(span > 0 ? span : 1)));
        if (span / step < 3) step /= 2;
        if (span / step > 8) step *= 2;
        for (double v = ceil(s->d0 / step) * step; v <= s->d1 + 1e-9 * step && n < cap; v += step)
            t[n++] = fabs(v) < 1e-12 ? 0 : v;
        return n;
    }
    int k0 = (int)floor(log10(s->d0)), k1 = (int)ceil(log10(s->d1));
    bool subs = k1 - k0 <= 3;
    for (int k = k0; k <= k1; k++)
        for (int m = 1; m <= 5; m += (m == 1 ? 1 : 3)) { /* 1, 2, 5 */
            if (m > 1 && !subs) continue;
            double v = m * pow(10, k);
            if (v >= s->d0 * (1 - 1e-9) && v <= s->d1 * (1 + 1e-9) && n < cap) t[n++] = v;
        }
    return n;
}

void kb_svg_tick_label(char *out, size_t cap, double v)
{
    double a = fabs(v);
    if (a >= 1e6)
        snprintf(out, cap, "%gM", v / 1e6);
    else if (a >= 1e3)
        snprintf(out, cap, "%gk", v / 1e3);
    else
        snprintf(out, cap, "%g", v);
}

void kb_svg_open(FILE *f, bool standalone, const char *name, int w, int h, const char *label)
{
    /* inside HTML the parser puts <svg> in its namespace; only a file of its own names it */
    fprintf(f,
            "<svg%s class=\"chart %s\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\""
            " font-family=\"%s\" font-size=\"12\" role=\"img\" aria-label=\"",
            standalone ? " xmlns=\"http://www.w3.org/2000/svg\"" : "", name, w, h, w, h, KB_SVG_FONT);
    kb_report_escape_xml(f, label);
    fprintf(f, "\">\n<rect class=\"bg\" width=\"%d\" height=\"%d\" fill=\"#fff\"/>\n", w, h);
}

void kb_svg_close(FILE *f) { fputs("</svg>\n", f); }

static void text(FILE *f, double x, double y, const char *anchor, int size, const char *fill, const char *s,
                 bool halo)
{
    fprintf(f, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"%s\" font-size=\"%d\" fill=\"%s\"%s>", x, y, anchor,
            size, fill,
            halo ? " stroke=\"#fff\" stroke-width=\"4\" stroke-opacity=\"0.85\" paint-order=\"stroke\"" : "");
    kb_report_escape_xml(f, s);
    fputs("</text>\n", f);
}

void kb_svg_text(FILE *f, double x, double y, const char *anchor, int size, const char *fill, const char *s)
{
    text(f, x, y, anchor, size, fill, s, false);
}

void kb_svg_text_halo(FILE *f, double x, double y, const char *anchor, int size, const char *fill,
                      const char *s)
{
    text(f, x, y, anchor, size, fill, s, true);
}

void kb_svg_xaxis(FILE *f, const kb_scale *x, double y0, double y1, const char *title)
{
    double t[64];
    int n = kb_scale_ticks(x, t, 64);
    fputs("<g class=\"axis x\">\n", f);
    for (int i = 0; i < n; i++) {
        double px = kb_scale_at(x, t[i]);
        char lab[32];
        kb_svg_tick_label(lab, sizeof lab, t[i]);
        fprintf(f,
                "<g class=\"tick\"><line class=\"grid\" x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\""
                " stroke=\"%s\"/>",
                px, y0, px, y1, KB_SVG_GRID);
        kb_svg_text(f, px, y1 + 16, "middle", 11, KB_SVG_MUTED, lab);
        fputs("</g>\n", f);
    }
    fprintf(f, "<line class=\"frame\" x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"%s\"/>\n",
            fmin(x->p0, x->p1), y1, fmax(x->p0, x->p1), y1, KB_SVG_INK);
    kb_svg_text(f, (x->p0 + x->p1) / 2, y1 + 36, "middle", 12, KB_SVG_INK, title);
    fputs("</g>\n", f);
}

void kb_svg_yaxis(FILE *f, const kb_scale *y, double x0, double x1, const char *title)
{
    double t[64];
    int n = kb_scale_ticks(y, t, 64);
    fputs("<g class=\"axis y\">\n", f);
    for (int i = 0; i < n; i++) {
        double py = kb_scale_at(y, t[i]);
        char lab[32];
        kb_svg_tick_label(lab, sizeof lab, t[i]);
        fprintf(f,
                "<g class=\"tick\"><line class=\"grid\" x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\""
                " stroke=\"%s\"/>",
                x0, py, x1, py, KB_SVG_GRID);
        kb_svg_text(f, x0 - 6, py + 4, "end", 11, KB_SVG_MUTED, lab);
        fputs("</g>\n", f);
    }
    fprintf(f, "<line class=\"frame\" x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"%s\"/>\n", x0,
            fmin(y->p0, y->p1), x0, fmax(y->p0, y->p1), KB_SVG_INK);
    double cy = (y->p0 + y->p1) / 2;
    fprintf(f,
            "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\" font-size=\"12\" fill=\"%s\""
            " transform=\"rotate(-90 %.1f %.1f)\">",
            x0 - 46, cy, KB_SVG_INK, x0 - 46, cy);
    kb_report_escape_xml(f, title);
    fputs("</text>\n</g>\n", f);
}

double kb_svg_legend(FILE *f, double x, double y, const char *color, const char *text)
{
    fprintf(
        f,
        "<g class=\"key\"><rect class=\"swatch\" x=\"%.1f\" y=\"%.1f\" width=\"12\" height=\"12\" rx=\"2\""
        " fill=\"%s\"/>",
        x, y - 10, color);
    kb_svg_text(f, x + 17, y, "start", 12, KB_SVG_INK, text);
    fputs("</g>\n", f);
    return x + 17 + 7.2 * (double)strlen(text) + 18;
}

const char *kb_svg_base_color(const char *who)
{
    switch (kb_contestant_of(who)) {
    case KB_CONTESTANT_LIB: return "#3b6fb6";
    case KB_CONTESTANT_XLA: return "#e07b28";
    case KB_CONTESTANT_VS: return "#8e5ab5";
    default: return "#5f8f9f";
    }
}

const char *kb_svg_verdict_color(const char *v)
{
    static const struct {
        const char *verdict, *color;
    } map[] = {
        {"ok", "#2a9d4b"},
        {"wrong", "#d1495b"},
        {"compile_error", "#8c564b"},
        {"abi_error", "#b5651d"},
        {"crash", "#c0392b"},
        {"timeout", "#e0a526"},
        {"input_modified", "#9b59b6"},
        {"nondeterministic", "#6c5ce7"},
        {"stale_output", "#a0522d"},
        {"sandbox_violation", "#7b2d26"},
        {"impossible_time", "#e84393"},
        {"race", "#16a085"},
        {"harness_error", "#7f8c8d"},
    };
    for (size_t i = 0; i < KB_ARRAY_LEN(map); i++)
        if (!strcmp(map[i].verdict, v)) return map[i].color;
    return "#95a5a6";
}

const char *kb_svg_series_color(int i)
{
    static const char *const pal[] = {"#3b6fb6", "#e07b28", "#2a9d4b", "#d1495b", "#8e5ab5",
                                      "#8c564b", "#e377c2", "#7f7f7f", "#bcbd22", "#17becf"};
    return pal[(i % (int)KB_ARRAY_LEN(pal) + (int)KB_ARRAY_LEN(pal)) % (int)KB_ARRAY_LEN(pal)];
}
