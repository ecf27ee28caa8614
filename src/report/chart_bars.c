/* chart_bars.c: two bar charts. Speedups: one row per shown evaluation, one bar per baseline on
 * a log axis centred on 1x (right of the line: faster than the baseline), whiskers for the 95%
 * CI. Verdicts: one bar per verdict, with its count and share. */
#include <math.h>
#include <string.h>

#include "svg.h"

#define W 960
#define WL_X 10    /* workload label, left-aligned */
#define CAND_X 372 /* candidate label, right-aligned */
#define PLOT_X0 384
#define PLOT_X1 (W - 96) /* room for the value labels */
#define BAR_H 10
#define BAR_STEP 13

static int row_height(const kb_rep_run *r) { return KB_MAX(22, r->n_bases * BAR_STEP + 9); }

/* s cut to n characters with an ellipsis (UTF-8), into out. */
static void cut(char *out, size_t cap, const char *s, size_t n)
{
    if (strlen(s) <= n) {
        snprintf(out, cap, "%s", s);
        return;
    }
    snprintf(out, cap, "%.*s\xe2\x80\xa6", (int)(n - 1), s);
}

static void bar(FILE *f, const kb_scale *x, const kb_rep_eval *e, const kb_rep_base *b, double y)
{
    double p1 = kb_scale_at(x, 1), ps = kb_scale_at(x, b->speedup);
    bool sure = b->ci_lo > 1 || b->ci_hi < 1; /* the CI does not include 1x */
    char sp[24], lo[24], hi[24];
    kb_report_num(sp, sizeof sp, b->speedup);
    kb_report_num(lo, sizeof lo, b->ci_lo);
    kb_report_num(hi, sizeof hi, b->ci_hi);
    fprintf(f, "<rect class=\"pt\" data-workload=\"");
    kb_report_escape_xml(f, e->workload);
    fprintf(f, "\" data-candidate=\"");
    kb_report_escape_xml(f, e->candidate);
    fprintf(f, "\" data-baseline=\"");
    kb_report_escape_xml(f, b->who);
    fprintf(f,
            "\" data-speedup=\"%.4g\" x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%d\" fill=\"%s\""
            " fill-opacity=\"%s\"><title>",
            b->speedup, fmin(p1, ps), y, fmax(1, fabs(ps - p1)), BAR_H, kb_svg_base_color(b->who),
            sure ? "0.9" : "0.45");
    kb_report_escape_xml(f, e->workload);
    fputc(' ', f);
    kb_report_escape_xml(f, kb_report_basename(e->candidate));
    fprintf(f, " vs %s: %sx, 95%% CI [%s, %s]</title></rect>\n", b->who, sp, lo, hi);
}

static void whisker(FILE *f, const kb_scale *x, const kb_rep_base *b, double y)
{
    if (!isfinite(b->ci_lo) || !isfinite(b->ci_hi)) return;
    double a = kb_scale_at(x, b->ci_lo), c = kb_scale_at(x, b->ci_hi), m = y + BAR_H / 2.0;
    fprintf(f,
            "<path class=\"whisker\" d=\"M%.1f %.1fH%.1fM%.1f %.1fV%.1fM%.1f %.1fV%.1f\""
            " stroke=\"#222\" stroke-width=\"1.2\" fill=\"none\"/>\n",
            a, m, c, a, m - 4, m + 4, c, m - 4, m + 4);
}

int kb_svg_speedups(FILE *f, const kb_rep_run *r, bool standalone)
{
    int n_bars = 0;
    double lo = 1, hi = 1;
    for (int i = 0; i < r->n_evals; i++) {
        const kb_rep_eval *e = &r->evals[i];
        for (int k = 0; e->shown && k < e->n_base; k++) {
            const kb_rep_base *b = &e->base[k];
            if (!(b->speedup > 0)) continue;
            n_bars++;
            lo = fmin(lo, fmin(b->speedup, b->ci_lo > 0 ? b->ci_lo : b->speedup));
            hi = fmax(hi, fmax(b->speedup, isfinite(b->ci_hi) ? b->ci_hi : b->speedup));
        }
    }
    if (!r->n_shown) return 0;
    int rh = row_height(r), y0 = 40, y1 = y0 + rh * r->n_shown;
    /* symmetric about 1x, so that the line sits in the middle and lengths compare both ways */
    double reach = fmax(hi, 1 / lo);
    kb_scale x = {.p0 = PLOT_X0, .p1 = PLOT_X1};
    kb_scale_log_domain(&x, 1 / reach, reach, 1.25);
    kb_svg_open(f, standalone, "speedups", W, y1 + 50, "speedup of each candidate over each baseline");
    double lx = PLOT_X0;
    for (int b = 0; b < r->n_bases; b++) {
        char t[48];
        snprintf(t, sizeof t, "speedup over %s", r->bases[b]);
        lx = kb_svg_legend(f, lx, 18, kb_svg_base_color(r->bases[b]), t);
    }
    kb_svg_text(f, lx, 18, "start", 11, KB_SVG_MUTED, "whiskers: 95% CI; pale: CI includes 1x");
    /* zebra bands, one per workload, so a workload's rows read as one */
    fputs("<g class=\"bands\">\n", f);
    int row = 0, band = 0;
    for (int i = 0; i < r->n_evals; i++) {
        if (!r->evals[i].shown) continue;
        bool first = true;
        for (int j = 0; j < i && first; j++)
            first = !r->evals[j].shown || strcmp(r->evals[j].workload, r->evals[i].workload);
        if (first && band++ % 2 == 0) {
            int rows = 0;
            for (int j = i; j < r->n_evals; j++)
                rows += r->evals[j].shown && !strcmp(r->evals[j].workload, r->evals[i].workload);
            fprintf(f,
                    "<rect class=\"band\" x=\"0\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"#f4f6f9\"/>\n",
                    y0 + row * rh, W, rows * rh);
        }
        row++;
    }
    fputs("</g>\n", f);
    kb_svg_xaxis(f, &x, y0, y1, "speedup over the baseline (x, log scale)");
    double p1 = kb_scale_at(&x, 1);
    fprintf(
        f,
        "<line class=\"one\" x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"%s\" stroke-width=\"1.5\"/>\n",
        p1, y0 - 4, p1, y1, KB_SVG_INK);
    fputs("<g class=\"labels\">\n", f);
    row = 0;
    for (int i = 0; i < r->n_evals; i++) {
        const kb_rep_eval *e = &r->evals[i];
        if (!e->shown) continue;
        double ty = y0 + row * rh + rh / 2.0 + 4;
        char t[160];
        bool first = true;
        for (int j = 0; j < i && first; j++)
            first = !r->evals[j].shown || strcmp(r->evals[j].workload, e->workload);
        if (first) {
            cut(t, sizeof t, e->workload, 38);
            kb_svg_text(f, WL_X, ty, "start", 12, KB_SVG_INK, t);
        }
        cut(t, sizeof t, kb_report_basename(e->candidate), 18);
        kb_svg_text(f, CAND_X, ty, "end", 12, KB_SVG_MUTED, t);
        if (!strcmp(e->verdict, "ok") && e->n_base) {
            row++;
            continue;
        }
        /* no speedup to draw: say why, in the verdict's colour */
        char d[160];
        cut(d, sizeof d, e->detail, 64);
        kb_svg_text_halo(f, PLOT_X0 + 8, ty, "start", 12, kb_svg_verdict_color(e->verdict), e->verdict);
        kb_svg_text_halo(f, PLOT_X0 + 16 + 7.4 * (double)strlen(e->verdict), ty, "start", 11, KB_SVG_MUTED,
                         d);
        row++;
    }
    fputs("</g>\n", f);
    fprintf(f, "<g class=\"points\" data-n=\"%d\">\n", n_bars);
    row = 0;
    for (int i = 0; i < r->n_evals; i++) {
        const kb_rep_eval *e = &r->evals[i];
        if (!e->shown) continue;
        for (int k = 0; k < e->n_base; k++)
            if (e->base[k].speedup > 0) bar(f, &x, e, &e->base[k], y0 + row * rh + 5 + k * BAR_STEP);
        row++;
    }
    fputs("</g>\n<g class=\"whiskers\">\n", f);
    for (int pass = 0; pass < 2; pass++) { /* the whiskers, then the values beside them */
        if (pass) fputs("</g>\n<g class=\"values\">\n", f);
        row = 0;
        for (int i = 0; i < r->n_evals; i++) {
            const kb_rep_eval *e = &r->evals[i];
            if (!e->shown) continue;
            for (int k = 0; k < e->n_base; k++) {
                const kb_rep_base *b = &e->base[k];
                if (!(b->speedup > 0)) continue;
                double y = y0 + row * rh + 5 + k * BAR_STEP;
                if (!pass) {
                    whisker(f, &x, b, y);
                    continue;
                }
                char sp[24], t[32];
                kb_report_num(sp, sizeof sp, b->speedup);
                snprintf(t, sizeof t, "%sx", sp);
                double right = fmax(p1, fmax(kb_scale_at(&x, b->speedup),
                                             isfinite(b->ci_hi) ? kb_scale_at(&x, b->ci_hi) : 0));
                kb_svg_text(f, right + 6, y + BAR_H - 1, "start", 11, KB_SVG_INK, t);
            }
            row++;
        }
    }
    fputs("</g>\n", f);
    kb_svg_close(f);
    return n_bars;
}

int kb_svg_verdicts(FILE *f, const kb_rep_run *r, bool standalone)
{
    if (!r->n_verdicts) return 0;
    int total = 0, top = 12, rh = 26, x0 = 170, x1 = W - 140;
    for (int i = 0; i < r->n_verdicts; i++) total += r->verdicts[i].count;
    kb_svg_open(f, standalone, "verdicts", W, top + rh * r->n_verdicts + 10, "verdict breakdown");
    fprintf(f, "<g class=\"points\" data-n=\"%d\" data-total=\"%d\">\n", r->n_verdicts, total);
    for (int i = 0; i < r->n_verdicts; i++) {
        const kb_rep_verdict *v = &r->verdicts[i];
        double y = top + i * rh, w = (x1 - x0) * (double)v->count / total;
        fprintf(f, "<rect class=\"pt\" data-verdict=\"");
        kb_report_escape_xml(f, v->verdict);
        fprintf(f,
                "\" data-count=\"%d\" x=\"%d\" y=\"%.1f\" width=\"%.1f\" height=\"18\" rx=\"2\" fill=\"%s\">"
                "<title>",
                v->count, x0, y, fmax(2, w), kb_svg_verdict_color(v->verdict));
        kb_report_escape_xml(f, v->verdict);
        fprintf(f, ": %d</title></rect>\n", v->count);
    }
    fputs("</g>\n<g class=\"labels\">\n", f);
    for (int i = 0; i < r->n_verdicts; i++) {
        const kb_rep_verdict *v = &r->verdicts[i];
        double y = top + i * rh + 14, w = (x1 - x0) * (double)v->count / total;
        char t[48];
        kb_svg_text(f, x0 - 10, y, "end", 12, KB_SVG_INK, v->verdict);
        snprintf(t, sizeof t, "%d (%.0f%%)", v->count, 100.0 * v->count / total);
        kb_svg_text(f, x0 + fmax(2, w) + 8, y, "start", 12, KB_SVG_INK, t);
    }
    fputs("</g>\n", f);
    kb_svg_close(f);
    return r->n_verdicts;
}
