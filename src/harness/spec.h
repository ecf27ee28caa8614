/* spec.h: a problem described for a candidate's author (kbench show; an agent's task). */
#ifndef KB_SPEC_H
#define KB_SPEC_H

#include <stdio.h>
#include "../suite/workload.h"

void kb_spec_write(FILE *f, const kb_problem *p);
char *kb_spec_text(const kb_problem *p);   /* the same, as a heap string */

#endif
