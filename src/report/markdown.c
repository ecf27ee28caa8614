/* markdown.c: the report's Markdown twin: the same tables, row for row, and the charts as
 * the SVG files `kbench report` writes beside it. */
#include <math.h>
#include <string.h>

#include "report.h"

static void md(FILE *f, const char *s) { kb_report_escape_md(f, s); }

static void row(FILE *f, char cells[][KB_REP_CELL], int n)
{
    fputs("|", f);
    for (int i = 0; i < n; i++) {
        fputc(' ', f);
        md(f, cells[i]);
        fputs(" |", f);
    }
    fputc('\n', f);
}

static void head(FILE *f, char cells[][KB_REP_CELL], int n, int left)
{
    row(f, cells, n);
    fputs("|", f);
    for (int i = 0; i < n; i++) fputs(i < left ? " --- |" : " ---: |", f);
    fputc('\n', f);
}

void kb_report_markdown(FILE *f, const kb_rep_run *r, unsigned charts)
{
    fprintf(f, "# kbench run %lld (", (long long)r->id);
    md(f, r->kind);
    fputs(")\n\n", f);
    if (r->strategy[0]) {
        fputs("Strategy ", f);
        md(f, r->strategy);
        fputs(", model ", f);
        md(f, r->model);
        fputs(", context ", f);
        md(f, r->context);
        fputs(". ", f);
    }
    fputs("Preset ", f);
    md(f, r->preset);
    fputs(", ", f);
    md(f, r->dtype);
    fprintf(f, ", %d thread%s; started ", r->threads, r->threads == 1 ? "" : "s");
    md(f, r->created_at);
    if (r->finished_at[0]) {
        fputs(", finished ", f);
        md(f, r->finished_at);
    }
    fputs(" (", f);
    md(f, r->status);
    fputs(").\n", f);
    if (r->has_peaks) {
        fputs("Machine: ", f);
        md(f, r->cpu);
        fprintf(f, " (%d cores); measured peaks fp32 %.0f, bf16 %.0f GFLOP/s, memory %.1f GB/s.\n", r->cores,
                r->fp32_all, r->bf16_all, r->bw_all);
    }
    fputs("\n    ", f);
    for (const char *c = r->command; *c; c++) fputc(*c == '\n' ? ' ' : *c, f); /* a code block */
    fputs("\n\n## Summary\n\n", f);
    fprintf(f, "%d workloads, %d evaluations, %d correct (%.0f%%).\n\n", r->n_workloads, r->n_evals, r->n_ok,
            r->n_evals ? 100.0 * r->n_ok / r->n_evals : 0.0);
    if (r->n_bases) {
        char h[KB_REP_SUMMARY_COLS][KB_REP_CELL], c[KB_REP_SUMMARY_COLS][KB_REP_CELL];
        kb_report_summary_columns(h);
        head(f, h, KB_REP_SUMMARY_COLS, 1);
        for (int b = 0; b < r->n_bases; b++) {
            kb_report_summary_cells(&r->summary[b], c);
            row(f, c, KB_REP_SUMMARY_COLS);
        }
        fputs("\nfast_p: the share of workloads whose best correct candidate is more than p times faster"
              " than the baseline (count in brackets).\n",
              f);
    }
    fputs("\n## Verdicts\n\n| verdict | count | share |\n| --- | ---: | ---: |\n", f);
    int total = 0;
    for (int i = 0; i < r->n_verdicts; i++) total += r->verdicts[i].count;
    for (int i = 0; i < r->n_verdicts; i++) {
        fputs("| ", f);
        md(f, r->verdicts[i].verdict);
        fprintf(f, " | %d | %.0f%% |\n", r->verdicts[i].count, 100.0 * r->verdicts[i].count / total);
    }
    if (charts) fputs("\n## Charts\n", f);
    if (charts & KB_REP_CHART_SPEEDUPS) fputs("\n![Speedup per workload](speedups.svg)\n", f);
    if (charts & KB_REP_CHART_ROOFLINE) fputs("\n![Roofline](roofline.svg)\n", f);
    if (charts & KB_REP_CHART_TRAJECTORY) fputs("\n![Agent trajectory](trajectory.svg)\n", f);
    if (r->n_cands) {
        char h[KB_REP_AGENT_COLS][KB_REP_CELL], c[KB_REP_AGENT_COLS][KB_REP_CELL];
        fputs("\n## Agent, per workload\n\n", f);
        kb_report_agent_columns(h);
        head(f, h, KB_REP_AGENT_COLS, 1);
        for (int w = 0; kb_report_agent_cells(r, w, c); w++) row(f, c, KB_REP_AGENT_COLS);
    }
    fputs("\n## Per workload\n\n", f);
    if (!strcmp(r->kind, "agent"))
        fputs("The fastest correct candidate of each workload (else its latest).\n\n", f);
    char h[KB_REP_MAX_COLS][KB_REP_CELL], c[KB_REP_MAX_COLS][KB_REP_CELL];
    int n = kb_report_columns(r, h);
    head(f, h, n, 3);
    for (int i = 0; i < r->n_evals; i++) {
        if (!r->evals[i].shown) continue;
        kb_report_cells(r, &r->evals[i], c);
        row(f, c, n);
    }
    bool any = false;
    for (int i = 0; i < r->n_evals; i++) {
        const kb_rep_eval *e = &r->evals[i];
        if (!e->shown || !strcmp(e->verdict, "ok")) continue;
        if (!any) fputs("\nWhy the others failed:\n\n", f);
        any = true;
        char d[600];
        snprintf(d, sizeof d, "%s", e->detail);
        fputs("- ", f);
        md(f, e->workload);
        fputs(" ", f);
        md(f, kb_report_basename(e->candidate));
        fputs(": ", f);
        md(f, e->verdict);
        fputs(": ", f);
        md(f, d);
        fputc('\n', f);
    }
}
