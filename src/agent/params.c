/* params.c: an agent run's parameters as the table params.def makes them: their defaults
 * (Autocomp's repository defaults for the beam search), their checks, and their JSON form, which
 * is stored with the run so --resume needs only its id. Every loop here is over the table: a new
 * parameter is its row and its field, nothing in this file. */
#include <math.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "../core/text.h"
#include "../core/util.h"
#include "../targets/target.h"
#include "agent.h"

const char *const kb_start_names[] = {"naive", "none", NULL};
const char *const kb_prompt_size_names[] = {"auto", "compact", "full", NULL};
/* the element types an agent's problem takes (kb_dtype's first two) */
static const char *const kb_agent_dtype_names[] = {"bf16", "f32", NULL};
_Static_assert(KB_DTYPE_BF16 == 0 && KB_DTYPE_F32 == 1, "kb_agent_dtype_names follows kb_dtype");

/* Each row's type is its field's: an ENUM is stored as an int (its values are small). */
#define KB_TYPE_OK_INT(x) _Generic((x), int : 1, default : 0)
#define KB_TYPE_OK_LONG(x) _Generic((x), long : 1, default : 0)
#define KB_TYPE_OK_REAL(x) _Generic((x), double : 1, default : 0)
#define KB_TYPE_OK_BOOL(x) _Generic((x), bool : 1, default : 0)
#define KB_TYPE_OK_TEXT(x) _Generic((x), char * : 1, default : 0)
#define KB_TYPE_OK_ENUM(x) (sizeof(x) == sizeof(int))
#define KB_PARAM(key, field, type, ...) \
    _Static_assert(KB_TYPE_OK_##type(((kb_agent_params *)0)->field), "params.def: " #key " is not " #type);
#include "params.def"
#undef KB_PARAM

#define KB_RANGE(l, h) .lo = (l), .hi = (h)
#define KB_ANY .lo = 0
#define KB_CHOICES(names) .choices = (names)
const kb_param kb_params[KB_N_PARAMS] = {
#define KB_PARAM(key_, field, type_, range, flag_, arg_, def_, was_, use_, help_) \
    [KB_PARAM_##key_] = {.key = #key_,                                            \
                         .flag = flag_,                                           \
                         .arg = arg_,                                             \
                         .def = def_,                                             \
                         .was = was_,                                             \
                         .help = help_,                                           \
                         .type = KB_PT_##type_,                                   \
                         .offset = offsetof(kb_agent_params, field),              \
                         .size = sizeof(((kb_agent_params *)0)->field),           \
                         range,                                                   \
                         .use = use_},
#include "params.def"
#undef KB_PARAM
};
#undef KB_RANGE
#undef KB_ANY
#undef KB_CHOICES

const char *kb_start_name(kb_start s) { return kb_start_names[s]; }
const char *kb_prompt_size_name(kb_prompt_size s) { return kb_prompt_size_names[s]; }

int kb_start_parse(const char *s, kb_start *out)
{
    int i = kb_name_index(s, kb_start_names);
    if (i >= 0) *out = (kb_start)i;
    return i < 0 ? -1 : 0;
}

int kb_prompt_size_parse(const char *s, kb_prompt_size *out)
{
    int i = kb_name_index(s, kb_prompt_size_names);
    if (i >= 0) *out = (kb_prompt_size)i;
    return i < 0 ? -1 : 0;
}

static void *at(kb_agent_params *p, const kb_param *d) { return (char *)p + d->offset; }
static const void *cat(const kb_agent_params *p, const kb_param *d) { return (const char *)p + d->offset; }

static int get_int(const kb_agent_params *p, const kb_param *d)
{
    int v;
    memcpy(&v, cat(p, d), sizeof v);
    return v;
}

static void put_int(kb_agent_params *p, const kb_param *d, int v) { memcpy(at(p, d), &v, sizeof v); }

/* "a, b or c" */
static void choices_text(const char *const *names, char *buf, size_t cap)
{
    buf[0] = 0;
    for (int i = 0; names[i]; i++)
        snprintf(buf + strlen(buf), cap - strlen(buf), "%s%s",
                 i == 0         ? ""
                 : names[i + 1] ? ", "
                                : " or ",
                 names[i]);
}

int kb_param_set(kb_agent_params *p, const kb_param *d, const char *v, char *want, size_t cap)
{
    char *end = NULL;
    double x = 0;
    switch (d->type) {
    case KB_PT_INT:
    case KB_PT_LONG:
    case KB_PT_REAL:
        x = v ? strtod(v, &end) : NAN;
        if (!v || !*v || *end || !(x >= d->lo && x <= d->hi)) {
            snprintf(want, cap, "a number from %g to %g", d->lo, d->hi);
            return -1;
        }
        if (d->type == KB_PT_INT && x != (int)x) {
            snprintf(want, cap, "a whole number");
            return -1;
        }
        if (d->type == KB_PT_INT) put_int(p, d, (int)x);
        if (d->type == KB_PT_LONG) *(long *)at(p, d) = (long)x;
        if (d->type == KB_PT_REAL) *(double *)at(p, d) = x;
        return 0;
    case KB_PT_TEXT:
        if (!v || strlen(v) >= d->size) {
            snprintf(want, cap, "text of at most %zu characters", d->size - 1);
            return -1;
        }
        memcpy(at(p, d), v, strlen(v) + 1);
        return 0;
    case KB_PT_BOOL:
        if (v && strcmp(v, "true") && strcmp(v, "false")) {
            snprintf(want, cap, "true or false");
            return -1;
        }
        *(bool *)at(p, d) = !v || !strcmp(v, "true");
        return 0;
    case KB_PT_ENUM: {
        int i = kb_name_index(v, d->choices);
        if (i < 0) {
            choices_text(d->choices, want, cap);
            return -1;
        }
        put_int(p, d, i);
        return 0;
    }
    }
    KB_ASSERT(!"a parameter type");
    return -1;
}

void kb_param_format(const kb_agent_params *p, const kb_param *d, char *buf, size_t cap)
{
    switch (d->type) {
    case KB_PT_INT: snprintf(buf, cap, "%d", get_int(p, d)); break;
    case KB_PT_LONG: snprintf(buf, cap, "%ld", *(const long *)cat(p, d)); break;
    case KB_PT_REAL: snprintf(buf, cap, "%g", *(const double *)cat(p, d)); break;
    case KB_PT_TEXT: snprintf(buf, cap, "%s", (const char *)cat(p, d)); break;
    case KB_PT_BOOL: snprintf(buf, cap, "%s", *(const bool *)cat(p, d) ? "true" : "false"); break;
    case KB_PT_ENUM: snprintf(buf, cap, "%s", d->choices[get_int(p, d)]); break;
    }
}

void kb_agent_params_describe(const kb_agent_params *p, char *buf, size_t cap)
{
    buf[0] = 0;
    for (int i = 0; i < KB_N_PARAMS; i++) {
        const kb_param *d = &kb_params[i];
        if ((d->use & KB_ALL) == KB_ALL || !(d->use & (1u << p->strategy)) || !d->flag[0]) continue;
        char v[64];
        kb_param_format(p, d, v, sizeof v);
        snprintf(buf + strlen(buf), cap - strlen(buf), "%s%s %s", buf[0] ? ", " : "", d->flag, v);
    }
}

void kb_agent_params_default(kb_agent_params *p)
{
    memset(p, 0, sizeof *p);
    char want[128];
    for (int i = 0; i < KB_N_PARAMS; i++)
        if (kb_params[i].def[0])
            KB_ASSERT(kb_param_set(p, &kb_params[i], kb_params[i].def, want, sizeof want) == 0);
    /* what the help calls the default without a value of its own */
    snprintf(p->target, sizeof p->target, "%s", kb_target_default()->name);
    p->sampling = (kb_sampling){KB_SAMPLING_FROM_PRESET, KB_SAMPLING_FROM_PRESET, KB_SAMPLING_FROM_PRESET,
                                KB_SAMPLING_FROM_PRESET};
}

json_t *kb_agent_params_json(const kb_agent_params *p)
{
    json_t *j = json_object();
    for (int i = 0; i < KB_N_PARAMS; i++) {
        const kb_param *d = &kb_params[i];
        json_t *v = NULL;
        switch (d->type) {
        case KB_PT_INT: v = json_integer(get_int(p, d)); break;
        case KB_PT_LONG: v = json_integer(*(const long *)cat(p, d)); break;
        case KB_PT_REAL: v = json_real(*(const double *)cat(p, d)); break;
        case KB_PT_TEXT: v = json_string((const char *)cat(p, d)); break;
        case KB_PT_BOOL: v = json_boolean(*(const bool *)cat(p, d)); break;
        case KB_PT_ENUM: v = json_string(d->choices[get_int(p, d)]); break;
        }
        json_object_set_new(j, d->key, v);
    }
    json_t *w = json_array();
    for (int i = 0; i < p->n_workloads; i++) json_array_append_new(w, json_string(p->workloads[i]));
    json_object_set_new(j, "workloads", w);
    return j;
}

/* d's field of p from its stored value v (NULL: the run was stored before d existed); 0 or -1
 * with why it cannot be read. */
static int from_stored(kb_agent_params *p, const kb_param *d, json_t *v, char *why, size_t cap)
{
    char want[128];
    if (!v) {
        if (!d->was) return snprintf(why, cap, "no '%s'", d->key), -1;
        KB_ASSERT(kb_param_set(p, d, d->was, want, sizeof want) == 0);
        return 0;
    }
    bool ok = false;
    switch (d->type) {
    case KB_PT_INT:
        if ((ok = json_is_integer(v))) put_int(p, d, (int)json_integer_value(v));
        break;
    case KB_PT_LONG:
        if ((ok = json_is_integer(v))) *(long *)at(p, d) = (long)json_integer_value(v);
        break;
    case KB_PT_REAL:
        if ((ok = json_is_number(v))) *(double *)at(p, d) = json_number_value(v);
        break;
    case KB_PT_BOOL:
        if ((ok = json_is_boolean(v))) *(bool *)at(p, d) = json_is_true(v);
        break;
    case KB_PT_TEXT:
    case KB_PT_ENUM:
        ok = json_is_string(v) && kb_param_set(p, d, json_string_value(v), want, sizeof want) == 0;
    }
    if (!ok) snprintf(why, cap, "'%s' is not %s", d->key, d->type == KB_PT_ENUM ? want : "of its type");
    return ok ? 0 : -1;
}

int kb_agent_params_from_json(kb_agent_params *p, const char *text, kb_err *err)
{
    kb_agent_params_default(p);
    json_error_t je;
    json_t *j = json_loads(text, 0, &je);
    char why[256] = "";
    if (!j) snprintf(why, sizeof why, "not JSON: %s", je.text);
    for (int i = 0; j && !why[0] && i < KB_N_PARAMS; i++)
        from_stored(p, &kb_params[i], json_object_get(j, kb_params[i].key), why, sizeof why);
    json_t *w = json_object_get(j, "workloads");
    if (!why[0] && (!json_is_array(w) || json_array_size(w) > KB_AGENT_MAX_WORKLOADS))
        snprintf(why, sizeof why, "'workloads' is not a list of at most %d", KB_AGENT_MAX_WORKLOADS);
    for (size_t i = 0; !why[0] && i < json_array_size(w); i++) {
        const char *id = json_string_value(json_array_get(w, i));
        if (!id || strlen(id) >= sizeof p->workloads[0])
            snprintf(why, sizeof why, "workload %zu is not an id", i);
        else
            snprintf(p->workloads[p->n_workloads++], sizeof p->workloads[0], "%s", id);
    }
    json_decref(j);
    if (why[0]) {
        kb_err_set(err,
                   "the stored parameters of this run cannot be read (%s); it was made by "
                   "another version of kbench: start a new run",
                   why);
        return -1;
    }
    return 0;
}

int kb_agent_planned_calls(const kb_agent_params *p)
{
    int per = kb_strategies[p->strategy].calls(p);
    if (p->max_calls > 0 && per > p->max_calls) per = p->max_calls;
    return per * p->n_workloads;
}
