/* test_shipped.c: every shipped candidate (kernels/cpu/<id>/naive.c, expert.c) of every suite
 * (kb_registry_at) is `ok`
 * through the whole harness at preset tiny, in each dtype, verification only (timing is the
 * benchmark's job, not a unit test's). A candidate whose KB_REQUIRES this machine or dtype does
 * not meet is skipped with the reason, as `kbench run` skips it; a malformed declaration fails.
 * An expert that declares KB_TUNE(AVX512, ...) chooses between AMX and AVX-512 BF16 at run time:
 * it is evaluated a third time, in bf16 with -DKB_TUNE_AVX512=1, so that a machine with AMX
 * checks both paths (a machine without runs the AVX-512 path already, and skips that case).
 * One parameterized test per (candidate, dtype, path), so each skip is reported on its own. */
#include <criterion/criterion.h>
#include <criterion/parameterized.h>
#include <dirent.h>
#include <stdlib.h>
#include <string.h>

#include "core/util.h"
#include "harness/evaluate.h"
#include "targets/cpu/requires.h"
#include "harness/tune.h"
#include "support/sampled.h"
#include "support/scratch.h"

typedef struct shipped {
    char id[96];
    char path[1024];
    kb_dtype dtype;
    bool avx512; /* the AVX-512 path forced (-DKB_TUNE_AVX512=1) */
} shipped;

/* Whether the candidate at path declares KB_TUNE(AVX512, ...): its bf16 path is chosen at run
 * time between AMX and AVX-512 BF16, and 1 forces the latter. */
static bool declares_avx512(const char *path)
{
    char *src = kb_read_file(path, NULL);
    kb_tune_space sp;
    char err[256];
    bool yes = false;
    if (src && kb_tune_parse(src, &sp, err, sizeof err) == 0)
        for (int i = 0; i < sp.n; i++) yes |= !strcmp(sp.p[i].name, "AVX512");
    free(src);
    return yes;
}

static int cmp_name(const void *a, const void *b)
{
    const shipped *x = a, *y = b;
    const int c = strcmp(x->path, y->path);
    if (c) return c;
    return x->dtype != y->dtype ? (int)x->dtype - (int)y->dtype : (int)x->avx512 - (int)y->avx512;
}

/* The candidates of one workload, sorted, appended to out (capacity cap); returns the new n. */
static size_t list(const kb_workload *w, shipped *out, size_t n, size_t cap)
{
    char dir[1024];
    snprintf(dir, sizeof dir, "%s/kernels/cpu/%s", kb_test_root(), w->id);
    DIR *d = opendir(dir);
    const size_t first = n;
    for (struct dirent *e; d && (e = readdir(d)) && n + 3 <= cap;) {
        const size_t l = strlen(e->d_name);
        if (l < 3 || strcmp(e->d_name + l - 2, ".c")) continue;
        char path[1024];
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        const int cases = declares_avx512(path) ? 3 : 2;
        for (int k = 0; k < cases; k++) {
            shipped *s = &out[n++];
            snprintf(s->id, sizeof s->id, "%s", w->id);
            snprintf(s->path, sizeof s->path, "%s", path);
            s->dtype = k == 1 ? KB_DTYPE_F32 : KB_DTYPE_BF16;
            s->avx512 = k == 2;
        }
    }
    if (d) closedir(d);
    qsort(out + first, n - first, sizeof *out, cmp_name);
    return n;
}

ParameterizedTestParameters(shipped, ok)
{
    const size_t cap = 24 * kb_registry_count();
    shipped *all = cr_malloc(cap * sizeof *all);
    size_t n = 0;
    for (size_t i = 0; i < kb_registry_count(); i++)
        if (kb_test_sampled(i)) n = list(kb_registry_at(i), all, n, cap);
    return cr_make_param_array(shipped, all, n);
}

ParameterizedTest(shipped *s, shipped, ok, .timeout = 300)
{
    kb_quiet = true;
    char why[1200];
    const char *path_name = s->avx512 ? ", AVX-512 path" : "";
    const int sup = kb_requires_check_file(s->path, s->dtype, why, sizeof why);
    cr_assert_geq(sup, 0, "%s: %s", s->path, why);
    if (sup == 0) cr_skip_test("%s (%s%s): skipped: %s", s->path, kb_dtype_name(s->dtype), path_name, why);
    if (s->avx512 && !(kb_requires_machine() & ((uint64_t)1 << KB_REQ_amx_tile)))
        cr_skip_test("%s (%s%s): skipped: no AMX here, so the bf16 case took the AVX-512 path", s->path,
                     kb_dtype_name(s->dtype), path_name);
    kb_eval_opts o;
    kb_eval_opts_default(&o);
    o.w = kb_suite_find(s->id);
    cr_assert(o.w, "no workload %s", s->id);
    o.preset = "tiny";
    o.dtype = s->dtype;
    o.threads = 2;
    o.candidate = s->path;
    o.extra_flags = s->avx512 ? "-DKB_TUNE_AVX512=1" : NULL;
    o.measure = false;
    o.timeout_s = 60;
    kb_result r;
    kb_verdict v = kb_evaluate(&o, &r);
    cr_expect_eq(v, KB_VERDICT_OK, "%s (%s%s): %s: %s", s->path, kb_dtype_name(s->dtype), path_name,
                 kb_verdict_name(v), r.detail);
    kb_result_free(&r);
}

/* The run that the KB_REQUIRES lines are for: every shipped expert declares what it needs, and
 * one that multiplies on AMX tiles either requires them (amx_tile: skipped where they are
 * missing) or chooses its path at run time (KB_TUNE AVX512: it runs on AVX-512 BF16 there). */
Test(shipped, experts_declare_requires)
{
    int experts = 0;
    for (size_t i = 0; i < kb_suite_count(); i++) {
        char path[1024];
        snprintf(path, sizeof path, "%s/kernels/cpu/%s/expert.c", kb_test_root(), kb_suite_at(i)->id);
        char *src = kb_read_file(path, NULL);
        if (!src) continue;
        experts++;
        kb_requires r;
        char err[1024];
        cr_expect_eq(kb_requires_parse(src, &r, err, sizeof err), 0, "%s: %s", path, err);
        cr_expect_neq(r.need, 0, "%s declares no KB_REQUIRES", path);
        if (strstr(src, "_tile_dpbf16ps"))
            cr_expect(r.need >> KB_REQ_amx_tile & 1 || declares_avx512(path),
                      "%s uses AMX but neither requires amx_tile nor declares KB_TUNE(AVX512, ...)", path);
        free(src);
    }
    cr_expect_geq(experts, 25, "the 25 shipped experts are found under %s", kb_test_root());
}
