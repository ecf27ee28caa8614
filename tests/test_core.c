/* test_core.c: the core modules: bf16 rounding, the counter RNG, the comparator, statistics,
 * SHA-256. */
#include <criterion/criterion.h>
#include <fcntl.h>
#include <math.h>
#include <time.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/compare.h"
#include "core/rng.h"
#include "core/stats.h"
#include "core/text.h"
#include "core/util.h"
#include "harness/cache_trim.h"
#include "harness/contestant.h"
#include "harness/seed.h"
#include "support/scratch.h"

static uint32_t bits(float f)
{
    uint32_t u;
    memcpy(&u, &f, 4);
    return u;
}
static float from_bits(uint32_t u)
{
    float f;
    memcpy(&f, &u, 4);
    return f;
}

Test(bf16, exact_values_round_trip)
{
    float v[] = {0.0f, -0.0f, 1.0f, -2.5f, 0.15625f, 65280.0f, 1.0e-38f * 0 + from_bits(0x00010000)};
    for (size_t i = 0; i < sizeof v / sizeof v[0]; i++)
        cr_expect_eq(bits(kb_bf16_to_f32(kb_f32_to_bf16(v[i]))), bits(v[i]), "%g", v[i]);
}

Test(bf16, ties_round_to_even)
{
    /* 1 + 2^-8 lies halfway between bf16 1.0 (even) and 1 + 2^-7 (odd): rounds down */
    cr_expect_eq(kb_f32_to_bf16(from_bits(0x3f808000)).bits, 0x3f80);
    /* 1 + 3*2^-8 lies halfway between 1 + 2^-7 (odd) and 1 + 2^-6 (even): rounds up */
    cr_expect_eq(kb_f32_to_bf16(from_bits(0x3f818000)).bits, 0x3f82);
    /* just above a tie rounds up, just below rounds down */
    cr_expect_eq(kb_f32_to_bf16(from_bits(0x3f808001)).bits, 0x3f81);
    cr_expect_eq(kb_f32_to_bf16(from_bits(0x3f807fff)).bits, 0x3f80);
    /* negative numbers mirror */
    cr_expect_eq(kb_f32_to_bf16(from_bits(0xbf808000)).bits, 0xbf80);
    cr_expect_eq(kb_f32_to_bf16(from_bits(0xbf818000)).bits, 0xbf82);
}

Test(bf16, nan_and_inf)
{
    cr_expect(isnan(kb_bf16_to_f32(kb_f32_to_bf16(NAN))));
    /* a NaN whose payload sits only in the low 16 bits must not become Inf */
    kb_bf16 h = kb_f32_to_bf16(from_bits(0x7f800001));
    cr_expect(isnan(kb_bf16_to_f32(h)), "0x%04x", h.bits);
    cr_expect_eq(kb_f32_to_bf16(INFINITY).bits, 0x7f80);
    cr_expect_eq(kb_f32_to_bf16(-INFINITY).bits, 0xff80);
    /* the largest finite f32 rounds past the largest finite bf16: Inf, as IEEE rounding says */
    cr_expect_eq(kb_f32_to_bf16(from_bits(0x7f7fffff)).bits, 0x7f80);
    /* the largest finite bf16 stays finite */
    cr_expect_eq(kb_f32_to_bf16(from_bits(0x7f7f0000)).bits, 0x7f7f);
}

Test(bf16, subnormals)
{
    /* the smallest bf16 subnormal survives; half of it (a tie with zero) rounds to even: zero */
    cr_expect_eq(kb_f32_to_bf16(from_bits(0x00010000)).bits, 0x0001);
    cr_expect_eq(kb_f32_to_bf16(from_bits(0x00008000)).bits, 0x0000);
    cr_expect_eq(kb_f32_to_bf16(from_bits(0x00018000)).bits, 0x0002);
    /* the largest subnormal rounds up into the smallest normal */
    cr_expect_eq(kb_f32_to_bf16(from_bits(0x007fffff)).bits, 0x0080);
    cr_expect_eq(kb_f32_to_bf16(from_bits(0x80010000)).bits, 0x8001);
}

Test(rng, reproducible_and_order_independent)
{
    /* fixed values: the same on every machine, in every order */
    cr_expect_eq(kb_rng_bits(42, 0, 0), kb_rng_bits(42, 0, 0));
    uint64_t fwd[64], bwd[64];
    for (int i = 0; i < 64; i++) fwd[i] = kb_rng_bits(7, 3, (uint64_t)i);
    for (int i = 63; i >= 0; i--) bwd[i] = kb_rng_bits(7, 3, (uint64_t)i);
    cr_expect_arr_eq(fwd, bwd, sizeof fwd);
    cr_expect_neq(kb_rng_bits(7, 3, 0), kb_rng_bits(8, 3, 0));
    cr_expect_neq(kb_rng_bits(7, 3, 0), kb_rng_bits(7, 4, 0));
    /* pinned: a change to the generator changes the inputs of every stored seed (replays would
     * silently differ), so it must show here */
    cr_expect_eq(kb_rng_bits(0, 0, 0), 0xcaccebe936c772bfull);
    cr_expect_eq(kb_rng_normal(1, 2, 3), 1.3623642140936412);
}

Test(rng, normal_moments)
{
    double sum = 0, sum2 = 0;
    const int n = 200000;
    for (int i = 0; i < n; i++) {
        double x = kb_rng_normal(99, 1, (uint64_t)i);
        sum += x;
        sum2 += x * x;
    }
    double mean = sum / n, var = sum2 / n - mean * mean;
    cr_expect(fabs(mean) < 0.01, "mean %g", mean);
    cr_expect(fabs(var - 1) < 0.02, "variance %g", var);
    double u = 0;
    for (int i = 0; i < n; i++) u += kb_rng_uniform(5, 0, (uint64_t)i);
    cr_expect(fabs(u / n - 0.5) < 0.005, "uniform mean %g", u / n);
}

static const kb_tol tol = {.atol = 1e-3, .rtol = 1e-2};

Test(compare, accepts_bf16_rounding_of_the_reference)
{
    enum { N = 4096 };
    float want[N];
    kb_bf16 got[N];
    for (int i = 0; i < N; i++) {
        want[i] = (float)kb_rng_normal(3, 0, (uint64_t)i);
        got[i] = kb_f32_to_bf16(want[i]); /* what a perfect bf16 kernel stores */
    }
    kb_cmp r;
    kb_compare(got, KB_DTYPE_BF16, want, N, tol, &r);
    cr_expect(r.ok, "%zu bad", r.n_bad);
    cr_expect(r.max_abs > 0 && r.nmse < 1e-4);
}

Test(compare, rejects_one_wrong_element_and_names_it)
{
    enum { N = 1000 };
    float want[N], got[N];
    for (int i = 0; i < N; i++) want[i] = got[i] = (float)i * 0.01f;
    got[417] += 0.5f;
    kb_cmp r;
    kb_compare(got, KB_DTYPE_F32, want, N, tol, &r);
    cr_expect(!r.ok);
    cr_expect_eq(r.n_bad, 1);
    cr_expect_eq(r.worst, 417);
    cr_expect_float_eq(r.got, want[417] + 0.5, 1e-5);
    char buf[512];
    int64_t dims[2] = {10, 100};
    kb_compare_describe(&r, tol, dims, 2, buf, sizeof buf);
    cr_expect(strstr(buf, "[4,17]"), "%s", buf);
}

Test(compare, nan_and_inf_must_match)
{
    float want[4] = {NAN, INFINITY, -INFINITY, 1};
    float same[4] = {NAN, INFINITY, -INFINITY, 1};
    kb_cmp r;
    kb_compare(same, KB_DTYPE_F32, want, 4, tol, &r);
    cr_expect(r.ok, "matching non-finite values must pass");
    float nan_for_finite[4] = {NAN, INFINITY, -INFINITY, NAN};
    kb_compare(nan_for_finite, KB_DTYPE_F32, want, 4, tol, &r);
    cr_expect(!r.ok && r.worst == 3 && r.n_nonfinite_bad == 1);
    float finite_for_nan[4] = {0, INFINITY, -INFINITY, 1};
    kb_compare(finite_for_nan, KB_DTYPE_F32, want, 4, tol, &r);
    cr_expect(!r.ok && r.worst == 0);
    float wrong_sign_inf[4] = {NAN, -INFINITY, -INFINITY, 1};
    kb_compare(wrong_sign_inf, KB_DTYPE_F32, want, 4, tol, &r);
    cr_expect(!r.ok && r.worst == 1);
}

/* kb_compare_passes, the fast check before kb_compare, judges non-finite values the same way:
 * an infinite want has an infinite bound (rtol x inf), which once let the other infinity, or
 * any finite value, pass it. */
Test(compare, fast_check_matches_nan_and_inf_too)
{
    const float want[4] = {NAN, INFINITY, -INFINITY, 1};
    static const struct {
        float got[4];
        bool ok;
    } cases[] = {
        {{NAN, INFINITY, -INFINITY, 1}, true},
        {{NAN, -INFINITY, -INFINITY, 1}, false}, /* the other infinity */
        {{NAN, INFINITY, 1e30f, 1}, false},      /* a finite value for an infinity */
        {{NAN, INFINITY, -INFINITY, INFINITY}, false},
        {{0, INFINITY, -INFINITY, 1}, false}, /* a finite value for a NaN */
    };
    for (size_t i = 0; i < KB_ARRAY_LEN(cases); i++) {
        cr_expect_eq(kb_compare_passes(cases[i].got, KB_DTYPE_F32, want, 4, tol), cases[i].ok, "case %zu", i);
        kb_cmp r;
        kb_compare(cases[i].got, KB_DTYPE_F32, want, 4, tol, &r);
        cr_expect_eq(r.ok, cases[i].ok, "case %zu: kb_compare disagrees", i);
    }
}

/* An index output (int32) is compared exactly against an int32 reference, whatever the
 * tolerance: an index off by one fails, the report counts the indices that differ and names the
 * first; the fast checks (threaded at this size) agree; poison (-1) is never written. */
Test(compare, index_outputs_are_compared_exactly)
{
    enum { N = 1 << 18 };
    int32_t *want = kb_xaligned(N * sizeof *want), *got = kb_xaligned(N * sizeof *got);
    for (int i = 0; i < N; i++) want[i] = got[i] = i % 4093;
    const kb_tol loose = {.atol = 10, .rtol = 0.5, .nmse = 1};
    kb_cmp r;
    kb_compare(got, KB_DTYPE_I32, want, N, loose, &r);
    cr_expect(r.ok && r.exact && r.n_bad == 0);
    cr_expect(kb_compare_passes(got, KB_DTYPE_I32, want, N, loose));
    cr_expect(kb_compare_passes_same(got, want, KB_DTYPE_I32, N, loose));
    char buf[512];
    kb_compare_describe(&r, loose, NULL, 0, buf, sizeof buf);
    cr_expect(strstr(buf, "indices equal"), "%s", buf);

    got[1000 * 64 + 5] += 1; /* off by one, far inside any tolerance */
    got[N - 1] = 0;
    kb_compare(got, KB_DTYPE_I32, want, N, loose, &r);
    cr_expect(!r.ok && r.n_bad == 2 && r.worst == 1000 * 64 + 5, "%zu bad, worst %zu", r.n_bad, r.worst);
    cr_expect(r.got == want[1000 * 64 + 5] + 1 && r.want == want[1000 * 64 + 5]);
    cr_expect(!kb_compare_passes(got, KB_DTYPE_I32, want, N, loose));
    cr_expect(!kb_compare_passes_same(got, want, KB_DTYPE_I32, N, loose));
    int64_t dims[2] = {N / 64, 64};
    kb_compare_describe(&r, loose, dims, 2, buf, sizeof buf);
    cr_expect(strstr(buf, "2 of 262144 indices differ") && strstr(buf, "first [1000,5]"), "%s", buf);
    cr_expect(!strstr(buf, "never written"), "%s", buf);

    kb_dtype_poison(KB_DTYPE_I32, got, N);
    kb_compare(got, KB_DTYPE_I32, want, N, loose, &r);
    cr_expect(!r.ok && r.n_poison == N);
    kb_compare_describe(&r, loose, NULL, 0, buf, sizeof buf);
    cr_expect(strstr(buf, "never written"), "%s", buf);
    free(want);
    free(got);
}

Test(compare, poison_is_reported_as_never_written)
{
    float want[8] = {1, 2, 3, 4, 5, 6, 7, 8};
    kb_bf16 got[8];
    kb_dtype_poison(KB_DTYPE_BF16, got, 8);
    kb_cmp r;
    kb_compare(got, KB_DTYPE_BF16, want, 8, tol, &r);
    cr_expect(!r.ok && r.n_poison == 8);
    char buf[512];
    kb_compare_describe(&r, tol, NULL, 0, buf, sizeof buf);
    cr_expect(strstr(buf, "never written"), "%s", buf);
}

/* The fast check (vectorised, threaded, used on every output of every call) must say what the
 * full comparison says, against an f32 reference and against a bf16 output as stored, on outputs
 * with every kind of element: within tolerance, just outside, NaN, infinities, poison. Large
 * enough (1 Mi elements) to take the threaded path. */
Test(compare, fast_check_agrees_with_the_full_comparison)
{
    enum { N = 1 << 20 };
    float *want = kb_xaligned(N * sizeof *want), *wantr = kb_xaligned(N * sizeof *wantr);
    kb_bf16 *got = kb_xaligned(N * sizeof *got), *want16 = kb_xaligned(N * sizeof *want16);
    const kb_tol t = {.atol = 1e-3, .rtol = 1e-2, .nmse = 1e-3};
    for (int trial = 0; trial < 7; trial++) {
        for (int i = 0; i < N; i++) {
            want16[i] = kb_f32_to_bf16((float)kb_rng_normal(11, (uint64_t)trial, (uint64_t)i));
            want[i] = wantr[i] = kb_bf16_to_f32(want16[i]);
            got[i] = want16[i];
        }
        size_t at = (size_t)kb_rng_bits(12, (uint64_t)trial, 0) % N;
        switch (trial) {
        case 0: break;                                            /* identical */
        case 1: got[at] = kb_f32_to_bf16(want[at] + 0.5f); break; /* one wrong */
        case 2: got[at] = kb_f32_to_bf16(NAN); break;             /* NaN for a number */
        case 3:
            want[at] = INFINITY;
            want16[at] = kb_f32_to_bf16(INFINITY); /* the same infinity */
            got[at] = kb_f32_to_bf16(INFINITY);
            break;
        case 4:
            want[at] = -INFINITY;
            want16[at] = kb_f32_to_bf16(-INFINITY); /* the other one */
            got[at] = kb_f32_to_bf16(INFINITY);
            break;
        case 5: kb_dtype_poison(KB_DTYPE_BF16, got + N / 2, N / 2); break; /* half never written */
        case 6:
            want[at] = INFINITY;
            want16[at] = kb_f32_to_bf16(INFINITY); /* a number for it */
            got[at] = kb_f32_to_bf16(1e30f);
            break;
        }
        kb_cmp r;
        kb_compare(got, KB_DTYPE_BF16, want, N, t, &r);
        cr_expect_eq(kb_compare_passes(got, KB_DTYPE_BF16, want, N, t), r.ok, "trial %d against f32", trial);
        cr_expect_eq(kb_compare_passes_same(got, want16, KB_DTYPE_BF16, N, t), r.ok, "trial %d as stored",
                     trial);
        cr_expect_eq(r.ok, trial == 0 || trial == 3, "trial %d", trial);
    }
    /* an error spread thinly over every element: each within tolerance, the NMSE bound fails it */
    for (int i = 0; i < N; i++) got[i] = kb_f32_to_bf16(wantr[i] * 1.04f + 1e-4f);
    for (int i = 0; i < N; i++) want16[i] = kb_f32_to_bf16(wantr[i]);
    kb_cmp r;
    kb_compare(got, KB_DTYPE_BF16, wantr, N, (kb_tol){.atol = 1e-2, .rtol = 6e-2, .nmse = 1e-4}, &r);
    cr_expect(!r.ok && r.n_bad == 0, "NMSE alone fails it (%zu bad, NMSE %g)", r.n_bad, r.nmse);
    cr_expect(
        !kb_compare_passes(got, KB_DTYPE_BF16, wantr, N, (kb_tol){.atol = 1e-2, .rtol = 6e-2, .nmse = 1e-4}));
    cr_expect(!kb_compare_passes_same(got, want16, KB_DTYPE_BF16, N,
                                      (kb_tol){.atol = 1e-2, .rtol = 6e-2, .nmse = 1e-4}));
    free(want);
    free(wantr);
    free(got);
    free(want16);
}

Test(stats, median_quartiles)
{
    double x[] = {5, 1, 4, 2, 3};
    kb_summary s;
    kb_summarize(x, 5, &s);
    cr_expect_float_eq(s.median, 3, 1e-12);
    cr_expect_float_eq(s.q1, 2, 1e-12);
    cr_expect_float_eq(s.q3, 4, 1e-12);
    cr_expect_float_eq(s.min, 1, 1e-12);
    double y[] = {1, 2, 3, 4};
    cr_expect_float_eq(kb_quantile(y, 4, 0.5), 2.5, 1e-12);
}

Test(stats, bootstrap_ci_covers_the_median_and_narrows_with_n)
{
    double small[20], big[2000];
    for (int i = 0; i < 20; i++) small[i] = 2.0 + 0.1 * kb_rng_normal(1, 0, (uint64_t)i);
    for (int i = 0; i < 2000; i++) big[i] = 2.0 + 0.1 * kb_rng_normal(1, 0, (uint64_t)i);
    double lo1, hi1, lo2, hi2;
    kb_bootstrap_median_ci(small, 20, 0.95, 2000, 11, &lo1, &hi1);
    kb_bootstrap_median_ci(big, 2000, 0.95, 500, 11, &lo2, &hi2);
    double m = kb_quantile(small, 20, 0.5);
    cr_expect(lo1 <= m && m <= hi1, "[%g, %g] misses %g", lo1, hi1, m);
    cr_expect(lo2 < 2.0 + 0.02 && hi2 > 2.0 - 0.02, "[%g, %g]", lo2, hi2);
    cr_expect(hi2 - lo2 < hi1 - lo1, "more samples must narrow the CI");
    /* reproducible for the same seed */
    double lo3, hi3;
    kb_bootstrap_median_ci(small, 20, 0.95, 2000, 11, &lo3, &hi3);
    cr_expect(lo3 == lo1 && hi3 == hi1);
}

/* The speedup of a over b from ABBA rounds: per-round sums, their median and a CI around it. */
Test(stats, speedup_ci_is_the_median_per_round_ratio)
{
    /* rounds of (a, a) and (b, b): ratios 2, 2, 3, 2, 2 -> median 2 */
    double a[10] = {1, 1, 1, 1, 1, 1, 1, 1, 1, 1}, b[10] = {2, 2, 1, 3, 3, 3, 2, 2, 2, 2};
    double med, lo, hi;
    double hw = kb_speedup_ci(a, b, 5, 7, &med, &lo, &hi);
    cr_expect_float_eq(med, 2, 1e-12);
    cr_expect(lo <= med && med <= hi && lo >= 2 && hi <= 3, "[%g, %g] around %g", lo, hi, med);
    cr_expect_float_eq(hw, (hi - lo) / 2 / med, 1e-12);
    double med2, lo2, hi2;
    kb_speedup_ci(a, b, 5, 7, &med2, &lo2, &hi2);
    cr_expect(lo2 == lo && hi2 == hi, "the same seed, the same CI");
}

static int ci_asked;
static double ci_of(void *ctx, int rounds)
{
    (void)rounds;
    ci_asked++;
    return *(const double *)ctx;
}

/* The stop rule every target's timing shares: the caps first, then min rounds and time, then the
 * CI, which is asked for only when the rest would let the loop stop. */
Test(stats, stop_rule)
{
    const kb_stop_rule rule = {
        .min_rounds = 10, .max_rounds = 100, .min_time_s = 1, .max_time_s = 4, .ci_target = 0.02};
    static const struct {
        int rounds;
        double elapsed, ci;
        bool stop, asks;
    } cases[] = {
        {100, 0.1, 1, true, false},   /* the round cap */
        {2, 16, 1, true, false},      /* 4x the time cap, whatever else */
        {3, 4, 1, true, false},       /* the time cap once there are 3 rounds */
        {2, 4, 0, false, false},      /* ... not before */
        {9, 2, 0, false, false},      /* under min_rounds */
        {20, 0.5, 0, false, false},   /* under min_time */
        {10, 1, 0.01, true, true},    /* the CI within its target */
        {50, 3.9, 0.03, false, true}, /* the CI not yet */
    };
    for (size_t i = 0; i < KB_ARRAY_LEN(cases); i++) {
        ci_asked = 0;
        double ci = cases[i].ci;
        bool stop = kb_stop_rule_met(&rule, cases[i].rounds, cases[i].elapsed, ci_of, &ci);
        cr_expect_eq(stop, cases[i].stop, "case %zu: %d rounds, %g s, CI %g", i, cases[i].rounds,
                     cases[i].elapsed, ci);
        cr_expect_eq(ci_asked > 0, cases[i].asks, "case %zu: the CI asked %d times", i, ci_asked);
    }
}

Test(util, sha256_known_answers)
{
    char h[65];
    kb_sha256_hex("", 0, h);
    cr_expect_str_eq(h, "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    kb_sha256_hex("abc", 3, h);
    cr_expect_str_eq(h, "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    const char *m = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq";
    kb_sha256_hex(m, strlen(m), h);
    cr_expect_str_eq(h, "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
}

static void write_mode(const char *path, const char *text, mode_t mode)
{
    FILE *f = fopen(path, "w");
    cr_assert(f);
    fputs(text, f);
    fclose(f);
    cr_assert_eq(chmod(path, mode), 0);
}

/* One reader for every seed file: private or refused, one hex number or refused, by name. */
/* The contestants' one table: each name is found again, no two share a name or words, and what
 * the store and report read back ("candidate", "lib", "vs", "xla") is the table's. */
Test(contestant, names_and_words_come_from_one_table)
{
    static const char *const stored[] = {"candidate", "vs", "lib", "xla"};
    cr_assert_eq(KB_N_CONTESTANTS, KB_ARRAY_LEN(stored));
    for (int i = 0; i < KB_N_CONTESTANTS; i++) {
        cr_expect_str_eq(kb_contestant_name((kb_contestant)i), stored[i]);
        cr_expect_eq(kb_contestant_of(stored[i]), i, "%s", stored[i]);
        cr_expect(strstr(kb_contestant_words((kb_contestant)i), i == KB_CONTESTANT_VS ? "--vs" : stored[i]),
                  "%s", kb_contestant_words((kb_contestant)i));
        for (int j = 0; j < i; j++)
            cr_expect(strcmp(kb_contestant_words((kb_contestant)i), kb_contestant_words((kb_contestant)j)));
    }
    cr_expect_eq(kb_contestant_of("reference"), -1);
    cr_expect_eq(kb_contestant_of(NULL), -1);
}

Test(seed, file_must_be_private_and_hold_one_hex_seed)
{
    char dir[] = "/tmp/kbench-seed-XXXXXX", path[64];
    cr_assert(mkdtemp(dir));
    snprintf(path, sizeof path, "%s/seed", dir);
    uint64_t v = 0;
    kb_err err = {{0}};
    cr_expect_eq(kb_seed_file_read(path, &v, &err), 1, "a missing file is not an error here");
    write_mode(path, " 00c0ffee\n", 0600);
    cr_expect_eq(kb_seed_file_read(path, &v, &err), 0, "%s", err.msg);
    cr_expect_eq(v, 0xc0ffeeu);
    write_mode(path, "00c0ffee\n", 0644);
    cr_expect_eq(kb_seed_file_read(path, &v, &err), -1);
    cr_expect(strstr(err.msg, "chmod 600"), "%s", err.msg);
    write_mode(path, "12 34\n", 0600);
    cr_expect_eq(kb_seed_file_read(path, &v, &err), -1);
    cr_expect(strstr(err.msg, "one hexadecimal seed"), "%s", err.msg);
    /* the machine's seed: made on first use (0600), the same ever after; a shared one refused */
    unlink(path);
    setenv("KBENCH_SEED_FILE", path, 1);
    uint64_t a = 0, b = 1;
    cr_expect_eq(kb_secret_seed(&a, &err), 0, "%s", err.msg);
    struct stat st;
    cr_assert_eq(stat(path, &st), 0);
    cr_expect_eq(st.st_mode & 0777, 0600);
    cr_expect_eq(kb_secret_seed(&b, &err), 0, "%s", err.msg);
    cr_expect_eq(a, b);
    chmod(path, 0640);
    cr_expect_eq(kb_secret_seed(&b, &err), -1);
    cr_expect(strstr(err.msg, "chmod 600"), "%s", err.msg);
    cr_expect_eq(stat(path, &st), 0, "a refused seed file is left as it is");
    unsetenv("KBENCH_SEED_FILE");
    unlink(path);
    rmdir(dir);
}

/* ---- text.h: a child's words made safe to show ---- */

Test(text, escapes_what_a_terminal_would_obey)
{
    char out[256];
    kb_text_escape("a\033[2Jb\r\n\t\x7f", out, sizeof out);
    cr_expect_str_eq(out, "a\\e[2Jb\\r\\n\\t\\x7f");
    kb_text_escape("c1 \xc2\x9b and \xc3\xa9", out, sizeof out); /* a C1 CSI; an e-acute stays */
    cr_expect_str_eq(out, "c1 \\u009b and \xc3\xa9");
    kb_text_escape("bad \xff\xfe \xed\xa0\x80", out, sizeof out); /* invalid bytes, a surrogate */
    cr_expect_str_eq(out, "bad \\xff\\xfe \\xed\\xa0\\x80");
    char again[256];
    kb_text_escape(out, again, sizeof again);
    cr_expect_str_eq(again, out, "escaping twice changes nothing");
    kb_text_escape("\033\033\033\033", out, 7); /* cut at a whole escape */
    cr_expect_str_eq(out, "\\e\\e\\e");
}

Test(text, utf8_is_mended_and_checked)
{
    cr_expect(kb_utf8_valid("plain \xc3\xa9"));
    cr_expect(!kb_utf8_valid("x\xffy"));
    char *m = kb_text_utf8("x\xffy\xc3\xa9");
    cr_expect_str_eq(m, "x\xef\xbf\xbdy\xc3\xa9");
    cr_expect(kb_utf8_valid(m));
    free(m);
}

/* ---- cache_trim.h: the compile cache under its cap ---- */

static void cache_file(const char *dir, const char *name, size_t size, time_t age)
{
    char *path = kb_xasprintf("%s/%s", dir, name), *data = kb_xcalloc(1, size);
    cr_assert_eq(kb_write_file(path, data, size), 0);
    struct timespec t[2] = {{time(NULL) - age, 0}, {time(NULL) - age, 0}};
    cr_assert_eq(utimensat(AT_FDCWD, path, t, 0), 0);
    free(path), free(data);
}

static bool cache_has(const char *dir, const char *name)
{
    char *path = kb_xasprintf("%s/%s", dir, name);
    bool has = access(path, F_OK) == 0;
    free(path);
    return has;
}

Test(cache, trims_the_least_recently_used_first_and_spares_the_rest)
{
    char dir[256];
    kb_test_scratch(dir, sizeof dir, "kbench-trim-");
    char *ref = kb_xasprintf("%s/ref", dir);
    cr_assert_eq(mkdir(ref, 0700), 0);
    cache_file(dir, "run-seed", 1 << 20, 99999);              /* never an entry */
    cache_file(dir, "screen-reference-x.so", 1 << 20, 99999); /* never an entry */
    cache_file(dir, "oldest.so", 1 << 20, 9000);
    cache_file(ref, "older.f32", 1 << 20, 8000);
    cache_file(dir, "old.so", 1 << 20, 7000);
    cache_file(dir, "in-use.so", 1 << 20, 60); /* used a minute ago */
    cache_file(dir, "new.so", 1 << 20, 0);
    /* 4 MiB of compile entries over a 3 MiB cap: down to 2.7 MiB, oldest first; the references
     * (1 MiB) over a cap of their own, 0.5 MiB */
    size_t removed = kb_cache_trim(dir, (size_t)3 << 20, (size_t)1 << 19);
    cr_expect_eq(removed, (size_t)3 << 20);
    cr_expect(!cache_has(dir, "oldest.so") && !cache_has(dir, "ref/older.f32") && !cache_has(dir, "old.so"));
    cr_expect(cache_has(dir, "in-use.so") && cache_has(dir, "new.so"));
    cr_expect(cache_has(dir, "run-seed") && cache_has(dir, "screen-reference-x.so"));
    /* what was used in the last ten minutes survives even over the cap */
    cr_expect_eq(kb_cache_trim(dir, 1, 1), 0);
    cr_expect(cache_has(dir, "in-use.so") && cache_has(dir, "new.so"));
    /* a use refreshes an entry */
    cache_file(dir, "touched.so", 1 << 20, 9000);
    char *touched = kb_xasprintf("%s/touched.so", dir);
    kb_cache_touch(touched);
    cr_expect_eq(kb_cache_trim(dir, 1, 1), 0);
    free(touched);
    /* the pools are apart: references under their cap survive compile entries over theirs */
    cache_file(ref, "ref-kept.f32", 1 << 20, 8000);
    cache_file(dir, "junk.so", 1 << 20, 9000);
    cr_expect_eq(kb_cache_trim(dir, 1, (size_t)2 << 20), (size_t)1 << 20);
    cr_expect(!cache_has(dir, "junk.so") && cache_has(dir, "ref/ref-kept.f32"));
    free(ref);
    kb_test_scratch_remove(dir);
}
