/* target.c: the tpu target's entry in the registry (target.h): Pallas TPU kernels in Python,
 * verified on any machine in JAX's TPU interpret mode and timed against XLA where a TPU is
 * attached (tpu.h, docs/tpu.md). */
#include <stdlib.h>
#include <string.h>

#include "../../agent/context.h"
#include "../target.h"

extern const kb_target kb_target_tpu; /* below; registered by targets.def */
#include "tpu.h"

/* The spec names its own presets (verification and tpu-v6e): p gives the workload and dtype. */
static void spec_write(FILE *f, const kb_problem *p, bool with_rules)
{
    if (with_rules) {
        kb_tpu_spec_write(f, p->w, p->dtype);
        return;
    }
    char *text = kb_tpu_spec_text(p->w, p->dtype);
    fputs(text, f);
    free(text);
}

/* The artifact is all static: the TPU it describes is not this machine. */
static int context_load(kb_context *c, const kb_machine *m, const kb_peaks *p, kb_err *err)
{
    (void)m, (void)p, (void)err;
    return kb_context_build_static(c, kb_target_tpu.name, kb_target_tpu.fence, "in TPU interpret mode");
}

/* TPU v6e per chip: a time is measured there (at tpu-v6e), whatever this host is. */
static int peaks(const kb_problem *p, const kb_eval_opts *o, double *flop_s, double *byte_s)
{
    (void)p, (void)o;
    *flop_s = KB_TPU_V6E_BF16_FLOPS;
    *byte_s = KB_TPU_V6E_HBM_BYTES_S;
    return 0;
}

static void run_banner(FILE *f, const kb_eval_opts *o)
{
    fprintf(f,
            "kbench run: target tpu, %s: verified in TPU interpret mode at each workload's "
            "verification preset%s\n",
            kb_dtype_name(o->dtype), o->measure ? ", timed against XLA where a TPU is attached" : "");
}

const kb_target kb_target_tpu = {
    .api_version = KB_TARGET_API_VERSION,
    .name = "tpu",
    .source_ext = "py",
    .fence = "python",
    .words =
        {
            .language = "Pallas TPU kernels in Python",
            .reply_rule = "Reply with the complete Python file in one ```python fenced block: it must define "
                          "kernel(...) with exactly the signature given and do its work in pl.pallas_call "
                          "(Pallas TPU). Explanations, if any, go before the block.",
            .api_title = "the installed JAX's Pallas",
            .api_what = "Pallas TPU API, as prompts get it",
            .api_full_what = "the same (generated whole)",
            .task_note = NULL,
            .starter_kind = "Pallas TPU ",
            .comment_open = "#",
            .comment_close = "",
            .usage = "Pallas kernels (.py), checked in TPU interpret mode, timed on a TPU",
        },
    .run_shipped_only = true,
    .verify_preset = kb_tpu_preset,
    .spec_write = spec_write,
    .starter = kb_tpu_starter,
    .context_load = context_load,
    .context_file = kb_tpu_context_file,
    .context_examples = kb_tpu_context_examples,
    .api_full = NULL,
    .supports = NULL,
    .prepare = NULL,
    .evaluate = kb_tpu_evaluate,
    .evaluate_group = NULL,
    .peaks = peaks,
    .uses_host_peaks = false,
    .run_banner = run_banner,
};
