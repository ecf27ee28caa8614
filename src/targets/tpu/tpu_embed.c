/* tpu_embed.c: the tpu target's starting kernels (kernels/tpu/<id>/naive.py), compiled into the
 * binary for `kbench init <id> --target tpu`. The assembler's .incbin reads each at build time
 * (KB_ROOT is the repository; the Makefile lists them as prerequisites of this object). Every
 * workload of workloads.def has one: a missing file fails the build, not `init`. */
#include <string.h>

#include "tpu.h"
#include "../../core/incbin.h"

#define KB_WORKLOAD(id) KB_INCBIN(kb_tpu_naive_##id, KB_ROOT "/kernels/tpu/" #id "/naive.py")
#include "../../suite/workloads.def"
#undef KB_WORKLOAD

static const struct {
    const char *id, *source;
} starters[] = {
#define KB_WORKLOAD(id) {#id, kb_tpu_naive_##id},
#include "../../suite/workloads.def"
#undef KB_WORKLOAD
};

const char *kb_tpu_starter(const kb_workload *w)
{
    for (size_t i = 0; i < KB_ARRAY_LEN(starters); i++)
        if (!strcmp(starters[i].id, w->id)) return starters[i].source;
    return NULL;
}
