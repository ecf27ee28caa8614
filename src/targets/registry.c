/* registry.c: the targets, expanded from targets.def (see target.h). The only file outside a
 * target's own directory that names targets, and only through targets.def. */
#include "target.h"

#include <stdlib.h>
#include <string.h>

#define KB_TARGET(name) extern const kb_target kb_target_##name;
#include "targets.def"
#undef KB_TARGET

static const kb_target *const registry[] = {
#define KB_TARGET(name) &kb_target_##name,
#include "targets.def"
#undef KB_TARGET
};

enum {
#define KB_TARGET(name) KB_TARGET_COUNT_##name,
#include "targets.def"
#undef KB_TARGET
    KB_N_TARGETS
};
_Static_assert(KB_ARRAY_LEN(registry) == KB_N_TARGETS, "registry out of step");
_Static_assert(KB_N_TARGETS >= 1, "targets.def names no target");

size_t kb_target_count(void) { return KB_N_TARGETS; }

const kb_target *kb_target_at(size_t i)
{
    KB_ASSERT(i < KB_N_TARGETS);
    return registry[i];
}

const kb_target *kb_target_default(void) { return registry[0]; }

const kb_target *kb_target_find(const char *name)
{
    for (size_t i = 0; name && i < KB_N_TARGETS; i++)
        if (!strcmp(registry[i]->name, name)) return registry[i];
    return NULL;
}

void kb_target_names(char *buf, size_t cap)
{
    size_t pos = 0;
    buf[0] = 0;
    for (size_t i = 0; i < KB_N_TARGETS && pos < cap; i++)
        pos += (size_t)snprintf(buf + pos, cap - pos, "%s%s", i ? ", " : "", registry[i]->name);
}

static const char *usage_line(const kb_target *t)
{
    return t->words.usage ? t->words.usage : t->words.language;
}

char *kb_target_usage_text(const char *text)
{
    static const char names_tok[] = "{targets}", lines_tok[] = "{target-lines}";
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    KB_ASSERT(f);
    const char *line = text; /* where the current line began: the indentation of a list */
    for (const char *p = text; *p;) {
        if (!strncmp(p, names_tok, sizeof names_tok - 1)) {
            for (size_t i = 0; i < KB_N_TARGETS; i++) fprintf(f, "%s%s", i ? "|" : "", registry[i]->name);
            p += sizeof names_tok - 1;
        } else if (!strncmp(p, lines_tok, sizeof lines_tok - 1)) {
            for (size_t i = 0; i < KB_N_TARGETS; i++)
                fprintf(f, "%*s%s: %s%s\n", i ? (int)(p - line) : 0, "", registry[i]->name,
                        usage_line(registry[i]), i ? "" : " (default)");
            p += sizeof lines_tok - 1;
            if (*p == '\n') p++; /* the list ends its own lines */
            line = p;
        } else {
            if (*p == '\n') line = p + 1;
            fputc(*p++, f);
        }
    }
    fclose(f);
    return buf;
}

const kb_target *kb_target_lookup(const char *name, kb_err *err)
{
    const kb_target *t = kb_target_find(name);
    if (!t) {
        char names[256];
        kb_target_names(names, sizeof names);
        kb_err_set(err, "no target '%s': the targets are %s", name ? name : "(none)", names);
    }
    return t;
}

char *kb_target_spec_text(const kb_target *t, const kb_problem *p)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    KB_ASSERT(f);
    t->spec_write(f, p, false);
    fclose(f);
    return buf;
}

char *kb_target_task_text(const kb_target *t, const kb_problem *p)
{
    if (!t->task_write) return kb_target_spec_text(t, p);
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    KB_ASSERT(f);
    t->task_write(f, p);
    fclose(f);
    return buf;
}

const char *kb_target_verify_preset(const kb_target *t, const kb_workload *w, const char *preset)
{
    return t->verify_preset ? t->verify_preset(w, preset) : preset;
}
