/* params.c: an agent run's parameters, their defaults (Autocomp's repository defaults for the
 * beam search), and their JSON form, which is stored with the run so --resume needs only its id. */
#include <stdlib.h>
#include <string.h>

#include "../core/util.h"
#include "../targets/target.h"
#include "agent.h"

static const char *strategy_names[] = {"best-of-n", "iterative", "autocomp"};

const char *kb_strategy_name(kb_strategy s) { return strategy_names[s]; }

static const char *start_names[] = {"naive", "none"};
static const char *prompt_names[] = {"auto", "compact", "full"};

/* The index of s in names[0..n-1], or -1. */
static int name_index(const char *s, const char *const *names, int n)
{
    for (int i = 0; s && i < n; i++)
        if (!strcmp(s, names[i])) return i;
    return -1;
}

int kb_strategy_parse(const char *s, kb_strategy *out)
{
    int i = name_index(s, strategy_names, 3);
    if (i >= 0) *out = (kb_strategy)i;
    return i < 0 ? -1 : 0;
}

const char *kb_start_name(kb_start s) { return start_names[s]; }
const char *kb_prompt_size_name(kb_prompt_size s) { return prompt_names[s]; }

int kb_start_parse(const char *s, kb_start *out)
{
    int i = name_index(s, start_names, 2);
    if (i >= 0) *out = (kb_start)i;
    return i < 0 ? -1 : 0;
}

int kb_prompt_size_parse(const char *s, kb_prompt_size *out)
{
    int i = name_index(s, prompt_names, 3);
    if (i >= 0) *out = (kb_prompt_size)i;
    return i < 0 ? -1 : 0;
}

void kb_agent_params_default(kb_agent_params *p)
{
    memset(p, 0, sizeof *p);
    p->strategy = KB_STRATEGY_BEST_OF_N;
    p->context = KB_CONTEXT_FULL;
    snprintf(p->target, sizeof p->target, "%s", kb_target_default()->name);
    snprintf(p->preset, sizeof p->preset, "cpu");
    p->dtype = KB_DTYPE_BF16;
    p->n = 8;
    p->rounds = 8;
    p->beam = 4, p->plans = 4, p->impls = 2, p->iters = 8;
    p->keep = 0.25;
    p->slack = 0.1;
    p->translate_tries = 3;
    p->start = KB_START_NAIVE;
    p->prompt = KB_PROMPT_AUTO;
    p->repairs = 1;
    p->sampling = (kb_sampling){KB_SAMPLING_FROM_PRESET, KB_SAMPLING_FROM_PRESET, KB_SAMPLING_FROM_PRESET,
                                KB_SAMPLING_FROM_PRESET};
    p->reply_tokens = 8192;
    p->parallel = 4;
    p->llm_timeout_s = 300;
    p->retries = 5;
    p->min_time_s = 0.5;
    p->max_time_eval_s = 5;
}

json_t *kb_agent_params_json(const kb_agent_params *p)
{
    json_t *w = json_array();
    for (int i = 0; i < p->n_workloads; i++) json_array_append_new(w, json_string(p->workloads[i]));
    json_t *j = json_pack(
        "{s:s,s:s,s:s,s:s,s:s,s:s,s:s,s:i,s:i,s:i,s:i,s:i,s:i,s:i,s:f,s:f,s:i,s:i,"
        "s:I,s:f,s:f,s:f,s:i,s:i,s:f,s:i,s:f,s:f,s:f,s:f,s:o,s:b,s:i}",
        "strategy", kb_strategy_name(p->strategy), "model", p->model, "base_url", p->base_url, "context",
        kb_context_level_name(p->context), "target", p->target, "preset", p->preset, "dtype",
        kb_dtype_name(p->dtype), "threads", p->threads, "n", p->n, "rounds", p->rounds, "beam", p->beam,
        "plans", p->plans, "impls", p->impls, "iters", p->iters, "keep", p->keep, "slack", p->slack,
        "translate_tries", p->translate_tries, "max_calls", p->max_calls, "max_tokens",
        (json_int_t)p->max_tokens, "max_cost", p->max_cost, "max_time_s", p->max_time_s, "temperature",
        p->sampling.temperature, "reply_tokens", p->reply_tokens, "parallel", p->parallel, "llm_timeout_s",
        p->llm_timeout_s, "retries", p->retries, "price_in", p->price_in, "price_out", p->price_out,
        "min_time_s", p->min_time_s, "max_time_eval_s", p->max_time_eval_s, "workloads", w, "local", p->local,
        "context_window", p->context_window);
    /* added with issue 28 (a run stored before has none of them: read back as its behaviour then) */
    json_t *more = json_pack("{s:s,s:s,s:i,s:b,s:f,s:i,s:f}", "start", kb_start_name(p->start), "prompt",
                             kb_prompt_size_name(p->prompt), "repairs", p->repairs, "grammar", p->grammar,
                             "top_p", p->sampling.top_p, "top_k", p->sampling.top_k, "repeat_penalty",
                             p->sampling.repeat_penalty);
    json_object_update(j, more);
    json_decref(more);
    return j;
}

int kb_agent_params_from_json(kb_agent_params *p, const char *text, kb_err *err)
{
    kb_agent_params_default(p);
    json_error_t je;
    json_t *j = json_loads(text, 0, &je);
    const char *strategy = NULL, *model = NULL, *base = NULL, *context = NULL, *target = NULL, *preset = NULL,
               *dtype = NULL;
    json_int_t max_tokens = 0;
    json_t *w = NULL;
    if (!j ||
        json_unpack_ex(j, &je, 0,
                       "{s:s,s:s,s:s,s:s,s:s,s:s,s:s,s:i,s:i,s:i,s:i,s:i,s:i,s:i,s:F,s:F,s:i,"
                       "s:i,s:I,s:F,s:F,s:F,s:i,s:i,s:F,s:i,s:F,s:F,s:F,s:F,s:o}",
                       "strategy", &strategy, "model", &model, "base_url", &base, "context", &context,
                       "target", &target, "preset", &preset, "dtype", &dtype, "threads", &p->threads, "n",
                       &p->n, "rounds", &p->rounds, "beam", &p->beam, "plans", &p->plans, "impls", &p->impls,
                       "iters", &p->iters, "keep", &p->keep, "slack", &p->slack, "translate_tries",
                       &p->translate_tries, "max_calls", &p->max_calls, "max_tokens", &max_tokens, "max_cost",
                       &p->max_cost, "max_time_s", &p->max_time_s, "temperature", &p->sampling.temperature,
                       "reply_tokens", &p->reply_tokens, "parallel", &p->parallel, "llm_timeout_s",
                       &p->llm_timeout_s, "retries", &p->retries, "price_in", &p->price_in, "price_out",
                       &p->price_out, "min_time_s", &p->min_time_s, "max_time_eval_s", &p->max_time_eval_s,
                       "workloads", &w) != 0 ||
        kb_strategy_parse(strategy, &p->strategy) || kb_context_level_parse(context, &p->context) ||
        kb_dtype_parse(dtype, &p->dtype) || !json_is_array(w) ||
        json_array_size(w) > KB_AGENT_MAX_WORKLOADS) {
        kb_err_set(err,
                   "the stored parameters of this run cannot be read (%s); it was made by "
                   "another version of kbench: start a new run",
                   j ? je.text : "not JSON");
        json_decref(j);
        return -1;
    }
    p->max_tokens = (long)max_tokens;
    snprintf(p->model, sizeof p->model, "%s", model);
    snprintf(p->base_url, sizeof p->base_url, "%s", base);
    snprintf(p->target, sizeof p->target, "%s", target);
    snprintf(p->preset, sizeof p->preset, "%s", preset);
    p->n_workloads = (int)json_array_size(w);
    for (int i = 0; i < p->n_workloads; i++) {
        const char *id = json_string_value(json_array_get(w, (size_t)i));
        snprintf(p->workloads[i], sizeof p->workloads[i], "%s", id ? id : "");
    }
    /* added later: runs stored before them were remote, unbudgeted ones */
    int local = 0, grammar = 0;
    const char *start = "none", *prompt = "full";
    p->repairs = 0;
    p->sampling.top_p = p->sampling.repeat_penalty = -1;
    p->sampling.top_k = -1;
    if (json_unpack_ex(j, &je, 0, "{s?b,s?i,s?s,s?s,s?i,s?b,s?F,s?i,s?F}", "local", &local, "context_window",
                       &p->context_window, "start", &start, "prompt", &prompt, "repairs", &p->repairs,
                       "grammar", &grammar, "top_p", &p->sampling.top_p, "top_k", &p->sampling.top_k,
                       "repeat_penalty", &p->sampling.repeat_penalty) ||
        kb_start_parse(start, &p->start) || kb_prompt_size_parse(prompt, &p->prompt)) {
        kb_err_set(err, "the stored parameters of this run cannot be read (%s): start a new run", je.text);
        json_decref(j);
        return -1;
    }
    p->local = local;
    p->grammar = grammar;
    json_decref(j);
    return 0;
}

int kb_agent_planned_calls(const kb_agent_params *p)
{
    int per = p->strategy == KB_STRATEGY_BEST_OF_N ? p->n
              : p->strategy == KB_STRATEGY_ITERATIVE
                  ? p->rounds
                  : p->impls * p->translate_tries + p->iters * p->beam * p->plans * (1 + p->impls);
    if (p->max_calls > 0 && per > p->max_calls) per = p->max_calls;
    return per * p->n_workloads;
}
