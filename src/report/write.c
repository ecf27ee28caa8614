/* write.c: a report's files: the page, its Markdown twin, and each chart as an SVG file of its
 * own (what the twin shows). Each file is written whole or not at all (kb_write_file). */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "report.h"

typedef struct buf {
    char *data;
    size_t len;
    FILE *f;
} buf;

static FILE *buf_open(buf *b)
{
    memset(b, 0, sizeof *b);
    b->f = open_memstream(&b->data, &b->len);
    KB_ASSERT(b->f);
    return b->f;
}

/* Close b and write it to dir/name. */
static int buf_save(buf *b, const char *dir, const char *name, kb_err *err)
{
    fclose(b->f);
    char *path = kb_xasprintf("%s/%s", dir, name);
    int rc = kb_write_file(path, b->data, b->len);
    if (rc) kb_err_set(err, "cannot write %s: %s", path, strerror(errno));
    free(path);
    free(b->data);
    return rc;
}

static void buf_drop(buf *b)
{
    fclose(b->f);
    free(b->data);
}

int kb_report_write(const kb_rep_run *r, const char *dir, kb_err *err)
{
    if (kb_mkdirs(dir, 0755)) {
        kb_err_set(err, "cannot make the directory %s: %s", dir, strerror(errno));
        return -1;
    }
    static const struct {
        const char *file;
        unsigned flag;
        int (*draw)(FILE *, const kb_rep_run *, bool);
    } charts[] = {
        {"speedups.svg", KB_REP_CHART_SPEEDUPS, kb_svg_speedups},
        {"roofline.svg", KB_REP_CHART_ROOFLINE, kb_svg_roofline},
        {"trajectory.svg", KB_REP_CHART_TRAJECTORY, kb_svg_trajectory},
    };
    unsigned have = 0;
    buf b;
    for (size_t i = 0; i < KB_ARRAY_LEN(charts); i++) {
        if (charts[i].draw(buf_open(&b), r, true) < 0) {
            /* nothing to draw: no chart left over from an earlier report either */
            buf_drop(&b);
            char *path = kb_xasprintf("%s/%s", dir, charts[i].file);
            unlink(path);
            free(path);
            continue;
        }
        if (buf_save(&b, dir, charts[i].file, err)) return -1;
        have |= charts[i].flag;
    }
    kb_report_markdown(buf_open(&b), r, have);
    if (buf_save(&b, dir, "report.md", err)) return -1;
    kb_report_html(buf_open(&b), r);
    return buf_save(&b, dir, "report.html", err);
}
