/* shard.c: see shard.h. The split must be the same in every task of a run, and each task has
 * its own store, so the cost it balances comes from what every task shares: the arguments and
 * the workloads' FLOPs and bytes at the preset (not a timing, which differs from node to node). */
#include "shard.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../core/rng.h"
#include "../core/util.h"
#include "../harness/seed.h"

int kb_shard_parse(kb_shard *sh, const char *spec, const char *run_id, bool seed_given, const char *cmd)
{
    memset(sh, 0, sizeof *sh);
    sh->n = 1;
    if (spec) {
        char *end;
        long i = strtol(spec, &end, 10), n = 0;
        if (end != spec && *end == '/') {
            const char *ns = end + 1;
            n = strtol(ns, &end, 10);
            if (end == ns) n = 0;
        }
        if (*end || n < 1 || n > 100000 || i < 0 || i >= n) {
            fprintf(stderr,
                    "kbench %s: --shard takes I/N with 0 <= I < N (a Slurm array's "
                    "$SLURM_ARRAY_TASK_ID/N), not '%s'\n",
                    cmd, spec);
            return -1;
        }
        sh->i = (int)i;
        sh->n = (int)n;
        sh->sharded = true;
        if (!run_id) {
            fprintf(stderr,
                    "kbench %s: --shard needs --run-id ID, the id all tasks of the run share "
                    "(scripts/slurm/kbench-slurm writes it into the job script)\n",
                    cmd);
            return -1;
        }
        if (!seed_given) {
            fprintf(stderr,
                    "kbench %s: --shard needs the run's shared secret seed: set KBENCH_SEED_FILE "
                    "(or --seed-file) to a file readable only by you that holds it in hex "
                    "(scripts/slurm/kbench-slurm writes one)\n",
                    cmd);
            return -1;
        }
    }
    if (run_id) {
        size_t l = strlen(run_id);
        bool ok = l > 0 && l < sizeof sh->run_key;
        for (size_t k = 0; ok && k < l; k++)
            ok = (run_id[k] >= 'a' && run_id[k] <= 'z') || (run_id[k] >= 'A' && run_id[k] <= 'Z') ||
                 (run_id[k] >= '0' && run_id[k] <= '9') || strchr("-_.:", run_id[k]);
        if (!ok) {
            fprintf(stderr, "kbench %s: --run-id takes 1 to %zu letters, digits or -_.: , not '%s'\n", cmd,
                    sizeof sh->run_key - 1, run_id);
            return -1;
        }
        snprintf(sh->run_key, sizeof sh->run_key, "%s", run_id);
    } else {
        snprintf(sh->run_key, sizeof sh->run_key, "%016llx%016llx", (unsigned long long)kb_rng_fresh_seed(),
                 (unsigned long long)kb_rng_fresh_seed());
    }
    return 0;
}

/* Nominal rates, not this machine's: a naive reference or candidate (verification), a tuned
 * kernel (timing), and a fixed cost per candidate (compile, spawn, screen). */
#define NAIVE_FLOPS 2e9
#define NAIVE_BYTES 2e9
#define FAST_FLOPS 2e11
#define FAST_BYTES 5e10
#define FIXED_S 1.5
#define TIMED_CALLS 200

double kb_shard_cost(const kb_workload *w, const kb_eval_opts *o, int n_evals)
{
    kb_problem p;
    kb_err err;
    if (kb_problem_init(&p, w, o->preset, o->dtype, o->threads > 0 ? o->threads : 1, &err)) return FIXED_S;
    double flops = kb_problem_flops(&p), bytes = kb_problem_bytes(&p);
    double naive = KB_MAX(flops / NAIVE_FLOPS, bytes / NAIVE_BYTES);
    double fast = KB_MAX(flops / FAST_FLOPS, bytes / FAST_BYTES);
    double sets = o->n_sets > 0 ? o->n_sets : 3;
    /* timing runs until the CI is tight or max-time: at least min-time, at most max-time */
    double timed = o->measure ? KB_MIN(KB_MAX(fast * TIMED_CALLS, o->min_time_s), o->max_time_s) : 0;
    /* per candidate: fixed cost, its verification (a slow candidate is as slow as the naive one),
     * its timing; per workload: the reference on every set, and the baselines' timing (lib, xla) */
    return n_evals * (FIXED_S + sets * naive + timed) + sets * naive + 2 * timed;
}

typedef struct {
    double cost;
    int k;
} item;

static int by_cost_desc(const void *a, const void *b)
{
    const item *x = a, *y = b;
    if (x->cost != y->cost) return x->cost < y->cost ? 1 : -1;
    return x->k - y->k;
}

void kb_shard_split(const double *cost, int n, int n_shards, int *out)
{
    KB_ASSERT(n_shards >= 1);
    item *it = kb_xcalloc((size_t)KB_MAX(n, 1), sizeof *it);
    double *load = kb_xcalloc((size_t)n_shards, sizeof *load);
    for (int k = 0; k < n; k++) it[k] = (item){cost[k], k};
    qsort(it, (size_t)n, sizeof *it, by_cost_desc);
    for (int k = 0; k < n; k++) {
        int best = 0;
        for (int s = 1; s < n_shards; s++)
            if (load[s] < load[best]) best = s;
        load[best] += it[k].cost;
        out[it[k].k] = best;
    }
    free(load);
    free(it);
}

int kb_shard_pick(const kb_shard *sh, const double *cost, int n, int *keep)
{
    int *who = kb_xcalloc((size_t)KB_MAX(n, 1), sizeof *who);
    kb_shard_split(cost, n, sh->n, who);
    int m = 0;
    for (int k = 0; k < n; k++)
        if (who[k] == sh->i) keep[m++] = k;
    free(who);
    return m;
}

int kb_shard_seed(const char *path, uint64_t *seed)
{
    if (!path || !*path) path = getenv("KBENCH_SEED_FILE");
    if (!path || !*path) return 1;
    kb_err err = {{0}};
    int rc = kb_seed_file_read(path, seed, &err);
    if (rc == 1)
        fprintf(stderr, "kbench: seed file %s: no such file (KBENCH_SEED_FILE or --seed-file names it)\n",
                path);
    else if (rc < 0)
        fprintf(stderr, "kbench: %s\n", err.msg);
    return rc == 0 ? 0 : -1;
}

/* The SHA-256 of this executable: two builds of one commit with other flags differ here. */
static void binary_hash(char out[65])
{
    size_t len = 0;
    char *bin = kb_read_file("/proc/self/exe", &len);
    if (bin)
        kb_sha256_hex(bin, len, out);
    else
        snprintf(out, 65, "unknown");
    free(bin);
}

int kb_shard_record(kb_store *st, int64_t run_id, const kb_shard *sh, const char *kind, const kb_eval_opts *o,
                    const kb_machine *m, const char *const *ids, int n_ids, kb_err *err)
{
    char attempt[40], seed[24], bin[65], machine[256];
    snprintf(attempt, sizeof attempt, "%016llx%016llx", (unsigned long long)kb_rng_fresh_seed(),
             (unsigned long long)kb_rng_fresh_seed());
    /* without a seed given, each workload's session draws its own */
    if (o->seed_given)
        snprintf(seed, sizeof seed, "%016llx", (unsigned long long)o->seed);
    else
        snprintf(seed, sizeof seed, "fresh");
    binary_hash(bin);
    /* what makes two nodes' timings comparable: the CPU, how many cores, the vector paths */
    snprintf(machine, sizeof machine, "%s | %d cpus |%s%s%s", m->cpu, m->cores, m->avx512f ? " avx512f" : "",
             m->avx512bf16 ? " avx512bf16" : "", m->amx_bf16 ? " amx_bf16" : "");
    if (!m->avx512f && !m->avx512bf16 && !m->amx_bf16) snprintf(machine + strlen(machine), 16, " -");
    size_t cap = 1;
    for (int k = 0; k < n_ids; k++) cap += strlen(ids[k]) + 1;
    char *ws = kb_xcalloc(cap, 1);
    for (int k = 0; k < n_ids; k++) snprintf(ws + strlen(ws), cap - strlen(ws), "%s%s", k ? " " : "", ids[k]);
    kb_run_identity id = {.run_key = sh->run_key,
                          .attempt = attempt,
                          .kind = kind,
                          .preset = o->preset,
                          .dtype = kb_dtype_name(o->dtype),
                          .threads = o->threads,
                          .seed = seed,
                          .version = kb_version,
                          .binary = bin,
                          .machine = machine,
                          .workloads = ws,
                          .shard_i = sh->i,
                          .shard_n = sh->n};
    int rc = kb_store_run_identity(st, run_id, &id, err);
    free(ws);
    return rc;
}
