/* embed.c: files compiled into the binary, so that kbench works from any directory:
 * the candidate header (written next to every compiled candidate), each workload's source (for
 * `kbench show`, which prints its reference; a family's instances share the family's file), the reference library's sources (`show` prints the
 * helpers a reference calls) and each shipped naive candidate (`kbench init`).
 * The assembler's .incbin reads them at build time; KB_ROOT is the repository. */
#include "embed.h"

#include <string.h>

#include "../../core/incbin.h"

KB_INCBIN(kb_embed_kbench_h, KB_ROOT "/include/kbench.h")
#define KB_WORKLOAD(id)                                              \
    KB_INCBIN(kb_naive_##id, KB_ROOT "/kernels/cpu/" #id "/naive.c") \
    KB_INCBIN(kb_source_##id, KB_ROOT "/src/suite/" #id ".c")
#include "../workloads.def"
#undef KB_WORKLOAD
/* the level-1 families: each row's naive candidate, each family's source */
#define KB_ROW(num3, num, name, ...) \
    KB_INCBIN(kb_naive_kb1_##num3##_##name, KB_ROOT "/kernels/cpu/kb1_" #num3 "_" #name "/naive.c")
#define KB_FAMILY(f) KB_INCBIN(kb_family_##f, KB_ROOT "/src/suite/kb1/" #f ".c")
#include "../kb1/families.def"
#undef KB_FAMILY
#undef KB_ROW
/* the level-2 families, the same way */
#define KB_ROW(num3, num, name, ...) \
    KB_INCBIN(kb_naive_kb2_##num3##_##name, KB_ROOT "/kernels/cpu/kb2_" #num3 "_" #name "/naive.c")
#define KB_FAMILY(f) KB_INCBIN(kb_family_##f, KB_ROOT "/src/suite/kb2/" #f ".c")
#include "../kb2/families.def"
#undef KB_FAMILY
#undef KB_ROW
#define KB_REF_FILE(sym, name) KB_INCBIN(kb_ref_src_##sym, KB_ROOT "/src/suite/ref/" name)
#include "../ref/ref_files.def"
#undef KB_REF_FILE

static const struct {
    const char *id, *naive, *source;
} files[] = {
#define KB_WORKLOAD(id) {#id, kb_naive_##id, kb_source_##id},
#include "../workloads.def"
#undef KB_WORKLOAD
/* a family's rows follow its KB_FAMILY line, an entry without id that holds the family's
 * source, which is each row's */
#define KB_FAMILY(f) {NULL, NULL, kb_family_##f},
#define KB_ROW(num3, num, name, ...) {"kb1_" #num3 "_" #name, kb_naive_kb1_##num3##_##name, NULL},
#include "../kb1/families.def"
#undef KB_ROW
#define KB_ROW(num3, num, name, ...) {"kb2_" #num3 "_" #name, kb_naive_kb2_##num3##_##name, NULL},
#include "../kb2/families.def"
#undef KB_ROW
#undef KB_FAMILY
};

static const struct {
    const char *name, *text;
} ref_files[] = {
#define KB_REF_FILE(sym, name) {name, kb_ref_src_##sym},
#include "../ref/ref_files.def"
#undef KB_REF_FILE
};

const char *kb_embed_header(void) { return kb_embed_kbench_h; }

const char *kb_embed_naive(const char *id)
{
    for (size_t i = 0; i < sizeof files / sizeof files[0]; i++)
        if (files[i].id && !strcmp(files[i].id, id)) return files[i].naive;
    return NULL;
}

const char *kb_embed_source(const char *id)
{
    for (size_t i = 0; i < sizeof files / sizeof files[0]; i++) {
        if (!files[i].id || strcmp(files[i].id, id)) continue;
        size_t k = i;
        while (!files[k].source) k--; /* a family's row: the family's entry comes first */
        return files[k].source;
    }
    return NULL;
}

size_t kb_embed_ref_count(void) { return sizeof ref_files / sizeof ref_files[0]; }

const char *kb_embed_ref_name(size_t i) { return i < kb_embed_ref_count() ? ref_files[i].name : NULL; }

const char *kb_embed_ref_text(size_t i) { return i < kb_embed_ref_count() ? ref_files[i].text : NULL; }
