/* tune.h: a candidate's tunable parameters and the configurations a tuner tries.
 *
 * A candidate declares a parameter with `KB_TUNE(name, default, v1, v2, ...);` on a line of its
 * own (see kbench.h). The harness reads those declarations from the source text (comments and
 * string literals skipped), always compiles with one -DKB_TUNE_<name>=<value> per parameter, and
 * `kbench tune` walks the grid of declared values, or a random sample of it. A configuration is
 * one value index per parameter; configurations are numbered in mixed radix, the first
 * parameter varying slowest. */
#ifndef KB_TUNE_H
#define KB_TUNE_H

#include <stddef.h>
#include <stdint.h>

#define KB_TUNE_MAX_PARAMS 8
#define KB_TUNE_MAX_VALUES 16
#define KB_TUNE_MAX_GRID 100000

typedef struct kb_tune_param {
    char name[32];
    long def; /* the default: what eval and run compile with */
    int n;    /* values the tuner tries */
    long v[KB_TUNE_MAX_VALUES];
} kb_tune_param;

typedef struct kb_tune_space {
    int n; /* parameters declared (0: nothing to tune) */
    kb_tune_param p[KB_TUNE_MAX_PARAMS];
} kb_tune_space;

/* The scanner under kb_tune_parse and kb_requires_parse: calls decl(s, &line, ctx, err, cap) at
 * every use of the identifier `name` in src outside comments, string and character literals and
 * preprocessor directives (so `#define KB_TUNE ...` is not a declaration), with s just past the
 * name and line its line number. decl returns where to go on scanning, or NULL with a message in
 * err to stop. Returns 0, or -1 when a decl stopped it. */
typedef const char *(*kb_src_decl_fn)(const char *s, int *line, void *ctx, char *err, size_t cap);
int kb_src_scan(const char *src, const char *name, kb_src_decl_fn decl, void *ctx, char *err, size_t cap);

/* Parse the declarations of a candidate's source. Returns 0, or -1 with a message that names
 * the line and what is wrong (malformed declaration, duplicate name, too many values). */
int kb_tune_parse(const char *src, kb_tune_space *s, char *err, size_t cap);

/* How many configurations the grid has (the product of the value counts; 1 with no params). */
size_t kb_tune_grid_size(const kb_tune_space *s);

/* The value indices of configuration `index` of the grid. */
void kb_tune_config(const kb_tune_space *s, size_t index, int choice[KB_TUNE_MAX_PARAMS]);

/* The grid index of the configuration holding every parameter's default, or SIZE_MAX when some
 * default is not among its parameter's values. */
size_t kb_tune_default_index(const kb_tune_space *s);

/* A random sample of n distinct grid indices (all of them, in order, when n >= the grid size),
 * drawn from seed; the default configuration first when it is on the grid. Returns how many
 * were written to out (capacity n). */
size_t kb_tune_sample(const kb_tune_space *s, size_t n, uint64_t seed, size_t *out);

/* "-DKB_TUNE_MB=32 -DKB_TUNE_NB=64": the flags of a configuration (choice NULL: the defaults). */
void kb_tune_flags(const kb_tune_space *s, const int *choice, char *buf, size_t cap);

/* The compile flags for a candidate whose source declares s, given extra flags a tuner chose:
 * every token of extra must be -DKB_TUNE_<declared name>=<integer>; parameters extra leaves out
 * get their defaults. Returns 0 and writes "-DKB_TUNE_..." (possibly empty) to buf, or -1 with
 * a message. */
int kb_tune_compile_flags(const kb_tune_space *s, const char *extra, char *buf, size_t cap, char *err,
                          size_t errcap);

#endif
