/* cache_trim.h: the compile cache kept under size caps (evaluation v3).
 *
 * The cache (kb_cache_dir) holds two pools. Compiled candidates and their compile logs grow by
 * one object per distinct source, which a candidate influences and a loop of agents writes by
 * the thousand: capped at $KBENCH_CACHE_MAX_MB (default 4096). The reference outputs under ref/
 * are kbench's own: the verification sets' and the audit sets' of every workload, preset and
 * dtype evaluated with this build (an evaluation at `cpu` opens a dozen audit sets; `kbench run`
 * at `cpu` keeps several GiB): capped apart at $KBENCH_REF_CACHE_MAX_MB (default 16384), so that
 * no number of candidates can push them out. After each new entry its pool is trimmed back to
 * its cap, least recently used first (a use refreshes an entry's time: kb_cache_touch), sparing
 * what a running evaluation may still need (entries used in the last ten minutes) and what is
 * not a cache entry (the secret run seed, the screen's reference objects). */
#ifndef KB_CACHE_TRIM_H
#define KB_CACHE_TRIM_H

#include <stddef.h>

/* The cache directory: $KBENCH_CACHE, else $XDG_CACHE_HOME/kbench, else ~/.cache/kbench. */
const char *kb_cache_dir(void);

/* The caps in bytes: the compile entries', the references'. */
size_t kb_cache_cap(void);
size_t kb_ref_cache_cap(void);
/* Mark an entry as used now. */
void kb_cache_touch(const char *path);
/* Trim dir's entries to cap and dir/ref's to ref_cap. Returns the bytes removed. Best effort:
 * errors are ignored (a cache that cannot be trimmed costs disk, never a result). */
size_t kb_cache_trim(const char *dir, size_t cap, size_t ref_cap);

#endif
