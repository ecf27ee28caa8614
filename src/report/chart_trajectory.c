/* chart_trajectory.c: how an agent run progressed: the best speedup over lib found so far
 * against the LLM calls made, one step line per workload and, over several workloads, their
 * geometric mean as the strategy's line. Every candidate is a point: the correct ones at their
 * own speedup, the others as crosses in a "not correct" band under the plot. */
#include <math.h>
#include <string.h>

#include "svg.h"

#define W 960
#define X0 80
#define X1 (W - 30)
#define PLOT_H 380
#define BAND 28 /* the "not correct" band under the plot */
#define MAX_SERIES 64

typedef struct series {
    const char *workload;
    int first, last; /* index range in r->cands (sorted by workload, calls, seq) */
} series;

static int find_series(const kb_rep_run *r, series *s, int cap)
{
    int n = 0;
    for (int i = 0; i < r->n_cands; i++) {
        if (n && !strcmp(s[n - 1].workload, r->cands[i].workload)) {
            s[n - 1].last = i;
            continue;
        }
        if (n == cap) break;
        s[n++] = (series){r->cands[i].workload, i, i};
    }
    return n;
}

/* The best correct speedup of series s among candidates with calls <= c; NaN if none yet. */
static double best_at(const kb_rep_run *r, const series *s, int c)
{
    double best = NAN;
    for (int i = s->first; i <= s->last && r->cands[i].calls <= c; i++)
        if (r->cands[i].speedup > 0 && !(r->cands[i].speedup <= best)) best = r->cands[i].speedup;
    return best;
}

static void step_line(FILE *f, const kb_rep_run *r, const series *s, const kb_scale *x, const kb_scale *y,
                      const char *color, double width, const char *cls)
{
    double best = NAN;
    bool started = false;
    for (int i = s->first; i <= s->last; i++) {
        double sp = r->cands[i].speedup;
        if (!(sp > 0) || sp <= best) continue;
        double px = kb_scale_at(x, r->cands[i].calls), py = kb_scale_at(y, sp);
        if (!started)
            fprintf(f, "<path class=\"%s\" d=\"M%.1f %.1f", cls, px, py);
        else
            fprintf(f, "H%.1fV%.1f", px, py);
        started = true;
        best = sp;
    }
    if (!started) return;
    fprintf(f, "H%.1f\" stroke=\"%s\" stroke-width=\"%.1f\" fill=\"none\"/>\n",
            kb_scale_at(x, r->cands[s->last].calls), color, width);
}

/* The strategy's line: at each call count, the geomean of the workloads' best so far. It
 * starts once every workload has a correct candidate: a mean over the ones that happen to have
 * one would fall when a slow first success joins it, and best-so-far never falls. */
static void mean_line(FILE *f, const kb_rep_run *r, const series *s, int ns, const kb_scale *x,
                      const kb_scale *y, int max_calls)
{
    bool started = false;
    double prev = NAN;
    for (int c = 0; c <= max_calls; c++) {
        double logsum = 0;
        int n = 0;
        for (int k = 0; k < ns; k++) {
            double b = best_at(r, &s[k], c);
            if (b > 0) logsum += log(b), n++;
        }
        if (n < ns) continue;
        double g = exp(logsum / n);
        if (started && fabs(g - prev) < 1e-12) continue;
        double px = kb_scale_at(x, c), py = kb_scale_at(y, g);
        if (!started)
            fprintf(f, "<path class=\"mean\" d=\"M%.1f %.1f", px, py);
        else
            fprintf(f, "H%.1fV%.1f", px, py);
        started = true;
        prev = g;
    }
    if (started)
        fprintf(f, "H%.1f\" stroke=\"#222\" stroke-width=\"3\" fill=\"none\" stroke-opacity=\"0.8\"/>\n",
                kb_scale_at(x, max_calls));
}

int kb_svg_trajectory(FILE *f, const kb_rep_run *r, bool standalone)
{
    if (!r->n_cands) return -1;
    series s[MAX_SERIES];
    int ns = find_series(r, s, MAX_SERIES), max_calls = 1;
    double lo = 1, hi = 1;
    for (int i = 0; i < r->n_cands; i++) {
        max_calls = KB_MAX(max_calls, r->cands[i].calls);
        if (r->cands[i].speedup > 0) lo = fmin(lo, r->cands[i].speedup), hi = fmax(hi, r->cands[i].speedup);
    }
    /* the legend wraps: lay it out first to know the top margin */
    char strat[96];
    snprintf(strat, sizeof strat, "%s%s", r->strategy[0] ? r->strategy : "agent",
             ns > 1 ? ": geomean over workloads, once each has a correct candidate" : "");
    double lx = X0;
    int rows = 1;
    for (int k = 0; k < ns; k++) {
        double w = 17 + 7.2 * (double)KB_MIN(strlen(s[k].workload), 28) + 18;
        if (lx + w > X1) lx = X0, rows++;
        lx += w;
    }
    int y0 = 24 + 18 * rows + (ns > 1 ? 18 : 0), y1 = y0 + PLOT_H;
    /* at least 4 calls wide, so that ticks fall on whole calls */
    kb_scale x = {.d0 = 0, .d1 = KB_MAX(4, max_calls), .p0 = X0, .p1 = X1}, y = {.p0 = y1, .p1 = y0};
    kb_scale_log_domain(&y, lo, hi, 1.25);
    kb_svg_open(f, standalone, "trajectory", W, y1 + BAND + 52, "best speedup so far against LLM calls");
    lx = X0;
    double ly = 18;
    if (ns > 1) {
        kb_svg_legend(f, lx, ly, "#222", strat);
        ly += 18;
    }
    for (int k = 0; k < ns; k++) {
        char t[40];
        snprintf(t, sizeof t, "%.28s", s[k].workload);
        double w = 17 + 7.2 * (double)strlen(t) + 18;
        if (lx + w > X1) lx = X0, ly += 18;
        lx = kb_svg_legend(f, lx, ly, kb_svg_series_color(k), t);
    }
    kb_svg_yaxis(f, &y, X0, X1, "best speedup over lib so far (x, log)");
    kb_svg_xaxis(f, &x, y0, y1 + BAND, "LLM calls");
    double p1 = kb_scale_at(&y, 1);
    fprintf(
        f,
        "<line class=\"one\" x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"%s\" stroke-dasharray=\"4 3\"/>\n",
        X0, p1, X1, p1, KB_SVG_INK);
    fprintf(f, "<rect class=\"band\" x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"#fbeff0\"/>\n", X0,
            y1 + 4, X1 - X0, BAND - 4);
    kb_svg_text(f, X0 + 6, y1 + BAND / 2.0 + 6, "start", 11, "#a33", "not correct");
    fputs("<g class=\"lines\">\n", f);
    for (int k = 0; k < ns; k++) step_line(f, r, &s[k], &x, &y, kb_svg_series_color(k), 1.8, "best");
    if (ns > 1) mean_line(f, r, s, ns, &x, &y, max_calls);
    fputs("</g>\n", f);
    fprintf(f, "<g class=\"points\" data-n=\"%d\">\n", r->n_cands);
    for (int k = 0; k < ns; k++)
        for (int i = s[k].first; i <= s[k].last; i++) {
            const kb_rep_cand *c = &r->cands[i];
            double px = kb_scale_at(&x, c->calls);
            if (c->speedup > 0) {
                fprintf(f, "<circle class=\"pt\" data-workload=\"");
                kb_report_escape_xml(f, c->workload);
                fprintf(
                    f,
                    "\" data-calls=\"%d\" data-speedup=\"%.4g\" cx=\"%.1f\" cy=\"%.1f\" r=\"3.5\" fill=\"%s\">"
                    "<title>",
                    c->calls, c->speedup, px, kb_scale_at(&y, c->speedup), kb_svg_series_color(k));
                kb_report_escape_xml(f, c->workload);
                fprintf(f, " #%d after %d calls: %.3gx</title></circle>\n", c->seq, c->calls, c->speedup);
            } else {
                double py = y1 + BAND / 2.0 + 2;
                fprintf(f, "<path class=\"pt fail\" data-workload=\"");
                kb_report_escape_xml(f, c->workload);
                fprintf(f, "\" data-calls=\"%d\" data-verdict=\"", c->calls);
                kb_report_escape_xml(f, c->verdict);
                fprintf(f, "\" d=\"M%.1f %.1fl6 6m0 -6l-6 6\" stroke=\"%s\" stroke-width=\"1.5\"><title>",
                        px - 3, py - 3, kb_svg_series_color(k));
                kb_report_escape_xml(f, c->workload);
                fprintf(f, " #%d after %d calls: ", c->seq, c->calls);
                kb_report_escape_xml(f, c->verdict);
                fputs("</title></path>\n", f);
            }
        }
    fputs("</g>\n", f);
    kb_svg_close(f);
    return r->n_cands;
}
