/* html.c: the report as one self-contained HTML page: inline CSS and SVG, no script, no
 * font or image from anywhere else, so it opens the same offline, attached to a mail, or in
 * CI's artifacts. */
#include <math.h>
#include <string.h>

#include "report.h"

static const char css[] =
    "body{margin:0;background:#f5f6f8;color:#222;font:14px/1.45 'DejaVu Sans',Helvetica,Arial,sans-serif}"
    "main{max-width:1100px;margin:0 auto;padding:24px 20px 48px}"
    "h1{font-size:24px;margin:0 0 4px}h2{font-size:18px;margin:0 0 8px}"
    "section,header{background:#fff;border:1px solid #e1e4e8;border-radius:6px;padding:16px 20px;margin:0 0 18px}"
    ".meta{color:#555;margin:2px 0}.note{color:#666;font-size:13px;margin:0 0 10px}"
    "code{font:12px 'DejaVu Sans Mono',monospace;background:#f0f2f4;padding:1px 4px;border-radius:3px}"
    ".kind{font-size:13px;font-weight:normal;color:#fff;background:#3b6fb6;border-radius:10px;padding:2px 9px;vertical-align:middle}"
    ".cards{display:flex;gap:12px;flex-wrap:wrap;margin:0 0 14px}"
    ".card{flex:1;min-width:140px;border:1px solid #e1e4e8;border-radius:6px;padding:8px 12px}"
    ".card b{display:block;font-size:22px}.card span{color:#666;font-size:12px}"
    "table{border-collapse:collapse;width:100%;font-size:12.5px}"
    "th,td{padding:4px 6px;border-bottom:1px solid #eceef1;text-align:right;white-space:nowrap}"
    "th{background:#f0f2f5;font-weight:600}th:first-child,td:first-child,td.l,th.l{text-align:left}"
    "tr.row:hover td{background:#f7f9fc}"
    "td.detail{text-align:left;white-space:pre-wrap;color:#666;font-size:12px;padding-left:24px}"
    ".v{border-radius:3px;padding:1px 6px;color:#fff;font-size:12px}.v-ok{background:#2a9d4b}"
    ".v-bad{background:#d1495b}.v-ours{background:#7f8c8d}"
    "svg.chart{display:block;width:100%;height:auto}"
    ".scroll{overflow-x:auto}footer{color:#888;font-size:12px;text-align:center}";

static void esc(FILE *f, const char *s) { kb_report_escape_xml(f, s); }

static void header(FILE *f, const kb_rep_run *r)
{
    fputs("<header>\n<h1>kbench run ", f);
    fprintf(f, "%lld <span class=\"kind\">", (long long)r->id);
    esc(f, r->kind);
    fputs("</span></h1>\n<p class=\"meta\">", f);
    if (r->strategy[0]) {
        fputs("strategy <b>", f);
        esc(f, r->strategy);
        fputs("</b> · model ", f);
        esc(f, r->model);
        fputs(" · context ", f);
        esc(f, r->context);
        fputs(" · ", f);
    }
    fputs("preset ", f);
    esc(f, r->preset);
    fputs(" · ", f);
    esc(f, r->dtype);
    fprintf(f, " · %d thread%s · started ", r->threads, r->threads == 1 ? "" : "s");
    esc(f, r->created_at);
    if (r->finished_at[0]) {
        fputs(" · finished ", f);
        esc(f, r->finished_at);
    }
    fputs(" · ", f);
    esc(f, r->status);
    fputs("</p>\n", f);
    if (r->has_peaks) {
        fputs("<p class=\"meta\">machine: ", f);
        esc(f, r->cpu);
        fprintf(f,
                " (%d cores) · measured peaks: fp32 %.0f, bf16 %.0f GFLOP/s, memory %.1f GB/s (all cores);"
                " fp32 %.0f GFLOP/s, %.1f GB/s on one</p>\n",
                r->cores, r->fp32_all, r->bf16_all, r->bw_all, r->fp32_1, r->bw_1);
    }
    fputs("<p class=\"meta\"><code>", f);
    esc(f, r->command);
    fputs("</code></p>\n</header>\n", f);
}

static void table_head(FILE *f, char head[][KB_REP_CELL], int n)
{
    fputs("<thead><tr>", f);
    for (int i = 0; i < n; i++) {
        fputs(i < 3 ? "<th class=\"l\">" : "<th>", f);
        esc(f, head[i]);
        fputs("</th>", f);
    }
    fputs("</tr></thead>\n", f);
}

static void summary(FILE *f, const kb_rep_run *r)
{
    fputs("<section id=\"summary\">\n<h2>Summary</h2>\n<div class=\"cards\">\n", f);
    fprintf(f, "<div class=\"card\"><b>%d</b><span>workloads</span></div>\n", r->n_workloads);
    fprintf(f, "<div class=\"card\"><b>%d</b><span>evaluations</span></div>\n", r->n_evals);
    fprintf(f, "<div class=\"card\"><b>%.0f%%</b><span>correct (%d of %d)</span></div>\n",
            r->n_evals ? 100.0 * r->n_ok / r->n_evals : 0.0, r->n_ok, r->n_evals);
    for (int b = 0; b < r->n_bases; b++) {
        char g[24];
        kb_report_num(g, sizeof g, r->summary[b].geomean);
        fprintf(f, "<div class=\"card\"><b>%s%s</b><span>geomean speedup vs ", g,
                isfinite(r->summary[b].geomean) ? "x" : "");
        esc(f, r->bases[b]);
        fputs("</span></div>\n", f);
    }
    fputs("</div>\n", f);
    if (r->n_bases) {
        fputs("<p class=\"note\">fast_p: the share of workloads whose best correct candidate is more than p"
              " times faster than the baseline (count in brackets); the geomean is over workloads with a"
              " correct candidate.</p>\n<div class=\"scroll\"><table class=\"summary\">\n",
              f);
        char head[KB_REP_SUMMARY_COLS][KB_REP_CELL], cells[KB_REP_SUMMARY_COLS][KB_REP_CELL];
        kb_report_summary_columns(head);
        table_head(f, head, KB_REP_SUMMARY_COLS);
        fputs("<tbody>\n", f);
        for (int b = 0; b < r->n_bases; b++) {
            kb_report_summary_cells(&r->summary[b], cells);
            fputs("<tr class=\"row\">", f);
            for (int i = 0; i < KB_REP_SUMMARY_COLS; i++) {
                fputs("<td>", f);
                esc(f, cells[i]);
                fputs("</td>", f);
            }
            fputs("</tr>\n", f);
        }
        fputs("</tbody></table></div>\n", f);
    }
    fputs("<h2 style=\"margin-top:16px\">Verdicts</h2>\n", f);
    if (kb_svg_verdicts(f, r, false) < 0) fputs("<p class=\"note\">No evaluations.</p>\n", f);
    fputs("</section>\n", f);
}

static void chart(FILE *f, const char *id, const char *title, const char *note, const kb_rep_run *r,
                  int (*draw)(FILE *, const kb_rep_run *, bool), const char *none)
{
    fprintf(f, "<section id=\"%s\">\n<h2>%s</h2>\n<p class=\"note\">%s</p>\n", id, title, note);
    if (draw(f, r, false) < 0) fprintf(f, "<p class=\"note\">%s</p>\n", none);
    fputs("</section>\n", f);
}

static const char *verdict_class(const char *v)
{
    return !strcmp(v, "ok") ? "v-ok" : !strcmp(v, "harness_error") ? "v-ours" : "v-bad";
}

static void workloads(FILE *f, const kb_rep_run *r)
{
    char head[KB_REP_MAX_COLS][KB_REP_CELL], cells[KB_REP_MAX_COLS][KB_REP_CELL];
    int n = kb_report_columns(r, head);
    fputs("<section id=\"workloads\">\n<h2>Per workload</h2>\n", f);
    if (!strcmp(r->kind, "agent"))
        fputs("<p class=\"note\">The fastest correct candidate of each workload (else its latest).</p>\n", f);
    fputs("<div class=\"scroll\"><table class=\"workloads\">\n", f);
    table_head(f, head, n);
    fputs("<tbody>\n", f);
    for (int i = 0; i < r->n_evals; i++) {
        const kb_rep_eval *e = &r->evals[i];
        if (!e->shown) continue;
        kb_report_cells(r, e, cells);
        fputs("<tr class=\"row\" data-workload=\"", f);
        esc(f, e->workload);
        fputs("\">", f);
        for (int c = 0; c < n; c++) {
            if (c == 1) {
                fputs("<td class=\"l\" title=\"", f);
                esc(f, e->candidate);
                fputs("\">", f);
            } else if (c == 2) {
                fprintf(f, "<td class=\"l\"><span class=\"v %s\">", verdict_class(e->verdict));
            } else {
                fputs("<td>", f);
            }
            esc(f, cells[c]);
            fputs(c == 2 ? "</span></td>" : "</td>", f);
        }
        fputs("</tr>\n", f);
        if (strcmp(e->verdict, "ok") && e->detail[0]) {
            /* why it failed, under its row */
            fprintf(f, "<tr class=\"detail\"><td class=\"detail\" colspan=\"%d\">", n);
            char cut[600];
            snprintf(cut, sizeof cut, "%s", e->detail);
            esc(f, cut);
            fputs("</td></tr>\n", f);
        }
    }
    fputs("</tbody></table></div>\n</section>\n", f);
}

static void agent(FILE *f, const kb_rep_run *r)
{
    char note[256];
    snprintf(note, sizeof note,
             "Best speedup over lib found so far against the LLM calls made, per"
             " workload%s; crosses: candidates that were not correct.",
             r->n_cands && strcmp(r->cands[0].workload, r->cands[r->n_cands - 1].workload)
                 ? ", and in black their geometric mean, the strategy's line"
                 : "");
    chart(f, "trajectory", "Agent trajectory", note, r, kb_svg_trajectory, "No candidates recorded.");
    char head[KB_REP_AGENT_COLS][KB_REP_CELL], cells[KB_REP_AGENT_COLS][KB_REP_CELL];
    kb_report_agent_columns(head);
    fputs(
        "<section id=\"agent\">\n<h2>Agent, per workload</h2>\n<div class=\"scroll\"><table class=\"agent\">\n",
        f);
    table_head(f, head, KB_REP_AGENT_COLS);
    fputs("<tbody>\n", f);
    for (int w = 0; kb_report_agent_cells(r, w, cells); w++) {
        fputs("<tr class=\"row\">", f);
        for (int c = 0; c < KB_REP_AGENT_COLS; c++) {
            fputs("<td>", f);
            esc(f, cells[c]);
            fputs("</td>", f);
        }
        fputs("</tr>\n", f);
    }
    fputs("</tbody></table></div>\n</section>\n", f);
}

void kb_report_html(FILE *f, const kb_rep_run *r)
{
    fputs("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
          "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n",
          f);
    fprintf(f, "<title>kbench report: run %lld</title>\n<style>%s</style>\n</head>\n<body>\n<main>\n",
            (long long)r->id, css);
    header(f, r);
    summary(f, r);
    chart(f, "speedups", "Speedup per workload",
          "Each bar: a candidate's speedup over a baseline (baseline time / candidate time), from the"
          " median of interleaved rounds; right of the line is faster than the baseline.",
          r, kb_svg_speedups, "Nothing was timed.");
    chart(f, "roofline", "Roofline",
          "Where each candidate (circle) and baseline (diamond) stands against this machine's measured"
          " limits: under the slope a kernel is bound by memory bandwidth, under the flat line by compute.",
          r, kb_svg_roofline, "Nothing was timed.");
    if (r->n_cands || !strcmp(r->kind, "agent")) agent(f, r);
    workloads(f, r);
    fputs("<footer>kbench report · every number from the results store; charts are inline SVG</footer>\n"
          "</main>\n</body>\n</html>\n",
          f);
}
