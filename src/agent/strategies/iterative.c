/* iterative.c: iterative refinement: --rounds attempts in a line, each shown the previous one with
 * what the harness said, and asked to improve the best correct program so far. */
#include <stdlib.h>
#include <string.h>

#include "../../core/util.h"
#include "../strategy.h"

int kb_iterative(kb_engine *e, const kb_problem *pb)
{
    kb_task t;
    kb_task_open(&t, e, pb);
    int rc = 0;
    const kb_cand *root = kb_task_root(&t, pb, &rc);
    const kb_cand *prev = NULL, *best = NULL;
    for (int r = 0; r < t.p->rounds && rc == 0 && kb_engine_allowance(e, t.wl) > 0; r++) {
        char key[160];
        snprintf(key, sizeof key, "%s/r%d", t.wl, r);
        kb_call c;
        /* the program to improve: the best correct attempt so far, else the root */
        const kb_cand *current = best ? best : root;
        kb_task_code_call(&t, &c, key,
                          &(kb_ask){.kind = prev ? KB_ASK_FEEDBACK : KB_ASK_WRITE,
                                    .current = current,
                                    .prev = prev,
                                    .best = best},
                          r);
        kb_cand *cand = c.cand;
        rc = kb_task_run_calls(&t, &c, 1);
        if (!cand->done) break; /* the run stopped (replay of an unfinished run) */
        prev = cand;
        best = kb_cand_better(best, cand);
    }
    kb_task_close(&t);
    return rc;
}

int kb_iterative_calls(const kb_agent_params *p) { return p->rounds; }
