/* test_report.c: `kbench report` on a real suite run (kbench run at the tiny preset on three
 * workloads, one correct and two broken candidates of p08_gemm among them) and on a synthetic
 * agent run (rows inserted here: the agent command writes them for real). Checks that every
 * chart holds the points it should, that the page is self-contained and escapes what the store
 * holds, that the Markdown twin has the same table rows, the SVG structure against a snapshot,
 * and that headless Chromium renders the page to a screenshot that is not blank.
 *
 * The snapshot (tests/snapshots/report_svg.txt) is each chart's element/class skeleton with
 * numbers and text left out and repeated siblings folded. After an intended change to the
 * charts, regenerate it with
 *     KBENCH_UPDATE_SNAPSHOTS=1 ./build/tests/test_report --filter 'report/snapshot'
 * (with the usual KBENCH_BIN/KBENCH_ROOT/KBENCH_RUNNER) and review the diff.
 *
 * Chromium (Debian's `chromium`) is installed by scripts/bootstrap; without it the screenshot
 * test fails and says so. */
#include <criterion/criterion.h>
#include <errno.h>
#include <fcntl.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "support/scratch.h"

#include "core/term.h"
#include "core/util.h"

static int sh(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static int sh(const char *fmt, ...)
{
    char cmd[8192];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(cmd, sizeof cmd, fmt, ap);
    va_end(ap);
    int st = system(cmd);
    return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

/* ---- the fixture: one store, built once for all tests of this binary ------------------------ */

static char dir[256];
static long long suite_run, agent_run;

/* The evaluations of a run whose candidate is path (suffix match), or 0. */
static long long eval_of(sqlite3 *db, long long run, const char *suffix)
{
    char *q = sqlite3_mprintf("SELECT id FROM evaluations WHERE run_id = %lld AND candidate_path LIKE '%%%q'"
                              " ORDER BY id LIMIT 1",
                              run, suffix);
    sqlite3_stmt *st;
    long long id = 0;
    if (sqlite3_prepare_v2(db, q, -1, &st, NULL) == SQLITE_OK && sqlite3_step(st) == SQLITE_ROW)
        id = sqlite3_column_int64(st, 0);
    sqlite3_finalize(st);
    sqlite3_free(q);
    return id;
}

static long long scalar(sqlite3 *db, const char *sql)
{
    sqlite3_stmt *st;
    long long v = -1;
    if (sqlite3_prepare_v2(db, sql, -1, &st, NULL) == SQLITE_OK && sqlite3_step(st) == SQLITE_ROW)
        v = sqlite3_column_int64(st, 0);
    sqlite3_finalize(st);
    return v;
}

static void exec(sqlite3 *db, const char *sql)
{
    char *msg = NULL;
    int rc = sqlite3_exec(db, sql, NULL, NULL, &msg);
    cr_assert_eq(rc, SQLITE_OK, "%s: %s", sql, msg ? msg : "?");
}

/* A synthetic agent run: 10 candidates over p08_gemm and p12_rmsnorm (two pointing at the suite
 * run's correct evaluations), and one evaluation of its own, on k41, whose path and detail hold
 * markup, quotes and bytes that are not UTF-8. */
static void add_agent_run(const char *db_path)
{
    sqlite3 *db = kb_test_db(db_path);
    exec(db, "INSERT INTO runs (kind, created_at, finished_at, status, preset, dtype, threads, command)"
             " VALUES ('agent', '2025-01-01T00:00:00Z', '2025-01-01T00:10:00Z', 'done', 'tiny', 'bf16', 2,"
             " 'kbench agent p08_gemm p12_rmsnorm --strategy iterative')");
    agent_run = sqlite3_last_insert_rowid(db);
    char *q = sqlite3_mprintf(
        "INSERT INTO agent_runs (run_id, strategy, model, context_level, target, seed, workloads, params)"
        " VALUES (%lld, 'iterative', 'test-model', 'cpu', 'cpu', '00', 'p08_gemm,p12_rmsnorm,k41_gemm_add_relu', '{}');"
        "INSERT INTO evaluations (created_at, workload, preset, dtype, candidate_path, seed, verdict, detail,"
        " flops, bytes, run_id) VALUES ('2025-01-01T00:05:00Z', 'k41_gemm_add_relu', 'tiny', 'bf16',"
        " 'agent/<script>alert(\"x\")</script>&amp;''.c', '00', 'wrong',"
        " 'got <b>1</b> & \"2\" at c[3,5] ' || char(10) || 'next line' || CAST(X'FFFE41' AS TEXT), 1e6, 1e5, %lld);",
        agent_run, agent_run);
    exec(db, q);
    sqlite3_free(q);
    long long p08 = eval_of(db, suite_run, "/p08_gemm/naive.c"),
              p12 = eval_of(db, suite_run, "/p12_rmsnorm/naive.c");
    cr_assert(p08 > 0 && p12 > 0, "the suite run has no naive evaluations");
    static const struct {
        const char *workload, *verdict;
        int calls;
        double speedup;
        int link; /* 1: the suite's p08 naive evaluation, 2: p12's */
    } cands[] = {
        {"p08_gemm", "compile_error", 1, 0, 0}, {"p08_gemm", "wrong", 2, 0, 0},
        {"p08_gemm", "ok", 3, 0.5, 1},          {"p08_gemm", "ok", 4, 0.8, 0},
        {"p08_gemm", "wrong", 5, 0, 0},         {"p08_gemm", "ok", 6, 1.3, 0},
        {"p12_rmsnorm", "ok", 1, 0.9, 2},       {"p12_rmsnorm", "ok", 2, 1.1, 0},
        {"p12_rmsnorm", "timeout", 3, 0, 0},    {"p12_rmsnorm", "ok", 4, 1.05, 0},
    };
    for (size_t i = 0; i < sizeof cands / sizeof cands[0]; i++) {
        long long link = cands[i].link == 1 ? p08 : cands[i].link == 2 ? p12 : 0;
        char speed[32] = "NULL", eval[32] = "NULL";
        if (cands[i].speedup > 0) snprintf(speed, sizeof speed, "%g", cands[i].speedup);
        if (link) snprintf(eval, sizeof eval, "%lld", link);
        q = sqlite3_mprintf(
            "INSERT INTO candidates (run_id, key, workload, seq, calls_so_far, verdict, speedup,"
            " eval_id, created_at) VALUES (%lld, '%q/%d', '%q', %d, %d, '%q', %s, %s,"
            " '2025-01-01T00:01:00Z')",
            agent_run, cands[i].workload, (int)i, cands[i].workload, (int)i, cands[i].calls, cands[i].verdict,
            speed, eval);
        exec(db, q);
        sqlite3_free(q);
    }
    /* one candidate is the starting program again; the starting program itself is stored as a
     * candidate too, faster than all, and is no candidate of the model's: no count, no best */
    q = sqlite3_mprintf("UPDATE candidates SET unchanged = 1 WHERE run_id = %lld AND key = 'p08_gemm/3';"
                        "INSERT INTO candidates (run_id, key, workload, seq, calls_so_far, verdict, speedup,"
                        " created_at) VALUES (%lld, 'p08_gemm/start', 'p08_gemm', 99, 0, 'ok', 2.0,"
                        " '2025-01-01T00:00:30Z')",
                        agent_run, agent_run);
    exec(db, q);
    sqlite3_free(q);
    sqlite3_close(db);
}

static void build_fixture(void)
{
    /* a store that already holds this machine's peaks */
    char store[512];
    snprintf(store, sizeof store, "%s/kbench.db", dir);
    kb_test_store(store);
    /* candidates: each workload's naive one, and for p08_gemm two broken ones */
    cr_assert_eq(sh("cd %s && mkdir -p k/p08_gemm k/p12_rmsnorm k/k41_gemm_add_relu"
                    " && cp %s/kernels/cpu/p08_gemm/naive.c %s/tests/candidates/wrong_one_element.c"
                    " %s/tests/candidates/compile_error.c k/p08_gemm/"
                    " && cp %s/kernels/cpu/p12_rmsnorm/naive.c k/p12_rmsnorm/"
                    " && cp %s/kernels/cpu/k41_gemm_add_relu/naive.c k/k41_gemm_add_relu/",
                    dir, kb_test_root(), kb_test_root(), kb_test_root(), kb_test_root(), kb_test_root()),
                 0);
    int rc = sh("cd %s && %s run p08_gemm p12_rmsnorm k41_gemm_add_relu --kernels k --preset tiny"
                " --max-time 0.2 --min-time 0.05 --quiet > run.txt 2>&1",
                dir, kb_test_bin());
    char path[512];
    snprintf(path, sizeof path, "%s/run.txt", dir);
    char *out = kb_read_file(path, NULL);
    cr_assert_eq(rc, 1, "kbench run: exit %d (1 expected: two candidates are broken):\n%s", rc, out);
    cr_log_info("the suite run:\n%s", out); /* what a failure below is about */
    free(out);
    snprintf(path, sizeof path, "%s/kbench.db", dir);
    sqlite3 *db = kb_test_db(path);
    suite_run = scalar(db, "SELECT max(id) FROM runs WHERE kind = 'suite'");
    sqlite3_close(db);
    cr_assert_gt(suite_run, 0);
    add_agent_run(path);
    cr_assert_eq(sh("cd %s && %s report --run %lld --out suite > suite.txt 2>&1 && %s report --run %lld"
                    " --out agent > agent.txt 2>&1 && %s report --out latest > latest.txt 2>&1",
                    dir, kb_test_bin(), suite_run, kb_test_bin(), agent_run, kb_test_bin()),
                 0, "kbench report failed (see %s/*.txt)", dir);
}

/* Tests run in parallel processes: the first builds the store under a lock, the others wait. */
static void setup(void)
{
    snprintf(dir, sizeof dir, "/tmp/kbench-report-%d", (int)getppid());
    mkdir(dir, 0755);
    char path[512];
    snprintf(path, sizeof path, "%s/lock", dir);
    int fd = open(path, O_CREAT | O_RDWR, 0644);
    cr_assert(fd >= 0);
    cr_assert_eq(flock(fd, LOCK_EX), 0);
    snprintf(path, sizeof path, "%s/ready", dir);
    struct stat st;
    if (stat(path, &st) != 0) {
        build_fixture();
        FILE *f = fopen(path, "w");
        fprintf(f, "%lld %lld\n", suite_run, agent_run);
        fclose(f);
    } else {
        FILE *f = fopen(path, "r");
        cr_assert(f && fscanf(f, "%lld %lld", &suite_run, &agent_run) == 2);
        fclose(f);
    }
    flock(fd, LOCK_UN);
    close(fd);
}

TestSuite(report, .init = setup, .timeout = 600);

/* The runner's own process starts from no fixture (a directory left by an earlier run that
 * had the same pid would hold another binary's pages)... */
ReportHook(PRE_ALL)(struct criterion_test_set *tests)
{
    (void)tests;
    char cmd[300];
    snprintf(cmd, sizeof cmd, "rm -rf /tmp/kbench-report-%d", (int)getpid());
    if (system(cmd)) {
    }
}

/* ... and removes it when every test is done (KBENCH_KEEP=1 keeps it, to look at the pages and
 * screenshots). */
ReportHook(POST_ALL)(struct criterion_global_stats *stats)
{
    (void)stats;
    const char *keep = getenv("KBENCH_KEEP");
    if (keep && *keep && strcmp(keep, "0")) {
        fprintf(stderr, "kept /tmp/kbench-report-%d\n", (int)getpid());
        return;
    }
    char cmd[300];
    snprintf(cmd, sizeof cmd, "rm -rf /tmp/kbench-report-%d", (int)getpid());
    if (system(cmd)) {
    }
}

static char *file_in(const char *sub, const char *name)
{
    return kb_test_read(NULL, "%s/%s/%s", dir, sub, name);
}

/* ---- reading the page back ----------------------------------------------------------------- */

/* The <svg> element of class "chart NAME" in html, as a heap string, or NULL. */
static char *chart(const char *html, const char *name)
{
    char key[64];
    snprintf(key, sizeof key, "class=\"chart %s\"", name);
    const char *k = strstr(html, key);
    if (!k) return NULL;
    const char *a = k;
    while (a > html && strncmp(a, "<svg", 4)) a--;
    const char *b = strstr(k, "</svg>");
    if (!b) return NULL;
    return strndup(a, (size_t)(b + 6 - a));
}

static int count(const char *s, const char *needle)
{
    int n = 0;
    for (const char *p = s; (p = strstr(p, needle)); p += strlen(needle)) n++;
    return n;
}

/* The chart's declared point count (data-n of its points group) and its elements of class pt. */
static void points(const char *html, const char *name, int *declared, int *drawn)
{
    char *svg = chart(html, name);
    cr_assert(svg, "no %s chart in the page", name);
    const char *g = strstr(svg, "<g class=\"points\" data-n=\"");
    cr_assert(g, "the %s chart has no points group", name);
    *declared = atoi(g + strlen("<g class=\"points\" data-n=\""));
    *drawn = count(svg, "class=\"pt\"") + count(svg, "class=\"pt ");
    free(svg);
}

static void expect_points(const char *html, const char *name, int want)
{
    int declared, drawn;
    points(html, name, &declared, &drawn);
    cr_expect_eq(declared, want, "%s: data-n %d, expected %d", name, declared, want);
    cr_expect_eq(drawn, want, "%s: %d points drawn, expected %d", name, drawn, want);
}

/* The cells of the rows of class "row" in the table of class cls, each row's cells joined with
 * " | " after unescaping; returns the number of rows. */
static void unescape_html(char *s)
{
    static const struct {
        const char *ent, *ch;
    } map[] = {{"&lt;", "<"}, {"&gt;", ">"}, {"&quot;", "\""}, {"&#39;", "'"}, {"&amp;", "&"}};
    char *w = s;
    for (const char *r = s; *r;) {
        size_t i;
        for (i = 0; i < sizeof map / sizeof map[0]; i++)
            if (!strncmp(r, map[i].ent, strlen(map[i].ent))) break;
        if (i < sizeof map / sizeof map[0]) {
            *w++ = map[i].ch[0];
            r += strlen(map[i].ent);
        } else {
            *w++ = *r++;
        }
    }
    *w = 0;
}

static int html_rows(const char *html, const char *cls, char rows[][1024], int cap)
{
    char key[64];
    snprintf(key, sizeof key, "<table class=\"%s\">", cls);
    const char *t = strstr(html, key);
    cr_assert(t, "no %s table", cls);
    const char *end = strstr(t, "</table>");
    int n = 0;
    for (const char *p = t; (p = strstr(p, "<tr class=\"row\"")) && p < end && n < cap; p++) {
        const char *e = strstr(p, "</tr>");
        rows[n][0] = 0;
        for (const char *c = p; (c = strstr(c, "<td")) && c < e;) {
            c = strchr(c, '>') + 1;
            if (!strncmp(c, "<span", 5)) c = strchr(c, '>') + 1;
            const char *ce = strchr(c, '<');
            char cell[512];
            snprintf(cell, sizeof cell, "%.*s", (int)(ce - c), c);
            unescape_html(cell);
            if (rows[n][0]) strncat(rows[n], " | ", 1023 - strlen(rows[n]));
            strncat(rows[n], cell, 1023 - strlen(rows[n]));
        }
        n++;
    }
    return n;
}

/* The rows of the Markdown table under heading `head`, cells joined the same way. */
static int md_rows(const char *md, const char *head, char rows[][1024], int cap)
{
    const char *h = strstr(md, head);
    cr_assert(h, "no '%s' in the Markdown", head);
    const char *p = strstr(h, "\n|");
    cr_assert(p);
    p = strchr(p + 1, '\n') + 1; /* past the head */
    p = strchr(p, '\n') + 1;     /* past the --- line */
    int n = 0;
    while (*p == '|' && n < cap) {
        const char *e = strchr(p, '\n');
        rows[n][0] = 0;
        const char *c = p + 1;
        while (c < e) {
            char cell[512];
            size_t k = 0;
            while (c < e && !(*c == '|' && c[-1] != '\\') && k < sizeof cell - 1) {
                if (*c == '\\' && c + 1 < e) c++;
                cell[k++] = *c++;
            }
            cell[k] = 0;
            c++;
            char *s = cell;
            while (*s == ' ') s++;
            for (size_t l = strlen(s); l && s[l - 1] == ' ';) s[--l] = 0;
            if (c >= e && !*s) break;
            unescape_html(s);
            if (rows[n][0]) strncat(rows[n], " | ", 1023 - strlen(rows[n]));
            strncat(rows[n], s, 1023 - strlen(rows[n]));
        }
        n++;
        p = e + 1;
    }
    return n;
}

/* ---- the tests ----------------------------------------------------------------------------- */

static sqlite3 *open_store(void)
{
    char path[512];
    snprintf(path, sizeof path, "%s/kbench.db", dir);
    sqlite3 *db = kb_test_db(path);
    return db;
}

static int q_int(sqlite3 *db, const char *fmt, long long run)
{
    char *q = sqlite3_mprintf(fmt, run);
    long long v = scalar(db, q);
    sqlite3_free(q);
    return (int)v;
}

Test(report, suite_run_charts_hold_every_point)
{
    sqlite3 *db = open_store();
    /* expected counts, straight from the store */
    int evals = q_int(db, "SELECT count(*) FROM evaluations WHERE run_id = %lld", suite_run);
    int bars =
        q_int(db,
              "SELECT count(*) FROM timings t JOIN evaluations e ON t.eval_id = e.id WHERE e.run_id = %lld"
              " AND t.who <> 'candidate' AND t.speedup IS NOT NULL",
              suite_run);
    int timed = q_int(db, "SELECT count(*) FROM evaluations WHERE run_id = %lld AND gflops > 0", suite_run);
    int bases = q_int(db,
                      "SELECT count(DISTINCT e.workload || '/' || t.who) FROM timings t JOIN evaluations e"
                      " ON t.eval_id = e.id WHERE e.run_id = %lld AND e.gflops > 0 AND t.who <> 'candidate'",
                      suite_run);
    int verdicts =
        q_int(db, "SELECT count(DISTINCT verdict) FROM evaluations WHERE run_id = %lld", suite_run);
    sqlite3_close(db);
    cr_assert_eq(evals, 5, "the suite run has %d evaluations, 5 expected", evals);
    /* three timed evaluations, each against lib and, where the PJRT plugin is installed, xla */
    cr_expect(bars >= 3 && bars <= 6, "%d baseline timings", bars);
    cr_expect_eq(timed, 3);
    char *html = file_in("suite", "report.html");
    expect_points(html, "speedups", bars);
    expect_points(html, "roofline", timed + bases);
    expect_points(html, "verdicts", verdicts);
    cr_expect_null(chart(html, "trajectory"), "a suite run has no trajectory");
    char *v = chart(html, "verdicts");
    cr_expect(strstr(v, "data-total=\"5\""), "the verdict chart counts every evaluation");
    cr_expect(strstr(v, "data-verdict=\"ok\" data-count=\"3\""), "%s", v);
    cr_expect(strstr(v, "data-verdict=\"wrong\" data-count=\"1\""));
    cr_expect(strstr(v, "data-verdict=\"compile_error\" data-count=\"1\""));
    free(v);
    /* the summary: fast_p and the geomean per baseline; measured roofs */
    cr_expect(strstr(html, "<th>fast_1.5</th>"));
    cr_expect(strstr(html, "geomean speedup vs lib"));
    cr_expect(strstr(html, "class=\"roof main\""), "the roofline has no measured roof");
    cr_expect(strstr(html, "class=\"roof fp32\""));
    /* the standalone charts beside the Markdown name their namespace; the page needs none */
    char *svg = file_in("suite", "roofline.svg");
    cr_expect(!strncmp(svg, "<svg xmlns=\"http://www.w3.org/2000/svg\"", 39), "%.80s", svg);
    free(svg);
    free(html);
}

Test(report, agent_run_shows_the_trajectory)
{
    char *html = file_in("agent", "report.html");
    /* the best candidate of each of the three workloads; bars and roofline points for the two
     * that point at timed evaluations; every candidate on the trajectory */
    char rows[16][1024];
    cr_expect_eq(html_rows(html, "workloads", rows, 16), 3);
    sqlite3 *db = open_store();
    int baselines = q_int(db,
                          "SELECT count(DISTINCT t.who) FROM timings t JOIN evaluations e ON t.eval_id = e.id"
                          " WHERE e.run_id = %lld AND t.who <> 'candidate'",
                          suite_run);
    sqlite3_close(db);
    expect_points(html, "speedups", 2 * baselines);
    expect_points(html, "roofline", 2 + 2 * baselines); /* lib, and xla where installed */
    expect_points(html, "trajectory", 10);
    expect_points(html, "verdicts", 4);
    char *t = chart(html, "trajectory");
    cr_expect_eq(count(t, "class=\"pt fail\""), 4, "four candidates were not correct");
    cr_expect_eq(count(t, "class=\"best\""), 2, "one step line per workload");
    cr_expect_eq(count(t, "class=\"mean\""), 1, "and the strategy's geomean");
    free(t);
    cr_expect_eq(html_rows(html, "agent", rows, 16), 2);
    cr_expect(strstr(rows[0], "p08_gemm | 6 | 3 | 1 | 6 | 1.30x | 6"), "%s", rows[0]);
    cr_expect(strstr(html, "iterative"), "the strategy is named");
    /* no run given: the newest, this one */
    char *latest = file_in("", "latest.txt");
    char want[64];
    snprintf(want, sizeof want, "run %lld (agent)", agent_run);
    cr_expect(strstr(latest, want), "%s", latest);
    free(latest);
    free(html);
}

/* Every byte of a is valid UTF-8. */
static bool utf8_ok(const unsigned char *a)
{
    while (*a) {
        int n = *a < 0x80             ? 1
                : (*a & 0xe0) == 0xc0 ? 2
                : (*a & 0xf0) == 0xe0 ? 3
                : (*a & 0xf8) == 0xf0 ? 4
                                      : 0;
        if (!n) return false;
        for (int i = 1; i < n; i++)
            if ((a[i] & 0xc0) != 0x80) return false;
        a += n;
    }
    return true;
}

Test(report, page_is_self_contained_and_escaped)
{
    const char *pages[] = {"suite", "agent"};
    for (int i = 0; i < 2; i++) {
        char *html = file_in(pages[i], "report.html");
        cr_expect_null(strstr(html, "http"), "%s: the page names a URL", pages[i]);
        cr_expect_null(strstr(html, "src="), "%s: the page loads something", pages[i]);
        cr_expect_null(strstr(html, "@import"));
        cr_expect_null(strstr(html, "<script"), "%s: a script in the page", pages[i]);
        for (const char *u = html; (u = strstr(u, "url(")); u++)
            cr_expect_eq(u[4], '#', "%s: url() to something outside the page", pages[i]);
        cr_expect(utf8_ok((const unsigned char *)html), "%s: the page is not valid UTF-8", pages[i]);
        free(html);
    }
    char *html = file_in("agent", "report.html");
    cr_expect(strstr(html, "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;amp;&#39;.c"),
              "the candidate path is escaped");
    cr_expect(strstr(html, "got &lt;b&gt;1&lt;/b&gt; &amp; &quot;2&quot;"), "the detail is escaped");
    cr_expect(strstr(html, "\xef\xbf\xbd"), "bytes that are not UTF-8 become U+FFFD");
    free(html);
    char *md = file_in("agent", "report.md");
    cr_expect(utf8_ok((const unsigned char *)md));
    cr_expect_null(strstr(md, "<script"), "the Markdown holds raw markup");
    cr_expect_null(strstr(md, "http"));
    free(md);
}

Test(report, markdown_twin_has_the_same_rows)
{
    const char *pages[] = {"suite", "agent"};
    for (int i = 0; i < 2; i++) {
        char *html = file_in(pages[i], "report.html"), *md = file_in(pages[i], "report.md");
        static char hr[64][1024], mr[64][1024];
        int nh = html_rows(html, "workloads", hr, 64), nm = md_rows(md, "## Per workload", mr, 64);
        cr_expect_gt(nh, 0);
        cr_expect_eq(nh, nm, "%s: %d rows in the page, %d in the Markdown", pages[i], nh, nm);
        for (int r = 0; r < nh && r < nm; r++) cr_expect_str_eq(hr[r], mr[r], "%s row %d", pages[i], r);
        nh = html_rows(html, "summary", hr, 64);
        nm = md_rows(md, "## Summary", mr, 64);
        cr_expect_eq(nh, nm);
        for (int r = 0; r < nh && r < nm; r++) cr_expect_str_eq(hr[r], mr[r]);
        /* the charts the twin shows are files beside it */
        cr_expect(strstr(md, "](speedups.svg)") && strstr(md, "](roofline.svg)"));
        free(html);
        free(md);
    }
}

/* ---- the structural snapshot --------------------------------------------------------------- */

typedef struct node {
    char line[256]; /* tag.class [attribute names] */
    struct node *kid[512];
    int n;
} node;

/* Parse the SVG markup at *p into a tree of elements (text and values dropped). */
static node *parse(const char **p)
{
    node *n = calloc(1, sizeof *n);
    const char *s = *p + 1;
    size_t tl = strcspn(s, " />");
    snprintf(n->line, sizeof n->line, "%.*s", (int)tl, s);
    const char *end = strchr(s, '>');
    /* class words as .a.b, then the attribute names */
    const char *c = strstr(s, " class=\"");
    if (c && c < end) {
        c += 8;
        const char *ce = strchr(c, '"');
        char cls[128];
        snprintf(cls, sizeof cls, ".%.*s", (int)(ce - c), c);
        for (char *q = cls; *q; q++)
            if (*q == ' ') *q = '.';
        strncat(n->line, cls, sizeof n->line - strlen(n->line) - 1);
    }
    strncat(n->line, " [", sizeof n->line - strlen(n->line) - 1);
    for (const char *a = s + tl; a < end; a++) {
        if (*a != ' ') continue;
        const char *eq = strchr(a, '=');
        if (!eq || eq > end) break;
        char name[64];
        snprintf(name, sizeof name, "%.*s ", (int)(eq - a - 1), a + 1);
        if (strcmp(name, "class ")) strncat(n->line, name, sizeof n->line - strlen(n->line) - 1);
        a = strchr(eq + 2, '"'); /* past the value */
    }
    strncat(n->line, "]", sizeof n->line - strlen(n->line) - 1);
    if (end[-1] == '/') {
        *p = end + 1;
        return n;
    }
    const char *q = end + 1;
    for (;;) {
        q = strchr(q, '<');
        if (q[1] == '/') {
            *p = strchr(q, '>') + 1;
            return n;
        }
        node *k = parse(&q);
        if (n->n < 512) n->kid[n->n++] = k;
    }
}

static void free_node(node *n)
{
    for (int i = 0; i < n->n; i++) free_node(n->kid[i]);
    free(n);
}

/* The skeleton: one line per element, indented; a run of identical sibling subtrees (ticks,
 * points, legend keys: how many depends on the data) folded into one. */
static char *skeleton(const node *n, int depth)
{
    char *out = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&out, &len);
    fprintf(f, "%*s%s\n", 2 * depth, "", n->line);
    char *prev = NULL;
    for (int i = 0; i < n->n; i++) {
        char *sub = skeleton(n->kid[i], depth + 1);
        if (prev && !strcmp(prev, sub)) {
            free(sub);
            continue;
        }
        fputs(sub, f);
        free(prev);
        prev = sub;
    }
    free(prev);
    fclose(f);
    return out;
}

static void add_skeleton(FILE *f, const char *page, const char *name)
{
    char *html = file_in(page, "report.html");
    char *svg = chart(html, name);
    cr_assert(svg, "no %s chart in the %s page", name, page);
    const char *p = svg;
    node *n = parse(&p);
    char *sk = skeleton(n, 0);
    fprintf(f, "== %s %s\n%s", page, name, sk);
    free(sk);
    free_node(n);
    free(svg);
    free(html);
}

Test(report, snapshot)
{
    char *got = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&got, &len);
    add_skeleton(f, "suite", "verdicts");
    add_skeleton(f, "suite", "speedups");
    add_skeleton(f, "suite", "roofline");
    add_skeleton(f, "agent", "trajectory");
    fclose(f);
    char path[512];
    snprintf(path, sizeof path, "%s/tests/snapshots/report_svg.txt", kb_test_root());
    const char *update = getenv("KBENCH_UPDATE_SNAPSHOTS");
    if (update && *update && strcmp(update, "0")) {
        FILE *o = fopen(path, "w");
        cr_assert(o, "cannot write %s: %s", path, strerror(errno));
        fputs(got, o);
        fclose(o);
        cr_log_info("wrote the snapshot %s", path);
    }
    char *want = kb_read_file(path, NULL);
    cr_assert(want, "no snapshot %s: run this test with KBENCH_UPDATE_SNAPSHOTS=1 once", path);
    if (strcmp(got, want)) {
        /* name the first line that differs */
        const char *a = got, *b = want;
        int line = 1;
        while (*a && *a == *b) line += *a == '\n', a++, b++;
        while (a > got && a[-1] != '\n') a--;
        while (b > want && b[-1] != '\n') b--;
        cr_assert_fail("the charts' structure changed at line %d of %s:\n  now:  %.*s\n  was:  %.*s\n"
                       "If that is intended, regenerate it (see the top of tests/test_report.c).",
                       line, path, (int)strcspn(a, "\n"), a, (int)strcspn(b, "\n"), b);
    }
    free(want);
    free(got);
}

/* ---- Chromium --------------------------------------------------------------------------------- */

/* Width and height from a PNG's IHDR, or false when the file is not a PNG. */
static bool png_size(const char *path, unsigned *w, unsigned *h, size_t *bytes)
{
    size_t n;
    unsigned char *p = (unsigned char *)kb_read_file(path, &n);
    bool ok = p && n > 24 && !memcmp(p, "\x89PNG\r\n\x1a\n", 8) && !memcmp(p + 12, "IHDR", 4);
    if (ok) {
        *w = (unsigned)p[16] << 24 | (unsigned)p[17] << 16 | (unsigned)p[18] << 8 | p[19];
        *h = (unsigned)p[20] << 24 | (unsigned)p[21] << 16 | (unsigned)p[22] << 8 | p[23];
        *bytes = n;
    }
    free(p);
    return ok;
}

#define CHROMIUM                                                                \
    "timeout 180 chromium --headless --no-sandbox --disable-gpu --no-first-run" \
    " --disable-dev-shm-usage --hide-scrollbars --user-data-dir=%s/chromium-profile"

static void screenshot(const char *page, const char *png)
{
    int rc = sh("cd %s && HOME=%s " CHROMIUM " --screenshot=%s --window-size=1280,2400 file://%s/%s"
                " > chromium.log 2>&1",
                dir, dir, dir, png, dir, page);
    char path[512];
    snprintf(path, sizeof path, "%s/chromium.log", dir);
    char *log = kb_read_file(path, NULL);
    cr_assert_eq(rc, 0, "chromium failed on %s (exit %d):\n%s", page, rc, log ? log : "");
    free(log);
}

Test(report, chromium_renders_the_page)
{
    cr_assert_eq(sh("command -v chromium > /dev/null"), 0,
                 "chromium is not installed: run scripts/bootstrap (it installs Debian's chromium"
                 " and the fonts the page uses)");
    char path[512];
    snprintf(path, sizeof path, "%s/blank.html", dir);
    FILE *f = fopen(path, "w");
    fputs("<!DOCTYPE html><html><head><meta charset=\"utf-8\"></head><body></body></html>\n", f);
    fclose(f);
    screenshot("blank.html", "blank.png");
    screenshot("suite/report.html", "suite.png");
    unsigned w, h, bw, bh;
    size_t bytes, blank;
    snprintf(path, sizeof path, "%s/blank.png", dir);
    cr_assert(png_size(path, &bw, &bh, &blank), "no blank screenshot");
    snprintf(path, sizeof path, "%s/suite.png", dir);
    cr_assert(png_size(path, &w, &h, &bytes), "no screenshot of the page at %s", path);
    cr_expect_eq(w, 1280);
    cr_expect_eq(h, 2400);
    /* a page of charts and tables compresses far worse than an empty one */
    cr_expect_gt(bytes, 8 * blank, "the screenshot (%zu bytes) looks blank (an empty page: %zu)", bytes,
                 blank);
    /* the DOM Chromium built holds every chart with its points */
    int rc =
        sh("cd %s && HOME=%s " CHROMIUM " --dump-dom file://%s/suite/report.html > dom.html 2> chromium.log",
           dir, dir, dir, dir);
    cr_assert_eq(rc, 0, "chromium --dump-dom failed");
    char *dom = file_in("", "dom.html"), *html = file_in("suite", "report.html");
    const char *names[] = {"verdicts", "speedups", "roofline"};
    for (int i = 0; i < 3; i++) {
        int d1, n1, d2, n2;
        points(dom, names[i], &d1, &n1);
        points(html, names[i], &d2, &n2);
        cr_expect(d1 == d2 && n1 == n2 && n1 > 0, "%s: Chromium's DOM has %d/%d points, the page %d/%d",
                  names[i], d1, n1, d2, n2);
    }
    free(dom);
    free(html);
}

Test(report, unknown_run_names_the_runs_there)
{
    int rc = sh("cd %s && %s report --run 999 --out nowhere > unknown.txt 2>&1", dir, kb_test_bin());
    cr_expect_eq(rc, 2);
    char *msg = file_in("", "unknown.txt");
    char want[64];
    snprintf(want, sizeof want, "%lld (suite", suite_run);
    cr_expect(strstr(msg, "no run 999") && strstr(msg, want), "%s", msg);
    free(msg);
    rc = sh("cd %s && %s report --run x > /dev/null 2>&1", dir, kb_test_bin());
    cr_expect_eq(rc, 2, "a run id that is not a number is a usage error");
    rc = sh("cd %s && %s report --db /nonexistent-dir/x.db > /dev/null 2>&1", dir, kb_test_bin());
    cr_expect_eq(rc, 3, "a store that cannot be opened is exit 3");
    rc = sh("cd %s && %s report --db empty.db > empty.txt 2>&1", dir, kb_test_bin());
    cr_expect_eq(rc, 2, "an empty store has no run to report");
}

/* ---- the terminal -------------------------------------------------------------------------- */

/* Columns a UTF-8 line takes (a column per character). */
static int columns(const char *s, size_t n)
{
    int c = 0;
    for (size_t i = 0; i < n; i++) c += ((unsigned char)s[i] & 0xc0) != 0x80;
    return c;
}

Test(report, run_table_fits_100_columns_without_colour_off_a_terminal)
{
    char *out = file_in("", "run.txt");
    cr_expect(strstr(out, "p08_gemm") && strstr(out, "compile_error") && strstr(out, "speedup [95% CI]"),
              "%s", out);
    cr_expect_null(strchr(out, '\033'), "escape codes in output that is not a terminal:\n%s", out);
    for (const char *l = out; *l;) {
        size_t n = strcspn(l, "\n");
        cr_expect_leq(columns(l, n), 100, "a line wider than 100 columns: %.*s", (int)n, l);
        l += n + (l[n] == '\n');
    }
    free(out);
}

/* `kbench run` on a pseudo-terminal (script(1)), with the environment env. */
static char *run_on_tty(const char *env, const char *name)
{
    char db[512];
    snprintf(db, sizeof db, "%s/%s.db", dir, name);
    kb_test_store(db);
    cr_assert_eq(sh("cd %s && %s script -qec '%s run p12_rmsnorm --kernels k"
                    " --preset tiny --max-time 0.1 --min-time 0.05 --db %s.db' /dev/null > %s.txt 2>&1",
                    dir, env, kb_test_bin(), name, name),
                 0, "kbench run on a terminal failed");
    char file[64];
    snprintf(file, sizeof file, "%s.txt", name);
    return file_in("", file);
}

Test(report, colour_only_on_a_terminal_and_never_with_no_color)
{
    cr_assert_eq(sh("command -v script > /dev/null"), 0, "script(1) (util-linux) is missing");
    char *tty = run_on_tty("env -u NO_COLOR TERM=xterm", "tty");
    /* a result timed on a busy machine reads "ok*" (noisy): the colour is what is tested */
    cr_expect(strstr(tty, "\033[32mok"), "a terminal gets a green ok:\n%s", tty);
    char *plain = run_on_tty("NO_COLOR=1 TERM=xterm", "nocolor");
    cr_expect(strstr(plain, " ok ") || strstr(plain, " ok*"), "%s", plain);
    cr_expect_null(strstr(plain, "\033[3"), "NO_COLOR still got colours:\n%s", plain);
    free(tty);
    free(plain);
}

Test(report, progress_bar_text)
{
    char s[512];
    kb_bar_format(s, sizeof s, 100, "run", 3, 10, 30.0, "p08_gemm: timing, round 4");
    cr_expect(!strncmp(s, "run [", 5), "%s", s);
    cr_expect(strstr(s, "] 3/10  1:10 left  p08_gemm: timing, round 4"), "3 done in 30 s, 7 to go: %s", s);
    kb_bar_format(s, sizeof s, 100, "run", 0, 10, 0.5, "");
    cr_expect(strstr(s, "0/10  estimating"), "%s", s);
    kb_bar_format(s, sizeof s, 100, "run", 10, 10, 99.0, "done");
    cr_expect(strstr(s, "10/10  done") && !strstr(s, "left"), "%s", s);
    /* never wider than the terminal: a wrapped line cannot be redrawn in place */
    kb_bar_format(s, sizeof s, 40, "run", 5, 10, 5.0,
                  "k46_conv2d_groupnorm_tanh_hardswish_residualadd_logsumexp");
    cr_expect_leq(strlen(s), 39, "%s", s);
    kb_bar_format(s, sizeof s, 100, "run", 1, 1000, 7200.0, "");
    cr_expect(strstr(s, "1998:00:00 left"), "hours: %s", s);
}

/* The roofs are the peaks the evaluations used: a machine row measured on a busy machine (noisy,
 * its figures a quarter of the quiet ones) does not lower them, as it did not lower the floor. */
Test(report, roofs_use_the_floor_peaks_not_a_noisy_row)
{
    cr_assert_eq(sh("cd %s && cp kbench.db noisy.db", dir), 0);
    char path[512];
    snprintf(path, sizeof path, "%s/noisy.db", dir);
    sqlite3 *db = kb_test_db(path);
    long long quiet = scalar(db, "SELECT max(id) FROM machines");
    /* the test's peaks may themselves have been measured beside other tests (noisy): take them as
     * quiet here, so that the floor is theirs */
    exec(db, "UPDATE machines SET noisy = 0, noisy_reason = NULL WHERE id = (SELECT max(id) FROM machines)");
    long long fp32 = scalar(db, "SELECT CAST(round(fp32_all) AS INTEGER) FROM machines WHERE id = "
                                "(SELECT max(id) FROM machines)");
    cr_assert_gt(quiet, 0);
    cr_assert_gt(fp32, 4);
    exec(db, "INSERT INTO machines (cpu, cores, llc_bytes, fp32_1, fp32_all, bf16_1, bf16_all, bf16_path,"
             " bw_1, bw_all, measured_at, noisy, noisy_reason) SELECT cpu, cores, llc_bytes, fp32_1 / 4,"
             " fp32_all / 4, bf16_1 / 4, bf16_all / 4, bf16_path, bw_1 / 4, bw_all / 4, measured_at, 1,"
             " 'busy' FROM machines WHERE id = (SELECT max(id) FROM machines)");
    char *q = sqlite3_mprintf("UPDATE evaluations SET machine_id = (SELECT max(id) FROM machines)"
                              " WHERE run_id = %lld",
                              suite_run);
    exec(db, q);
    sqlite3_free(q);
    sqlite3_close(db);
    cr_assert_eq(sh("cd %s && %s report --db noisy.db --run %lld --out noisypeaks > noisy.txt 2>&1", dir,
                    kb_test_bin(), suite_run),
                 0);
    char *html = file_in("noisypeaks", "report.html");
    char want[64], low[64];
    snprintf(want, sizeof want, "measured peaks: fp32 %lld,", fp32);
    snprintf(low, sizeof low, "measured peaks: fp32 %lld,", fp32 / 4);
    cr_expect(strstr(html, want), "the page lacks '%s'", want);
    cr_expect_not(strstr(html, low), "the page shows the noisy row's '%s'", low);
    free(html);
}
