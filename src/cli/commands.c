/* commands.c: the command table (commands.def) and what is derived from it: lookup, usage text,
 * the getopt_long table each parser runs with, and the message for an option a command does not
 * take. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../agent/agent_cli.h" /* agent's entry in commands.def */
#include "../core/util.h"
#include "../targets/target.h"
#include "cli.h"

const kb_command kb_commands[] = {
#define KB_COMMAND(name, fn, summary, options, usage) {#name, fn, summary, options, usage},
#include "commands.def"
#undef KB_COMMAND
};
const size_t kb_n_commands = KB_ARRAY_LEN(kb_commands);

const kb_command *kb_command_find(const char *name)
{
    for (size_t i = 0; i < kb_n_commands; i++)
        if (!strcmp(kb_commands[i].name, name)) return &kb_commands[i];
    return NULL;
}

/* cmd is always one of the table's: the parsers name themselves */
static const kb_command *command(const char *cmd)
{
    const kb_command *c = kb_command_find(cmd);
    KB_ASSERT(c);
    return c;
}

/* the registry fills in the targets (commands.def names none) */
void kb_cli_usage(FILE *f, const char *cmd)
{
    char *text = kb_target_usage_text(command(cmd)->usage);
    fputs(text, f);
    free(text);
}

/* Whether the space-separated list names opt[0..n) (a whole word). */
static bool listed(const char *list, const char *opt, size_t n)
{
    for (const char *s = list; *s; s += *s == ' ') {
        size_t len = strcspn(s, " ");
        if (len == n && !strncmp(s, opt, n)) return true;
        s += len;
    }
    return false;
}

bool kb_cli_takes(const char *cmd, const char *opt)
{
    return listed(command(cmd)->options, opt, strlen(opt));
}

void kb_cli_longopts(const char *cmd, const struct option *vocab, struct option *out, size_t cap)
{
    size_t n = 0;
    for (const char *s = command(cmd)->options; *s; s += *s == ' ') {
        size_t len = strcspn(s, " ");
        const struct option *o = vocab;
        while (o->name && (strlen(o->name) != len || strncmp(o->name, s, len))) o++;
        if (!o->name) /* the table promises an option that this command's parser cannot handle */
            fprintf(stderr, "kbench %s: commands.def lists --%.*s, its parser has no case for it\n", cmd,
                    (int)len, s);
        KB_ASSERT(o->name && n + 2 < cap);
        out[n++] = *o;
        s += len;
    }
    out[n++] = (struct option){"help", no_argument, 0, KB_CLI_HELP};
    out[n] = (struct option){0, 0, 0, 0};
}

static void bad_option(const char *cmd, const char *arg)
{
    const char *name = arg[0] == '-' && arg[1] == '-' ? arg + 2 : NULL;
    size_t n = name ? strcspn(name, "=") : 0;
    bool known = false;
    for (size_t i = 0; name && i < kb_n_commands && !known; i++)
        known = listed(kb_commands[i].options, name, n);
    if (known && listed(command(cmd)->options, name, n))
        fprintf(stderr, "kbench %s: %s: %s\n", cmd, arg,
                name[n] ? "this option takes no value" : "this option needs a value");
    else if (known)
        fprintf(stderr, "kbench %s: --%.*s does not apply here\n", cmd, (int)n, name);
    else
        fprintf(stderr, "kbench %s: unknown option '%s'\n", cmd, arg);
    kb_cli_usage(stderr, cmd);
}

int kb_cli_getopt(const char *cmd, int argc, char **argv, const struct option *lo, int *idx)
{
    int i = -1;
    int ch = getopt_long(argc, argv, "h", lo, &i);
    if (ch == '?') {
        bad_option(cmd, argv[optind - 1]);
        return '?';
    }
    if (ch == -1 || i < 0) return ch; /* the end, or -h */
    /* getopt_long also takes a prefix of a name (--run for --run-id): only the whole name is
     * one of the command's options; the token is before its value when that came separately */
    const char *tok =
        optarg && optind >= 2 && optarg == argv[optind - 1] ? argv[optind - 2] : argv[optind - 1];
    size_t n = strlen(lo[i].name);
    if (strncmp(tok, "--", 2) || strncmp(tok + 2, lo[i].name, n) || (tok[2 + n] && tok[2 + n] != '=')) {
        char name[64];
        snprintf(name, sizeof name, "%.*s", (int)strcspn(tok, "="), tok);
        bad_option(cmd, name);
        return '?';
    }
    if (idx) *idx = i;
    return ch;
}
