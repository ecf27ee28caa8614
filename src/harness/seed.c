/* seed.c: see seed.h. */
#include "seed.h"

#include <errno.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../core/rng.h"
#include "cache_trim.h"

int kb_seed_file_read(const char *path, uint64_t *seed, kb_err *err)
{
    struct stat st;
    if (stat(path, &st) != 0) {
        if (errno == ENOENT) return 1;
        kb_err_set(err, "seed file %s: %s", path, strerror(errno));
        return -1;
    }
    if (!S_ISREG(st.st_mode) || st.st_uid != geteuid() || (st.st_mode & 077)) {
        kb_err_set(err,
                   "seed file %s must be a file of yours that nobody else can read or write "
                   "(it holds the secret seed): chmod 600 %s",
                   path, path);
        return -1;
    }
    char *txt = kb_read_file(path, NULL);
    char *p = txt, *end = NULL;
    while (p && (*p == ' ' || *p == '\n' || *p == '\t')) p++;
    if (p) *seed = strtoull(p, &end, 16);
    bool ok = p && end != p;
    while (ok && *end) ok = *end == ' ' || *end == '\n' || *end == '\t', end++;
    free(txt);
    if (!ok) {
        kb_err_set(err,
                   "seed file %s must hold one hexadecimal seed (e.g. from "
                   "`od -An -tx8 -N8 /dev/urandom`)",
                   path);
        return -1;
    }
    return 0;
}

int kb_secret_seed(uint64_t *seed, kb_err *err)
{
    const char *env = getenv("KBENCH_SEED_FILE");
    char *path = env && *env ? kb_xstrdup(env) : kb_xasprintf("%s/run-seed", kb_cache_dir());
    int rc = kb_seed_file_read(path, seed, err);
    if (rc < 0) *seed = kb_rng_fresh_seed();
    if (rc == 1) {
        rc = 0;
        *seed = kb_rng_fresh_seed();
        char buf[32];
        snprintf(buf, sizeof buf, "%016llx\n", (unsigned long long)*seed);
        char *dir = kb_xstrdup(path), *slash = strrchr(dir, '/');
        if (slash) *slash = 0;
        if ((slash && kb_mkdirs(dir, 0700) != 0) || kb_write_file(path, buf, strlen(buf)) != 0 ||
            chmod(path, 0600) != 0) {
            kb_err_set(err,
                       "cannot keep the secret seed in %s (set KBENCH_CACHE to a writable "
                       "directory)",
                       path);
            rc = -1;
        }
        free(dir);
    }
    free(path);
    return rc;
}
