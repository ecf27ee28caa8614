/* test_verdicts.c: every verdict the cpu harness can give, produced by a real candidate file
 * (tests/candidates/) through the whole pipeline: compile, screen, runner child, verification,
 * timing. p08_gemm at preset tiny, with short timing so the suite stays fast. */
#include <criterion/criterion.h>
#include <dirent.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "harness/evaluate.h"
#include "harness/jail.h"
#include "support/eval_opts.h"
#include "support/scratch.h"

static void setup(void) { kb_quiet = true; }

static kb_eval_opts opts(const char *cand)
{
    static char path[1024];
    if (strchr(cand, '/'))
        snprintf(path, sizeof path, "%s/%s", kb_test_root(), cand);
    else
        snprintf(path, sizeof path, "%s/tests/candidates/%s", kb_test_root(), cand);
    kb_eval_opts o = kb_test_eval_opts(path);
    o.timeout_s = 10;
    o.mem_bytes = (size_t)1 << 30;
    o.allow_busy = true; /* verdicts, not times: no waiting for a quiet machine */
    return o;
}

static kb_verdict eval_as(const kb_eval_opts *o, kb_result *r)
{
    kb_verdict v = kb_evaluate(o, r);
    cr_log_info("%s: %s: %s", o->candidate, kb_verdict_name(v), r->detail);
    return v;
}

#define EXPECT_VERDICT(cand, verdict, needle)                                                           \
    do {                                                                                                \
        kb_eval_opts o = opts(cand);                                                                    \
        kb_result r;                                                                                    \
        kb_verdict v = eval_as(&o, &r);                                                                 \
        cr_expect_eq(v, verdict, "%s: expected %s, got %s: %s", cand, kb_verdict_name(verdict),         \
                     kb_verdict_name(v), r.detail);                                                     \
        const char *want = needle;                                                                      \
        if (want) cr_expect(strstr(r.detail, want), "%s: detail lacks '%s': %s", cand, want, r.detail); \
        kb_result_free(&r);                                                                             \
    } while (0)

/* For a cheat caught one of two ways, depending on when the machine schedules whom: verdict a
 * with needle_a in the detail, or b with needle_b (a NULL needle: any detail). */
static void expect_either(const char *cand, kb_verdict a, const char *needle_a, kb_verdict b,
                          const char *needle_b)
{
    kb_eval_opts o = opts(cand);
    kb_result r;
    kb_verdict v = eval_as(&o, &r);
    bool ok = (v == a && (!needle_a || strstr(r.detail, needle_a))) ||
              (v == b && (!needle_b || strstr(r.detail, needle_b)));
    cr_expect(ok, "%s: expected %s or %s, got %s: %s", cand, kb_verdict_name(a), kb_verdict_name(b),
              kb_verdict_name(v), r.detail);
    kb_result_free(&r);
}

TestSuite(verdicts, .init = setup, .timeout = 120);
TestSuite(sandbox, .init = setup, .timeout = 120);
TestSuite(protocol, .init = setup, .timeout = 120);

Test(verdicts, ok_naive_is_timed_with_a_speedup_ci)
{
    kb_eval_opts o = opts("kernels/cpu/p08_gemm/naive.c");
    kb_result r;
    cr_assert_eq(eval_as(&o, &r), KB_VERDICT_OK, "%s", r.detail);
    cr_expect_eq(r.n_timings, 2);
    cr_expect_str_eq(r.timings[1].who, "lib");
    cr_expect(r.timings[0].s.median > 0 && r.timings[1].s.median > 0);
    cr_expect(r.timings[1].has_speedup);
    cr_expect(r.timings[1].ci_lo <= r.timings[1].speedup && r.timings[1].speedup <= r.timings[1].ci_hi);
    cr_expect(r.rounds >= 3);
    cr_expect_eq(strlen(r.hash), 64);
    kb_result_free(&r);
}

Test(verdicts, ok_in_f32_too)
{
    kb_eval_opts o = opts("kernels/cpu/p08_gemm/naive.c");
    o.dtype = KB_DTYPE_F32;
    o.measure = false;
    kb_result r;
    cr_expect_eq(eval_as(&o, &r), KB_VERDICT_OK, "%s", r.detail);
    kb_result_free(&r);
}

Test(verdicts, missing_file)
{
    EXPECT_VERDICT("no_such_candidate.c", KB_VERDICT_COMPILE_ERROR, "cannot read");
}
Test(verdicts, compile_error)
{
    EXPECT_VERDICT("compile_error.c", KB_VERDICT_COMPILE_ERROR, "compile_error.c:");
}
Test(verdicts, empty_file)
{
    EXPECT_VERDICT("empty.c", KB_VERDICT_COMPILE_ERROR, "is empty (`kbench init p08_gemm");
}
Test(verdicts, directory)
{
    EXPECT_VERDICT("tests/candidates/cheats", KB_VERDICT_COMPILE_ERROR, "is a directory");
}
Test(verdicts, missing_header)
{
    EXPECT_VERDICT("abi_no_header.c", KB_VERDICT_ABI_ERROR, "does not #include \"kbench.h\"");
}
Test(verdicts, wrong_prototype)
{
    EXPECT_VERDICT("abi_wrong_prototype.c", KB_VERDICT_ABI_ERROR, "conflicting types");
}
Test(verdicts, missing_kernel) { EXPECT_VERDICT("abi_missing_kernel.c", KB_VERDICT_ABI_ERROR, "kernel"); }
Test(verdicts, constructor)
{
    EXPECT_VERDICT("tests/candidates/cheats/abi_constructor.c", KB_VERDICT_ABI_ERROR, "constructor");
}
Test(verdicts, forbidden_symbol)
{
    EXPECT_VERDICT("tests/candidates/cheats/abi_forbidden_symbol.c", KB_VERDICT_ABI_ERROR, "cblas_sgemm");
}
Test(verdicts, io_is_screened_out)
{
    EXPECT_VERDICT("tests/candidates/cheats/abi_io_call.c", KB_VERDICT_ABI_ERROR, "fopen");
}
Test(verdicts, segfault) { EXPECT_VERDICT("crash_segv.c", KB_VERDICT_CRASH, "SIGSEGV"); }
Test(verdicts, abort) { EXPECT_VERDICT("crash_abort.c", KB_VERDICT_CRASH, "SIGABRT"); }
Test(verdicts, fpe) { EXPECT_VERDICT("crash_fpe.c", KB_VERDICT_CRASH, "SIGFPE"); }
Test(verdicts, exit_instead_of_return)
{
    EXPECT_VERDICT("crash_exit.c", KB_VERDICT_CRASH, "instead of returning");
}
Test(verdicts, huge_allocation) { EXPECT_VERDICT("huge_alloc.c", KB_VERDICT_CRASH, "SIGSEGV"); }
Test(verdicts, one_wrong_element) { EXPECT_VERDICT("wrong_one_element.c", KB_VERDICT_WRONG, "[3,5]"); }

/* An index output is compared exactly: an argmax that takes the last index of the maximum on ties
 * (right wherever a column has no tie) is wrong under bf16, where the inputs tie, with the
 * indices that differ counted; the shipped naive argmax, first on ties, is ok. */
Test(verdicts, argmax_last_index_on_ties_is_wrong)
{
    kb_eval_opts o = opts("argmax_last_on_ties.c");
    o.w = kb_suite_find("kb1_051_argmax_over_a_dimension");
    cr_assert(o.w);
    o.measure = false;
    kb_result r;
    kb_verdict v = eval_as(&o, &r);
    cr_expect_eq(v, KB_VERDICT_WRONG, "%s: %s", kb_verdict_name(v), r.detail);
    cr_expect(strstr(r.detail, "indices differ from the reference's") && strstr(r.detail, "first ["), "%s",
              r.detail);
    kb_result_free(&r);
    o = opts("kernels/cpu/kb1_051_argmax_over_a_dimension/naive.c");
    o.w = kb_suite_find("kb1_051_argmax_over_a_dimension");
    o.measure = false;
    cr_expect_eq(eval_as(&o, &r), KB_VERDICT_OK, "%s", r.detail);
    kb_result_free(&r);
}
Test(verdicts, nan_output) { EXPECT_VERDICT("nan_output.c", KB_VERDICT_WRONG, "got nan"); }
Test(verdicts, input_write)
{
    EXPECT_VERDICT("tests/candidates/cheats/input_write.c", KB_VERDICT_INPUT_MODIFIED, "input a");
}
Test(verdicts, nondeterministic)
{
    EXPECT_VERDICT("tests/candidates/cheats/nondeterministic.c", KB_VERDICT_NONDETERMINISTIC, NULL);
}
Test(verdicts, stale_output)
{
    EXPECT_VERDICT("tests/candidates/cheats/stale_cache.c", KB_VERDICT_STALE_OUTPUT, NULL);
}

Test(verdicts, endless_loop_times_out)
{
    kb_eval_opts o = opts("timeout_loop.c");
    o.timeout_s = 1.5;
    kb_result r;
    cr_expect_eq(eval_as(&o, &r), KB_VERDICT_TIMEOUT, "%s", r.detail);
    kb_result_free(&r);
}

/* The roofline check: with a machine claimed to be 10^6 times slower than real, any honest
 * time beats the floor, which must be reported as impossible. */
Test(verdicts, faster_than_roofline_is_impossible)
{
    kb_eval_opts o = opts("kernels/cpu/p08_gemm/naive.c");
    kb_peaks slow = {
        .fp32_1 = 1e-3, .fp32_all = 1e-3, .bf16_1 = 1e-3, .bf16_all = 1e-3, .bw_1 = 1e-3, .bw_all = 1e-3};
    o.peaks = &slow;
    kb_result r;
    cr_expect_eq(eval_as(&o, &r), KB_VERDICT_IMPOSSIBLE_TIME, "%s", r.detail);
    kb_result_free(&r);
}

Test(verdicts, missing_runner_is_a_harness_error)
{
    setenv("KBENCH_RUNNER", "/nonexistent/kbench-runner", 1);
    kb_eval_opts o = opts("kernels/cpu/p08_gemm/naive.c");
    kb_result r;
    cr_expect_eq(eval_as(&o, &r), KB_VERDICT_HARNESS_ERROR, "%s", r.detail);
    cr_expect(strstr(r.detail, "kbench-runner"), "%s", r.detail);
    kb_result_free(&r);
}

Test(verdicts, vs_compares_two_candidates)
{
    kb_eval_opts o = opts("once.c");
    static char vs[1024];
    snprintf(vs, sizeof vs, "%s/tests/candidates/twice.c", kb_test_root());
    o.vs = vs;
    kb_result r;
    cr_assert_eq(eval_as(&o, &r), KB_VERDICT_OK, "%s", r.detail);
    cr_expect_str_eq(r.timings[1].who, "vs");
    cr_expect(r.timings[1].has_speedup);
    kb_result_free(&r);
}

Test(verdicts, same_seed_replays_the_same_inputs)
{
    kb_eval_opts o = opts("wrong_one_element.c");
    o.seed_given = true;
    o.seed = 0x1234;
    kb_result a, b;
    eval_as(&o, &a);
    eval_as(&o, &b);
    cr_expect_eq(a.seed, 0x1234);
    cr_expect_str_eq(a.detail, b.detail, "replay differs: %s vs %s", a.detail, b.detail);
    kb_result_free(&a);
    kb_result_free(&b);
}

/* Reference outputs are cached per seed: the second evaluation with the same seed reads the
 * file; a damaged file is ignored (and the verdict is still right). */
Test(verdicts, reference_cache)
{
    char dir[] = "/tmp/kbench-refcache-XXXXXX";
    cr_assert(mkdtemp(dir));
    setenv("KBENCH_CACHE", dir, 1);
    kb_eval_opts o = opts("wrong_one_element.c");
    o.seed_given = true;
    o.seed = 77;
    o.measure = false;
    o.ref_cache_min_s = 0;
    kb_result r;
    cr_expect_eq(eval_as(&o, &r), KB_VERDICT_WRONG);
    char *detail = strdup(r.detail);
    kb_result_free(&r);
    char cmd[256], path[256] = "";
    snprintf(cmd, sizeof cmd, "ls %s/ref/*.f32", dir);
    FILE *p = popen(cmd, "r");
    cr_assert(p && fgets(path, sizeof path, p), "no reference cache file in %s/ref", dir);
    pclose(p);
    path[strcspn(path, "\n")] = 0;
    cr_expect_eq(eval_as(&o, &r), KB_VERDICT_WRONG);
    cr_expect_str_eq(r.detail, detail, "a cached reference must give the same verdict");
    kb_result_free(&r);
    /* proof that the file is read: zero its contents (same size) and the verdict's detail
     * changes, since the candidate is now compared with an all-zero "reference" */
    FILE *f = fopen(path, "r+b");
    cr_assert(f);
    fseek(f, 0, SEEK_END);
    long size = ftell(f);
    fseek(f, 0, SEEK_SET);
    for (long i = 0; i < size; i++) fputc(0, f);
    fclose(f);
    cr_expect_eq(eval_as(&o, &r), KB_VERDICT_WRONG);
    cr_expect_str_neq(r.detail, detail, "the cached reference was not used");
    kb_result_free(&r);
    f = fopen(path, "r+b");
    cr_assert(f);
    cr_assert_eq(ftruncate(fileno(f), 100), 0);
    fclose(f);
    cr_expect_eq(eval_as(&o, &r), KB_VERDICT_WRONG, "a truncated cache file must be ignored: %s", r.detail);
    cr_expect_str_eq(r.detail, detail);
    kb_result_free(&r);
    free(detail);
    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    cr_expect_eq(system(cmd), 0);
}

/* The sandbox: each raw system call a kernel has no business making is trapped and named. */
#define EXPECT_SANDBOX(file, call) \
    EXPECT_VERDICT("tests/candidates/cheats/" file, KB_VERDICT_SANDBOX_VIOLATION, call)
Test(sandbox, open) { EXPECT_SANDBOX("sys_open.c", "openat"); }
Test(sandbox, socket) { EXPECT_SANDBOX("sys_socket.c", "socket"); }
Test(sandbox, fork) { EXPECT_SANDBOX("sys_fork.c", "fork"); }
Test(sandbox, exec) { EXPECT_SANDBOX("sys_exec.c", "execve"); }
Test(sandbox, ptrace) { EXPECT_SANDBOX("sys_ptrace.c", ": "); }
Test(sandbox, kill_parent) { EXPECT_SANDBOX("sys_kill_parent.c", ": "); }
Test(sandbox, executable_memory) { EXPECT_SANDBOX("sys_exec_memory.c", "mprotect"); }

/* Work after the return (class 1 of v3): the outputs are judged as they were when the process
 * replied, and it is stopped at the reply. A background thread that touches the output later
 * writes into the next call's output, or never; one that does most of the work later leaves it
 * poisoned; a kernel that writes the runner's reply itself and goes on is stopped there. */
Test(sandbox, work_after_return)
{
    expect_either("tests/candidates/cheats/late_write.c", KB_VERDICT_STALE_OUTPUT, NULL, KB_VERDICT_WRONG,
                  NULL);
}
Test(sandbox, helper_after_return)
{
    EXPECT_VERDICT("tests/candidates/cheats/after_return_helper.c", KB_VERDICT_WRONG, "poison");
}
Test(sandbox, become_the_runner)
{
    EXPECT_VERDICT("tests/candidates/cheats/become_the_runner.c", KB_VERDICT_WRONG, "poison");
}

/* Telling timed calls from verification (class 2): references checked at random through timing. */
Test(sandbox, exact_then_approximate)
{
    EXPECT_VERDICT("tests/candidates/cheats/exact_then_approx.c", KB_VERDICT_WRONG, "against its reference");
}

/* Steering the audits' pace: a first round made slow on purpose, exact until the audits would
 * have been spent, approximate after. The schedule does not follow the candidate's pace. */
Test(sandbox, slow_start_then_approximate)
{
    kb_eval_opts o = opts("tests/candidates/cheats/slow_start_then_approx.c");
    kb_eval_opts d; /* kbench's own timing, not the suite's short one, whose rounds end before call 46 */
    kb_eval_opts_default(&d);
    o.min_time_s = d.min_time_s, o.max_time_s = d.max_time_s, o.min_rounds = d.min_rounds;
    kb_result r;
    cr_expect_eq(eval_as(&o, &r), KB_VERDICT_WRONG, "%s", r.detail);
    cr_expect(strstr(r.detail, "against its reference"), "%s", r.detail);
    kb_result_free(&r);
}

/* Approximate work inside the tolerance (class 3): a hard input set in every verification. */
Test(sandbox, sampled_logsumexp)
{
    kb_eval_opts o = opts("tests/candidates/cheats/sampled_logsumexp.c");
    o.w = kb_suite_find("p13_cross_entropy");
    kb_result r;
    cr_expect_eq(eval_as(&o, &r), KB_VERDICT_WRONG, "%s", r.detail);
    cr_expect(strstr(r.detail, "input set 2"), "caught on the hard set (2), not a typical one: %s", r.detail);
    kb_result_free(&r);
}

/* Reaching other processes (class 4): in its PID namespace there are none. The cheat corrupts its
 * output when it finds one: ok in the jail, wrong without it. */
Test(sandbox, reach_other_processes)
{
    EXPECT_VERDICT("tests/candidates/cheats/reach_others.c", KB_VERDICT_OK, NULL);
    if (!strstr(kb_jail_describe(), "namespaces;") || strstr(kb_jail_describe(), "no namespaces"))
        cr_skip_test("no namespaces here (%s): the jail's fallback cannot hide other processes",
                     kb_jail_describe());
    setenv("KBENCH_JAIL", "off", 1);
    EXPECT_VERDICT("tests/candidates/cheats/reach_others.c", KB_VERDICT_WRONG, NULL);
    unsetenv("KBENCH_JAIL");
}

/* Exhausting the machine (class 5): tasks, memory and files are bounded, each refusal a verdict. */
Test(sandbox, thread_bomb)
{
    if (!strstr(kb_jail_describe(), "pids cgroup"))
        cr_skip_test("no pids cgroup here (%s): RLIMIT_NPROC caps the threads, but no verdict names it",
                     kb_jail_describe());
    EXPECT_VERDICT("tests/candidates/cheats/thread_bomb.c", KB_VERDICT_SANDBOX_VIOLATION, "more threads");
}
Test(sandbox, huge_object)
{
    EXPECT_VERDICT("tests/candidates/cheats/huge_object.c", KB_VERDICT_COMPILE_ERROR, "64 MiB");
}
Test(sandbox, compiler_memory_bomb)
{
    EXPECT_VERDICT("tests/candidates/cheats/compiler_memory_bomb.c", KB_VERDICT_COMPILE_ERROR, "2 GiB");
}

/* Lying to the reader (class 6): what a child prints is shown escaped, stored as valid UTF-8. */
Test(sandbox, escape_sequences_are_shown_as_text)
{
    kb_eval_opts o = opts("tests/candidates/cheats/escape_output.c");
    kb_result r;
    cr_expect_eq(eval_as(&o, &r), KB_VERDICT_CRASH, "%s", r.detail);
    cr_expect(strstr(r.detail, "\\e[2J") && strstr(r.detail, "\\xff"), "not escaped: %s", r.detail);
    for (const unsigned char *c = (const unsigned char *)r.detail; *c; c++)
        cr_expect(*c >= 0x20 && *c < 0x7f, "a raw byte 0x%02x in the detail: %s", *c, r.detail);
    kb_result_free(&r);
}

/* A compile-time oracle (class 7): the compiler's tree holds nothing outside the system's. */
Test(sandbox, has_include_is_no_oracle)
{
    if (strstr(kb_jail_describe(), "no namespaces"))
        cr_skip_test("no namespaces here (%s): the compiler runs under Landlock only", kb_jail_describe());
    EXPECT_VERDICT("tests/candidates/cheats/has_include_oracle.c", KB_VERDICT_OK, NULL);
}

/* Blaming the wrong party (class 8): where a candidate and lib disagree on fresh inputs, the
 * reference of those inputs decides, and a wrong lib is kbench's problem, named. */
Test(protocol, a_wrong_lib_is_a_harness_error)
{
    setenv("KBENCH_TEST_LIB_FAULT", "6", 1);
    EXPECT_VERDICT("kernels/cpu/p08_gemm/naive.c", KB_VERDICT_HARNESS_ERROR, "the lib baseline (oneDNN");
    unsetenv("KBENCH_TEST_LIB_FAULT");
}

/* ... and one that only rounds (one element out of tolerance: a bf16 intermediate on a hard set)
 * is no error: the candidate is judged against the reference and is ok. */
Test(protocol, a_lib_that_rounds_is_no_error)
{
    setenv("KBENCH_TEST_LIB_FAULT", "6:one", 1);
    EXPECT_VERDICT("kernels/cpu/p08_gemm/naive.c", KB_VERDICT_OK, NULL);
    unsetenv("KBENCH_TEST_LIB_FAULT");
}

/* Honest but unusual kernels must all be ok (tests/candidates/honest/). */
TestSuite(honest, .init = setup, .timeout = 300);

static void expect_ok(const char *file)
{
    char rel[256];
    snprintf(rel, sizeof rel, "tests/candidates/honest/%s", file);
    kb_eval_opts o = opts(rel);
    o.dtype = KB_DTYPE_BF16;
    kb_result r;
    cr_expect_eq(eval_as(&o, &r), KB_VERDICT_OK, "%s: %s", file, r.detail);
    kb_result_free(&r);
    o.dtype = KB_DTYPE_F32;
    o.measure = false;
    cr_expect_eq(eval_as(&o, &r), KB_VERDICT_OK, "%s (f32): %s", file, r.detail);
    kb_result_free(&r);
}

Test(honest, openmp_tasks) { expect_ok("openmp_tasks.c"); }
Test(honest, pthreads) { expect_ok("pthreads.c"); }
Test(honest, large_malloc) { expect_ok("large_malloc.c"); }
Test(honest, aligned_pack) { expect_ok("aligned_pack.c"); }
Test(honest, intrinsics) { expect_ok("intrinsics.c"); }
Test(honest, thread_local) { expect_ok("thread_local.c"); }
Test(honest, libm_and_assert) { expect_ok("libm_and_assert.c"); }
Test(honest, long_compile) { expect_ok("long_compile.c"); }
Test(honest, amx_permission) { expect_ok("amx_permission.c"); }
Test(honest, naive) { expect_ok("../../../kernels/cpu/p08_gemm/naive.c"); }
Test(honest, omp_many_threads) { expect_ok("omp_many_threads.c"); }

/* A kernel of microseconds (p12's naive RMSNorm at tiny): the stop and the watch after each
 * return cost more than the call itself, and must not catch it. */
Test(honest, very_short_kernel)
{
    kb_eval_opts o = opts("kernels/cpu/p12_rmsnorm/naive.c");
    o.w = kb_suite_find("p12_rmsnorm");
    kb_result r;
    cr_expect_eq(eval_as(&o, &r), KB_VERDICT_OK, "%s", r.detail);
    cr_expect(r.n_timings >= 2 && r.timings[0].s.median < 1e-3, "%s", r.detail);
    kb_result_free(&r);
}
Test(honest, alloc_per_call) { expect_ok("alloc_per_call.c"); }
/* The honest look-alikes of evaluation v3's defences (class 9). */
Test(honest, cpu_dispatch) { expect_ok("cpu_dispatch.c"); }
Test(honest, madvise_scratch) { expect_ok("madvise_scratch.c"); }
Test(honest, spin_then_park) { expect_ok("spin_then_park.c"); }
Test(honest, first_call_table) { expect_ok("first_call_table.c"); }
Test(honest, system_services) { expect_ok("system_services.c"); }
Test(honest, autotune_first_calls) { expect_ok("autotune_first_calls.c"); }
/* A kernel near the roofline (p12's expert reaches 95% of the bandwidth at cpu): not
 * impossible_time, and no work after the return. */
Test(honest, near_the_roofline)
{
    kb_eval_opts o = opts("kernels/cpu/p12_rmsnorm/expert.c");
    o.w = kb_suite_find("p12_rmsnorm");
    kb_result r;
    cr_expect_eq(eval_as(&o, &r), KB_VERDICT_OK, "%s", r.detail);
    kb_result_free(&r);
}

/* Forging the protocol: the child's only channel to kbench is one reply byte per call, and the
 * times are kbench's own clock. */
#define EXPECT_CHEAT(file, verdict, needle) EXPECT_VERDICT("tests/candidates/cheats/" file, verdict, needle)
/* The forged reply stops the clock and the process: its output is judged as it was then, poison.
 * On a loaded machine the stop can come after the work is done (kbench descheduled between the
 * byte and the signal); the runner's own reply then follows the forged one, and the next call
 * finds it: a broken protocol (CI saw it once in about 40 runs). Caught either way. */
Test(protocol, early_reply)
{
    expect_either("tests/candidates/cheats/proto_early_reply.c", KB_VERDICT_WRONG, "poison", KB_VERDICT_CRASH,
                  "second reply");
}
Test(protocol, garbage_reply)
{
    EXPECT_CHEAT("proto_garbage.c", KB_VERDICT_CRASH, "broke the runner protocol");
}
/* A second reply is seen in the pipe (crash, "broke the runner protocol") or, when the stop came
 * between the two, taken for the next call's, whose output is then judged as it was: poison. */
Test(protocol, double_reply)
{
    expect_either("tests/candidates/cheats/proto_double_reply.c", KB_VERDICT_CRASH,
                  "broke the runner protocol", KB_VERDICT_WRONG, "poison");
}
Test(protocol, close_descriptors)
{
    EXPECT_CHEAT("proto_close_fds.c", KB_VERDICT_SANDBOX_VIOLATION, "close");
}

/* Caching and garbage in timed calls: fresh inputs for every call, every output checked. */
Test(protocol, cache_by_content)
{
    EXPECT_CHEAT("cache_rotation.c", KB_VERDICT_STALE_OUTPUT, "fresh inputs");
}
Test(protocol, zeros_in_timed_calls)
{
    EXPECT_CHEAT("timed_zeros.c", KB_VERDICT_STALE_OUTPUT, "against the lib baseline");
}
Test(protocol, stale_replay) { EXPECT_CHEAT("stale_cache.c", KB_VERDICT_STALE_OUTPUT, "fresh inputs"); }

/* Sharing the machine with others: every contestant is stopped between its calls, so a thread
 * left spinning steals only from its own calls. Timed interleaved against the same kernel without
 * the thread (the --vs candidate), it gains nothing. */
Test(protocol, spinning_thread)
{
    kb_eval_opts o = opts("tests/candidates/cheats/spin_thread.c");
    static char vs[1024];
    snprintf(vs, sizeof vs, "%s/tests/candidates/once.c", kb_test_root());
    o.vs = vs;
    kb_result r;
    cr_assert_eq(eval_as(&o, &r), KB_VERDICT_OK, "%s", r.detail);
    cr_expect(r.n_timings >= 2 && !strcmp(r.timings[1].who, "vs") && r.timings[1].speedup < 1.15,
              "a spinning thread made it faster than its twin: %.3fx", r.timings[1].speedup);
    kb_result_free(&r);
}
Test(protocol, signal_others) { EXPECT_CHEAT("signal_others.c", KB_VERDICT_SANDBOX_VIOLATION, "kill"); }
Test(protocol, read_neighbour)
{
    expect_either("tests/candidates/cheats/neighbour_read.c", KB_VERDICT_CRASH, NULL, KB_VERDICT_WRONG, NULL);
}

/* A --vs candidate is never blamed for the candidate's deeds, nor the other way round. */
Test(protocol, vs_is_not_blamed)
{
    kb_eval_opts o = opts("tests/candidates/cheats/timed_zeros.c");
    static char vs[1024];
    snprintf(vs, sizeof vs, "%s/kernels/cpu/p08_gemm/naive.c", kb_test_root());
    o.vs = vs;
    kb_result r;
    cr_expect_eq(eval_as(&o, &r), KB_VERDICT_STALE_OUTPUT, "%s", r.detail);
    cr_expect(strstr(r.detail, "the candidate,") && !strstr(r.detail, "--vs"), "%s", r.detail);
    kb_result_free(&r);
    o = opts("kernels/cpu/p08_gemm/naive.c");
    snprintf(vs, sizeof vs, "%s/tests/candidates/cheats/timed_zeros.c", kb_test_root());
    o.vs = vs;
    cr_expect_eq(eval_as(&o, &r), KB_VERDICT_STALE_OUTPUT, "%s", r.detail);
    cr_expect(strstr(r.detail, "--vs candidate"), "%s", r.detail);
    kb_result_free(&r);
}

/* Semantic cheats: less work, less precision, no work. */
Test(sandbox, skip_one_percent)
{
    EXPECT_VERDICT("tests/candidates/cheats/skip_work.c", KB_VERDICT_WRONG, "out of tolerance");
}
Test(sandbox, bf16_accumulation)
{
    EXPECT_VERDICT("tests/candidates/cheats/bf16_accumulate.c", KB_VERDICT_WRONG, "out of tolerance");
}
Test(sandbox, constant_output)
{
    EXPECT_VERDICT("tests/candidates/cheats/constant_output.c", KB_VERDICT_WRONG, "out of tolerance");
}
Test(sandbox, uninitialised_accumulator)
{
    EXPECT_VERDICT("tests/candidates/cheats/uninit_accumulate.c", KB_VERDICT_WRONG, "out of tolerance");
}

/* Every cheat we wrote is run by a test and listed in docs/integrity.md with the defence that
 * catches it: a cheat nobody runs proves nothing, and one the document omits is a defence
 * nobody can check. */
Test(cheats, each_is_tested_and_documented)
{
    char path[1024];
    const char *sources[] = {"tests/test_verdicts.c", "tests/test_screen.c", "tests/test_protocol.c"};
    char *tests[3];
    for (int k = 0; k < 3; k++) {
        snprintf(path, sizeof path, "%s/%s", kb_test_root(), sources[k]);
        cr_assert((tests[k] = kb_test_slurp(path)), "no %s", path);
    }
    snprintf(path, sizeof path, "%s/docs/integrity.md", kb_test_root());
    char *doc = kb_test_slurp(path);
    cr_assert(doc, "no %s", path);
    snprintf(path, sizeof path, "%s/tests/candidates/cheats", kb_test_root());
    DIR *d = opendir(path);
    cr_assert(d, "no %s", path);
    int n = 0;
    for (struct dirent *e; (e = readdir(d));) {
        size_t len = strlen(e->d_name);
        if (len < 3 || strcmp(e->d_name + len - 2, ".c")) continue;
        n++;
        char quoted[300];
        snprintf(quoted, sizeof quoted, "%s\"", e->d_name);
        bool tested = false;
        for (int k = 0; k < 3; k++) tested |= strstr(tests[k], quoted) != NULL;
        cr_expect(tested, "cheat %s is run by no test", e->d_name);
        cr_expect(strstr(doc, e->d_name), "cheat %s is not in docs/integrity.md", e->d_name);
    }
    closedir(d);
    cr_expect_geq(n, 40, "only %d cheats found", n);
    for (int k = 0; k < 3; k++) free(tests[k]);
    free(doc);
}
