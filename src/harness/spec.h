/* spec.h: a problem described for a candidate's author (kbench show; an agent's task). */
#ifndef KB_SPEC_H
#define KB_SPEC_H

#include <jansson.h>
#include <stdio.h>
#include "../suite/workload.h"

void kb_spec_write(FILE *f, const kb_problem *p);
char *kb_spec_text(const kb_problem *p); /* the same, as a heap string */
/* Workload id's reference function (cut from its embedded source between its kb:reference
 * markers), then the body of every kb_ref_* function or type it names, transitively, each once
 * (cut from the embedded src/suite/ref/ between kb:ref markers). Every target's spec ends so. */
void kb_spec_write_reference(FILE *f, const char *id);
/* The machine-readable spec (`kbench show --json`; tools/xla reads it): id, preset, dtype,
 * params {name: value}, scalars {name: value}, inputs and outputs in ABI order as
 * [{name, kind "float"|"int32", dtype "bf16"|"f32"|"int32" (storage), dims [ints]}], and
 * tolerances {bf16: {atol, rtol, nmse}, f32: {atol, rtol, nmse}}. The caller owns the result. */
json_t *kb_spec_json(const kb_problem *p);

/* One line: the workload's hard input distribution, what it is for and which inputs it changes. */
void kb_spec_write_hard(FILE *f, const kb_workload *w);

#endif
