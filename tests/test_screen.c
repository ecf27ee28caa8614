/* test_screen.c: code before the sandbox. The static screen of a compiled candidate (load-time
 * code, IFUNC, W+X segments, executable stacks; truncated and corrupted objects) and the
 * compiler's isolation (no #include, #line or .incbin brings a secret into a compile message or
 * the cache), each with a real candidate file from tests/candidates/, plus honest look-alikes
 * that must stay ok. p08_gemm at preset tiny. Each test runs in its own process with a private
 * cache (KBENCH_CACHE) holding a known secret run seed. */
#include <criterion/criterion.h>
#include <dirent.h>
#include <elf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/landlock.h"
#include "core/util.h"
#include "targets/cpu/compile.h"
#include "harness/evaluate.h"
#include "targets/cpu/screen.h"
#include "support/eval_opts.h"
#include "support/scratch.h"

#define SEED_SECRET "5ec2e7a15ec2e7a1" /* hex, as `kbench run` writes it: "invalid suffix" bait */
#define ENV_SECRET "sk-test-SECRET-123"

static char cache[256];
static kb_problem prob;

static void setup(void)
{
    kb_quiet = true;
    snprintf(cache, sizeof cache, "/tmp/kbench-test-screen-XXXXXX");
    cr_assert(mkdtemp(cache), "mkdtemp");
    setenv("KBENCH_CACHE", cache, 1); /* before the first kb_cache_dir() of this process */
    setenv("OPENAI_API_KEY", ENV_SECRET, 1);
    char *seed = kb_xasprintf("%s/run-seed", cache);
    cr_assert_eq(kb_write_file(seed, SEED_SECRET "\n", strlen(SEED_SECRET) + 1), 0);
    free(seed);
    kb_err err;
    cr_assert_eq(kb_problem_init(&prob, kb_suite_find("p08_gemm"), "tiny", KB_DTYPE_BF16, 2, &err), 0);
}

static void teardown(void)
{
    char *cmd = kb_xasprintf("rm -rf '%s'", cache);
    cr_expect_eq(system(cmd), 0);
    free(cmd);
}

static char *cand_path(const char *rel)
{
    return kb_xasprintf("%s/tests/candidates/%s", kb_test_root(), rel);
}

/* A copy of a candidate with @KBENCH_CACHE@ replaced by this test's cache, in the cache's src/. */
static char *instantiate(const char *rel)
{
    char *from = cand_path(rel);
    char *text = kb_read_file(from, NULL);
    cr_assert(text, "cannot read %s", from);
    char *src = kb_xasprintf("%s/src", cache);
    kb_mkdirs(src, 0755);
    char *to = kb_xasprintf("%s/%s", src, strrchr(rel, '/') + 1);
    FILE *f = fopen(to, "w");
    cr_assert(f);
    for (const char *s = text; *s;) {
        const char *at = strstr(s, "@KBENCH_CACHE@");
        size_t n = at ? (size_t)(at - s) : strlen(s);
        fwrite(s, 1, n, f);
        if (!at) break;
        fputs(cache, f);
        s = at + strlen("@KBENCH_CACHE@");
    }
    fclose(f);
    free(text);
    free(from);
    free(src);
    return to;
}

/* Compile and screen; the first verdict that is not ok, detail into d. */
static kb_verdict compile_and_screen(const char *path, char *d, size_t cap, kb_compiled *out)
{
    kb_verdict v = kb_compile(&prob, path, out, d, cap);
    if (v == KB_VERDICT_OK) v = kb_screen(out->so_path, d, cap);
    cr_log_info("%s: %s: %s", path, kb_verdict_name(v), d);
    return v;
}

static void expect_screened(const char *rel, kb_verdict want, const char *needle)
{
    char *path = cand_path(rel), d[1000];
    kb_compiled c;
    kb_verdict v = compile_and_screen(path, d, sizeof d, &c);
    cr_expect_eq(v, want, "%s: expected %s, got %s: %s", rel, kb_verdict_name(want), kb_verdict_name(v), d);
    cr_expect(strstr(d, needle), "%s: detail lacks '%s': %s", rel, needle, d);
    kb_compiled_free(&c);
    free(path);
}

/* No file of the cache but the seed itself holds the secret. */
static void expect_cache_clean(const char *secret)
{
    DIR *dir = opendir(cache);
    cr_assert(dir);
    struct dirent *de;
    while ((de = readdir(dir))) {
        if (de->d_name[0] == '.' || !strcmp(de->d_name, "run-seed") || !strcmp(de->d_name, "src")) continue;
        char *p = kb_xasprintf("%s/%s", cache, de->d_name);
        size_t len = 0;
        char *txt = kb_read_file(p, &len);
        if (txt) cr_expect(!memmem(txt, len, secret, strlen(secret)), "%s holds the secret", p);
        free(txt);
        free(p);
    }
    closedir(dir);
}

/* The attack would work without the isolation: the compiler, run plainly, prints the secret. */
static void expect_plain_compiler_leaks(const char *path, const char *secret)
{
    char *cmd = kb_xasprintf("cc -fsyntax-only -I%s/include '%s' 2>&1", kb_test_root(), path);
    FILE *p = popen(cmd, "r");
    cr_assert(p);
    char buf[8192];
    size_t n = fread(buf, 1, sizeof buf - 1, p);
    buf[n] = 0;
    pclose(p);
    cr_expect(strstr(buf, secret),
              "the plain compiler did not print the secret, so this test "
              "proves nothing: %s",
              buf);
    free(cmd);
}

static void expect_secret_kept(const char *rel, const char *secret, bool plain_leaks)
{
    char *path = instantiate(rel), d[1000];
    kb_compiled c;
    kb_verdict v = compile_and_screen(path, d, sizeof d, &c);
    cr_expect_eq(v, KB_VERDICT_COMPILE_ERROR, "%s: got %s: %s", rel, kb_verdict_name(v), d);
    cr_expect(!strstr(d, secret), "%s: the detail carries the secret: %s", rel, d);
    cr_expect(!strstr(d, ENV_SECRET), "%s: the detail carries the API key: %s", rel, d);
    expect_cache_clean(secret);
    expect_cache_clean(ENV_SECRET);
    if (plain_leaks) expect_plain_compiler_leaks(path, secret);
    kb_compiled_free(&c);
    free(path);
}

TestSuite(screen, .init = setup, .fini = teardown, .timeout = 120);

Test(screen, honest_object_passes_with_empty_detail)
{
    char *path = kb_xasprintf("%s/kernels/cpu/p08_gemm/naive.c", kb_test_root()), d[1000];
    kb_compiled c;
    cr_expect_eq(compile_and_screen(path, d, sizeof d, &c), KB_VERDICT_OK, "%s", d);
    cr_expect_str_eq(d, "");
    /* the flags say when the compiler ran without Landlock, and only then */
    cr_expect_eq(strstr(c.flags, "compile sandbox: no landlock") != NULL, kb_landlock_abi() < 1, "%s",
                 c.flags);
    kb_compiled_free(&c);
    free(path);
}

Test(screen, ifunc_resolver) { expect_screened("cheats/load_ifunc_env.c", KB_VERDICT_ABI_ERROR, "IFUNC"); }
Test(screen, target_clones_refused_by_design)
{
    expect_screened("cheats/load_target_clones.c", KB_VERDICT_ABI_ERROR, "refused by design");
}
Test(screen, code_in_init) { expect_screened("cheats/load_init_section.c", KB_VERDICT_ABI_ERROR, "DT_INIT"); }
Test(screen, gmon_start_hook)
{
    expect_screened("cheats/load_gmon_start.c", KB_VERDICT_ABI_ERROR, "__gmon_start__");
}
Test(screen, ctors_entry) { expect_screened("cheats/load_ctors.c", KB_VERDICT_ABI_ERROR, "constructor"); }
Test(screen, constructor_attribute)
{
    expect_screened("cheats/abi_constructor.c", KB_VERDICT_ABI_ERROR, "constructor");
}
/* libgcc's constructor (run-time dispatch) passes; one of the candidate's under its name does not */
Test(screen, toolchain_constructor_is_not_the_candidates)
{
    expect_screened("honest/cpu_dispatch.c", KB_VERDICT_OK, "");
    expect_screened("cheats/load_fake_cpu_init.c", KB_VERDICT_ABI_ERROR, "constructor");
}
Test(screen, preinit_array)
{
    expect_screened("cheats/load_preinit_array.c", KB_VERDICT_COMPILE_ERROR, "ld returned");
}
Test(screen, writable_executable_segment)
{
    expect_screened("cheats/load_wx_section.c", KB_VERDICT_ABI_ERROR, "writable and executable");
}
Test(screen, executable_stack)
{
    expect_screened("cheats/load_exec_stack.c", KB_VERDICT_ABI_ERROR, "executable stack");
}

Test(screen, include_of_the_run_seed)
{
    expect_secret_kept("cheats/secret_include_seed.c", SEED_SECRET, true);
}
Test(screen, relative_include_of_the_run_seed)
{
    expect_secret_kept("cheats/secret_include_relative.c", SEED_SECRET, true);
}
Test(screen, line_directive_naming_the_run_seed)
{
    expect_secret_kept("cheats/secret_line_seed.c", SEED_SECRET, true);
}
Test(screen, incbin_of_the_run_seed)
{
    expect_secret_kept("cheats/secret_incbin_seed.c", SEED_SECRET, false);
}
Test(screen, include_of_proc_environ)
{
    expect_secret_kept("cheats/secret_include_environ.c", ENV_SECRET, false);
}

/* A real compiled candidate, truncated at many lengths and with bytes flipped: every copy gets
 * a verdict (truncated ones an abi_error) and nothing crashes (ASan checks the bounds). */
Test(screen, truncated_and_corrupted_objects)
{
    char *path = kb_xasprintf("%s/kernels/cpu/p08_gemm/naive.c", kb_test_root()), d[1000], ref[1024];
    kb_compiled c;
    cr_assert_eq(compile_and_screen(path, d, sizeof d, &c), KB_VERDICT_OK, "%s", d);
    cr_assert_eq(kb_compile_reference(ref, sizeof ref, d, sizeof d), KB_VERDICT_OK, "%s", d);
    size_t len;
    unsigned char *img = (unsigned char *)kb_read_file(c.so_path, &len);
    cr_assert(img && len > 4096);
    char *copy = kb_xasprintf("%s/corrupt.so", cache);
    int steps = 0;
    for (size_t n = 0; n < len; n += n < 256 ? 1 : 61, steps++) {
        cr_assert_eq(kb_write_file(copy, img, n), 0);
        kb_verdict v = kb_screen_against(copy, ref, d, sizeof d);
        cr_expect_eq(v, KB_VERDICT_ABI_ERROR, "truncated to %zu bytes: %s: %s", n, kb_verdict_name(v), d);
        cr_expect(d[0], "truncated to %zu bytes: no detail", n);
    }
    uint64_t rng = 0x9e3779b97f4a7c15ull;
    int rejected = 0, flips = 3000;
    for (int i = 0; i < flips; i++, steps++) {
        rng ^= rng << 13, rng ^= rng >> 7, rng ^= rng << 17;
        /* the headers and dynamic tables live in the first pages: flip there more often */
        size_t at = i % 2 ? (size_t)(rng % 4096) : (size_t)(rng % len);
        unsigned char old = img[at];
        img[at] ^= (unsigned char)(1u << (rng >> 61));
        if (i % 3 == 0) img[(at * 7 + 1) % len] = 0xff; /* and sometimes a second byte */
        cr_assert_eq(kb_write_file(copy, img, len), 0);
        kb_verdict v = kb_screen_against(copy, ref, d, sizeof d);
        cr_expect(v == KB_VERDICT_OK || v == KB_VERDICT_ABI_ERROR, "flip at %zu: %s: %s", at,
                  kb_verdict_name(v), d);
        cr_expect(v == KB_VERDICT_OK || d[0], "flip at %zu: no detail", at);
        rejected += v != KB_VERDICT_OK;
        free(img);
        img = (unsigned char *)kb_read_file(c.so_path, &len);
        (void)old;
    }
    cr_log_info("%d screens; %d of %d corrupted copies refused", steps, rejected, flips);
    cr_expect(rejected > 0, "none of %d corrupted copies refused", flips);
    free(img);
    free(copy);
    kb_compiled_free(&c);
    free(path);
}

/* Compile rel and screen a copy of its object edited by edit(): what the loader reads (program
 * headers, dynamic segment) decides, whatever the section table says. */
static void expect_crafted(const char *rel, void (*edit)(unsigned char *img, size_t len), kb_verdict want,
                           const char *needle)
{
    char *path = cand_path(rel), d[1000], ref[1024];
    kb_compiled c;
    cr_assert_eq(kb_compile(&prob, path, &c, d, sizeof d), KB_VERDICT_OK, "%s", d);
    cr_assert_eq(kb_compile_reference(ref, sizeof ref, d, sizeof d), KB_VERDICT_OK, "%s", d);
    size_t len;
    unsigned char *img = (unsigned char *)kb_read_file(c.so_path, &len);
    cr_assert(img);
    edit(img, len);
    char *copy = kb_xasprintf("%s/crafted.so", cache);
    cr_assert_eq(kb_write_file(copy, img, len), 0);
    kb_verdict v = kb_screen_against(copy, ref, d, sizeof d);
    cr_expect_eq(v, want, "%s: got %s: %s", rel, kb_verdict_name(v), d);
    cr_expect(strstr(d, needle), "%s: detail lacks '%s': %s", rel, needle, d);
    free(copy);
    free(img);
    kb_compiled_free(&c);
    free(path);
}

static Elf64_Phdr *phdr(unsigned char *img, uint32_t type)
{
    Elf64_Ehdr *eh = (Elf64_Ehdr *)img;
    for (int i = 0; i < eh->e_phnum; i++) {
        Elf64_Phdr *p = (Elf64_Phdr *)(img + eh->e_phoff) + i;
        if (p->p_type == type) return p;
    }
    cr_assert_fail("no program header of type %u", type);
    return NULL;
}

static void drop_sections(unsigned char *img, size_t len)
{
    (void)len;
    Elf64_Ehdr *eh = (Elf64_Ehdr *)img;
    eh->e_shoff = 0, eh->e_shnum = 0, eh->e_shstrndx = 0;
}
static void exec_stack(unsigned char *img, size_t len)
{
    (void)len, phdr(img, PT_GNU_STACK)->p_flags |= PF_X;
}
static void drop_stack(unsigned char *img, size_t len)
{
    (void)len, phdr(img, PT_GNU_STACK)->p_type = PT_NULL;
}
static void more_init(unsigned char *img, size_t len)
{
    Elf64_Phdr *p = phdr(img, PT_DYNAMIC);
    cr_assert(p->p_offset + p->p_filesz <= len);
    for (Elf64_Dyn *d = (Elf64_Dyn *)(img + p->p_offset); d->d_tag != DT_NULL; d++)
        if (d->d_tag == DT_INIT_ARRAYSZ) d->d_un.d_val += 8;
}
/* DT_TEXTREL in the first of the spare DT_NULL entries ld leaves at the end */
static void textrel(unsigned char *img, size_t len)
{
    Elf64_Phdr *p = phdr(img, PT_DYNAMIC);
    cr_assert(p->p_offset + p->p_filesz <= len);
    Elf64_Dyn *d = (Elf64_Dyn *)(img + p->p_offset);
    size_t n = p->p_filesz / sizeof *d, i = 0;
    while (i < n && d[i].d_tag != DT_NULL) i++;
    cr_assert(i + 1 < n && d[i + 1].d_tag == DT_NULL, "no spare dynamic entry");
    d[i].d_tag = DT_TEXTREL;
}

/* a DT_NEEDED name edited in the dynamic string table (the same length, so nothing moves) */
static void foreign_library(unsigned char *img, size_t len)
{
    unsigned char *at = memmem(img, len, "libgomp.so.1", 12);
    cr_assert(at, "the object needs no libgomp");
    memcpy(at, "libevil.so.1", 12);
}

Test(screen, foreign_needed_library)
{
    expect_crafted("honest/intrinsics.c", foreign_library, KB_VERDICT_ABI_ERROR, "libevil.so.1");
}

/* The object's .rela.dyn (the test trusts the section table of our own compile). */
static Elf64_Rela *rela_dyn(unsigned char *img, size_t *n)
{
    Elf64_Ehdr *eh = (Elf64_Ehdr *)img;
    Elf64_Shdr *sh = (Elf64_Shdr *)(img + eh->e_shoff);
    for (int i = 0; i < eh->e_shnum; i++)
        if (sh[i].sh_type == SHT_RELA &&
            !strcmp((char *)img + sh[eh->e_shstrndx].sh_offset + sh[i].sh_name, ".rela.dyn")) {
            *n = sh[i].sh_size / sizeof(Elf64_Rela);
            return (Elf64_Rela *)(img + sh[i].sh_offset);
        }
    cr_assert_fail("no .rela.dyn");
    return NULL;
}
/* the first relocation (the start files' .init_array entry) written a second time */
static void reloc_twice(unsigned char *img, size_t len)
{
    (void)len;
    size_t n;
    Elf64_Rela *r = rela_dyn(img, &n);
    cr_assert(n >= 3);
    r[2].r_offset = r[0].r_offset;
}
/* the .init_array entry bound to a symbol instead of RELATIVE */
static void ctor_by_symbol(unsigned char *img, size_t len)
{
    (void)len;
    size_t n;
    Elf64_Rela *r = rela_dyn(img, &n);
    cr_assert_eq(ELF64_R_TYPE(r[0].r_info), R_X86_64_RELATIVE);
    r[0].r_info = ELF64_R_INFO(1, R_X86_64_64);
}
/* a relocation aimed at the dynamic segment */
static void reloc_dynamic(unsigned char *img, size_t len)
{
    (void)len;
    size_t n;
    Elf64_Rela *r = rela_dyn(img, &n);
    r[n - 1].r_offset = phdr(img, PT_DYNAMIC)->p_vaddr + 16;
}

Test(screen, relocations_of_load_time_state)
{
    const char *naive = "../../kernels/cpu/p08_gemm/naive.c";
    expect_crafted(naive, reloc_twice, KB_VERDICT_ABI_ERROR, "same address");
    expect_crafted(naive, ctor_by_symbol, KB_VERDICT_ABI_ERROR, "constructor or destructor entry");
    expect_crafted(naive, reloc_dynamic, KB_VERDICT_ABI_ERROR, "dynamic segment");
}

Test(screen, ifunc_found_without_the_section_table)
{
    expect_crafted("cheats/load_ifunc_env.c", drop_sections, KB_VERDICT_ABI_ERROR, "IFUNC");
}
Test(screen, executable_stack_from_program_headers)
{
    expect_crafted("../../kernels/cpu/p08_gemm/naive.c", exec_stack, KB_VERDICT_ABI_ERROR,
                   "executable stack");
    expect_crafted("../../kernels/cpu/p08_gemm/naive.c", drop_stack, KB_VERDICT_ABI_ERROR, "PT_GNU_STACK");
}
Test(screen, init_array_count_from_the_dynamic_segment)
{
    expect_crafted("../../kernels/cpu/p08_gemm/naive.c", more_init, KB_VERDICT_ABI_ERROR, "DT_INIT_ARRAY");
}
Test(screen, textrel_flag)
{
    expect_crafted("../../kernels/cpu/p08_gemm/naive.c", textrel, KB_VERDICT_ABI_ERROR, "TEXTREL");
}

Test(screen, unreadable_object_is_our_error)
{
    char d[300];
    cr_expect_eq(kb_screen("/nonexistent/candidate.so", d, sizeof d), KB_VERDICT_HARNESS_ERROR);
    cr_expect(strstr(d, "cannot read"), "%s", d);
}

/* The cache key covers every candidate-visible header: another kbench.h is another key. */
Test(screen, cache_key_covers_the_headers)
{
    kb_compile_header a[] = {{"kbench.h", "typedef int kb_t;"}};
    kb_compile_header b[] = {{"kbench.h", "typedef short kb_t;"}};
    kb_compile_header two[] = {{"kbench.h", "typedef int kb_t;"}, {"kbench_extra.h", ""}};
    char ka[65], ka2[65], kb[65], k2[65], k0[65];
    kb_compile_key("unit", "-O3", "gcc 12", "cc", a, 1, ka);
    kb_compile_key("unit", "-O3", "gcc 12", "cc", a, 1, ka2);
    kb_compile_key("unit", "-O3", "gcc 12", "cc", b, 1, kb);
    kb_compile_key("unit", "-O3", "gcc 12", "cc", two, 2, k2);
    kb_compile_key("unit", "-O3", "gcc 12", "cc", NULL, 0, k0);
    cr_expect_str_eq(ka, ka2);
    cr_expect_str_neq(ka, kb);
    cr_expect_str_neq(ka, k2);
    cr_expect_str_neq(ka, k0);
    /* and the real compile hits its cache the second time */
    char *path = kb_xasprintf("%s/kernels/cpu/p08_gemm/naive.c", kb_test_root()), d[1000];
    kb_compiled c1, c2;
    cr_assert_eq(kb_compile(&prob, path, &c1, d, sizeof d), KB_VERDICT_OK, "%s", d);
    cr_assert_eq(kb_compile(&prob, path, &c2, d, sizeof d), KB_VERDICT_OK, "%s", d);
    cr_expect(!c1.cached && c2.cached);
    cr_expect_str_eq(c1.so_path, c2.so_path);
    kb_compiled_free(&c1);
    kb_compiled_free(&c2);
    free(path);
}

/* Honest look-alikes: through the whole pipeline (compile, screen, verification), not timed. */
static void expect_honest(const char *rel)
{
    char *path = cand_path(rel);
    kb_eval_opts o = kb_test_eval_opts(path); /* verified only: its timing options go unused */
    o.timeout_s = 20;
    o.mem_bytes = (size_t)1 << 30;
    o.measure = false;
    kb_result r;
    kb_verdict v = kb_evaluate(&o, &r);
    cr_expect_eq(v, KB_VERDICT_OK, "%s: %s: %s", rel, kb_verdict_name(v), r.detail);
    kb_result_free(&r);
    free(path);
}

Test(screen, honest_system_headers) { expect_honest("honest/system_headers.c"); }
Test(screen, honest_static_tables_and_thread_local) { expect_honest("honest/static_tables.c"); }
Test(screen, honest_attributes) { expect_honest("honest/attributes.c"); }
Test(screen, honest_intrinsics_still_ok) { expect_honest("honest/intrinsics.c"); }
