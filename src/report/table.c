/* table.c: the cells of the report's tables as plain text, so that the HTML page and its
 * Markdown twin show the same rows with the same numbers. */
#include <math.h>
#include <string.h>

#include "report.h"

#define CELL(c, ...) snprintf((c), KB_REP_CELL, __VA_ARGS__)

int kb_report_columns(const kb_rep_run *r, char head[][KB_REP_CELL])
{
    int n = 0;
    CELL(head[n++], "workload");
    CELL(head[n++], "candidate");
    CELL(head[n++], "verdict");
    CELL(head[n++], "ms");
    for (int b = 0; b < r->n_bases; b++) {
        CELL(head[n++], "%s ms", r->bases[b]);
        CELL(head[n++], "vs %s [95%% CI]", r->bases[b]);
    }
    CELL(head[n++], "GFLOP/s");
    CELL(head[n++], "GB/s");
    CELL(head[n++], "%% roofline");
    return n;
}

static void speedup_cell(char *c, const kb_rep_base *b)
{
    char x[24], lo[24], hi[24];
    kb_report_num(x, sizeof x, b->speedup);
    if (!isfinite(b->speedup)) {
        CELL(c, "-");
        return;
    }
    kb_report_num(lo, sizeof lo, b->ci_lo);
    kb_report_num(hi, sizeof hi, b->ci_hi);
    CELL(c, "%sx [%s, %s]", x, lo, hi);
}

void kb_report_cells(const kb_rep_run *r, const kb_rep_eval *e, char cells[][KB_REP_CELL])
{
    int n = 0;
    CELL(cells[n++], "%s", e->workload);
    CELL(cells[n++], "%s", kb_report_basename(e->candidate));
    /* timed while the machine was busy: its numbers may not hold */
    CELL(cells[n++], "%s%s", e->verdict, e->noisy ? " (noisy)" : "");
    kb_report_num(cells[n++], KB_REP_CELL, e->time_ms);
    for (int b = 0; b < r->n_bases; b++) {
        const kb_rep_base *base = NULL;
        for (int k = 0; k < e->n_base; k++)
            if (!strcmp(e->base[k].who, r->bases[b])) base = &e->base[k];
        if (!base) {
            CELL(cells[n++], "-");
            CELL(cells[n++], "-");
            continue;
        }
        kb_report_num(cells[n++], KB_REP_CELL, base->median_ms);
        speedup_cell(cells[n++], base);
    }
    kb_report_num(cells[n++], KB_REP_CELL, e->gflops);
    kb_report_num(cells[n++], KB_REP_CELL, e->gbs);
    kb_report_num(cells[n++], KB_REP_CELL, e->roofline_pct);
}

void kb_report_summary_columns(char head[][KB_REP_CELL])
{
    int n = 0;
    CELL(head[n++], "baseline");
    CELL(head[n++], "correct");
    for (int p = 0; p < KB_REP_NP; p++) CELL(head[n++], "fast_%g", kb_rep_p[p]);
    CELL(head[n++], "geomean speedup");
    CELL(head[n++], "workloads");
}

void kb_report_summary_cells(const kb_rep_summary *s, char cells[][KB_REP_CELL])
{
    int n = 0;
    double w = s->workloads ? s->workloads : 1;
    CELL(cells[n++], "%s", s->who);
    CELL(cells[n++], "%d (%.0f%%)", s->correct, 100 * s->correct / w);
    for (int p = 0; p < KB_REP_NP; p++) CELL(cells[n++], "%.2f (%d)", s->fast[p] / w, s->fast[p]);
    char g[24];
    kb_report_num(g, sizeof g, s->geomean);
    if (isfinite(s->geomean))
        CELL(cells[n++], "%sx", g);
    else
        CELL(cells[n++], "-");
    CELL(cells[n++], "%d", s->workloads);
}

void kb_report_agent_columns(char head[][KB_REP_CELL])
{
    int n = 0;
    CELL(head[n++], "workload");
    CELL(head[n++], "candidates");
    CELL(head[n++], "correct");
    CELL(head[n++], "unchanged");
    CELL(head[n++], "LLM calls");
    CELL(head[n++], "best vs lib");
    CELL(head[n++], "best after calls");
}

bool kb_report_agent_cells(const kb_rep_run *r, int w, char cells[][KB_REP_CELL])
{
    /* r->cands is sorted by workload: find the w-th run of one workload */
    int i = 0, k = 0;
    while (i < r->n_cands && k < w) {
        int j = i;
        while (j < r->n_cands && !strcmp(r->cands[j].workload, r->cands[i].workload)) j++;
        i = j;
        k++;
    }
    if (i >= r->n_cands) return false;
    int n = 0, ok = 0, unchanged = 0, calls = 0, best_calls = 0;
    double best = NAN;
    const char *wl = r->cands[i].workload;
    for (int j = i; j < r->n_cands && !strcmp(r->cands[j].workload, wl); j++, n++) {
        const kb_rep_cand *c = &r->cands[j];
        calls = KB_MAX(calls, c->calls);
        unchanged += c->unchanged;
        if (!(c->speedup > 0)) continue;
        ok++;
        if (!(c->speedup <= best)) best = c->speedup, best_calls = c->calls;
    }
    char b[24];
    kb_report_num(b, sizeof b, best);
    int m = 0;
    CELL(cells[m++], "%s", wl);
    CELL(cells[m++], "%d", n);
    CELL(cells[m++], "%d", ok);
    CELL(cells[m++], "%d", unchanged);
    CELL(cells[m++], "%d", calls);
    if (isfinite(best)) {
        CELL(cells[m++], "%sx", b);
        CELL(cells[m++], "%d", best_calls);
    } else {
        CELL(cells[m++], "-");
        CELL(cells[m++], "-");
    }
    return true;
}
