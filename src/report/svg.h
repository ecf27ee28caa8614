/* svg.h: what the chart files share (svg.c): scales with ticks, axes, the chart frame, the
 * palette. Internal to src/report. */
#ifndef KB_REPORT_SVG_H
#define KB_REPORT_SVG_H

#include <stdbool.h>
#include <stdio.h>

#include "report.h"

#define KB_SVG_FONT "DejaVu Sans, Helvetica, Arial, sans-serif"
#define KB_SVG_INK "#333"
#define KB_SVG_GRID "#e4e4e4"
#define KB_SVG_MUTED "#777"

/* A map from data [d0, d1] to pixels [p0, p1], linear or log10. */
typedef struct kb_scale {
    double d0, d1, p0, p1;
    bool log;
} kb_scale;

double kb_scale_at(const kb_scale *s, double v);
/* A log scale's domain: [lo, hi] widened by `pad` (a factor) and to at least one decade. */
void kb_scale_log_domain(kb_scale *s, double lo, double hi, double pad);
/* Tick values inside the domain: decades, plus 2 and 5 between them when there are few. */
int kb_scale_ticks(const kb_scale *s, double *t, int cap);
/* "0.5", "1", "20", "1k", "10k", "1M". */
void kb_svg_tick_label(char *out, size_t cap, double v);

/* <svg> with viewBox and the font, class "chart NAME", label its accessible name; standalone:
 * a file of its own (xmlns), else inline in HTML. */
void kb_svg_open(FILE *f, bool standalone, const char *name, int w, int h, const char *label);
void kb_svg_close(FILE *f);

/* Axes with grid lines across the plot [x0, x1] x [y0, y1] (pixels, y0 top), a title each. */
void kb_svg_xaxis(FILE *f, const kb_scale *x, double y0, double y1, const char *title);
void kb_svg_yaxis(FILE *f, const kb_scale *y, double x0, double x1, const char *title);

/* Text: escaped, at (x, y), anchor "start" | "middle" | "end". The halo variant draws a white
 * outline under the glyphs, for text over grid lines and other marks. */
void kb_svg_text(FILE *f, double x, double y, const char *anchor, int size, const char *fill,
                 const char *text);
void kb_svg_text_halo(FILE *f, double x, double y, const char *anchor, int size, const char *fill,
                      const char *text);

/* A legend entry: a swatch and its text; returns the x after it. */
double kb_svg_legend(FILE *f, double x, double y, const char *color, const char *text);

/* The palette: a baseline (lib, xla, vs, ...), a verdict, a series index. */
const char *kb_svg_base_color(const char *who);
const char *kb_svg_verdict_color(const char *verdict);
const char *kb_svg_series_color(int i);
#define KB_SVG_CAND_COLOR "#2a9d4b"

#endif
