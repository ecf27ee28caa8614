/* calls.c: how a contestant's call went, its failures, and verification (session.h). */
#include <seccomp.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cache.h"
#include "session.h"

/* Name the input element at a byte offset of the input region. */
static void describe_input_offset(const session *s, int64_t off, char *buf, size_t cap)
{
    for (int i = 0; i < s->lay.n_in; i++) {
        int64_t start = (int64_t)kb_layout_in(&s->lay, 0, i);
        if (off >= start && off < start + (int64_t)s->lay.in_bytes[i]) {
            const kb_tensor_spec *t = &s->p.w->inputs[i];
            size_t el = (size_t)(off - start) / kb_dtype_size(kb_problem_dtype(&s->p, t));
            snprintf(buf, cap, "it wrote to input %s, element %zu (inputs are read-only)", t->name, el);
            return;
        }
    }
    snprintf(buf, cap, "it wrote into the read-only input region");
}

/* Why a call (or loading) went wrong, as a verdict and a detail, charged to `who`. */
kb_verdict kb_ev_call_verdict(const session *s, const entrant *en, const kb_call *c, const char *when,
                              char *d, size_t cap)
{
    char out[400];
    kb_proc_last_words(&en->proc, out, sizeof out);
    const char *who = en->who;
    switch (c->status) {
    case KB_CALL_OK: return KB_VERDICT_OK;
    case KB_CALL_TIMEOUT:
        snprintf(d, cap, "%s ran past the %.0f s limit %s%s", who, s->lim.timeout_s, when, out);
        return KB_VERDICT_TIMEOUT;
    case KB_CALL_INPUT_WRITE: {
        char w[256];
        describe_input_offset(s, c->fault_offset, w, sizeof w);
        snprintf(d, cap, "%s: %s", who, w);
        return KB_VERDICT_INPUT_MODIFIED;
    }
    case KB_CALL_SANDBOX: {
        char *name = seccomp_syscall_resolve_num_arch(SCMP_ARCH_NATIVE, c->syscall_nr);
        snprintf(d, cap,
                 "%s made a forbidden system call: %s %s (kernels may only compute, "
                 "allocate memory and use threads)",
                 who, name ? name : "?", when);
        free(name);
        return KB_VERDICT_SANDBOX_VIOLATION;
    }
    case KB_CALL_PROTOCOL:
        if (c->byte == KB_REPLY_RETURNED)
            snprintf(d, cap,
                     "%s's process broke the runner protocol %s (it sent kbench a second "
                     "reply: a kernel must not touch the runner's descriptors)%s",
                     who, when, out);
        else if (c->byte >= 32 && c->byte < 127)
            snprintf(d, cap,
                     "%s's process broke the runner protocol %s (it sent '%c' to kbench: a "
                     "kernel must not touch the runner's descriptors)%s",
                     who, when, c->byte, out);
        else
            snprintf(d, cap,
                     "%s's process broke the runner protocol %s (it sent byte %d to kbench: "
                     "a kernel must not touch the runner's descriptors)%s",
                     who, when, c->byte, out);
        return KB_VERDICT_CRASH;
    case KB_CALL_DIED: break;
    }
    if (c->hung_up) {
        snprintf(d, cap,
                 "%s's process stopped answering kbench %s (its reply pipe was closed) and "
                 "was ended: a kernel must not touch the runner's descriptors%s",
                 who, when, out);
        return KB_VERDICT_CRASH;
    }
    if (c->signal == SIGSYS) {
        snprintf(d, cap, "%s made a forbidden system call (SIGSYS) %s%s", who, when, out);
        return KB_VERDICT_SANDBOX_VIOLATION;
    }
    if (c->signal == SIGXCPU) {
        snprintf(d, cap, "%s ran past its CPU-time limit %s%s", who, when, out);
        return KB_VERDICT_TIMEOUT;
    }
    if (c->signal) {
        const char *abbrev = sigabbrev_np(c->signal);
        const char *hint = c->signal == SIGKILL   ? " (killed: out of memory?)"
                           : c->signal == SIGSEGV ? " (invalid memory access; a failed allocation "
                                                    "under the memory limit also ends here)"
                                                  : "";
        snprintf(d, cap, "%s died of SIG%s%s %s%s", who, abbrev ? abbrev : "?", hint, when, out);
        return KB_VERDICT_CRASH;
    }
    if (c->before_ready && c->exit_code == 125) {
        snprintf(d, cap, "the runner's jail could not be set up (%s)%s", kb_jail_describe(), out);
        return KB_VERDICT_HARNESS_ERROR;
    }
    if (c->before_ready && c->exit_code == 127) {
        snprintf(d, cap, "cannot execute the runner %s%s", s->ops->runner(), out);
        return KB_VERDICT_HARNESS_ERROR;
    }
    if (c->before_ready) {
        snprintf(d, cap, "the runner could not start (exit code %d)%s", c->exit_code, out);
        return KB_VERDICT_HARNESS_ERROR;
    }
    if (c->exit_code == KB_RUNNER_EXIT_LOAD && en->kind == KB_PROC_CANDIDATE && en->proc.calls == 0) {
        snprintf(d, cap, "%s cannot be loaded%s", who, out);
        return KB_VERDICT_ABI_ERROR;
    }
    snprintf(d, cap, "%s ended the process (exit code %d) %s instead of returning%s", who, c->exit_code, when,
             out);
    return KB_VERDICT_CRASH;
}

/* A baseline's failure is never a candidate's: lib's is ours, xla's drops xla. */
void kb_ev_baseline_failed(session *s, int i, const kb_call *c, const char *when)
{
    entrant *en = &s->e[i];
    char d[900];
    kb_verdict v = kb_ev_call_verdict(s, en, c, when, d, sizeof d);
    (void)v;
    en->active = false;
    kb_proc_close(&en->proc);
    if (i == s->xla) {
        snprintf(s->xla_note, sizeof s->xla_note, "xla: not timed: %s", d);
        return;
    }
    for (int k = 0; k < s->n_cand; k++)
        if (s->e[k].active) {
            kb_result_set(s->e[k].r, KB_VERDICT_HARNESS_ERROR, "the lib baseline failed: %s", d);
            s->e[k].active = false;
        }
}

/* A candidate's failure: its verdict (or, for the --vs candidate, its reference candidate's). */
void kb_ev_candidate_failed(session *s, int i, kb_verdict v, const char *d)
{
    entrant *en = &s->e[i];
    kb_result_set(en->r, v, "%s", d);
    en->active = false;
    kb_proc_close(&en->proc);
}

/* Fresh inputs into contestant i's input region, its outputs poisoned (every byte of the region,
 * padding too: the poison of every type is all ones), both out of the caches. */
void kb_ev_prepare_call(session *s, int i, const char *inputs)
{
    kb_proc *p = &s->e[i].proc;
    kb_cache_copy_cold(p->in, inputs, s->lay.in_size);
    kb_cache_fill_cold(p->out, KB_POISON_BYTE, s->lay.out_size);
}

/* ---- verification --------------------------------------------------------------------------- */

/* A candidate that asked its jail for more tasks than the cap: a sandbox violation, whatever it
 * made of the refusal. true when it did (the verdict is set). */
bool kb_ev_over_task_cap(session *s, int i)
{
    entrant *en = &s->e[i];
    if (!en->active || !kb_jail_hit_task_cap(&en->proc.jail)) return false;
    char d[300];
    snprintf(d, sizeof d,
             "%s tried to start more threads than its jail allows (%d tasks at once): a kernel needs a "
             "few threads per core",
             en->who, en->proc.jail.max_tasks);
    kb_ev_candidate_failed(s, i, KB_VERDICT_SANDBOX_VIOLATION, d);
    return true;
}

/* Candidate i on every verification set, then on set 0 again (it must still be right). */
void kb_ev_verify(session *s, int i)
{
    entrant *en = &s->e[i];
    int n_sets = s->orc.n_verify;
    for (int k = 0; k <= n_sets; k++) {
        int set = k < n_sets ? k : 0;
        kb_ev_prepare_call(s, i, s->orc.in + kb_layout_in(&s->orc.lay, set, 0));
        kb_call c;
        kb_proc_call(&en->proc, s->lim.timeout_s, &c);
        if (k == 0 || c.wall_s < en->verify_min_s) en->verify_min_s = c.wall_s;
        char d[1000], when[64];
        snprintf(when, sizeof when, "in call %d (verification)", k + 1);
        kb_verdict v = kb_ev_call_verdict(s, en, &c, when, d, sizeof d);
        if (v != KB_VERDICT_OK) {
            kb_ev_candidate_failed(s, i, v, d);
            return;
        }
        char why[1000];
        if (!kb_oracle_check(&s->orc, &s->lay, en->proc.out, set, why, sizeof why)) {
            if (k < n_sets)
                snprintf(d, sizeof d, "%s: %s", en->who, why);
            else
                snprintf(d, sizeof d,
                         "%s: correct the first time, wrong when called again on the "
                         "same inputs: %s",
                         en->who, why);
            kb_ev_candidate_failed(s, i, k < n_sets ? KB_VERDICT_WRONG : KB_VERDICT_NONDETERMINISTIC, d);
            return;
        }
    }
    kb_ev_over_task_cap(s, i);
}

int kb_ev_active_candidates(const session *s)
{
    int n = 0;
    for (int i = 0; i < s->n_cand; i++) n += s->e[i].active;
    return n;
}
