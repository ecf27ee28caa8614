/* suite_util.h: test helpers that materialise a workload's problem in memory: inputs for a seed,
 * the reference outputs, the lib baseline outputs. Header-only, for the Criterion tests. */
#ifndef KB_TEST_SUITE_UTIL_H
#define KB_TEST_SUITE_UTIL_H

#include <stdlib.h>
#include "suite/workload.h"

typedef struct tproblem {
    kb_problem p;
    int ni, no;
    void *in[KB_MAX_TENSORS];      /* storage type */
    float *in_f32[KB_MAX_TENSORS]; /* f32 view for the reference (int tensors: the int32 data) */
    float *ref[KB_MAX_TENSORS];    /* reference outputs */
} tproblem;

static inline void tproblem_inputs_dist(tproblem *t, uint64_t seed, kb_dist dist)
{
    for (int i = 0; i < t->ni; i++) {
        const kb_tensor_spec *s = &t->p.w->inputs[i];
        size_t n = kb_problem_numel(&t->p, s);
        kb_problem_generate_dist(&t->p, i, seed, dist, t->in[i]);
        if (s->kind == KB_KIND_INT32)
            memcpy(t->in_f32[i], t->in[i], n * 4);
        else
            kb_dtype_to_f32(t->p.dtype, t->in[i], t->in_f32[i], n);
    }
}

static inline void tproblem_inputs(tproblem *t, uint64_t seed)
{
    tproblem_inputs_dist(t, seed, KB_DIST_TYPICAL);
}

static inline void tproblem_reference(tproblem *t)
{
    t->p.w->reference(&t->p, (const void *const *)t->in_f32, t->ref);
}

static inline void tproblem_init_dist(tproblem *t, const kb_workload *w, const char *preset, kb_dtype dt,
                                      uint64_t seed, kb_dist dist)
{
    memset(t, 0, sizeof *t);
    kb_err err;
    KB_ASSERT(kb_problem_init(&t->p, w, preset, dt, 2, &err) == 0);
    t->ni = kb_problem_n_inputs(&t->p);
    t->no = kb_problem_n_outputs(&t->p);
    for (int i = 0; i < t->ni; i++) {
        size_t n = kb_problem_numel(&t->p, &w->inputs[i]);
        t->in[i] = kb_xaligned(n * 4);
        t->in_f32[i] = kb_xaligned(n * 4);
    }
    for (int o = 0; o < t->no; o++) t->ref[o] = kb_xaligned(kb_problem_numel(&t->p, &w->outputs[o]) * 4);
    tproblem_inputs_dist(t, seed, dist);
    tproblem_reference(t);
}

static inline void tproblem_init(tproblem *t, const kb_workload *w, const char *preset, kb_dtype dt,
                                 uint64_t seed)
{
    tproblem_init_dist(t, w, preset, dt, seed, KB_DIST_TYPICAL);
}

static inline void tproblem_free(tproblem *t)
{
    for (int i = 0; i < t->ni; i++) free(t->in[i]), free(t->in_f32[i]);
    for (int o = 0; o < t->no; o++) free(t->ref[o]);
}

#endif
