/* chart_roofline.c: the roofline: arithmetic intensity (FLOP per byte moved) against achieved
 * GFLOP/s on log-log axes, under the measured roofs of the machine the run used: memory
 * bandwidth (a slope) and compute (flat; the run's dtype, and fp32 beside bf16 since many
 * kernels compute in fp32). One point per timed candidate and one per baseline of each
 * workload, a thin line joining a candidate to its baseline. */
#include <math.h>
#include <string.h>

#include "svg.h"

#define W 960
#define H 560
#define X0 80
#define X1 (W - 30)
#define Y0 40
#define Y1 (H - 60)

static double intensity(const kb_rep_eval *e) { return e->flops / e->bytes; }

static bool timed(const kb_rep_eval *e) { return e->shown && e->flops > 0 && e->bytes > 0 && e->gflops > 0; }

/* One baseline's GFLOP/s for a workload: the median over the shown evaluations that timed it
 * (each evaluation times the baseline again, interleaved with its candidate). */
static double base_gflops(const kb_rep_run *r, const char *workload, const char *who, int *first)
{
    double v[256];
    int n = 0;
    *first = -1;
    for (int i = 0; i < r->n_evals && n < 256; i++) {
        const kb_rep_eval *e = &r->evals[i];
        if (!timed(e) || strcmp(e->workload, workload)) continue;
        for (int k = 0; k < e->n_base; k++) {
            if (strcmp(e->base[k].who, who)) continue;
            double g = kb_report_base_gflops(e, &e->base[k]);
            if (!(g > 0)) continue;
            if (*first < 0) *first = i;
            v[n++] = g;
        }
    }
    if (!n) return NAN;
    for (int i = 1; i < n; i++) /* insertion sort: a handful of values */
        for (int j = i; j > 0 && v[j] < v[j - 1]; j--) {
            double t = v[j];
            v[j] = v[j - 1];
            v[j - 1] = t;
        }
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

static void roof(FILE *f, const kb_scale *x, const kb_scale *y, double peak, double bw, const char *cls,
                 const char *color, const char *dash, const char *label)
{
    double ridge = peak / bw, xa = x->d0, xb = x->d1;
    double ya = fmin(peak, bw * xa);
    fprintf(f, "<path class=\"roof %s\" d=\"M%.1f %.1f", cls, kb_scale_at(x, xa),
            kb_scale_at(y, fmax(ya, y->d0)));
    if (ridge > xa && ridge < xb) fprintf(f, "L%.1f %.1f", kb_scale_at(x, ridge), kb_scale_at(y, peak));
    fprintf(f, "L%.1f %.1f\" stroke=\"%s\" stroke-width=\"2\" fill=\"none\"%s%s%s/>\n", kb_scale_at(x, xb),
            kb_scale_at(y, fmin(peak, bw * xb)), color, dash ? " stroke-dasharray=\"" : "", dash ? dash : "",
            dash ? "\"" : "");
    kb_svg_text(f, X1 - 4, kb_scale_at(y, peak) - 6, "end", 11, color, label);
}

int kb_svg_roofline(FILE *f, const kb_rep_run *r, bool standalone)
{
    double peak = kb_report_peak_gflops(r), bw = kb_report_peak_gbs(r);
    int n_cand = 0, n_base = 0;
    double xlo = INFINITY, xhi = 0, ylo = INFINITY, yhi = 0;
    for (int i = 0; i < r->n_evals; i++) {
        const kb_rep_eval *e = &r->evals[i];
        if (!timed(e)) continue;
        n_cand++;
        xlo = fmin(xlo, intensity(e));
        xhi = fmax(xhi, intensity(e));
        ylo = fmin(ylo, e->gflops);
        yhi = fmax(yhi, e->gflops);
        for (int k = 0; k < e->n_base; k++) {
            double g = kb_report_base_gflops(e, &e->base[k]);
            if (g > 0) ylo = fmin(ylo, g), yhi = fmax(yhi, g);
        }
    }
    if (!n_cand) return -1;
    bool roofs = r->has_peaks && peak > 0 && bw > 0;
    if (roofs) {
        xhi = fmax(xhi, 2 * peak / bw); /* show the ridge point */
        yhi = fmax(yhi, peak);
    }
    kb_scale x = {.p0 = X0, .p1 = X1}, y = {.p0 = Y1, .p1 = Y0};
    kb_scale_log_domain(&x, xlo, xhi, 1.6);
    kb_scale_log_domain(&y, ylo, yhi, 1.6);
    kb_svg_open(f, standalone, "roofline", W, H, "roofline: achieved GFLOP/s against arithmetic intensity");
    double lx = kb_svg_legend(f, X0, 18, KB_SVG_CAND_COLOR, "candidate");
    for (int b = 0; b < r->n_bases; b++) {
        char t[48];
        snprintf(t, sizeof t, "baseline %s", r->bases[b]);
        lx = kb_svg_legend(f, lx, 18, kb_svg_base_color(r->bases[b]), t);
    }
    kb_svg_text(f, lx, 18, "start", 11, KB_SVG_MUTED, "hollow: verdict not ok");
    fprintf(
        f, "<clipPath id=\"roofline-plot\"><rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\"/></clipPath>\n",
        X0, Y0, X1 - X0, Y1 - Y0);
    kb_svg_xaxis(f, &x, Y0, Y1, "arithmetic intensity (FLOP/byte, log scale)");
    kb_svg_yaxis(f, &y, X0, X1, "achieved GFLOP/s (log scale)");
    if (roofs) {
        char t[128];
        fputs("<g class=\"roofs\" clip-path=\"url(#roofline-plot)\">\n", f);
        bool bf16 = strcmp(r->dtype, "f32") != 0;
        double fp32 = r->threads == 1 ? r->fp32_1 : r->fp32_all;
        if (bf16 && fp32 > 0) { /* many bf16 kernels compute in fp32: its roof matters too */
            snprintf(t, sizeof t, "fp32 peak %.0f GFLOP/s", fp32);
            roof(f, &x, &y, fp32, bw, "fp32", "#999", "6 4", t);
        }
        snprintf(t, sizeof t, "%s peak %.0f GFLOP/s, memory %.1f GB/s (%d thread%s)", bf16 ? "bf16" : "fp32",
                 peak, bw, r->threads, r->threads == 1 ? "" : "s");
        roof(f, &x, &y, peak, bw, "main", "#c0392b", NULL, t);
        fputs("</g>\n", f);
    }
    /* candidate to baseline: how far the candidate is from what a user gets anyway */
    fputs("<g class=\"links\">\n", f);
    for (int i = 0; i < r->n_evals; i++) {
        const kb_rep_eval *e = &r->evals[i];
        if (!timed(e)) continue;
        for (int k = 0; k < e->n_base; k++) {
            double g = kb_report_base_gflops(e, &e->base[k]);
            if (!(g > 0)) continue;
            double px = kb_scale_at(&x, intensity(e));
            fprintf(f, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#bbb\"/>\n", px,
                    kb_scale_at(&y, e->gflops), px, kb_scale_at(&y, g));
        }
    }
    fputs("</g>\n", f);
    /* baselines once per workload and baseline */
    for (int i = 0; i < r->n_evals; i++) {
        const kb_rep_eval *e = &r->evals[i];
        for (int k = 0; timed(e) && k < e->n_base; k++) {
            int first;
            double g = base_gflops(r, e->workload, e->base[k].who, &first);
            n_base += first == i && g > 0;
        }
    }
    fprintf(f, "<g class=\"points\" data-n=\"%d\" data-candidates=\"%d\" data-baselines=\"%d\">\n",
            n_cand + n_base, n_cand, n_base);
    for (int i = 0; i < r->n_evals; i++) {
        const kb_rep_eval *e = &r->evals[i];
        for (int k = 0; timed(e) && k < e->n_base; k++) {
            int first;
            double g = base_gflops(r, e->workload, e->base[k].who, &first);
            if (first != i || !(g > 0)) continue;
            double px = kb_scale_at(&x, intensity(e)), py = kb_scale_at(&y, g);
            fprintf(f, "<rect class=\"pt base\" data-workload=\"");
            kb_report_escape_xml(f, e->workload);
            fprintf(f, "\" data-baseline=\"");
            kb_report_escape_xml(f, e->base[k].who);
            fprintf(f,
                    "\" data-gflops=\"%.4g\" x=\"%.1f\" y=\"%.1f\" width=\"9\" height=\"9\" fill=\"%s\""
                    " transform=\"rotate(45 %.1f %.1f)\"><title>",
                    g, px - 4.5, py - 4.5, kb_svg_base_color(e->base[k].who), px, py);
            kb_report_escape_xml(f, e->workload);
            fprintf(f, " %s: %.3g GFLOP/s</title></rect>\n", e->base[k].who, g);
        }
    }
    for (int i = 0; i < r->n_evals; i++) {
        const kb_rep_eval *e = &r->evals[i];
        if (!timed(e)) continue;
        bool ok = !strcmp(e->verdict, "ok");
        double px = kb_scale_at(&x, intensity(e)), py = kb_scale_at(&y, e->gflops);
        fprintf(f, "<circle class=\"pt cand\" data-workload=\"");
        kb_report_escape_xml(f, e->workload);
        fprintf(f, "\" data-candidate=\"");
        kb_report_escape_xml(f, e->candidate);
        fprintf(f,
                "\" data-gflops=\"%.4g\" cx=\"%.1f\" cy=\"%.1f\" r=\"5.5\" fill=\"%s\" stroke=\"%s\""
                " stroke-width=\"1.5\"><title>",
                e->gflops, px, py, ok ? KB_SVG_CAND_COLOR : "#fff",
                ok ? "#fff" : kb_svg_verdict_color(e->verdict));
        kb_report_escape_xml(f, e->workload);
        fputc(' ', f);
        kb_report_escape_xml(f, kb_report_basename(e->candidate));
        fprintf(f, ": %.3g GFLOP/s, %.3g FLOP/byte", e->gflops, intensity(e));
        if (isfinite(e->roofline_pct)) fprintf(f, ", %.1f%% of the roofline", e->roofline_pct);
        fputs("</title></circle>\n", f);
    }
    fputs("</g>\n<g class=\"labels\">\n", f);
    /* the short id (p08, k41) beside each candidate, moved up or down off labels already placed
     * (one per workload: its candidates share an intensity) */
    double placed[128][2];
    int n_placed = 0;
    for (int i = 0; i < r->n_evals; i++) {
        const kb_rep_eval *e = &r->evals[i];
        if (!timed(e)) continue;
        bool seen = false;
        for (int j = 0; j < i && !seen; j++)
            seen = timed(&r->evals[j]) && !strcmp(r->evals[j].workload, e->workload);
        if (seen) continue;
        char id[16];
        snprintf(id, sizeof id, "%.*s", (int)strcspn(e->workload, "_"), e->workload);
        double tx = kb_scale_at(&x, intensity(e)) + 8, ly = kb_scale_at(&y, e->gflops) + 4;
        static const double shift[] = {0, 11, -11, 22, -22, 33, -33};
        double best = ly;
        for (size_t k = 0; k < KB_ARRAY_LEN(shift); k++) {
            bool clear = true;
            for (int j = 0; j < n_placed && clear; j++)
                clear = fabs(placed[j][0] - tx) > 30 || fabs(placed[j][1] - (ly + shift[k])) > 10;
            if (clear) {
                best = ly + shift[k];
                break;
            }
        }
        if (n_placed < 128) placed[n_placed][0] = tx, placed[n_placed++][1] = best;
        kb_svg_text_halo(f, tx, best, "start", 10, KB_SVG_MUTED, id);
    }
    fputs("</g>\n", f);
    kb_svg_close(f);
    return n_cand + n_base;
}
