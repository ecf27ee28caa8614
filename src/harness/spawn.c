/* spawn.c: shared regions (memfd) for the tpu target's runner (see spawn.h). */
#include "spawn.h"

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
