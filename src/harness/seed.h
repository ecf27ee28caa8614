/* seed.h: the secret verification seed, kept in a file only its owner can read. One reader for
 * every path that takes a seed from a file: the machine's own (<cache>/run-seed), and the one a
 * sharded run's tasks share ($KBENCH_SEED_FILE or --seed-file, src/cli/shard.c). */
#ifndef KB_HARNESS_SEED_H
#define KB_HARNESS_SEED_H

#include <stdint.h>

#include "../core/util.h"

/* The seed in `path`: a regular file of this user's that nobody else can read or write, holding
 * one hexadecimal number. Returns 0; 1 when there is no such file; -1 with err set when it exists
 * but is not private or holds anything else (err names the problem and the fix). */
int kb_seed_file_read(const char *path, uint64_t *seed, kb_err *err);

/* The machine's secret verification seed ($KBENCH_SEED_FILE, else <cache>/run-seed, mode 0600),
 * made on first use. Returns 0, or -1 with err set when it cannot be read or kept (seed is then
 * fresh, and an existing file is left as it is). */
int kb_secret_seed(uint64_t *seed, kb_err *err);

#endif
