/* sampling.h: how a model's replies are sampled. Small models are sensitive to it: the local
 * Qwen2.5-Coder 1.5B wrote 1 correct kernel in 16 at temperature 1.0 with the server's other
 * defaults (repeat penalty 1.1) and 5 in 16 at Qwen's own recommendation (issue 28). So each
 * model family gets its publisher's recommendation where there is one, and every value can be
 * overridden (--temperature, --top-p, --top-k, --repeat-penalty). */
#ifndef KB_SAMPLING_H
#define KB_SAMPLING_H

#include <stdbool.h>
#include <stddef.h>

/* A value < 0 is not sent (the server's default applies). */
typedef struct kb_sampling {
    double temperature;
    double top_p;
    int top_k;             /* < 1: not sent */
    double repeat_penalty; /* llama.cpp's repeat_penalty, vLLM's repetition_penalty */
} kb_sampling;

/* Not set on the command line: the preset's value applies. */
#define KB_SAMPLING_FROM_PRESET (-2)

/* The preset of the family the model name belongs to (matched case-insensitively on a part of
 * the name, "qwen" for Qwen2.5-Coder-1.5B-Instruct); the family's name, "default" for none. */
const char *kb_sampling_preset(const char *model, kb_sampling *out);
/* s with each field still KB_SAMPLING_FROM_PRESET taken from the model's preset. */
void kb_sampling_resolve(const char *model, kb_sampling *s);
/* "temperature 0.7, top_p 0.8, top_k 20, repeat penalty 1.05" (what is sent), into buf. */
void kb_sampling_describe(const kb_sampling *s, char *buf, size_t cap);

#endif
