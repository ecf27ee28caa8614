/* best_of_n.c: best-of-n: --samples independent attempts from the start (the root), each
 * failed one given its --repairs; the best correct one is the workload's. */
#include <stdlib.h>
#include <string.h>

#include "../../core/util.h"
#include "../strategy.h"

int kb_best_of_n(kb_engine *e, const kb_problem *pb)
{
    kb_task t;
    kb_task_open(&t, e, pb);
    int rc = 0;
    const kb_cand *root = kb_task_root(&t, pb, &rc);
    int n = rc ? 0 : KB_MIN(t.p->n, kb_engine_allowance(e, t.wl));
    if (n > 0) {
        kb_call *calls = kb_xcalloc((size_t)n, sizeof *calls);
        kb_cand **cands = kb_xcalloc((size_t)n, sizeof *cands);
        const kb_cand **current = kb_xcalloc((size_t)n, sizeof *current);
        for (int i = 0; i < n; i++) {
            char key[160];
            snprintf(key, sizeof key, "%s/s%d", t.wl, i);
            kb_task_code_call(&t, &calls[i], key,
                              &(kb_ask){.kind = KB_ASK_WRITE, .current = root, .i = i, .n = t.p->n}, 0);
            cands[i] = calls[i].cand;
            current[i] = root;
        }
        rc = kb_task_run_calls(&t, calls, n);
        if (rc == 0) rc = kb_task_repair(&t, cands, current, n);
        free(calls);
        free(cands);
        free(current);
    }
    kb_task_close(&t);
    return rc;
}

int kb_best_of_n_calls(const kb_agent_params *p) { return p->n; }
