/* test_lib.c: the lib baseline's library layer: which library a result says it ran on (the
 * version string, the store's column and its migration, eval --json), the refusal of oneDNN's
 * reference implementations in 2.x and 3.x names, and the 2.x/3.x descriptor compat layer. */
#include <criterion/criterion.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness/evaluate.h"
#include "store/store.h"
#include "suite/lib/dnnl_util.h"
#include "suite/lib/dnnl_version.h"
#include "support/scratch.h"

static char dir[256];
static void setup(void) { kb_test_scratch(dir, sizeof dir, "kbench-lib-"); }
static void teardown(void) { kb_test_scratch_remove(dir); }
TestSuite(lib, .init = setup, .fini = teardown, .timeout = 120);

Test(lib, version_names_the_library_loaded)
{
    char v[96];
    kb_lib_version(v, sizeof v);
    const dnnl_version_t *dv = dnnl_version();
    /* the headers we compiled against and the library the loader found agree */
    cr_expect_eq(dv->major, DNNL_VERSION_MAJOR, "%s", v);
    char want[64];
    snprintf(want, sizeof want, "oneDNN %d.%d.%d (", dv->major, dv->minor, dv->patch);
    cr_expect(strstr(v, want), "'%s' lacks '%s'", v, want);
    cr_expect(strstr(v, "(Debian)") || strstr(v, "(PyPI onednn "), "no source in '%s'", v);
#ifdef KB_LIB_MKL
    cr_expect(!strncmp(v, "MKL 20", 6) && strstr(v, "for GEMMs + oneDNN"), "%s", v);
#endif
}

Test(lib, reference_implementations_are_refused)
{
    kb_err err = {{0}};
    const char *refused[] = {"ref:any", "ref_fused:any", "jit_uni_ncsp:conv+ref:any",
                             "brg:avx512_core+ref:any"};
    for (size_t i = 0; i < KB_ARRAY_LEN(refused); i++) {
        cr_expect_eq(kb_dnnl_check_impl(refused[i], "matmul", &err), -1, "%s", refused[i]);
        cr_expect(strstr(err.msg, refused[i]) && strstr(err.msg, "matmul"), "%s", err.msg);
    }
    const char *fine[] = {"brg_matmul:avx10_1_512_amx", "gemm:jit", "jit:uni",
                          "brg_deconv:avx512_core+brgconv_strided:avx512_core", NULL};
    for (size_t i = 0; fine[i]; i++)
        cr_expect_eq(kb_dnnl_check_impl(fine[i], "matmul", &err), 0, "%s", fine[i]);
}

Test(lib, descriptors_round_trip_on_either_api)
{
    const int64_t dims[3] = {2, 3, 5}, strides[3] = {1, 2, 6};
    kb_dnnl_md_t md = kb_dnnl_md_strides(3, dims, dnnl_bf16, strides);
    int64_t got[DNNL_MAX_NDIMS];
    cr_assert_eq(kb_dnnl_md_dims(md, got), 3);
    for (int i = 0; i < 3; i++) cr_expect_eq(got[i], dims[i]);
    cr_expect_eq(kb_dnnl_md_type(md), dnnl_bf16);
    kb_dnnl_md_t plain = kb_dnnl_md(3, dims, KB_DTYPE_BF16);
    cr_expect(!dnnl_memory_desc_equal(md, plain), "strides must matter");
    kb_dnnl_md_t tag = kb_dnnl_md_tag(3, dims, dnnl_bf16, dnnl_abc);
    cr_expect(dnnl_memory_desc_equal(tag, plain), "abc is the plain row-major layout");
    kb_dnnl_md_free(md);
    kb_dnnl_md_free(plain);
    kb_dnnl_md_free(tag);
    kb_dnnl_md_free(NULL);
}

/* The lib_version of evaluation id in the store at path. */
static char *stored_version(const char *path, int64_t id)
{
    sqlite3 *db = kb_test_db(path);
    sqlite3_stmt *st;
    cr_assert_eq(sqlite3_prepare_v2(db, "SELECT lib_version FROM evaluations WHERE id = ?", -1, &st, NULL),
                 SQLITE_OK, "%s", sqlite3_errmsg(db));
    sqlite3_bind_int64(st, 1, id);
    cr_assert_eq(sqlite3_step(st), SQLITE_ROW);
    const unsigned char *t = sqlite3_column_text(st, 0);
    char *v = t ? strdup((const char *)t) : NULL;
    sqlite3_finalize(st);
    sqlite3_close(db);
    return v;
}

static int64_t record(const char *path, const char *version)
{
    kb_err err = {{0}};
    kb_store *s = kb_store_open(path, &err);
    cr_assert(s, "%s", err.msg);
    kb_result *r = calloc(1, sizeof *r);
    r->w = kb_suite_at(0);
    snprintf(r->preset, sizeof r->preset, "tiny");
    snprintf(r->lib_version, sizeof r->lib_version, "%s", version);
    const int64_t id = kb_store_record(s, r, 0, 0, &err);
    cr_assert_gt(id, 0, "%s", err.msg);
    free(r);
    kb_store_close(s);
    return id;
}

Test(lib, store_records_the_version_and_migrates_old_stores)
{
    char path[512];
    snprintf(path, sizeof path, "%s/kbench.db", dir);
    int64_t id = record(path, "oneDNN 9.9.9 (test)");
    char *v = stored_version(path, id);
    cr_expect_str_eq(v ? v : "(null)", "oneDNN 9.9.9 (test)");
    free(v);
    /* a store from before the column: its rows keep NULL, new rows get the version */
    sqlite3 *db = kb_test_db(path);
    cr_assert_eq(sqlite3_exec(db, "ALTER TABLE evaluations DROP COLUMN lib_version", NULL, NULL, NULL),
                 SQLITE_OK, "%s", sqlite3_errmsg(db));
    sqlite3_close(db);
    id = record(path, "oneDNN 2.6.3 (Debian)");
    v = stored_version(path, id);
    cr_expect_str_eq(v ? v : "(null)", "oneDNN 2.6.3 (Debian)");
    free(v);
    v = stored_version(path, id - 1);
    cr_expect_null(v, "the old row got '%s'", v);
    free(v);
}

Test(lib, eval_json_says_which_library)
{
    char cmd[2048], path[512];
    snprintf(path, sizeof path, "%s/out.json", dir);
    snprintf(cmd, sizeof cmd,
             "cd %s && %s eval p08_gemm %s/kernels/cpu/p08_gemm/naive.c --json --no-time "
             "--no-xla --quiet --preset tiny --db kbench.db > %s 2>&1",
             dir, kb_test_bin(), kb_test_root(), path);
    const int rc = system(cmd);
    char *out = kb_test_slurp(path);
    cr_assert(out);
    cr_assert_eq(rc, 0, "%s", out);
    char v[96], want[160];
    kb_lib_version(v, sizeof v);
    snprintf(want, sizeof want, "\"lib_version\": \"%s\"", v);
    cr_expect(strstr(out, want), "no %s in\n%s", want, out);
    free(out);
}
