/* test_shipped.c: every shipped candidate (kernels/cpu/<id>/naive.c, expert.c) of every suite
 * (kb_registry_at) is `ok`
 * through the whole harness at preset tiny, in each dtype, verification only (timing is the
 * benchmark's job, not a unit test's). A candidate whose KB_REQUIRES this machine or dtype does
 * not meet is skipped with the reason, as `kbench run` skips it; a malformed declaration fails.
 * One parameterized test per (candidate, dtype), so each skip is reported on its own. */
#include <criterion/criterion.h>
#include <criterion/parameterized.h>
#include <dirent.h>
#include <stdlib.h>
#include <string.h>

#include "core/util.h"
#include "harness/evaluate.h"
#include "harness/requires.h"
#include "support/sampled.h"
#include "support/scratch.h"

typedef struct shipped {
    char id[96];
    char path[1024];
    kb_dtype dtype;
} shipped;

static int cmp_name(const void *a, const void *b)
{
    return strcmp(((const shipped *)a)->path, ((const shipped *)b)->path);
}

/* The candidates of one workload, sorted, appended to out (capacity cap); returns the new n. */
static size_t list(const kb_workload *w, shipped *out, size_t n, size_t cap)
{
    char dir[1024];
    snprintf(dir, sizeof dir, "%s/kernels/cpu/%s", kb_test_root(), w->id);
    DIR *d = opendir(dir);
    const size_t first = n;
    for (struct dirent *e; d && (e = readdir(d)) && n + 2 <= cap;) {
        const size_t l = strlen(e->d_name);
        if (l < 3 || strcmp(e->d_name + l - 2, ".c")) continue;
        for (int k = 0; k < 2; k++) {
            shipped *s = &out[n++];
            snprintf(s->id, sizeof s->id, "%s", w->id);
            snprintf(s->path, sizeof s->path, "%s/%s", dir, e->d_name);
            s->dtype = k ? KB_DTYPE_F32 : KB_DTYPE_BF16;
        }
    }
    if (d) closedir(d);
    qsort(out + first, n - first, sizeof *out, cmp_name);
    return n;
}

ParameterizedTestParameters(shipped, ok)
{
    const size_t cap = 16 * kb_registry_count();
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
    const int sup = kb_requires_check_file(s->path, s->dtype, why, sizeof why);
    cr_assert_geq(sup, 0, "%s: %s", s->path, why);
    if (sup == 0) cr_skip_test("%s (%s): skipped: %s", s->path, kb_dtype_name(s->dtype), why);
    kb_eval_opts o;
    kb_eval_opts_default(&o);
    o.w = kb_suite_find(s->id);
    cr_assert(o.w, "no workload %s", s->id);
    o.preset = "tiny";
    o.dtype = s->dtype;
    o.threads = 2;
    o.candidate = s->path;
    o.measure = false;
    o.timeout_s = 60;
    kb_result r;
    kb_verdict v = kb_evaluate(&o, &r);
    cr_expect_eq(v, KB_VERDICT_OK, "%s (%s): %s: %s", s->path, kb_dtype_name(s->dtype), kb_verdict_name(v),
                 r.detail);
    kb_result_free(&r);
}

/* The run that the KB_REQUIRES lines are for: every shipped expert of the AMX family declares
 * bf16, so under f32 each one is skipped, not failed; and the shipped experts all declare. */
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
        free(src);
    }
    cr_expect_geq(experts, 15, "the 15 shipped experts are found under %s", kb_test_root());
}
