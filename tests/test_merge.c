/* test_merge.c: scale-out without a cluster: the shard split (every workload in exactly one
 * shard, the same split every time, balanced), `kbench run --shard` with its seed file and run
 * id, and `kbench merge` on real shard stores: the merged store equals one process's run,
 * merging twice (or one shard twice) changes nothing, shards of other runs, versions or
 * machines are refused by name, missing and unfinished shards are named and fail the merge.
 * tests/slurm/run.sh does the same through a real Slurm. */
#include <criterion/criterion.h>
#include <sqlite3.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>

#include "cli/shard.h"
#include "support/loopback.h"
#include "support/kbench_run.h"
#include "support/scratch.h"

static char dir[256];
static void setup(void) { kb_test_scratch(dir, sizeof dir, "kbench-merge-"); }
static void teardown(void) { kb_test_scratch_remove(dir); }

TestSuite(merge, .init = setup, .fini = teardown, .timeout = 240);

/* Run `kbench <args>` in dir with the run's seed file; returns the exit code, *err its stderr. */
static int kb(char **err, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static int kb(char **err, const char *fmt, ...)
{
    char env[300];
    snprintf(env, sizeof env, "KBENCH_SEED_FILE=%s/seed", dir);
    va_list ap;
    va_start(ap, fmt);
    int rc = kb_test_kbenchv(dir, env, NULL, NULL, err, fmt, ap);
    va_end(ap);
    return rc;
}

static void write_seed(const char *hex, int mode)
{
    char path[512];
    snprintf(path, sizeof path, "%s/seed", dir);
    FILE *f = fopen(path, "w");
    cr_assert(f);
    fprintf(f, "%s\n", hex);
    fclose(f);
    chmod(path, (mode_t)mode);
}

#define WORK "p12 k41 p08 --preset tiny --no-time --quiet"

/* shard i of n of run `key` into <name>.db (a fresh store with the peaks) */
static void shard(const char *name, const char *key, int i, int n, const char *extra)
{
    char db[512], *err;
    snprintf(db, sizeof db, "%s/%s.db", dir, name);
    kb_test_store(db);
    int rc = kb(&err, "run " WORK " --shard %d/%d --run-id %s --db %s.db %s", i, n, key, name, extra);
    cr_assert(rc == 0 || rc == 1, "shard %d/%d: rc %d: %s", i, n, rc, err);
    free(err);
}

/* The three shards of run r1, and the same work in one process into single.db. */
static void run_set(void)
{
    write_seed("00c0ffee12345678", 0600);
    for (int i = 0; i < 3; i++) {
        char name[16];
        snprintf(name, sizeof name, "s%d", i);
        shard(name, "r1", i, 3, "");
    }
    char db[512], *err;
    snprintf(db, sizeof db, "%s/single.db", dir);
    kb_test_store(db);
    int rc = kb(&err, "run " WORK " --db single.db");
    cr_assert(rc == 0 || rc == 1, "single: %s", err);
    free(err);
}

/* One text line per row of a query on dir/db, into a heap string. */
static char *query(const char *db, const char *sql)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s", dir, db);
    sqlite3 *h = kb_test_db(path);
    sqlite3_stmt *st;
    cr_assert_eq(sqlite3_prepare_v2(h, sql, -1, &st, NULL), SQLITE_OK, "%s: %s", sql, sqlite3_errmsg(h));
    size_t cap = 1 << 16, len = 0;
    char *out = calloc(1, cap);
    while (sqlite3_step(st) == SQLITE_ROW) {
        for (int c = 0; c < sqlite3_column_count(st); c++) {
            const unsigned char *t = sqlite3_column_text(st, c);
            len += (size_t)snprintf(out + len, cap - len, "%s%s", c ? "|" : "", t ? (const char *)t : "");
        }
        len += (size_t)snprintf(out + len, cap - len, "\n");
    }
    sqlite3_finalize(st);
    sqlite3_close(h);
    return out;
}

static void exec(const char *db, const char *sql)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s", dir, db);
    sqlite3 *h = kb_test_db(path);
    cr_assert_eq(sqlite3_exec(h, sql, NULL, NULL, NULL), SQLITE_OK, "%s: %s", sql, sqlite3_errmsg(h));
    sqlite3_close(h);
}

static void cp(const char *from, const char *to)
{
    char cmd[1024];
    snprintf(cmd, sizeof cmd, "cd %s && cp %s %s", dir, from, to);
    cr_assert_eq(system(cmd), 0);
}

#define EVALS "SELECT workload, candidate_path, candidate_hash, verdict FROM evaluations ORDER BY 1, 2, 3"
#define COUNTS                                                                   \
    "SELECT (SELECT count(*) FROM evaluations), (SELECT count(*) FROM timings)," \
    " (SELECT count(*) FROM runs), (SELECT count(*) FROM machines), (SELECT count(*) FROM merged_shards)"

Test(merge, split_covers_every_item_once_the_same_way_balanced)
{
    double cost[60];
    int a[60], b[60];
    for (int n = 1; n <= 60; n++)
        for (int shards = 1; shards <= 8; shards++) {
            double big = 0;
            for (int k = 0; k < n; k++) {
                cost[k] = 1 + (k * 37 % 11) * (k % 3 ? 1.0 : 50.0);
                if (cost[k] > big) big = cost[k];
            }
            kb_shard_split(cost, n, shards, a);
            kb_shard_split(cost, n, shards, b);
            double load[8] = {0};
            for (int k = 0; k < n; k++) {
                cr_assert(a[k] >= 0 && a[k] < shards);
                cr_assert_eq(a[k], b[k], "the split must be deterministic");
                load[a[k]] += cost[k];
            }
            /* picking shard by shard gives every item exactly once */
            int seen[60] = {0}, keep[60];
            for (int i = 0; i < shards; i++) {
                kb_shard sh = {.i = i, .n = shards};
                int m = kb_shard_pick(&sh, cost, n, keep);
                for (int k = 0; k < m; k++) seen[keep[k]]++;
            }
            for (int k = 0; k < n; k++) cr_assert_eq(seen[k], 1, "item %d of %d in %d shards", k, n, shards);
            /* LPT: no shard exceeds the least loaded by more than the largest item */
            double lo = load[0], hi = load[0];
            for (int i = 1; i < shards; i++) {
                if (load[i] < lo) lo = load[i];
                if (load[i] > hi) hi = load[i];
            }
            if (n >= shards) cr_assert_leq(hi - lo, big, "n %d shards %d: loads %g..%g", n, shards, lo, hi);
        }
}

Test(merge, shards_merge_to_the_single_run_and_merging_again_changes_nothing)
{
    run_set();
    /* each shard holds whole workloads, each workload in one shard */
    char *w0 = query("s0.db", "SELECT DISTINCT workload FROM evaluations");
    char *w1 = query("s1.db", "SELECT DISTINCT workload FROM evaluations");
    char *w2 = query("s2.db", "SELECT DISTINCT workload FROM evaluations");
    cr_assert(strlen(w0) && strlen(w1) && strlen(w2), "every shard got a workload: '%s' '%s' '%s'", w0, w1,
              w2);
    cr_assert(strcmp(w0, w1) && strcmp(w1, w2) && strcmp(w0, w2));
    char *err;
    cr_assert_eq(kb(&err, "merge m.db s0.db s1.db s2.db"), 0, "%s", err);
    cr_assert(strstr(err, "3 of 3 shards merged, complete"), "%s", err);
    free(err);
    char *single = query("single.db", EVALS), *merged = query("m.db", EVALS);
    cr_assert_str_eq(merged, single);
    cr_assert_str_eq(query("m.db", "SELECT status FROM runs"), "done\n");
    /* the shards' machine rows are identical here (the same peaks): kept once */
    cr_assert_str_eq(query("m.db", "SELECT count(*) FROM machines"), "1\n");
    char *before = query("m.db", COUNTS);
    /* again, and one shard twice in one call: nothing changes */
    cr_assert_eq(kb(&err, "merge m.db s2.db s0.db s1.db s1.db"), 0, "%s", err);
    cr_assert(strstr(err, "0 shard(s) merged"), "%s", err);
    free(err);
    cr_assert_str_eq(query("m.db", COUNTS), before);
    cr_assert_eq(kb(&err, "merge m2.db s1.db s1.db s0.db s2.db"), 0, "%s", err);
    free(err);
    cr_assert_str_eq(query("m2.db", EVALS), single);
    /* report reads the merged store as any other */
    cr_assert_eq(kb(&err, "report --db m.db --out rep"), 0, "%s", err);
    free(err);
    char path[512];
    snprintf(path, sizeof path, "%s/out.txt", dir);
    char *out = kb_test_slurp(path);
    cr_assert(strstr(out, "evaluations of 3 workloads"), "%s", out);
}

Test(merge, a_missing_shard_is_named_and_merging_it_later_completes_the_run)
{
    run_set();
    char *err;
    cr_assert_eq(kb(&err, "merge m.db s0.db s2.db"), 1, "%s", err);
    cr_assert(strstr(err, "shard 1/3 is missing"), "%s", err);
    cr_assert(strstr(err, "2 of 3 shards merged"), "%s", err);
    free(err);
    cr_assert_str_eq(query("m.db", "SELECT status FROM runs"), "incomplete\n");
    /* a shard file that does not exist: named, and the run stays incomplete */
    cr_assert_eq(kb(&err, "merge m.db nosuch.db"), 1, "%s", err);
    cr_assert(strstr(err, "nosuch.db: no such shard store"), "%s", err);
    free(err);
    cr_assert_eq(kb(&err, "merge m.db s1.db"), 0, "%s", err);
    cr_assert(strstr(err, "3 of 3 shards merged, complete"), "%s", err);
    free(err);
    cr_assert_str_eq(query("m.db", EVALS), query("single.db", EVALS));
    cr_assert_str_eq(query("m.db", "SELECT status FROM runs"), "done\n");
}

Test(merge, an_unfinished_shard_is_not_merged_and_its_rerun_is)
{
    run_set();
    /* s1 as a killed task leaves it: its run never ended */
    cp("s1.db", "killed.db");
    exec("killed.db", "UPDATE runs SET status = 'running', finished_at = NULL");
    char *err;
    cr_assert_eq(kb(&err, "merge m.db s0.db killed.db s2.db"), 1, "%s", err);
    cr_assert(strstr(err, "killed.db: shard 1/3 of run r1 did not complete"), "%s", err);
    cr_assert(strstr(err, "shard 1/3 is missing"), "%s", err);
    free(err);
    cr_assert_str_eq(query("m.db", "SELECT count(*) FROM merged_shards WHERE shard_i = 1"), "0\n");
    /* the re-run task (a new attempt of shard 1) completes it; the killed one is ignored */
    shard("rerun", "r1", 1, 3, "");
    cr_assert_eq(kb(&err, "merge m.db killed.db rerun.db"), 0, "%s", err);
    free(err);
    cr_assert_str_eq(query("m.db", EVALS), query("single.db", EVALS));
    /* a second completed attempt of a merged shard is ignored, by name */
    cr_assert_eq(kb(&err, "merge m.db s1.db"), 0, "%s", err);
    cr_assert(strstr(err, "merged already (another attempt)"), "%s", err);
    free(err);
    cr_assert_str_eq(query("m.db", EVALS), query("single.db", EVALS));
}

Test(merge, shards_of_other_runs_versions_or_machines_are_refused_by_name)
{
    run_set();
    shard("other", "r2", 0, 3, "");
    char *err;
    cr_assert_eq(kb(&err, "merge m.db s0.db other.db"), 2, "%s", err);
    cr_assert(strstr(err, "other.db (shard 0/3) differs from s0.db in its run id: 'r2' vs 'r1'"), "%s", err);
    cr_assert(strstr(err, "--force"), "%s", err);
    free(err);
    cr_assert_str_eq(query("m.db", "SELECT count(*) FROM evaluations"), "0\n",
                     "a refused merge writes nothing");
    /* what is merged already counts too */
    cr_assert_eq(kb(&err, "merge m.db s0.db"), 1, "%s", err);
    free(err);
    cr_assert_eq(kb(&err, "merge m.db other.db"), 2, "%s", err);
    cr_assert(strstr(err, "differs from what is merged already in its run id"), "%s", err);
    free(err);
    /* other builds and machines: the same run's shard 1 as another binary or node would write it */
    cp("s1.db", "oldver.db");
    exec("oldver.db", "UPDATE run_shards SET version = 'v0.1-3-gdeadbee'");
    cr_assert_eq(kb(&err, "merge m.db oldver.db"), 2, "%s", err);
    cr_assert(strstr(err, "in its kbench version: 'v0.1-3-gdeadbee'"), "%s", err);
    free(err);
    cp("s1.db", "othernode.db");
    exec("othernode.db", "UPDATE run_shards SET machine = 'AMD EPYC 9654 | 192 cpus | avx512f avx512bf16'");
    cr_assert_eq(kb(&err, "merge m.db othernode.db"), 2, "%s", err);
    cr_assert(strstr(err, "in its machine kind"), "%s", err);
    free(err);
    cp("s2.db", "tiny2.db");
    exec("tiny2.db", "UPDATE run_shards SET preset = 'cpu'");
    cr_assert_eq(kb(&err, "merge m.db tiny2.db"), 2, "%s", err);
    cr_assert(strstr(err, "in its preset"), "%s", err);
    free(err);
    /* --force merges anyway: run r2 becomes a run of its own, incomplete (1 of 3) */
    cr_assert_eq(kb(&err, "merge --force m.db other.db"), 1, "%s", err);
    free(err);
    cr_assert_str_eq(query("m.db", "SELECT count(*) FROM runs"), "2\n");
}

Test(merge, shard_needs_a_run_id_and_a_private_seed_file)
{
    char *err;
    write_seed("1234abcd", 0600);
    cr_assert_eq(kb(&err, "run p12 --preset tiny --no-time --shard 0/2"), 2);
    cr_assert(strstr(err, "--shard needs --run-id"), "%s", err);
    free(err);
    cr_assert_eq(kb(&err, "run p12 --preset tiny --no-time --shard 2/2 --run-id x"), 2);
    cr_assert(strstr(err, "0 <= I < N"), "%s", err);
    free(err);
    write_seed("1234abcd", 0644);
    cr_assert_eq(kb(&err, "run p12 --preset tiny --no-time --shard 0/2 --run-id x"), 2);
    cr_assert(strstr(err, "chmod 600"), "%s", err);
    free(err);
    write_seed("not hex", 0600);
    cr_assert_eq(kb(&err, "run p12 --preset tiny --no-time --shard 0/2 --run-id x"), 2);
    cr_assert(strstr(err, "one hexadecimal seed"), "%s", err);
    free(err);
    /* without any seed: a sharded run's tasks would draw different seeds */
    char cmd[1024];
    snprintf(cmd, sizeof cmd,
             "cd %s && env -u KBENCH_SEED_FILE %s run p12 --preset tiny --no-time --shard 0/2"
             " --run-id x > /dev/null 2> err2.txt",
             dir, kb_test_bin());
    int st = system(cmd);
    cr_assert_eq(WEXITSTATUS(st), 2);
    snprintf(cmd, sizeof cmd, "%s/err2.txt", dir);
    char *e2 = kb_test_slurp(cmd);
    cr_assert(strstr(e2, "KBENCH_SEED_FILE"), "%s", e2);
    /* the seed from the file is the one recorded */
    write_seed("00000000deadbeef", 0600);
    int rc = kb(&err, "run p12 --preset tiny --no-time --quiet --shard 0/1 --run-id x");
    cr_assert(rc == 0 || rc == 1, "%s", err);
    free(err);
    cr_assert_str_eq(query("kbench.db", "SELECT DISTINCT seed FROM evaluations"), "00000000deadbeef\n");
    cr_assert_str_eq(query("kbench.db", "SELECT run_key, shard_i, shard_n, seed FROM run_shards"),
                     "x|0|1|00000000deadbeef\n");
}

/* The LLM: for each prompt, the naive kernel of the workload it names. */
static void naive_reply(const kb_lb_request *req, kb_lb_response *resp, void *arg)
{
    (void)arg;
    char *user = kb_lb_user_message(req->body);
    const char *id = user && strstr(user, "k41_gemm_add_relu") ? "k41_gemm_add_relu" : "p12_rmsnorm";
    char path[512];
    snprintf(path, sizeof path, "%s/kernels/cpu/%s/naive.c", kb_test_root(), id);
    char *naive = kb_test_slurp(path);
    size_t n = strlen(naive) + 64;
    char *text = malloc(n);
    snprintf(text, n, "```c\n%s```\n", naive);
    resp->body = kb_lb_openai_reply(text, 100, 200);
    free(text);
    free(naive);
    free(user);
}

Test(merge, agent_shards_merge_into_one_agent_run)
{
    write_seed("00c0ffee12345678", 0600);
    setenv("OPENAI_API_KEY", "sk-test-key", 1);
    kb_loopback *lb = kb_loopback_start(naive_reply, NULL);
    cr_assert(lb);
    for (int i = 0; i < 2; i++) {
        char db[512], *err;
        snprintf(db, sizeof db, "%s/a%d.db", dir, i);
        kb_test_store(db);
        int rc = kb(&err,
                    "agent --strategy best-of-n --samples 1 --model openai:m --base-url %s --quiet"
                    " --shard %d/2 --run-id ag p12 k41 --preset tiny --min-time 0.02 --max-eval-time 0.3"
                    " --out best%d --db a%d.db",
                    kb_loopback_url(lb), i, i, i);
        cr_assert(rc == 0 || rc == 1, "agent shard %d: rc %d: %s", i, rc, err);
        free(err);
    }
    kb_loopback_stop(lb);
    /* one workload each, not the same */
    char *w0 = query("a0.db", "SELECT workloads FROM run_shards"),
         *w1 = query("a1.db", "SELECT workloads FROM run_shards");
    cr_assert(strcmp(w0, w1) && !strchr(w0, ' ') && !strchr(w1, ' '), "'%s' '%s'", w0, w1);
    char *err;
    cr_assert_eq(kb(&err, "merge m.db a0.db a1.db"), 0, "%s", err);
    free(err);
    cr_assert_str_eq(query("m.db", "SELECT kind, status FROM runs"), "agent|done\n");
    cr_assert_str_eq(query("m.db", "SELECT count(*) FROM agent_runs"), "1\n");
    cr_assert_str_eq(query("m.db", "SELECT count(DISTINCT workload), count(*) FROM llm_calls"), "2|2\n");
    /* every candidate keeps its evaluation, by the merged store's ids: each workload's starting
     * program and the reply, which is that program again (one evaluation serves both, and the
     * reply stays marked unchanged) */
    cr_assert_str_eq(query("m.db", "SELECT count(DISTINCT c.workload), count(e.id) FROM candidates c"
                                   " JOIN evaluations e ON e.id = c.eval_id AND e.workload = c.workload"),
                     "2|4\n");
    cr_assert_str_eq(
        query("m.db", "SELECT count(*) FROM candidates WHERE unchanged = 1 AND key NOT LIKE '%/start'"),
        "2\n");
    char *ws = query("m.db", "SELECT workloads FROM agent_runs");
    cr_assert(strstr(ws, "p12_rmsnorm") && strstr(ws, "k41_gemm_add_relu"), "%s", ws);
    cr_assert_eq(kb(&err, "report --db m.db --out rep"), 0, "%s", err);
    free(err);
}
