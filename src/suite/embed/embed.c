/* embed.c: files compiled into the binary, so that kbench works from any directory:
 * the candidate header (written next to every compiled candidate), each workload's source (for
 * `kbench show`, which prints its reference), the reference library's sources (`show` prints the
 * helpers a reference calls) and each shipped naive candidate (`kbench init`).
 * The assembler's .incbin reads them at build time; KB_ROOT is the repository. */
#include "embed.h"

#include <string.h>

#define KB_INCBIN(sym, path)                                                                   \
    __asm__(".section .rodata\n.global " #sym "\n.type " #sym ", @object\n.balign 16\n" #sym \
            ":\n.incbin \"" path "\"\n.byte 0\n.previous\n");                                 \
    extern const char sym[];

KB_INCBIN(kb_embed_kbench_h, KB_ROOT "/include/kbench.h")
#define KB_WORKLOAD(id)                                                   \
    KB_INCBIN(kb_naive_##id, KB_ROOT "/kernels/cpu/" #id "/naive.c")      \
    KB_INCBIN(kb_source_##id, KB_ROOT "/src/suite/" #id ".c")
#include "../workloads.def"
#undef KB_WORKLOAD
#define KB_REF_FILE(sym, name) KB_INCBIN(kb_ref_src_##sym, KB_ROOT "/src/suite/ref/" name)
#include "../ref/ref_files.def"
#undef KB_REF_FILE

static const struct {
    const char *id, *naive, *source;
} files[] = {
#define KB_WORKLOAD(id) {#id, kb_naive_##id, kb_source_##id},
#include "../workloads.def"
#undef KB_WORKLOAD
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
        if (!strcmp(files[i].id, id)) return files[i].naive;
    return NULL;
}

const char *kb_embed_source(const char *id)
{
    for (size_t i = 0; i < sizeof files / sizeof files[0]; i++)
        if (!strcmp(files[i].id, id)) return files[i].source;
    return NULL;
}

size_t kb_embed_ref_count(void) { return sizeof ref_files / sizeof ref_files[0]; }

const char *kb_embed_ref_name(size_t i) { return i < kb_embed_ref_count() ? ref_files[i].name : NULL; }

const char *kb_embed_ref_text(size_t i) { return i < kb_embed_ref_count() ? ref_files[i].text : NULL; }
