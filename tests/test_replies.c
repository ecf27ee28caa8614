/* test_replies.c: what real models wrote, kept as fixtures (tests/fixtures/llm/, JSON, exported
 * from real runs by tools/experiments/export-replies), and what kbench must make of it without
 * the model: the code extracted from each reply (or none), and, served back through a loopback
 * server into a real `kbench agent` run, the verdict each candidate gets.
 *
 * Each reply carries its expectation: "expect_code" (a candidate can be extracted) and
 * "expect_verdict" (what the harness says of it, "no_code" included), reviewed by hand when the
 * fixture was recorded. */
#include <criterion/criterion.h>
#include <dirent.h>
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "agent/prompt.h"
#include "support/kbench_run.h"
#include "support/loopback.h"
#include "support/scratch.h"

/* Every fixture's replies, in file then reply order (a JSON array the caller frees). */
static json_t *all_replies(void)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/tests/fixtures/llm", kb_test_root());
    DIR *d = opendir(path);
    cr_assert(d, "no fixture directory %s", path);
    json_t *all = json_array();
    struct dirent *de;
    char *names[256];
    int n = 0;
    while ((de = readdir(d)) && n < 256)
        if (strstr(de->d_name, ".json")) names[n++] = strdup(de->d_name);
    closedir(d);
    qsort(names, (size_t)n, sizeof *names, (int (*)(const void *, const void *))strcmp);
    for (int i = 0; i < n; i++) {
        char file[1300];
        snprintf(file, sizeof file, "%s/%s", path, names[i]);
        json_error_t je;
        json_t *f = json_load_file(file, 0, &je);
        cr_assert(json_is_object(f), "%s: %s", file, je.text);
        size_t k;
        json_t *r;
        json_array_foreach (json_object_get(f, "replies"), k, r) {
            json_object_set_new(r, "fixture", json_string(names[i]));
            json_object_set(r, "model", json_object_get(f, "model"));
            json_array_append(all, r);
        }
        json_decref(f);
        free(names[i]);
    }
    cr_assert_gt(json_array_size(all), 0, "no recorded replies in %s", path);
    return all;
}

static const char *str(json_t *o, const char *k) { return json_string_value(json_object_get(o, k)); }

Test(replies, the_code_of_every_recorded_reply_is_extracted_as_expected)
{
    json_t *all = all_replies();
    size_t i, n_code = 0;
    json_t *r;
    json_array_foreach (all, i, r) {
        char *code = kb_extract_code(str(r, "text"));
        bool want = json_is_true(json_object_get(r, "expect_code"));
        cr_expect_eq(code != NULL, want, "%s %s: %s\n--- reply ---\n%s", str(r, "fixture"), str(r, "key"),
                     want ? "no code extracted" : "code extracted from a reply without any", str(r, "text"));
        if (code) {
            n_code++;
            /* a candidate is a C file for kbench: it has the header and defines the kernel */
            cr_expect(strstr(code, "kbench.h") && strstr(code, "kernel"), "%s %s: extracted\n%s",
                      str(r, "fixture"), str(r, "key"), code);
        }
        free(code);
    }
    cr_log_info("candidates extracted from %zu of %zu recorded replies", n_code, json_array_size(all));
    json_decref(all);
}

/* ---- the recorded replies through a real run ----------------------------------------------- */

typedef struct served {
    json_t *replies; /* of one workload, in order */
    const char *workload;
} served;

/* Sample i ("Independent attempt #i+1") gets recorded reply i. */
static void handler(const kb_lb_request *req, kb_lb_response *resp, void *arg)
{
    served *s = arg;
    char *user = kb_lb_user_message(req->body);
    cr_assert(user && strstr(user, s->workload), "a prompt for another workload");
    const char *at = strstr(user, "Independent attempt #");
    size_t i = at ? (size_t)atoi(at + strlen("Independent attempt #")) - 1 : 0;
    cr_assert_lt(i, json_array_size(s->replies));
    resp->body = kb_lb_openai_reply(str(json_array_get(s->replies, i), "text"), 1000, 200);
    free(user);
}

Test(replies, recorded_replies_get_their_recorded_verdicts, .timeout = 900)
{
    json_t *all = all_replies();
    /* one best-of-n run per workload, each sample answered with one recorded reply */
    json_t *by_wl = json_object();
    size_t i;
    json_t *r;
    json_array_foreach (all, i, r) {
        const char *wl = str(r, "workload");
        if (!json_object_get(by_wl, wl)) json_object_set_new(by_wl, wl, json_array());
        json_array_append(json_object_get(by_wl, wl), r);
    }
    const char *wl;
    json_t *replies;
    json_object_foreach (by_wl, wl, replies) {
        char dir[256];
        kb_test_scratch(dir, sizeof dir, "kbench-replies-");
        served s = {replies, wl};
        kb_loopback *lb = kb_loopback_start(handler, &s);
        cr_assert(lb);
        unsetenv("OPENAI_BASE_URL");
        char args[1024], *out, *err;
        size_t n = json_array_size(replies);
        snprintf(args, sizeof args,
                 "agent --strategy best-of-n --samples %zu --context none --model openai:m "
                 "--base-url %s --json --out best %s --preset tiny --min-time 0.02 --max-eval-time 0.3 "
                 "--seed 5eed --repairs 0",
                 n, kb_loopback_url(lb), wl);
        int rc = kb_test_kbench(dir, NULL, NULL, &out, &err, "%s", args);
        cr_assert(rc == 0 || rc == 1, "kbench %s: exit %d\n%s", args, rc, err);
        for (size_t k = 0; k < n; k++) {
            json_t *rep = json_array_get(replies, k);
            char sql[512];
            snprintf(sql, sizeof sql,
                     "SELECT COUNT(*) FROM candidates WHERE key = '%s/s%zu' AND verdict = '%s'", wl, k,
                     str(rep, "expect_verdict"));
            cr_expect_eq(kb_test_query(dir, sql), 1, "%s %s (served as sample %zu): not %s\n%s",
                         str(rep, "fixture"), str(rep, "key"), k, str(rep, "expect_verdict"), out);
        }
        free(out);
        free(err);
        kb_loopback_stop(lb);
        kb_test_scratch_remove(dir);
    }
    json_decref(by_wl);
    json_decref(all);
}

/* The last step of the prompt budget: a long previous attempt loses its middle, whole lines
 * only, with a note where; its first and last lines stay. */
Test(replies, cutting_the_middle_of_a_previous_attempt)
{
    char *src = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&src, &len);
    fprintf(f, "#include \"kbench.h\"\n");
    for (int i = 0; i < 200; i++) fprintf(f, "    out[%d] = x[%d] * 2.0f;  /* line %d */\n", i, i, i);
    fprintf(f, "}\n");
    fclose(f);
    char *cut = kb_prompt_cut_middle(src, 3000);
    cr_assert_leq(strlen(cut) + 3000, strlen(src), "cut %zu of %zu bytes", strlen(src) - strlen(cut),
                  strlen(src));
    cr_assert(!strncmp(cut, "#include \"kbench.h\"\n", 20), "the first line went: %s", cut);
    cr_assert(strstr(cut, "lines left out here to fit the model's context window"), "%s", cut);
    size_t n = strlen(cut);
    cr_assert(n >= 2 && !strcmp(cut + n - 2, "}\n"), "the last line went");
    for (const char *s = cut; (s = strchr(s, '\n')); s++)
        cr_assert(s[1] == 0 || s[1] == ' ' || s[1] == '/' || s[1] == '}', "a line cut in two: %.40s", s + 1);
    char *same = kb_prompt_cut_middle(src, 0);
    cr_assert_str_eq(same, src);
    free(same);
    free(cut);
    free(src);
}

/* The shapes a small model's replies take besides one clean block, each with what kbench takes. */
Test(replies, extraction_rules)
{
    static const char def[] =
        "void kernel(const kb_t *restrict x, kb_t *restrict out)\n{\n    out[0] = x[0];\n}\n";
    char *r, *c;
    /* a usage example after the definition: the block that defines kernel wins, not the last */
    cr_assert(asprintf(&r,
                       "```c\n#include \"kbench.h\"\n%s```\nUse it like this:\n```c\nint main(void) "
                       "{ kernel(a, b); }\n```\n",
                       def) > 0);
    c = kb_extract_code(r);
    cr_assert(c && strstr(c, "out[0] = x[0]") && !strstr(c, "main"), "%s", c);
    free(c), free(r);
    /* an indented fence (inside a list) and a ~~~ fence */
    cr_assert(asprintf(&r, "1. The kernel:\n   ```c\n#include \"kbench.h\"\n%s   ```\n", def) > 0);
    c = kb_extract_code(r);
    cr_assert(c && strstr(c, "out[0] = x[0]") && !strstr(c, "```"), "%s", c);
    free(c), free(r);
    cr_assert(asprintf(&r, "~~~c\n#include \"kbench.h\"\n%s~~~\n", def) > 0);
    c = kb_extract_code(r);
    cr_assert(c && strstr(c, "out[0]"), "%s", c);
    free(c), free(r);
    /* no fence at all, the reply is the file */
    cr_assert(asprintf(&r, "#include \"kbench.h\"\n%s", def) > 0);
    c = kb_extract_code(r);
    cr_assert(c && !strcmp(c, r), "%s", c);
    free(c), free(r);
    /* prose that mentions kernel( but has no code: nothing */
    cr_assert_null(kb_extract_code("You could write kernel(x, out) with a loop over the rows."));
    /* kbench.h forgotten: added in front */
    cr_assert(asprintf(&r, "```c\n%s```\n", def) > 0);
    c = kb_extract_code(r);
    cr_assert(c && !strncmp(c, "#include \"kbench.h\"\n", 20) && strstr(c, def), "%s", c);
    free(c), free(r);
    /* intrinsics without their header: <immintrin.h> added; with it (or x86intrin.h): not twice */
    c = kb_extract_code("```c\n#include \"kbench.h\"\nvoid kernel(const kb_t *x, kb_t *out)\n"
                        "{\n    __m512 v = _mm512_setzero_ps();\n    (void)v;\n}\n```\n");
    cr_assert(c && !strncmp(c, "#include <immintrin.h>\n", 23) && strstr(c, "kbench.h"), "%s", c);
    free(c);
    c = kb_extract_code("```c\n#include <x86intrin.h>\n#include \"kbench.h\"\nvoid kernel(const kb_t *x, "
                        "kb_t *out)\n{\n    __m256 v = _mm256_setzero_ps();\n    (void)v;\n}\n```\n");
    cr_assert(c && !strstr(c, "immintrin.h"), "%s", c);
    free(c);
    c = kb_extract_code("```c\n"
                        "void kernel(const kb_t *x, kb_t *out)\n{\n    out[0] = x[0];\n}\n```\n");
    cr_assert(c && !strstr(c, "immintrin"), "added to code without intrinsics: %s", c);
    free(c);
    /* a Pallas kernel gets no C header */
    c = kb_extract_code("```python\ndef kernel(x):\n    return x\n```\n");
    cr_assert(c && !strstr(c, "kbench.h"), "%s", c);
    free(c);
}
