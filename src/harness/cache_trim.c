/* cache_trim.c: the compile cache under its cap (cache_trim.h). */
#include "cache_trim.h"

#include <dirent.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "../core/util.h"

#define SPARE_S 600 /* an entry used this recently may be in use: never removed */

const char *kb_cache_dir(void)
{
    static char dir[1024];
    if (dir[0]) return dir;
    const char *e = getenv("KBENCH_CACHE"), *x = getenv("XDG_CACHE_HOME"), *h = getenv("HOME");
    if (e && *e)
        snprintf(dir, sizeof dir, "%s", e);
    else if (x && *x)
        snprintf(dir, sizeof dir, "%s/kbench", x);
    else
        snprintf(dir, sizeof dir, "%s/.cache/kbench", h && *h ? h : "/tmp");
    return dir;
}

static size_t cap_of(const char *var, long dflt)
{
    const char *e = getenv(var);
    long mb = e && *e ? strtol(e, NULL, 10) : dflt;
    return (size_t)(mb > 0 ? mb : dflt) << 20;
}

size_t kb_cache_cap(void) { return cap_of("KBENCH_CACHE_MAX_MB", 4096); }
size_t kb_ref_cache_cap(void) { return cap_of("KBENCH_REF_CACHE_MAX_MB", 16384); }

void kb_cache_touch(const char *path) { utimensat(AT_FDCWD, path, NULL, 0); }

typedef struct entry {
    char *path;
    time_t used;
    size_t size;
} entry;

static int by_age(const void *a, const void *b)
{
    const entry *x = a, *y = b;
    return (x->used > y->used) - (x->used < y->used);
}

/* What is not a cache entry: never trimmed. */
static int kept(const char *name)
{
    return !strcmp(name, "run-seed") || !strncmp(name, "screen-reference", 16) || name[0] == '.';
}

static void scan(const char *dir, entry **es, size_t *n, size_t *cap, size_t *total)
{
    DIR *d = opendir(dir);
    for (struct dirent *e; d && (e = readdir(d));) {
        if (kept(e->d_name)) continue;
        char *path = kb_xasprintf("%s/%s", dir, e->d_name);
        struct stat st;
        if (lstat(path, &st) != 0 || !S_ISREG(st.st_mode)) {
            free(path);
            continue;
        }
        if (*n == *cap) *es = kb_xrealloc(*es, (*cap = *cap ? 2 * *cap : 256) * sizeof **es);
        (*es)[(*n)++] = (entry){path, st.st_mtime, (size_t)st.st_size};
        *total += (size_t)st.st_size;
    }
    if (d) closedir(d);
}

/* One pool (a directory's entries) down to its cap, least recently used first. */
static size_t trim_pool(const char *dir, size_t cap)
{
    entry *es = NULL;
    size_t n = 0, n_cap = 0, total = 0, removed = 0;
    scan(dir, &es, &n, &n_cap, &total);
    if (total > cap) {
        qsort(es, n, sizeof *es, by_age);
        time_t now = time(NULL);
        /* down to nine tenths of the cap, so that trimming is not needed again at once */
        for (size_t i = 0; i < n && total - removed > cap / 10 * 9; i++)
            if (now - es[i].used > SPARE_S && unlink(es[i].path) == 0) removed += es[i].size;
    }
    for (size_t i = 0; i < n; i++) free(es[i].path);
    free(es);
    return removed;
}

size_t kb_cache_trim(const char *dir, size_t cap, size_t ref_cap)
{
    char *ref = kb_xasprintf("%s/ref", dir);
    size_t removed = trim_pool(dir, cap) + trim_pool(ref, ref_cap);
    free(ref);
    return removed;
}
