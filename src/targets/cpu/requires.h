/* requires.h: what a candidate needs to run, and whether this machine and evaluation have it.
 *
 * A candidate declares `KB_REQUIRES(bf16, amx_bf16);` at file scope (see kbench.h): the dtypes
 * it computes (none named: every dtype) and the ISA features it uses. The harness reads the
 * declarations from the source text as it reads KB_TUNE's, and checks them against cpuid, the
 * kernel's AMX permission and the evaluation's dtype before anything is compiled: an
 * unsupported candidate is skipped with the reason (ggml's "not supported"), not failed. */
#ifndef KB_REQUIRES_H
#define KB_REQUIRES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "../../core/dtype.h"

/* One bit per name of KB_REQUIRES_NAMES (kbench.h), in that order. */
#define KB_REQ_BIT_(name) KB_REQ_##name,
enum kb_req_name { KB_REQUIRES_NAMES(KB_REQ_BIT_) KB_REQ_COUNT };
_Static_assert(KB_REQ_COUNT <= 64, "the requirements are a 64-bit mask");

typedef struct kb_requires {
    uint64_t need; /* bits 1 << KB_REQ_<name> of every name declared */
} kb_requires;

/* Parse every KB_REQUIRES declaration of src (several add up). Returns 0, or -1 with a message
 * naming the line and the problem; an unknown name's message lists the known names. */
int kb_requires_parse(const char *src, kb_requires *r, char *err, size_t cap);

/* The names this machine provides (cpuid, the OS's XSAVE state and, for amx_*, whether the
 * kernel grants a process the tile data permission), as KB_REQ_ bits; dtype bits are not set.
 * Detected once per process. */
uint64_t kb_requires_machine(void);

/* Whether a candidate with r runs here at dtype dt, given the features have (normally
 * kb_requires_machine()). When not, why says "needs amx_bf16" or "needs f32" (what is missing,
 * comma-separated). */
bool kb_requires_met(const kb_requires *r, kb_dtype dt, uint64_t have, char *why, size_t cap);

/* The whole check for a candidate file: 1 it can run here (or declares nothing, or cannot be
 * read: evaluating it says so), 0 it cannot (why: "needs ..."), -1 its declaration is malformed
 * (why: the message; compiling it fails too, since an unknown name is no kb_requires_ constant). */
int kb_requires_check_file(const char *path, kb_dtype dt, char *why, size_t cap);

#endif
