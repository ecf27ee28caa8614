/* spawn.c: shared regions (memfd) and a child's log, for every target's runners (see spawn.h). */
#include "spawn.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

int kb_session_open(kb_session *s, const kb_layout *lay, kb_err *err)
{
    memset(s, 0, sizeof *s);
    s->in_fd = s->out_fd = -1;
    s->lay = *lay;
    if ((s->in_fd = kb_region_create("kbench-inputs", lay->in_size, &s->in, err)) < 0 ||
        (s->out_fd = kb_region_create("kbench-outputs", lay->out_size, &s->out, err)) < 0) {
        kb_session_close(s);
        return -1;
    }
    return 0;
}

void kb_session_close(kb_session *s)
{
    if (s->in) munmap(s->in, s->lay.in_size ? s->lay.in_size : 4096);
    if (s->out) munmap(s->out, s->lay.out_size ? s->lay.out_size : 4096);
    if (s->in_fd >= 0) close(s->in_fd);
    if (s->out_fd >= 0) close(s->out_fd);
    memset(s, 0, sizeof *s);
    s->in_fd = s->out_fd = -1;
}

void kb_drain_tail(int fd, char *tail, size_t cap, size_t *len)
{
    char buf[4096];
    ssize_t n;
    size_t taken = 0;
    while (taken < KB_DRAIN_MAX && (n = read(fd, buf, sizeof buf)) > 0) {
        taken += (size_t)n;
        size_t k = (size_t)n;
        if (k >= cap - 1) {
            memcpy(tail, buf + k - (cap - 1), cap - 1);
            *len = cap - 1;
        } else {
            size_t keep = KB_MIN(*len, cap - 1 - k);
            memmove(tail, tail + *len - keep, keep);
            memcpy(tail + keep, buf, k);
            *len = keep + k;
        }
    }
    tail[*len] = 0;
}

int kb_region_create(const char *name, size_t size, char **map, kb_err *err)
{
    int fd = memfd_create(name, MFD_CLOEXEC);
    if (fd < 0 || ftruncate(fd, (off_t)(size ? size : 4096)) != 0) {
        kb_err_set(err, "cannot create shared memory for %s (%zu MiB): %s", name, size >> 20,
                   strerror(errno));
        if (fd >= 0) close(fd);
        return -1;
    }
    *map = mmap(NULL, size ? size : 4096, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
    if (*map == MAP_FAILED) {
        *map = NULL;
        kb_err_set(err, "cannot map shared memory for %s (%zu MiB): %s", name, size >> 20, strerror(errno));
        close(fd);
        return -1;
    }
    return fd;
}
