/* context.c: `kbench context build`: write the context artifact an agent is given (the parts of
 * src/agent/context.h, with this machine's stored peaks) as markdown files, for reading and
 * for the record, and print each part's size. */
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../agent/context.h"
#include "cli.h"

/* Write one part; on failure say which file and why. */
static int put(const char *dir, const char *name, const char *text, size_t *bytes)
{
    char *path = kb_xasprintf("%s/%s", dir, name);
    int rc = kb_write_file(path, text, strlen(text));
    if (rc != 0) fprintf(stderr, "kbench context: cannot write %s: %s\n", path, strerror(errno));
    free(path);
    *bytes = strlen(text);
    return rc;
}

static char *menu_markdown(const kb_context *c)
{
    size_t len = 64;
    for (int i = 0; i < c->n_menu; i++) len += strlen(c->menu[i].name) + strlen(c->menu[i].text) + 8;
    char *s = kb_xmalloc(len), *p = s;
    p += sprintf(p, "# Optimisation menu (%s)\n", c->target);
    for (int i = 0; i < c->n_menu; i++) p += sprintf(p, "\n## %s\n%s\n", c->menu[i].name, c->menu[i].text);
    return s;
}

static int build(int argc, char **argv)
{
    const char *target = kb_target_default()->name, *out = NULL, *db = "kbench.db";
    static const struct option vocab[] = {{"target", required_argument, 0, 't'},
                                          {"out", required_argument, 0, 'o'},
                                          {"db", required_argument, 0, 'd'},
                                          {0, 0, 0, 0}};
    struct option opts[KB_CLI_MAX_OPTS];
    kb_cli_longopts("context", vocab, opts, KB_ARRAY_LEN(opts));
    optind = 1;
    opterr = 0;
    int ch;
    while ((ch = kb_cli_getopt("context", argc, argv, opts, NULL)) != -1) {
        switch (ch) {
        case 't': target = optarg; break;
        case 'o': out = optarg; break;
        case 'd': db = optarg; break;
        case KB_CLI_HELP: kb_cli_usage(stdout, "context"); return KB_EXIT_OK;
        default: return KB_EXIT_USAGE; /* '?': kb_cli_getopt said why */
        }
    }
    if (optind < argc) {
        fprintf(stderr, "kbench context build: unexpected argument '%s'\n", argv[optind]);
        kb_cli_usage(stderr, "context");
        return KB_EXIT_USAGE;
    }
    const kb_target *t = kb_target_find(target);
    if (!t) {
        char names[256];
        kb_target_names(names, sizeof names);
        fprintf(stderr, "kbench context build: unknown target '%s' (%s)\n", target, names);
        return KB_EXIT_USAGE;
    }
    char dflt[64];
    snprintf(dflt, sizeof dflt, "context-build/%s", target);
    if (!out) out = dflt;
    if (kb_mkdirs(out, 0755) != 0) {
        fprintf(stderr,
                "kbench context build: cannot create the output directory %s: %s "
                "(choose another with --out)\n",
                out, strerror(errno));
        return KB_EXIT_USAGE;
    }

    kb_cli cli;
    memset(&cli, 0, sizeof cli);
    cli.db = db;
    kb_store *st = kb_cli_store(&cli);
    if (!st) return KB_EXIT_HARNESS;
    kb_machine m;
    kb_peaks p;
    int64_t machine_id;
    bool have_peaks;
    int rc = kb_cli_machine_for(st, target, true, &m, &p, &machine_id, &have_peaks);
    kb_store_close(st);
    if (rc != 0) return KB_EXIT_HARNESS;

    kb_err err = {{0}};
    kb_context c;
    if (kb_context_load(&c, target, &m, &p, &err) != 0) {
        fprintf(stderr, "kbench context build: %s\n", err.msg);
        return KB_EXIT_HARNESS;
    }
    /* a target whose reference is filtered for prompts (cpu: the intrinsics) writes the whole
     * one beside it; one generated whole (tpu: tools/tpu/api_ref.py) writes it twice */
    char *full = t->api_full ? t->api_full(&c, &err) : kb_xstrdup(c.api);
    if (!full) {
        fprintf(stderr, "kbench context build: %s\n", err.msg);
        kb_context_free(&c);
        return KB_EXIT_HARNESS;
    }
    char *menu = menu_markdown(&c);
    struct {
        const char *file, *what;
        const char *text;
        size_t bytes;
    } parts[] = {
        {"hardware.md", "this machine, peaks, static notes", c.hardware, 0},
        {"rules.md", "ABI, checks, allowed symbols", c.rules, 0},
        {"api.md", t->words.api_what, c.api, 0},
        {"api-full.md", t->words.api_full_what, full, 0},
        {"menu.md", "optimisation menu", menu, 0},
        {"examples.md", "annotated candidates", c.examples, 0},
        {"examples-short.md", "short candidates (compact prompts)", c.examples_short, 0},
    };
    int bad = 0;
    for (size_t i = 0; i < KB_ARRAY_LEN(parts); i++)
        bad |= put(out, parts[i].file, parts[i].text, &parts[i].bytes);
    if (!bad) {
        printf("context for target %s written to %s/\n\n", target, out);
        printf("%-17s %9s %9s  %s\n", "part", "bytes", "~tokens", "what");
        for (size_t i = 0; i < KB_ARRAY_LEN(parts); i++)
            printf("%-17s %9zu %9zu  %s%s\n", parts[i].file, parts[i].bytes, (parts[i].bytes + 3) / 4,
                   parts[i].what, i == 4 ? "" : "");
        printf("\nmenu: %d entries. ~tokens is bytes/4. api-full.md is for reading, not for "
               "prompts.\n",
               c.n_menu);
    }
    free(menu);
    free(full);
    kb_context_free(&c);
    return bad ? KB_EXIT_USAGE : KB_EXIT_OK;
}

int kb_cmd_context(int argc, char **argv)
{
    if (argc < 2 || !strcmp(argv[1], "--help") || !strcmp(argv[1], "-h") || !strcmp(argv[1], "help")) {
        kb_cli_usage(argc < 2 ? stderr : stdout, "context");
        return argc < 2 ? KB_EXIT_USAGE : KB_EXIT_OK;
    }
    if (!strcmp(argv[1], "build")) return build(argc - 1, argv + 1);
    fprintf(stderr, "kbench context: unknown subcommand '%s'\n", argv[1]);
    kb_cli_usage(stderr, "context");
    return KB_EXIT_USAGE;
}
