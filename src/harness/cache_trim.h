/* cache_trim.h: the compile cache kept under a size cap (evaluation v3).
 *
 * The cache (kb_cache_dir: compiled candidates, their compile logs, the reference outputs under
 * ref/) grows by one object per distinct source, and a loop of agents writes thousands. After each
 * new entry it is trimmed back to its cap, least recently used first (a use refreshes an entry's
 * time: kb_cache_touch), sparing what a running evaluation may still need (entries used in the
 * last ten minutes) and what is not a cache entry (the secret run seed, the screen's reference
 * objects). The cap is $KBENCH_CACHE_MAX_MB (default 4096). */
#ifndef KB_CACHE_TRIM_H
#define KB_CACHE_TRIM_H

#include <stddef.h>

/* The cache directory: $KBENCH_CACHE, else $XDG_CACHE_HOME/kbench, else ~/.cache/kbench. */
const char *kb_cache_dir(void);

/* The cap in bytes. */
size_t kb_cache_cap(void);
/* Mark an entry as used now. */
void kb_cache_touch(const char *path);
/* Trim dir (and dir/ref) to the cap. Returns the bytes removed. Best effort: errors are ignored
 * (a cache that cannot be trimmed costs disk, never a result). */
size_t kb_cache_trim(const char *dir, size_t cap);

#endif
