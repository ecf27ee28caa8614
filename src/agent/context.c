/* context.c: builds the parts of the context artifact (see context.h): this machine's facts and
 * measured peaks in front of the static hardware notes, the rules with the screen's allow-list,
 * the filtered intrinsics reference, the examples, and the parsed optimisation menu.
 *
 * Text that applies only to CPUs with AMX is marked in the markdown files: in hardware.md a block
 * between `<!-- if amx -->` and `<!-- end amx -->`, in menu.md an entry whose text contains
 * `<!-- if amx -->`. On other CPUs those are left out, so that no agent is told to use tiles
 * its machine lacks. */
#include "context.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/text.h"
#include "../core/compare.h"
#include "../targets/cpu/screen.h"
#include "../targets/target.h"

static const char amx_open[] = "<!-- if amx -->", amx_close[] = "<!-- end amx -->";

const char *const kb_context_level_names[] = {"none", "hardware", "full", NULL};

int kb_context_level_parse(const char *s, kb_context_level *out)
{
    int i = kb_name_index(s, kb_context_level_names);
    if (i >= 0) *out = (kb_context_level)i;
    return i < 0 ? -1 : 0;
}

const char *kb_context_level_name(kb_context_level l)
{
    return l >= KB_CONTEXT_NONE && l <= KB_CONTEXT_FULL ? kb_context_level_names[l] : "?";
}

/* The flags line of /proc/cpuinfo (heap, without "flags : "), or NULL. */
static char *cpu_flags(void)
{
    FILE *f = fopen("/proc/cpuinfo", "r");
    if (!f) return NULL;
    char *line = NULL, *flags = NULL;
    size_t cap = 0;
    while (!flags && getline(&line, &cap, f) > 0)
        if (!strncmp(line, "flags", 5) && strchr(line, ':')) {
            char *v = strchr(line, ':') + 1;
            while (*v == ' ' || *v == '\t') v++;
            v[strcspn(v, "\n")] = 0;
            flags = kb_xstrdup(v);
        }
    free(line);
    fclose(f);
    return flags;
}

static bool flag_in(const char *flags, const char *want)
{
    size_t n = strlen(want);
    for (const char *s = flags ? flags : ""; (s = strstr(s, want)); s += n)
        if ((s == flags || s[-1] == ' ') && (s[n] == ' ' || !s[n])) return true;
    return false;
}

/* text with the AMX blocks kept (markers removed) or dropped. */
static char *conditional(const char *text, bool amx)
{
    kb_sbuf b = {0};
    const char *s = text;
    for (;;) {
        const char *o = strstr(s, amx_open);
        if (!o) break;
        const char *c = strstr(o, amx_close);
        if (!c) break;
        kb_sb_putn(&b, s, (size_t)(o - s));
        const char *in = o + strlen(amx_open), *after = c + strlen(amx_close);
        if (*in == '\n') in++;
        if (*after == '\n') after++;
        if (amx) kb_sb_putn(&b, in, (size_t)(c - in));
        s = after;
    }
    kb_sb_puts(&b, s);
    return kb_sb_take(&b);
}

/* ---- the hardware part ------------------------------------------------------------------------ */

static char *sysfs(const char *fmt, int i)
{
    char path[160];
    snprintf(path, sizeof path, fmt, i);
    char *s = kb_read_file(path, NULL);
    if (s) s[strcspn(s, "\n")] = 0;
    return s;
}

/* "L1d 48K (12-way, per core)" for each cache level of cpu0. */
static void caches(kb_sbuf *b)
{
    bool any = false;
    for (int i = 0; i < 8; i++) {
        char *level = sysfs("/sys/devices/system/cpu/cpu0/cache/index%d/level", i);
        char *type = sysfs("/sys/devices/system/cpu/cpu0/cache/index%d/type", i);
        char *size = sysfs("/sys/devices/system/cpu/cpu0/cache/index%d/size", i);
        char *ways = sysfs("/sys/devices/system/cpu/cpu0/cache/index%d/ways_of_associativity", i);
        char *shared = sysfs("/sys/devices/system/cpu/cpu0/cache/index%d/shared_cpu_list", i);
        if (level && type && size) {
            const char *t = !strcmp(type, "Data") ? "d" : !strcmp(type, "Instruction") ? "i" : "";
            char *unit;
            unsigned long long kib = strtoull(size, &unit, 10);
            if (*unit == 'M') kib <<= 10;
            char pretty[32];
            if (kib >= 1024 && kib % 1024 == 0)
                snprintf(pretty, sizeof pretty, "%llu MiB", kib >> 10);
            else if (*unit == 'K' || *unit == 'M')
                snprintf(pretty, sizeof pretty, "%llu KiB", kib);
            else
                snprintf(pretty, sizeof pretty, "%s", size);
            kb_sb_printf(b, "%s L%s%s %s", any ? "," : "", level, t, pretty);
            if (ways && strcmp(ways, "0"))
                kb_sb_printf(b, " (%s-way", ways);
            else
                kb_sb_puts(b, " (");
            if (shared && (strchr(shared, '-') || strchr(shared, ',')))
                kb_sb_printf(b, "%sshared by CPUs %s)", ways && strcmp(ways, "0") ? ", " : "", shared);
            else
                kb_sb_printf(b, "%sper core)", ways && strcmp(ways, "0") ? ", " : "");
            any = true;
        }
        free(level), free(type), free(size), free(ways), free(shared);
    }
    if (!any) kb_sb_puts(b, " not reported by sysfs");
}

static const char *const isa_flags[] = {
    "avx2",        "fma",         "avx512f",     "avx512dq",   "avx512bw",     "avx512vl",
    "avx512_bf16", "avx512_fp16", "avx512_vnni", "avx512vbmi", "avx512_vbmi2", "avx512ifma",
    "avx_vnni",    "amx_tile",    "amx_bf16",    "amx_int8",
};

static char *hardware_part(const char *dir, const kb_machine *m, const kb_peaks *p, const char *flags)
{
    kb_sbuf b = {0};
    kb_sb_puts(&b, "## This machine\n\n");
    kb_sb_printf(&b, "- CPU: %s, %d logical CPUs online", m->cpu, m->cores);
    char *sib = sysfs("/sys/devices/system/cpu/cpu%d/topology/thread_siblings_list", 0);
    if (sib) {
        int per_core = 1;
        for (const char *s = sib; *s; s++) per_core += *s == ',';
        if (strchr(sib, '-')) per_core = atoi(strchr(sib, '-') + 1) - atoi(sib) + 1;
        kb_sb_printf(&b, " (%d hardware thread%s per core)", per_core, per_core == 1 ? "" : "s");
        free(sib);
    }
    kb_sb_puts(&b, ". Kernels run with KB_THREADS threads.\n- Caches (cpu0):");
    caches(&b);
    kb_sb_puts(&b, ".\n- ISA extensions present:");
    int n_absent = 0;
    for (size_t i = 0; i < KB_ARRAY_LEN(isa_flags); i++)
        if (flag_in(flags, isa_flags[i]))
            kb_sb_printf(&b, " %s", isa_flags[i]);
        else
            n_absent++;
    if (n_absent) {
        kb_sb_puts(&b, "; absent:");
        for (size_t i = 0; i < KB_ARRAY_LEN(isa_flags); i++)
            if (!flag_in(flags, isa_flags[i])) kb_sb_printf(&b, " %s", isa_flags[i]);
    }
    kb_sb_puts(&b, ".\n");
    if (m->amx_bf16)
        kb_sb_puts(&b, "- AMX: present and usable by candidates (request it with arch_prctl first; "
                       "see below).\n");
    else
        kb_sb_puts(&b, "- AMX: not present on this CPU; bf16 products use vdpbf16ps or f32 FMA.\n");
    kb_sb_puts(&b, "- Compiled with -march=native: every extension above is enabled.\n\n");

    kb_sb_puts(&b, "### Measured peaks\n\n");
    if (!p) {
        kb_sb_puts(&b, "Peaks: not measured on this machine (`kbench peak` measures them). Without "
                       "them there are no roofline numbers.\n\n");
    } else {
        kb_sb_printf(&b, "Measured by `kbench peak` at %s (best of a few runs):\n\n", p->measured_at);
        kb_sb_printf(&b, "| | 1 core | all %d CPUs |\n|---|---|---|\n", m->cores);
        kb_sb_printf(&b, "| f32 FMA on zmm, GFLOP/s | %.1f | %.1f |\n", p->fp32_1, p->fp32_all);
        kb_sb_printf(&b, "| bf16 (%s), GFLOP/s | %.1f | %.1f |\n", p->bf16_path, p->bf16_1, p->bf16_all);
        kb_sb_printf(&b, "| memory bandwidth, GB/s | %.1f | %.1f |\n\n", p->bw_1, p->bw_all);
        double bw = p->bw_all > 0 ? p->bw_all : 0;
        if (bw > 0)
            kb_sb_printf(&b,
                         "Ridge points (all CPUs): %.1f FLOP/byte for f32, %.1f FLOP/byte for bf16. "
                         "A kernel with fewer FLOPs per byte of minimum traffic than that is "
                         "memory-bound: its floor is bytes / bandwidth, and only moving fewer bytes "
                         "makes it faster. No kernel can beat max(FLOPs / peak, bytes / bandwidth); "
                         "a time below 0.9 x that floor is rejected as impossible_time.\n\n",
                         p->fp32_all / bw, p->bf16_all / bw);
    }
    char *stat = conditional(kb_context_file(dir, "hardware.md"), m->amx_bf16);
    kb_sb_puts(&b, stat);
    free(stat);
    return kb_sb_take(&b);
}

/* ---- the rules part: the allow-list from screen_symbols.c's own text --------------------------- */

/* The body of `name[] = { ... };` in src, or NULL. */
static const char *array_body(const char *src, const char *name, const char **end)
{
    const char *s = strstr(src, name);
    if (!s || !(s = strchr(s, '{'))) return NULL;
    *end = strstr(s, "};");
    return *end ? s + 1 : NULL;
}

/* Collapse whitespace in a comment's text. */
static void comment_text(const char *a, const char *b, char *out, size_t cap)
{
    size_t n = 0;
    bool space = false;
    for (const char *s = a; s < b && n + 1 < cap; s++) {
        if (*s == ' ' || *s == '\n' || *s == '\t' || *s == '*') {
            space = n > 0;
            continue;
        }
        if (space && n + 2 < cap) out[n++] = ' ';
        space = false;
        out[n++] = *s;
    }
    out[n] = 0;
}

/* Render the literals of an array body: a comment alone on its line starts a group (its text is
 * the title); a comment after literals on the same line annotates them. Prefixes: one item per
 * source line. */
static void render_allowed(kb_sbuf *b, const char *body, const char *end, bool prefixes)
{
    bool in_item = false;
    const char *line_start = body;
    int on_line = 0, in_group = 0;
    for (const char *s = body; s < end; s++) {
        if (*s == '\n') {
            line_start = s + 1;
            on_line = 0;
            continue;
        }
        if (s[0] == '/' && s[1] == '*') {
            const char *c = strstr(s + 2, "*/");
            if (!c || c > end) break;
            char text[400];
            comment_text(s + 2, c, text, sizeof text);
            bool alone = on_line == 0;
            for (const char *q = line_start; q < s && alone; q++) alone = *q == ' ' || *q == '\t';
            if (alone && !prefixes) {
                kb_sb_printf(b, "%s- %s:", in_item ? "\n" : "", text);
                in_item = true;
                in_group = 0;
            } else {
                kb_sb_printf(b, prefixes ? ": %s" : " (%s)", text);
            }
            s = c + 1;
            continue;
        }
        if (*s == '"') {
            const char *q = strchr(s + 1, '"');
            if (!q || q > end) break;
            char name[96];
            snprintf(name, sizeof name, "%.*s", (int)(q - s - 1), s + 1);
            char probe[112];
            snprintf(probe, sizeof probe, prefixes ? "%sx" : "%s", name);
            if (kb_screen_symbol_allowed(probe)) { /* the list and the check agree */
                if (prefixes && on_line == 0) {
                    kb_sb_printf(b, "%s-", in_item ? "\n" : "");
                    in_group = 0;
                }
                kb_sb_printf(b, "%s`%s%s`", in_group ? ", " : " ", name, prefixes ? "*" : "");
                in_item = true;
                on_line++;
                in_group++;
            }
            s = q;
        }
    }
    if (in_item) kb_sb_puts(b, "\n");
}

char *kb_context_allowed_symbols(void)
{
    const char *src = kb_context_file("", "screen_symbols.c");
    kb_sbuf b = {0};
    const char *end = NULL, *body;
    if (src && (body = array_body(src, "exact[]", &end))) render_allowed(&b, body, end, false);
    if (src && (body = array_body(src, "prefixes[]", &end))) {
        kb_sb_puts(&b, "- and every symbol that starts with:\n");
        kb_sbuf p = {0};
        render_allowed(&p, body, end, true);
        /* indent the prefix items under the line above */
        for (const char *s = p.s ? p.s : ""; *s;) {
            size_t n = strcspn(s, "\n");
            kb_sb_puts(&b, "  ");
            kb_sb_putn(&b, s, n);
            kb_sb_puts(&b, "\n");
            s += n + (s[n] == '\n');
        }
        free(p.s);
    }
    return kb_sb_take(&b);
}

static char *rules_part(const char *dir)
{
    kb_sbuf b = {0};
    kb_sb_puts(&b, kb_context_file(dir, "rules.md"));
    kb_sb_puts(&b, "\n## Numerical semantics\n\n");
    kb_sb_puts(&b, kb_compare_semantics);
    kb_sb_puts(&b, " Each workload's spec gives its bounds and whether bf16 intermediates pass.\n");
    kb_sb_puts(&b, "\n## Imported symbols a candidate may use\n\n"
                   "The screen's allow-list (anything else a candidate imports is an abi_error; "
                   "intrinsics and OpenMP pragmas compile to instructions or to these):\n\n");
    char *list = kb_context_allowed_symbols();
    kb_sb_puts(&b, list);
    free(list);
    return kb_sb_take(&b);
}

/* ---- menu and examples -------------------------------------------------------------------------- */

static char *trimmed(const char *a, const char *b)
{
    while (a < b && (*a == ' ' || *a == '\n' || *a == '\t')) a++;
    while (b > a && (b[-1] == ' ' || b[-1] == '\n' || b[-1] == '\t')) b--;
    char *s = kb_xmalloc((size_t)(b - a) + 1);
    memcpy(s, a, (size_t)(b - a));
    s[b - a] = 0;
    return s;
}

/* Entries are `## name` lines followed by their text, up to the next `## ` line. */
static int menu_parse(const char *text, bool amx, kb_menu_item **out)
{
    int n = 0, cap = 0;
    kb_menu_item *items = NULL;
    const char *s = text;
    while ((s = strstr(s, "## "))) {
        if (s != text && s[-1] != '\n') {
            s += 3;
            continue;
        }
        const char *name = s + 3, *name_end = name + strcspn(name, "\n");
        const char *body = *name_end ? name_end + 1 : name_end, *next = body;
        while ((next = strstr(next, "## ")) && next[-1] != '\n') next += 3;
        const char *body_end = next ? next : body + strlen(body);
        char *t = trimmed(body, body_end);
        char *mark = strstr(t, amx_open);
        if (mark && !amx) {
            free(t);
        } else {
            if (mark) { /* drop the marker line */
                size_t skip = strlen(amx_open) + (mark[strlen(amx_open)] == '\n');
                memmove(mark, mark + skip, strlen(mark + skip) + 1);
                char *again = trimmed(t, t + strlen(t));
                free(t);
                t = again;
            }
            if (n == cap) {
                cap = KB_MAX(32, cap * 2);
                items = kb_xrealloc(items, (size_t)cap * sizeof *items);
            }
            items[n].name = trimmed(name, name_end);
            items[n].text = t;
            n++;
        }
        s = body_end;
        if (!next) break;
    }
    *out = items;
    return n;
}

static char *examples_part(const char *dir, bool amx, bool short_form)
{
    int n;
    const kb_context_example *ex = kb_context_examples(dir, &n);
    kb_sbuf b = {0};
    for (int i = 0; i < n; i++) {
        if ((ex[i].needs_amx && !amx) || ex[i].short_form != short_form) continue;
        kb_sb_printf(&b,
                     "### Example: %s%s\n\nA correct candidate for workload %s (%s), "
                     "verified by kbench.\n\n```c\n",
                     ex[i].workload, ex[i].needs_amx ? " (AMX)" : "", ex[i].workload, ex[i].file);
        kb_sb_puts(&b, ex[i].source);
        if (b.len && b.s[b.len - 1] != '\n') kb_sb_puts(&b, "\n");
        kb_sb_puts(&b, "```\n\n");
    }
    return kb_sb_take(&b);
}

/* ---- load and free ------------------------------------------------------------------------------ */

int kb_context_build_static(kb_context *c, const char *target, const char *fence, const char *verified_how)
{
    memset(c, 0, sizeof *c);
    snprintf(c->target, sizeof c->target, "%s", target);
    c->hardware = kb_xstrdup(kb_context_file(target, "hardware.md"));
    c->rules = kb_xstrdup(kb_context_file(target, "rules.md"));
    c->api = kb_xstrdup(kb_context_file(target, "api.md"));
    int n;
    const kb_context_example *ex = kb_context_examples(target, &n);
    kb_sbuf b = {0};
    for (int i = 0; i < n; i++) {
        kb_sb_printf(&b,
                     "### Example: %s\n\nA correct candidate for workload %s (%s), verified by "
                     "kbench %s.\n\n```%s\n",
                     ex[i].workload, ex[i].workload, ex[i].file, verified_how, fence);
        kb_sb_puts(&b, ex[i].source);
        if (b.len && b.s[b.len - 1] != '\n') kb_sb_puts(&b, "\n");
        kb_sb_puts(&b, "```\n\n");
    }
    c->examples = kb_sb_take(&b);
    c->examples_short = kb_xstrdup("");
    c->n_menu = menu_parse(kb_context_file(target, "menu.md"), false, &c->menu);
    return 0;
}

int kb_context_build_host(kb_context *c, const char *target, const kb_machine *m, const kb_peaks *p,
                          kb_err *err)
{
    memset(c, 0, sizeof *c);
    kb_machine here;
    if (!m) {
        kb_machine_detect(&here);
        m = &here;
    }
    char dir[1024];
    if (kb_context_include_dir(dir, sizeof dir, err) != 0) return -1;
    char *flags = cpu_flags();
    c->api = kb_context_api_from(dir, flags, true, err);
    if (!c->api) {
        free(flags);
        return -1;
    }
    snprintf(c->target, sizeof c->target, "%s", target);
    c->hardware = hardware_part(target, m, p, flags);
    c->rules = rules_part(target);
    c->examples = examples_part(target, m->amx_bf16, false);
    c->examples_short = examples_part(target, m->amx_bf16, true);
    c->n_menu = menu_parse(kb_context_file(target, "menu.md"), m->amx_bf16, &c->menu);
    free(flags);
    return 0;
}

/* Through the registry: each target builds its own artifact (its context_load slot). */
int kb_context_load(kb_context *c, const char *target, const kb_machine *m, const kb_peaks *p, kb_err *err)
{
    memset(c, 0, sizeof *c);
    const kb_target *t = kb_target_find(target);
    if (!t) {
        char names[256];
        kb_target_names(names, sizeof names);
        kb_err_set(err, "no context for target '%s': the targets are %s", target ? target : "(none)", names);
        return -1;
    }
    return t->context_load(c, m, p, err);
}

void kb_context_free(kb_context *c)
{
    free(c->hardware);
    free(c->rules);
    free(c->api);
    free(c->examples);
    free(c->examples_short);
    for (int i = 0; i < c->n_menu; i++) {
        free(c->menu[i].name);
        free(c->menu[i].text);
    }
    free(c->menu);
    memset(c, 0, sizeof *c);
}

char *kb_context_api_full(kb_err *err)
{
    char dir[1024];
    if (kb_context_include_dir(dir, sizeof dir, err) != 0) return NULL;
    char *flags = cpu_flags();
    char *api = kb_context_api_from(dir, flags, false, err);
    free(flags);
    return api;
}
