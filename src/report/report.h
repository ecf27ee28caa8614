/* report.h: `kbench report`: one run from the store as an HTML page (inline SVG and CSS, no
 * network) and a Markdown twin. data.c loads the run into the structs below and derives the
 * summary; svg.c draws the charts; html.c and markdown.c lay the page out.
 *
 * Every chart marks its data points for tests and scripts: a `<g class="points" data-n="N">`
 * holds N elements of class "pt", each with data-* attributes naming what it shows. */
#ifndef KB_REPORT_H
#define KB_REPORT_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "../core/util.h"
#include "../store/store.h"

#define KB_REP_MAX_BASE 4 /* baselines per evaluation: lib, vs, later xla */

/* One baseline's time in one evaluation, and the candidate's speedup over it. */
typedef struct kb_rep_base {
    char who[16];
    double median_ms, q1_ms, q3_ms;
    double speedup, ci_lo, ci_hi; /* NaN when not stored */
} kb_rep_base;

/* One evaluation of the run. Text fields come from the store as they are: escape them. */
typedef struct kb_rep_eval {
    int64_t id;
    char workload[64], verdict[32];
    char *candidate, *detail; /* heap */
    double flops, bytes, floor_ms;
    double time_ms, q1_ms, q3_ms, gflops, gbs, roofline_pct; /* NaN when not timed */
    int n_base;
    kb_rep_base base[KB_REP_MAX_BASE];
    bool shown; /* in the per-workload table and charts */
    bool noisy; /* timed while the machine was busy: marked */
} kb_rep_eval;

/* One candidate an agent wrote: where it stands in the run's sequence of LLM calls. */
typedef struct kb_rep_cand {
    char workload[64], verdict[32];
    int seq, calls; /* calls: LLM calls made so far for it */
    double speedup; /* vs lib; NaN when not correct or not timed */
    bool unchanged; /* the starting program again (agent/unchanged.h) */
} kb_rep_cand;

/* fast_p and friends for one baseline over the run's workloads (the best correct candidate of
 * each workload counts). */
#define KB_REP_NP 4
extern const double kb_rep_p[KB_REP_NP]; /* 0, 1, 1.5, 2 */
typedef struct kb_rep_summary {
    char who[16];           /* baseline */
    int workloads, correct; /* workloads in the run, ... with a correct candidate */
    int fast[KB_REP_NP];    /* ... whose best speedup > p */
    double geomean;         /* of the best speedups over correct workloads; NaN if none */
} kb_rep_summary;

typedef struct kb_rep_verdict {
    char verdict[32];
    int count;
} kb_rep_verdict;

typedef struct kb_rep_run {
    int64_t id;
    char kind[16], created_at[32], finished_at[32], status[16], preset[32], dtype[8];
    char *command; /* heap */
    int threads;
    /* the machine the evaluations ran on and its measured peaks (has_peaks false: none) */
    bool has_peaks;
    char cpu[128];
    int cores;
    double fp32_1, fp32_all, bf16_1, bf16_all, bw_1, bw_all;
    /* agent runs */
    char strategy[32], model[96], context[64];
    kb_rep_eval *evals;
    int n_evals;
    kb_rep_cand *cands;
    int n_cands;
    /* derived */
    int n_workloads, n_ok, n_shown;
    char bases[KB_REP_MAX_BASE][16]; /* baselines seen, in order of first appearance */
    int n_bases;
    kb_rep_summary summary[KB_REP_MAX_BASE];
    kb_rep_verdict verdicts[32];
    int n_verdicts;
} kb_rep_run;

/* The newest run's id, 0 when the store has none, -1 on a store error. */
int64_t kb_report_latest(kb_store *s, kb_err *err);
/* The runs stored, as "1 (suite, 2025-01-02), 2 (agent, ...)" (at most the newest 10), for
 * the message that an asked-for run does not exist. */
void kb_report_list_runs(kb_store *s, char *out, size_t cap);
/* Load a run and derive the summary. 0, 1 when there is no such run, -1 with err. */
int kb_report_load(kb_store *s, int64_t run_id, kb_rep_run *r, kb_err *err);
void kb_report_free(kb_rep_run *r);

/* The compute roof for the run (its dtype and thread count) and the bandwidth roof. */
double kb_report_peak_gflops(const kb_rep_run *r);
double kb_report_peak_gbs(const kb_rep_run *r);
/* The baseline's achieved GFLOP/s in an evaluation (flops / its median time). */
double kb_report_base_gflops(const kb_rep_eval *e, const kb_rep_base *b);

/* Charts: each writes one <svg> element with no external reference; standalone adds the
 * namespace a file of its own needs (inline in HTML it needs none). Each returns the number of
 * data points it drew, or -1 when it had nothing to show and wrote nothing. */
int kb_svg_speedups(FILE *f, const kb_rep_run *r, bool standalone);   /* chart_bars.c */
int kb_svg_verdicts(FILE *f, const kb_rep_run *r, bool standalone);   /* chart_bars.c */
int kb_svg_roofline(FILE *f, const kb_rep_run *r, bool standalone);   /* chart_roofline.c */
int kb_svg_trajectory(FILE *f, const kb_rep_run *r, bool standalone); /* chart_trajectory.c */

/* The per-workload table, shared by both pages so that their rows are the same: the column
 * heads, and one shown evaluation's cells as plain text (the pages escape them). */
#define KB_REP_MAX_COLS (7 + 2 * KB_REP_MAX_BASE)
#define KB_REP_CELL 96
int kb_report_columns(const kb_rep_run *r, char head[][KB_REP_CELL]);
void kb_report_cells(const kb_rep_run *r, const kb_rep_eval *e, char cells[][KB_REP_CELL]);
/* The summary table: one row per baseline. */
#define KB_REP_SUMMARY_COLS (4 + KB_REP_NP)
void kb_report_summary_columns(char head[][KB_REP_CELL]);
void kb_report_summary_cells(const kb_rep_summary *s, char cells[][KB_REP_CELL]);
/* The agent table: one row per workload: candidates, correct, calls, best speedup. */
#define KB_REP_AGENT_COLS 7
void kb_report_agent_columns(char head[][KB_REP_CELL]);
/* Fills the cells of the agent table's row for workload index w (0-based over the distinct
 * workloads of r->cands); returns false past the last one. */
bool kb_report_agent_cells(const kb_rep_run *r, int w, char cells[][KB_REP_CELL]);

/* Pages. The Markdown twin shows the charts as SVG files beside it: charts says which exist. */
enum { KB_REP_CHART_SPEEDUPS = 1, KB_REP_CHART_ROOFLINE = 2, KB_REP_CHART_TRAJECTORY = 4 };
void kb_report_html(FILE *f, const kb_rep_run *r);
void kb_report_markdown(FILE *f, const kb_rep_run *r, unsigned charts);

/* Write dir/report.html, dir/report.md and the charts as dir/<chart>.svg (write.c); the
 * directory is made if missing. 0, or -1 with err. */
int kb_report_write(const kb_rep_run *r, const char *dir, kb_err *err);

/* Text from the store, made safe: for HTML and XML (&<>"' as entities; control characters and
 * bytes that are not UTF-8 as U+FFFD), and for a Markdown table cell (| escaped, newlines as
 * spaces, < and & as entities). */
void kb_report_escape_xml(FILE *f, const char *s);
void kb_report_escape_md(FILE *f, const char *s);

/* Shared formatting: "1.23", "12.3", "123" (three significant digits; "-" for NaN). */
void kb_report_num(char *out, size_t cap, double x);
/* The file name of a candidate path. */
const char *kb_report_basename(const char *path);

#endif
