/* term.c: colour and the progress bar of term.h. */
#include "term.h"

#include <pthread.h>
#include <stdarg.h>

#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include "util.h"

static bool is_tty(FILE *f) { return isatty(fileno(f)) == 1; }

bool kb_term_color(FILE *f)
{
    const char *nc = getenv("NO_COLOR"), *term = getenv("TERM");
    if (nc && *nc) return false;
    if (term && !strcmp(term, "dumb")) return false;
    return is_tty(f);
}

int kb_term_width(FILE *f)
{
    const char *c = getenv("COLUMNS");
    int w = c ? atoi(c) : 0;
    struct winsize ws;
    if (w <= 0 && is_tty(f) && ioctl(fileno(f), TIOCGWINSZ, &ws) == 0) w = ws.ws_col;
    return w >= 20 ? w : 100;
}

const char *kb_term_on(FILE *f, kb_term_style s)
{
    static const char *const codes[] = {[KB_TERM_GREEN] = "\033[32m",
                                        [KB_TERM_RED] = "\033[31m",
                                        [KB_TERM_YELLOW] = "\033[33m",
                                        [KB_TERM_DIM] = "\033[2m",
                                        [KB_TERM_BOLD] = "\033[1m"};
    return kb_term_color(f) ? codes[s] : "";
}

const char *kb_term_off(FILE *f) { return kb_term_color(f) ? "\033[0m" : ""; }

/* ---- the progress bar --------------------------------------------------------------------- */

/* The agent steps the bar from one thread while its evaluation thread reports progress from
 * another: every entry point holds this lock. */
static pthread_mutex_t bar_mu = PTHREAD_MUTEX_INITIALIZER;

static struct {
    bool up;    /* begun and not ended */
    bool drawn; /* its line is on the screen now */
    char what[32];
    char note[160];
    int done, total;
    double t0;
} bar;

/* Work shorter than this never shows a bar. */
#define BAR_DELAY_S 1.0

static void fmt_secs(char *out, size_t cap, double s)
{
    long t = (long)(s + 0.5);
    if (t < 60)
        snprintf(out, cap, "%lds", t);
    else if (t < 3600)
        snprintf(out, cap, "%ld:%02ld", t / 60, t % 60);
    else
        snprintf(out, cap, "%ld:%02ld:%02ld", t / 3600, t / 60 % 60, t % 60);
}

void kb_bar_format(char *out, size_t cap, int width, const char *what, int done, int total, double elapsed,
                   const char *note)
{
    char eta[32] = "", cells[64];
    int n = total > 0 ? KB_MIN(done, total) : 0;
    if (n > 0 && n < total) {
        char t[24];
        fmt_secs(t, sizeof t, elapsed / n * (total - n));
        snprintf(eta, sizeof eta, "  %s left", t);
    } else if (n == 0) {
        snprintf(eta, sizeof eta, "  %s", "estimating");
    }
    int cellw = KB_MAX(10, KB_MIN(30, width / 4));
    int fill = total > 0 ? (int)((long)cellw * n / total) : 0;
    for (int i = 0; i < cellw; i++) cells[i] = i < fill ? '#' : '.';
    cells[cellw] = 0;
    snprintf(out, cap, "%s [%s] %d/%d%s  %s", what, cells, n, total, eta, note ? note : "");
    /* never wrap: a wrapped line cannot be erased with one \r */
    size_t lim = (size_t)KB_MAX(1, width - 1);
    if (strlen(out) > lim && lim < cap) out[lim] = 0;
    size_t l = strlen(out);
    while (l > 0 && out[l - 1] == ' ') out[--l] = 0;
}

static bool bar_visible(void)
{
    return bar.up && !kb_quiet && is_tty(stderr) && kb_now() - bar.t0 >= BAR_DELAY_S;
}

static void draw(void)
{
    if (!bar_visible()) return;
    char line[512];
    kb_bar_format(line, sizeof line, kb_term_width(stderr), bar.what, bar.done, bar.total, kb_now() - bar.t0,
                  bar.note);
    fprintf(stderr, "\r\033[K%s", line);
    fflush(stderr);
    bar.drawn = true;
}

void kb_bar_begin(const char *what, int total)
{
    pthread_mutex_lock(&bar_mu);
    memset(&bar, 0, sizeof bar);
    snprintf(bar.what, sizeof bar.what, "%s", what);
    bar.total = total;
    bar.t0 = kb_now();
    bar.up = true;
    pthread_mutex_unlock(&bar_mu);
}

void kb_bar_step(int done)
{
    pthread_mutex_lock(&bar_mu);
    bar.done = done;
    draw();
    pthread_mutex_unlock(&bar_mu);
}

void kb_bar_note(const char *text)
{
    pthread_mutex_lock(&bar_mu);
    snprintf(bar.note, sizeof bar.note, "%s", text);
    draw();
    pthread_mutex_unlock(&bar_mu);
}

static void hide_locked(void)
{
    if (!bar.drawn) return;
    fputs("\r\033[K", stderr);
    fflush(stderr);
    bar.drawn = false;
}

void kb_bar_hide(void)
{
    pthread_mutex_lock(&bar_mu);
    hide_locked();
    pthread_mutex_unlock(&bar_mu);
}

void kb_bar_end(void)
{
    pthread_mutex_lock(&bar_mu);
    hide_locked();
    bar.up = false;
    pthread_mutex_unlock(&bar_mu);
}

bool kb_bar_active(void)
{
    pthread_mutex_lock(&bar_mu);
    bool up = bar.up && is_tty(stderr);
    pthread_mutex_unlock(&bar_mu);
    return up;
}

void kb_progress(const char *fmt, ...)
{
    if (kb_quiet) return;
    va_list ap;
    va_start(ap, fmt);
    if (kb_bar_active()) {
        /* on a terminal with a bar up, the message is the bar's status, not a line */
        char note[160];
        vsnprintf(note, sizeof note, fmt, ap);
        kb_bar_note(note);
    } else {
        fputs("kbench: ", stderr);
        vfprintf(stderr, fmt, ap);
        fputc('\n', stderr);
    }
    va_end(ap);
}
