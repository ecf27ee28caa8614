/* test_xla.c: the xla baseline. The cross-check: for every workload of every suite (the
 * registry: jaxbench and the kb1 families' rows; kb2's problems are k-workloads) at tiny, in
 * both dtypes, XLA's outputs (the StableHLO that tools/xla exports, compiled and run through the PJRT
 * plugin) agree with the C reference within the workload's tolerance, which checks our
 * references and the JAX definitions against each other. Then the plugin's failures are clear,
 * an evaluation has an xla timing row, a broken export is caught without blaming the candidate,
 * and our PJRT declarations match the header the plugin package ships.
 *
 * Without a PJRT plugin these tests fail and say to run scripts/bootstrap (CI runs it); with
 * KBENCH_NO_XLA set they are skipped. */
#include <criterion/criterion.h>
#include <glob.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "baselines/xla/pjrt.h"
#include "baselines/xla/xla.h"
#include "harness/evaluate.h"
#include "suite_util.h"
#include "support/eval_opts.h"
#include "support/sampled.h"
#include "support/scratch.h"

static char plugin[1024];

static void setup(void)
{
    kb_quiet = true;
    if (getenv("KBENCH_NO_XLA")) cr_skip_test("KBENCH_NO_XLA is set: the xla baseline is not tested");
    kb_err err = {{0}};
    if (kb_pjrt_find_plugin(plugin, sizeof plugin, &err))
        cr_assert_fail("%s. The xla baseline needs the PJRT CPU plugin that scripts/bootstrap installs "
                       "in .venv; run scripts/bootstrap (or set KBENCH_NO_XLA=1 to skip these tests)",
                       err.msg);
}

TestSuite(xla, .init = setup, .timeout = 900);

/* ---- the cross-check ------------------------------------------------------------------------ */

/* One workload at tiny in one dtype, on two input sets: "" when XLA agrees with the reference,
 * else why not. */
static void cross_check(kb_pjrt *c, const kb_workload *w, kb_dtype dt, char *why, size_t cap, kb_cmp *worst,
                        double *compile_ms)
{
    why[0] = 0;
    *worst = (kb_cmp){.ok = true};
    tproblem t;
    tproblem_init(&t, w, "tiny", dt, 0x5eed);
    char mlir[1024];
    kb_err err = {{0}};
    if (kb_xla_export_path(&t.p, mlir, sizeof mlir, &err)) {
        snprintf(why, cap, "%s", err.msg);
        tproblem_free(&t);
        return;
    }
    double t0 = kb_now();
    kb_xla *x = kb_xla_init(&t.p, plugin, mlir, &err);
    *compile_ms = (kb_now() - t0) * 1e3;
    (void)c;
    if (!x) {
        snprintf(why, cap, "%s", err.msg);
        tproblem_free(&t);
        return;
    }
    void *out[KB_MAX_TENSORS];
    for (int o = 0; o < t.no; o++) out[o] = kb_xaligned(kb_problem_tensor_bytes(&t.p, &w->outputs[o]));
    kb_tol tol = dt == KB_DTYPE_BF16 ? w->tol_bf16 : w->tol_f32;
    for (uint64_t seed = 0x5eed; seed < 0x5eed + 2 && !why[0]; seed++) {
        if (seed != 0x5eed) {
            tproblem_inputs(&t, seed);
            tproblem_reference(&t);
        }
        for (int o = 0; o < t.no; o++) {
            kb_dtype odt = kb_problem_dtype(&t.p, &w->outputs[o]);
            kb_dtype_poison(odt, out[o], kb_problem_numel(&t.p, &w->outputs[o]));
        }
        if (kb_xla_run(x, (const void *const *)t.in, out, &err)) {
            snprintf(why, cap, "%s", err.msg);
            break;
        }
        for (int o = 0; o < t.no && !why[0]; o++) {
            const kb_tensor_spec *s = &w->outputs[o];
            kb_cmp cmp;
            kb_compare(out[o], kb_problem_dtype(&t.p, s), t.ref[o], kb_problem_numel(&t.p, s), tol, &cmp);
            if (!cmp.ok || cmp.nmse > worst->nmse) *worst = cmp;
            if (!cmp.ok) {
                int64_t dims[KB_MAX_DIMS];
                int nd = kb_problem_dims(&t.p, s, dims);
                char d[700];
                kb_compare_describe(&cmp, tol, dims, nd, d, sizeof d);
                snprintf(why, cap, "input seed %llx, output %s: %s", (unsigned long long)seed, s->name, d);
            }
        }
    }
    for (int o = 0; o < t.no; o++) free(out[o]);
    kb_xla_fini(x);
    tproblem_free(&t);
}

/* Every workload of the registry, so that a kb1 row added without its JAX definition and export
 * fails here (docs/xla.md says how to add them), as a jaxbench workload would. */
Test(xla, cross_check_all_workloads_at_tiny_against_the_reference)
{
    kb_err err = {{0}};
    kb_pjrt *c = kb_pjrt_open(plugin, &err);
    cr_assert(c, "%s", err.msg);
    fprintf(stderr, "xla cross-check at tiny through %s (%s)\n", plugin, kb_pjrt_describe(c));
    fprintf(stderr, "%-58s %-5s %-5s %10s %10s %10s %8s\n", "workload", "dtype", "ok", "max abs", "max rel",
            "NMSE", "compile");
    int n_ok = 0, n = 0;
    for (size_t i = 0; i < kb_registry_count(); i++) {
        const kb_workload *w = kb_registry_at(i);
        if (!kb_test_sampled(i)) continue;
        for (int d = 0; d < 2; d++) {
            kb_dtype dt = d ? KB_DTYPE_F32 : KB_DTYPE_BF16;
            char why[1000];
            kb_cmp worst;
            double ms = 0;
            cross_check(c, w, dt, why, sizeof why, &worst, &ms);
            n++;
            n_ok += !why[0];
            fprintf(stderr, "%-58s %-5s %-5s %10.3g %10.3g %10.3g %6.0fms\n", w->id, kb_dtype_name(dt),
                    why[0] ? "FAIL" : "ok", worst.max_abs, worst.max_rel, worst.nmse, ms);
            if (why[0]) fprintf(stderr, "    %s\n", why);
            cr_expect(!why[0], "%s %s: %s", w->id, kb_dtype_name(dt), why);
        }
    }
    fprintf(stderr, "xla cross-check: %d of %d agree with the reference\n", n_ok, n);
}

/* ---- a missing or unusable plugin ---------------------------------------------------------- */

static void with_env(const char *name, const char *value, char *saved, size_t cap, bool *had)
{
    const char *v = getenv(name);
    *had = v != NULL;
    snprintf(saved, cap, "%s", v ? v : "");
    if (value)
        setenv(name, value, 1);
    else
        unsetenv(name);
}

static void restore_env(const char *name, const char *saved, bool had)
{
    if (had)
        setenv(name, saved, 1);
    else
        unsetenv(name);
}

Test(xla, a_missing_plugin_says_how_to_get_one)
{
    char saved[1024], saved_root[1024], path[1024];
    bool had, had_root;
    kb_err err = {{0}};
    with_env("KBENCH_PJRT_PLUGIN", "/nonexistent/pjrt_plugin.so", saved, sizeof saved, &had);
    cr_expect_eq(kb_pjrt_find_plugin(path, sizeof path, &err), -1);
    cr_expect(strstr(err.msg, "no PJRT plugin at /nonexistent/pjrt_plugin.so (KBENCH_PJRT_PLUGIN)"), "%s",
              err.msg);
    /* nothing set and nothing installed: the one-line reason names both remedies */
    char empty[] = "/tmp/kbench-xla-test-XXXXXX";
    cr_assert(mkdtemp(empty));
    with_env("KBENCH_PJRT_PLUGIN", NULL, path, sizeof path, &(bool){0});
    with_env("KBENCH_ROOT", empty, saved_root, sizeof saved_root, &had_root);
    cr_expect_eq(kb_pjrt_find_plugin(path, sizeof path, &err), -1);
    cr_expect_str_eq(err.msg, "no PJRT plugin (set KBENCH_PJRT_PLUGIN or run scripts/bootstrap)");
    restore_env("KBENCH_ROOT", saved_root, had_root);
    rmdir(empty);
    /* a file that is not a plugin */
    setenv("KBENCH_PJRT_PLUGIN", "/etc/hostname", 1);
    cr_expect_eq(kb_pjrt_find_plugin(path, sizeof path, &err), 0);
    cr_expect_null(kb_pjrt_open(path, &err));
    cr_expect(strstr(err.msg, "cannot load the PJRT plugin"), "%s", err.msg);
    restore_env("KBENCH_PJRT_PLUGIN", saved, had);
}

/* ---- evaluations ------------------------------------------------------------------------------ */

static kb_eval_opts opts(const char *cand)
{
    static char path[1024];
    snprintf(path, sizeof path, "%s/%s", kb_test_root(), cand);
    kb_eval_opts o = kb_test_eval_opts(path);
    o.xla = true;
    o.timeout_s = 30;
    return o;
}

static void expect_lib_only(const kb_result *r)
{
    cr_expect_eq(r->verdict, KB_VERDICT_OK, "%s", r->detail);
    cr_expect_eq(r->n_timings, 2, "only the candidate and lib are timed");
    if (r->n_timings >= 2) cr_expect_str_eq(r->timings[1].who, "lib");
}

Test(xla, an_evaluation_at_tiny_has_an_xla_timing_row)
{
    kb_eval_opts o = opts("kernels/cpu/p08_gemm/naive.c");
    kb_result r;
    cr_assert_eq(kb_evaluate(&o, &r), KB_VERDICT_OK, "%s", r.detail);
    cr_expect_str_eq(r.xla_note, "");
    cr_assert_eq(r.n_timings, 3, "%s", r.xla_note);
    cr_expect_str_eq(r.timings[1].who, "lib");
    const kb_timing *x = &r.timings[2];
    cr_expect_str_eq(x->who, "xla");
    /* xla takes part in 3 rounds at least, then sits out the rounds that would take it past
     * half the others' timed time together: a slow xla gets fewer rounds than the candidate */
    cr_expect(x->s.median > 0 && x->s.n >= 6 && x->s.n <= (size_t)(2 * r.rounds) && x->s.n % 2 == 0,
              "xla timed %zu times in %d rounds", x->s.n, r.rounds);
    double others = r.timings[0].s.median + r.timings[1].s.median;
    if (x->s.median > 2 * others && r.rounds >= 8)
        cr_expect_lt(x->s.n, (size_t)(2 * r.rounds), "xla (%.3g ms, the others %.3g ms) sat out no round",
                     x->s.median * 1e3, others * 1e3);
    cr_expect(x->has_speedup);
    cr_expect(x->ci_lo <= x->speedup && x->speedup <= x->ci_hi);
    /* the result names the plugin's package and version, as it names lib's library */
    char package[96];
    kb_pjrt_plugin_package(plugin, package, sizeof package);
    cr_expect_str_eq(r.xla_version, package);
    cr_expect(strchr(r.xla_version, ' '), "no package version for %s: %s", plugin, r.xla_version);
    kb_result_free(&r);

    /* the library's default, --no-xla, and --vs leave xla out */
    o.xla = false;
    cr_assert_eq(kb_evaluate(&o, &r), KB_VERDICT_OK, "%s", r.detail);
    expect_lib_only(&r);
    cr_expect_str_eq(r.xla_note, "");
    cr_expect_str_eq(r.xla_version, "");
    kb_result_free(&r);
}

Test(xla, the_plugins_package_is_the_dist_info_that_lists_it)
{
    char dir[] = "/tmp/kbench-site-XXXXXX";
    cr_assert(mkdtemp(dir));
    const char *files[][2] = {
        {"site-packages/other-2.0.dist-info/RECORD", "other/x.so,sha256=b,1\nplug/plug.so.bak,,\n"},
        {"site-packages/plug_pkg-1.2.3.dist-info/RECORD", "plug/__init__.py,,\nplug/plug.so,sha256=a,9\n"},
        {"site-packages/plug/plug.so", "not a plugin"},
        {"site-packages/plug/stray.so", "listed nowhere"},
    };
    for (size_t i = 0; i < KB_ARRAY_LEN(files); i++) {
        char *path = kb_xasprintf("%s/%s", dir, files[i][0]);
        *strrchr(path, '/') = 0;
        cr_assert_eq(kb_mkdirs(path, 0700), 0);
        path[strlen(path)] = '/';
        cr_assert_eq(kb_write_file(path, files[i][1], strlen(files[i][1])), 0);
        free(path);
    }
    char buf[96], *plug = kb_xasprintf("%s/site-packages/plug/plug.so", dir);
    kb_pjrt_plugin_package(plug, buf, sizeof buf);
    cr_expect_str_eq(buf, "plug_pkg 1.2.3");
    char *stray = kb_xasprintf("%s/site-packages/plug/stray.so", dir);
    kb_pjrt_plugin_package(stray, buf, sizeof buf);
    cr_expect_str_eq(buf, "stray.so");
    kb_pjrt_plugin_package("/opt/xla/libplugin.so", buf, sizeof buf);
    cr_expect_str_eq(buf, "libplugin.so");
    char *cmd = kb_xasprintf("rm -rf '%s'", dir);
    cr_expect_eq(system(cmd), 0);
    free(cmd), free(plug), free(stray);
}

Test(xla, a_bogus_plugin_path_leaves_xla_out_and_says_why)
{
    char saved[1024];
    bool had;
    with_env("KBENCH_PJRT_PLUGIN", "/nonexistent/pjrt_plugin.so", saved, sizeof saved, &had);
    kb_eval_opts o = opts("kernels/cpu/p08_gemm/naive.c");
    kb_result r;
    kb_evaluate(&o, &r);
    expect_lib_only(&r);
    cr_expect(strstr(r.xla_note, "xla: no PJRT plugin at /nonexistent/pjrt_plugin.so"), "%s", r.xla_note);
    kb_result_free(&r);
    /* a file that is there but is no plugin fails in the runner, before the candidate runs */
    setenv("KBENCH_PJRT_PLUGIN", "/etc/hostname", 1);
    kb_evaluate(&o, &r);
    expect_lib_only(&r);
    cr_expect(strstr(r.xla_note, "cannot load the PJRT plugin"), "%s", r.xla_note);
    kb_result_free(&r);
    restore_env("KBENCH_PJRT_PLUGIN", saved, had);
}

/* An export dir holding one p08_gemm export at tiny/bf16 with the given text. */
static char *export_dir(const char *mlir)
{
    char *dir = kb_xstrdup("/tmp/kbench-xla-export-XXXXXX");
    cr_assert(mkdtemp(dir));
    char *sub = kb_xasprintf("%s/tiny/bf16", dir), *file = kb_xasprintf("%s/p08_gemm.mlir", sub);
    cr_assert_eq(kb_mkdirs(sub, 0700), 0);
    cr_assert_eq(kb_write_file(file, mlir, strlen(mlir)), 0);
    free(sub);
    free(file);
    return dir;
}

static void remove_export_dir(char *dir)
{
    char *file = kb_xasprintf("%s/tiny/bf16/p08_gemm.mlir", dir), *d1 = kb_xasprintf("%s/tiny/bf16", dir),
         *d2 = kb_xasprintf("%s/tiny", dir);
    unlink(file);
    rmdir(d1);
    rmdir(d2);
    rmdir(dir);
    free(file), free(d1), free(d2), free(dir);
}

/* p08_gemm at tiny is [64][128] x [128][448]: this "export" has the right signature and a wrong
 * result (every column of c is the first column of a). */
static const char wrong_gemm[] =
    "module @wrong {\n"
    "  func.func public @main(%a: tensor<64x128xbf16>, %b: tensor<128x448xbf16>) -> tensor<64x448xbf16> {\n"
    "    %0 = stablehlo.slice %a [0:64, 0:1] : (tensor<64x128xbf16>) -> tensor<64x1xbf16>\n"
    "    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<64x1xbf16>) -> tensor<64x448xbf16>\n"
    "    return %1 : tensor<64x448xbf16>\n"
    "  }\n"
    "}\n";

Test(xla, a_wrong_or_broken_export_is_caught_and_the_candidate_still_timed)
{
    char saved[1024];
    bool had;
    char *dir = export_dir(wrong_gemm);
    with_env("KBENCH_XLA_DIR", dir, saved, sizeof saved, &had);
    kb_eval_opts o = opts("kernels/cpu/p08_gemm/naive.c");
    kb_result r;
    kb_evaluate(&o, &r);
    expect_lib_only(&r);
    cr_expect(strstr(r.xla_note, "xla: not timed: its output is wrong"), "%s", r.xla_note);
    kb_result_free(&r);
    remove_export_dir(dir);

    dir = export_dir("module @broken { this is not StableHLO }\n");
    setenv("KBENCH_XLA_DIR", dir, 1);
    kb_evaluate(&o, &r);
    expect_lib_only(&r);
    cr_expect(strstr(r.xla_note, "XLA cannot compile it"), "%s", r.xla_note);
    kb_result_free(&r);
    remove_export_dir(dir);

    /* no export at all for this preset: said, and lib still timed */
    dir = export_dir(wrong_gemm);
    setenv("KBENCH_XLA_DIR", dir, 1);
    o.dtype = KB_DTYPE_F32;
    kb_evaluate(&o, &r);
    expect_lib_only(&r);
    cr_expect(strstr(r.xla_note, "xla: no StableHLO export of p08_gemm at tiny/f32"), "%s", r.xla_note);
    kb_result_free(&r);
    remove_export_dir(dir);
    restore_env("KBENCH_XLA_DIR", saved, had);
}

/* ---- our declarations against the plugin package's own header -------------------------------
 * pjrt_api.h declares the API from its documentation. The xla-cpu-pjrt package ships XLA's
 * header next to the plugin: compile one file that includes both and asserts that every table
 * entry and every field we declare sits where XLA's header puts it, and that our argument
 * structs are no larger than XLA's (a plugin reads only what struct_size covers). */

/* clang-format off */ /* (an X-macro list, laid out by hand) */
#define API_ENTRIES(X)                                                                             \
    X(Error_Destroy) X(Error_Message) X(Error_GetCode) X(Plugin_Initialize) X(Plugin_Attributes)   \
    X(Event_Destroy) X(Event_IsReady) X(Event_Error) X(Event_Await) X(Event_OnReady)               \
    X(Client_Create) X(Client_Destroy) X(Client_PlatformName) X(Client_ProcessIndex)               \
    X(Client_PlatformVersion) X(Client_Devices) X(Client_AddressableDevices) X(Client_LookupDevice) \
    X(Client_LookupAddressableDevice) X(Client_AddressableMemories) X(Client_Compile)              \
    X(Client_DefaultDeviceAssignment) X(Client_BufferFromHostBuffer) X(DeviceDescription_Id)       \
    X(DeviceDescription_ProcessIndex) X(DeviceDescription_Attributes) X(DeviceDescription_Kind)    \
    X(DeviceDescription_DebugString) X(DeviceDescription_ToString) X(Device_GetDescription)         \
    X(Device_IsAddressable) X(Device_LocalHardwareId) X(Device_AddressableMemories)                \
    X(Device_DefaultMemory) X(Device_MemoryStats) X(Memory_Id) X(Memory_Kind) X(Memory_DebugString) \
    X(Memory_ToString) X(Memory_AddressableByDevices) X(Executable_Destroy) X(Executable_Name)      \
    X(Executable_NumReplicas) X(Executable_NumPartitions) X(Executable_NumOutputs)                 \
    X(Executable_SizeOfGeneratedCodeInBytes) X(Executable_GetCostAnalysis)                         \
    X(Executable_OutputMemoryKinds) X(Executable_OptimizedProgram) X(Executable_Serialize)         \
    X(LoadedExecutable_Destroy) X(LoadedExecutable_GetExecutable)                                  \
    X(LoadedExecutable_AddressableDevices) X(LoadedExecutable_Delete) X(LoadedExecutable_IsDeleted) \
    X(LoadedExecutable_Execute) X(Executable_DeserializeAndLoad) X(LoadedExecutable_Fingerprint)   \
    X(Buffer_Destroy) X(Buffer_ElementType) X(Buffer_Dimensions) X(Buffer_UnpaddedDimensions)      \
    X(Buffer_DynamicDimensionIndices) X(Buffer_GetMemoryLayout) X(Buffer_OnDeviceSizeInBytes)      \
    X(Buffer_Device) X(Buffer_Memory) X(Buffer_Delete) X(Buffer_IsDeleted) X(Buffer_CopyToDevice)  \
    X(Buffer_ToHostBuffer)
/* clang-format on */
#define STR_(...) #__VA_ARGS__
#define STR(...) STR_(__VA_ARGS__)

static const char layout_check[] =
    "#include <stddef.h>\n"
    "#include \"pjrt_c_api.h\"\n"
    "#include \"baselines/xla/pjrt_api.h\"\n"
    "#define SAME(ours, theirs, of, tf) _Static_assert(offsetof(ours, of) == offsetof(theirs, tf), #ours \".\" #of);\n"
    "#define FITS(ours, theirs) _Static_assert(sizeof(ours) <= sizeof(theirs), #ours \" is larger than \" #theirs);\n"
    "#define ENTRY(n) SAME(kb_pjrt_api, PJRT_Api, n, PJRT_##n)\n"
    "#define ARGS(o, t, ...) FITS(o, t) SAME(o, t, struct_size, struct_size) SAME(o, t, extension_start, extension_start)\n"
    "#define F(o, t, f) SAME(o, t, f, f)\n"
    "SAME(kb_pjrt_api, PJRT_Api, pjrt_api_version, pjrt_api_version)\n" STR(API_ENTRIES(
        ENTRY)) "\n"
                "SAME(kb_pjrt_extension, PJRT_Extension_Base, type, type) SAME(kb_pjrt_extension, PJRT_Extension_Base, next, next)\n"
                "F(kb_pjrt_version, PJRT_Api_Version, major_version) F(kb_pjrt_version, PJRT_Api_Version, minor_version)\n"
                "ARGS(kb_pjrt_error_destroy_args, PJRT_Error_Destroy_Args) F(kb_pjrt_error_destroy_args, PJRT_Error_Destroy_Args, error)\n"
                "ARGS(kb_pjrt_error_message_args, PJRT_Error_Message_Args) F(kb_pjrt_error_message_args, PJRT_Error_Message_Args, error)\n"
                "F(kb_pjrt_error_message_args, PJRT_Error_Message_Args, message) F(kb_pjrt_error_message_args, PJRT_Error_Message_Args, message_size)\n"
                "ARGS(kb_pjrt_error_getcode_args, PJRT_Error_GetCode_Args) F(kb_pjrt_error_getcode_args, PJRT_Error_GetCode_Args, code)\n"
                "ARGS(kb_pjrt_plugin_initialize_args, PJRT_Plugin_Initialize_Args)\n"
                "ARGS(kb_pjrt_event_args, PJRT_Event_Destroy_Args) F(kb_pjrt_event_args, PJRT_Event_Destroy_Args, event)\n"
                "ARGS(kb_pjrt_event_args, PJRT_Event_Await_Args) F(kb_pjrt_event_args, PJRT_Event_Await_Args, event)\n"
                "ARGS(kb_pjrt_named_value, PJRT_NamedValue) F(kb_pjrt_named_value, PJRT_NamedValue, name)\n"
                "F(kb_pjrt_named_value, PJRT_NamedValue, name_size) F(kb_pjrt_named_value, PJRT_NamedValue, type)\n"
                "SAME(kb_pjrt_named_value, PJRT_NamedValue, value, int64_value) F(kb_pjrt_named_value, PJRT_NamedValue, value_size)\n"
                "ARGS(kb_pjrt_client_create_args, PJRT_Client_Create_Args)\n"
                "F(kb_pjrt_client_create_args, PJRT_Client_Create_Args, create_options) F(kb_pjrt_client_create_args, PJRT_Client_Create_Args, num_options)\n"
                "F(kb_pjrt_client_create_args, PJRT_Client_Create_Args, kv_get_callback) F(kb_pjrt_client_create_args, PJRT_Client_Create_Args, kv_put_user_arg)\n"
                "F(kb_pjrt_client_create_args, PJRT_Client_Create_Args, client) F(kb_pjrt_client_create_args, PJRT_Client_Create_Args, kv_try_get_user_arg)\n"
                "ARGS(kb_pjrt_client_args, PJRT_Client_Destroy_Args) F(kb_pjrt_client_args, PJRT_Client_Destroy_Args, client)\n"
                "ARGS(kb_pjrt_client_platformname_args, PJRT_Client_PlatformName_Args)\n"
                "F(kb_pjrt_client_platformname_args, PJRT_Client_PlatformName_Args, platform_name)\n"
                "F(kb_pjrt_client_platformname_args, PJRT_Client_PlatformName_Args, platform_name_size)\n"
                "ARGS(kb_pjrt_client_addressabledevices_args, PJRT_Client_AddressableDevices_Args)\n"
                "F(kb_pjrt_client_addressabledevices_args, PJRT_Client_AddressableDevices_Args, addressable_devices)\n"
                "F(kb_pjrt_client_addressabledevices_args, PJRT_Client_AddressableDevices_Args, num_addressable_devices)\n"
                "ARGS(kb_pjrt_program, PJRT_Program) F(kb_pjrt_program, PJRT_Program, code) F(kb_pjrt_program, PJRT_Program, code_size)\n"
                "F(kb_pjrt_program, PJRT_Program, format) F(kb_pjrt_program, PJRT_Program, format_size)\n"
                "ARGS(kb_pjrt_client_compile_args, PJRT_Client_Compile_Args) F(kb_pjrt_client_compile_args, PJRT_Client_Compile_Args, client)\n"
                "F(kb_pjrt_client_compile_args, PJRT_Client_Compile_Args, program) F(kb_pjrt_client_compile_args, PJRT_Client_Compile_Args, compile_options)\n"
                "F(kb_pjrt_client_compile_args, PJRT_Client_Compile_Args, compile_options_size) F(kb_pjrt_client_compile_args, PJRT_Client_Compile_Args, executable)\n"
                "ARGS(kb_pjrt_client_bufferfromhost_args, PJRT_Client_BufferFromHostBuffer_Args)\n"
                "F(kb_pjrt_client_bufferfromhost_args, PJRT_Client_BufferFromHostBuffer_Args, client)\n"
                "F(kb_pjrt_client_bufferfromhost_args, PJRT_Client_BufferFromHostBuffer_Args, data)\n"
                "F(kb_pjrt_client_bufferfromhost_args, PJRT_Client_BufferFromHostBuffer_Args, type)\n"
                "F(kb_pjrt_client_bufferfromhost_args, PJRT_Client_BufferFromHostBuffer_Args, dims)\n"
                "F(kb_pjrt_client_bufferfromhost_args, PJRT_Client_BufferFromHostBuffer_Args, num_dims)\n"
                "F(kb_pjrt_client_bufferfromhost_args, PJRT_Client_BufferFromHostBuffer_Args, byte_strides)\n"
                "F(kb_pjrt_client_bufferfromhost_args, PJRT_Client_BufferFromHostBuffer_Args, num_byte_strides)\n"
                "F(kb_pjrt_client_bufferfromhost_args, PJRT_Client_BufferFromHostBuffer_Args, host_buffer_semantics)\n"
                "F(kb_pjrt_client_bufferfromhost_args, PJRT_Client_BufferFromHostBuffer_Args, device)\n"
                "F(kb_pjrt_client_bufferfromhost_args, PJRT_Client_BufferFromHostBuffer_Args, memory)\n"
                "F(kb_pjrt_client_bufferfromhost_args, PJRT_Client_BufferFromHostBuffer_Args, device_layout)\n"
                "F(kb_pjrt_client_bufferfromhost_args, PJRT_Client_BufferFromHostBuffer_Args, done_with_host_buffer)\n"
                "F(kb_pjrt_client_bufferfromhost_args, PJRT_Client_BufferFromHostBuffer_Args, buffer)\n"
                "ARGS(kb_pjrt_executable_args, PJRT_Executable_Destroy_Args) F(kb_pjrt_executable_args, PJRT_Executable_Destroy_Args, executable)\n"
                "ARGS(kb_pjrt_executable_numoutputs_args, PJRT_Executable_NumOutputs_Args)\n"
                "F(kb_pjrt_executable_numoutputs_args, PJRT_Executable_NumOutputs_Args, executable)\n"
                "F(kb_pjrt_executable_numoutputs_args, PJRT_Executable_NumOutputs_Args, num_outputs)\n"
                "ARGS(kb_pjrt_loadedexecutable_args, PJRT_LoadedExecutable_Destroy_Args)\n"
                "F(kb_pjrt_loadedexecutable_args, PJRT_LoadedExecutable_Destroy_Args, executable)\n"
                "ARGS(kb_pjrt_loadedexecutable_getexecutable_args, PJRT_LoadedExecutable_GetExecutable_Args)\n"
                "F(kb_pjrt_loadedexecutable_getexecutable_args, PJRT_LoadedExecutable_GetExecutable_Args, loaded_executable)\n"
                "F(kb_pjrt_loadedexecutable_getexecutable_args, PJRT_LoadedExecutable_GetExecutable_Args, executable)\n"
                "ARGS(kb_pjrt_execute_options, PJRT_ExecuteOptions) F(kb_pjrt_execute_options, PJRT_ExecuteOptions, send_callbacks)\n"
                "F(kb_pjrt_execute_options, PJRT_ExecuteOptions, num_recv_ops) F(kb_pjrt_execute_options, PJRT_ExecuteOptions, launch_id)\n"
                "F(kb_pjrt_execute_options, PJRT_ExecuteOptions, non_donatable_input_indices)\n"
                "F(kb_pjrt_execute_options, PJRT_ExecuteOptions, context) F(kb_pjrt_execute_options, PJRT_ExecuteOptions, incarnation_ids)\n"
                "ARGS(kb_pjrt_loadedexecutable_execute_args, PJRT_LoadedExecutable_Execute_Args)\n"
                "F(kb_pjrt_loadedexecutable_execute_args, PJRT_LoadedExecutable_Execute_Args, executable)\n"
                "F(kb_pjrt_loadedexecutable_execute_args, PJRT_LoadedExecutable_Execute_Args, options)\n"
                "F(kb_pjrt_loadedexecutable_execute_args, PJRT_LoadedExecutable_Execute_Args, argument_lists)\n"
                "F(kb_pjrt_loadedexecutable_execute_args, PJRT_LoadedExecutable_Execute_Args, num_devices)\n"
                "F(kb_pjrt_loadedexecutable_execute_args, PJRT_LoadedExecutable_Execute_Args, num_args)\n"
                "F(kb_pjrt_loadedexecutable_execute_args, PJRT_LoadedExecutable_Execute_Args, output_lists)\n"
                "F(kb_pjrt_loadedexecutable_execute_args, PJRT_LoadedExecutable_Execute_Args, device_complete_events)\n"
                "F(kb_pjrt_loadedexecutable_execute_args, PJRT_LoadedExecutable_Execute_Args, execute_device)\n"
                "ARGS(kb_pjrt_buffer_args, PJRT_Buffer_Destroy_Args) F(kb_pjrt_buffer_args, PJRT_Buffer_Destroy_Args, buffer)\n"
                "ARGS(kb_pjrt_buffer_tohost_args, PJRT_Buffer_ToHostBuffer_Args) F(kb_pjrt_buffer_tohost_args, PJRT_Buffer_ToHostBuffer_Args, src)\n"
                "F(kb_pjrt_buffer_tohost_args, PJRT_Buffer_ToHostBuffer_Args, host_layout) F(kb_pjrt_buffer_tohost_args, PJRT_Buffer_ToHostBuffer_Args, dst)\n"
                "F(kb_pjrt_buffer_tohost_args, PJRT_Buffer_ToHostBuffer_Args, dst_size) F(kb_pjrt_buffer_tohost_args, PJRT_Buffer_ToHostBuffer_Args, event)\n"
                "_Static_assert(KB_PJRT_TYPE_S32 == PJRT_Buffer_Type_S32 && KB_PJRT_TYPE_F32 == PJRT_Buffer_Type_F32 &&\n"
                "               KB_PJRT_TYPE_BF16 == PJRT_Buffer_Type_BF16, \"element types\");\n"
                "_Static_assert(KB_PJRT_HOST_IMMUTABLE_ZERO_COPY == PJRT_HostBufferSemantics_kImmutableZeroCopy &&\n"
                "               KB_PJRT_HOST_IMMUTABLE_ONLY_DURING_CALL == PJRT_HostBufferSemantics_kImmutableOnlyDuringCall,\n"
                "               \"host buffer semantics\");\n"
                "_Static_assert(KB_PJRT_MAJOR == PJRT_API_MAJOR && KB_PJRT_MINOR <= PJRT_API_MINOR, \"API version\");\n";

Test(xla, our_pjrt_declarations_match_the_plugin_packages_header)
{
    /* XLA's header ships in include/ of the xla-cpu-pjrt package (which scripts/bootstrap
     * installs beside the plugin kbench prefers, whose package has none) */
    char *pat = kb_xasprintf(
        "%s/.venv/lib/python3*/site-packages/xla_plugins/xla_cpu_pjrt/include/pjrt_c_api.h", kb_test_root());
    glob_t g;
    bool found = glob(pat, 0, NULL, &g) == 0 && g.gl_pathc > 0;
    cr_assert(found, "no XLA pjrt_c_api.h at %s: run scripts/bootstrap (it installs xla-cpu-pjrt)", pat);
    char *dir = kb_xstrdup(g.gl_pathv[0]);
    globfree(&g);
    free(pat);
    *strrchr(dir, '/') = 0;
    *strrchr(dir, '/') = 0; /* the package directory, above include/ */
    char *header = kb_xasprintf("%s/include/pjrt_c_api.h", dir);
    char tmp[] = "/tmp/kbench-pjrt-layout-XXXXXX";
    cr_assert(mkdtemp(tmp));
    char *src = kb_xasprintf("%s/check.c", tmp), *log = kb_xasprintf("%s/cc.log", tmp);
    cr_assert_eq(kb_write_file(src, layout_check, strlen(layout_check)), 0);
    char *cmd = kb_xasprintf("cc -std=c17 -fsyntax-only -I'%s/include' -I'%s/src' '%s' > '%s' 2>&1", dir,
                             kb_test_root(), src, log);
    int rc = system(cmd);
    char *out = kb_read_file(log, NULL);
    cr_expect_eq(rc, 0, "pjrt_api.h disagrees with %s:\n%s", header, out ? out : "");
    free(out);
    unlink(src);
    unlink(log);
    rmdir(tmp);
    free(cmd), free(src), free(log), free(header), free(dir);
}

/* ---- the sandbox exception XLA needs --------------------------------------------------------
 * glibc opens a few machine-information files from code that never asked for a file (thread
 * arenas, get_nprocs): XLA's pools do at the cpu preset. Under the sandbox those opens fail with
 * ENOENT instead of killing the process; every other open is still a violation. A candidate
 * that probes through raw system calls shows both. */

static const char probe_gemm[] =
    "#include \"kbench.h\"\n"
    "static long sys3(long n, long a, long b, long c)\n"
    "{\n"
    "    long r;\n"
    "    __asm__ volatile(\"syscall\" : \"=a\"(r) : \"a\"(n), \"D\"(a), \"S\"(b), \"d\"(c) : \"rcx\", \"r11\", \"memory\");\n"
    "    return r;\n"
    "}\n"
    "void kernel(const kb_t *restrict a, const kb_t *restrict b, kb_t *restrict c)\n"
    "{\n"
    "    /* the probes fail with ENOENT (-2); anything else leaves the output poisoned */\n"
    "    if (sys3(257, -100, (long)\"/sys/devices/system/cpu/online\", 0) != -2 ||\n"
    "        sys3(257, -100, (long)\"/proc/sys/vm/overcommit_memory\", 0) != -2 ||\n"
    "        sys3(257, -100, (long)\"/proc/stat\", 0) != -2 || sys3(2, (long)\"/proc/stat\", 0, 0) != -2)\n"
    "        return;\n"
    "    for (int i = 0; i < KB_M; i++)\n"
    "        for (int j = 0; j < KB_N; j++) {\n"
    "            float s = 0;\n"
    "            for (int k = 0; k < KB_K; k++) s += kb_ld(a[i * KB_K + k]) * kb_ld(b[k * KB_N + j]);\n"
    "            c[i * KB_N + j] = kb_st(s);\n"
    "        }\n"
    "#ifdef OPEN_MORE\n"
    "    sys3(257, -100, (long)\"/sys/devices/system/cpu/online2\", 0);\n"
    "#endif\n"
    "}\n";

Test(xla, the_sandbox_fails_glibcs_machine_probes_quietly_and_traps_other_opens)
{
    char dir[] = "/tmp/kbench-xla-probe-XXXXXX";
    cr_assert(mkdtemp(dir));
    char *ok = kb_xasprintf("%s/probe.c", dir), *bad = kb_xasprintf("%s/probe_more.c", dir);
    char *more = kb_xasprintf("#define OPEN_MORE 1\n%s", probe_gemm);
    cr_assert_eq(kb_write_file(ok, probe_gemm, strlen(probe_gemm)), 0);
    cr_assert_eq(kb_write_file(bad, more, strlen(more)), 0);
    kb_eval_opts o = opts("kernels/cpu/p08_gemm/naive.c");
    o.candidate = ok;
    o.measure = false;
    kb_result r;
    cr_expect_eq(kb_evaluate(&o, &r), KB_VERDICT_OK, "%s", r.detail);
    kb_result_free(&r);
    o.candidate = bad;
    cr_expect_eq(kb_evaluate(&o, &r), KB_VERDICT_SANDBOX_VIOLATION, "%s", r.detail);
    cr_expect(strstr(r.detail, "openat"), "%s", r.detail);
    kb_result_free(&r);
    unlink(ok);
    unlink(bad);
    rmdir(dir);
    free(ok), free(bad), free(more);
}
