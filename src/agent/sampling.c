/* sampling.c: see sampling.h. */
#include "sampling.h"

#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "../core/util.h"

/* Presets by a part of the model's name, first match wins. Qwen2.5-Coder-*-Instruct ships
 * generation_config.json with temperature 0.7, top_p 0.8, top_k 20, repetition_penalty 1.05
 * (../shared/reference/small-model-prompts.md, 3.4); kbench's old default, temperature 1 and the
 * API's defaults otherwise, stays for every other model (the hosted APIs' own defaults are what
 * their users get, and OpenAI's endpoint refuses top_k). */
static const struct {
    const char *name, *match;
    kb_sampling s;
} presets[] = {
    {"qwen", "qwen", {0.7, 0.8, 20, 1.05}},
};
static const kb_sampling fallback = {1.0, -1, -1, -1};

const char *kb_sampling_preset(const char *model, kb_sampling *out)
{
    for (size_t i = 0; i < KB_ARRAY_LEN(presets); i++)
        if (model && strcasestr(model, presets[i].match)) {
            *out = presets[i].s;
            return presets[i].name;
        }
    *out = fallback;
    return "default";
}

void kb_sampling_resolve(const char *model, kb_sampling *s)
{
    kb_sampling p;
    kb_sampling_preset(model, &p);
    if (s->temperature == KB_SAMPLING_FROM_PRESET) s->temperature = p.temperature;
    if (s->top_p == KB_SAMPLING_FROM_PRESET) s->top_p = p.top_p;
    if (s->top_k == KB_SAMPLING_FROM_PRESET) s->top_k = p.top_k;
    if (s->repeat_penalty == KB_SAMPLING_FROM_PRESET) s->repeat_penalty = p.repeat_penalty;
}

/* ", name value" (or "name value" first) at buf + *n, when the value is sent */
static void part(char *buf, size_t cap, size_t *n, bool sent, const char *name, double v)
{
    if (!sent || *n >= cap) return;
    *n += (size_t)snprintf(buf + *n, cap - *n, "%s%s %g", *n ? ", " : "", name, v);
}

void kb_sampling_describe(const kb_sampling *s, char *buf, size_t cap)
{
    size_t n = 0;
    buf[0] = 0;
    part(buf, cap, &n, s->temperature >= 0, "temperature", s->temperature);
    part(buf, cap, &n, s->top_p >= 0, "top_p", s->top_p);
    part(buf, cap, &n, s->top_k >= 1, "top_k", s->top_k);
    part(buf, cap, &n, s->repeat_penalty >= 0, "repeat penalty", s->repeat_penalty);
    if (!n) snprintf(buf, cap, "the server's defaults");
}
