/* term.h: what kbench does differently on a terminal: colour (only on a tty, never with
 * NO_COLOR or TERM=dumb) and one progress bar with an ETA on stderr.
 *
 * The bar is for work whose length is known in units (candidates to evaluate): it appears only
 * on a terminal, only once the work has run for a second (short work stays silent), and never
 * with kb_quiet. While it is up, kb_progress messages become its status text instead of lines;
 * without a terminal they stay lines, so logs keep them. */
#ifndef KB_TERM_H
#define KB_TERM_H

#include <stdbool.h>
#include <stdio.h>

/* Colour for this stream: a tty, NO_COLOR unset or empty, TERM not "dumb". */
bool kb_term_color(FILE *f);
/* The stream's terminal width in columns (COLUMNS, else the tty's, else 100). */
int kb_term_width(FILE *f);

/* SGR codes for the few colours kbench uses; print kb_term_reset after. Empty strings when
 * colour is off for that stream, so callers can print them unconditionally. */
typedef enum { KB_TERM_GREEN, KB_TERM_RED, KB_TERM_YELLOW, KB_TERM_DIM, KB_TERM_BOLD } kb_term_style;
const char *kb_term_on(FILE *f, kb_term_style s);
const char *kb_term_off(FILE *f);

/* The progress bar: begin with the number of units, step as units finish, end to erase it.
 * hide erases it before something else is printed to the terminal (it reappears on the next
 * step or note). */
void kb_bar_begin(const char *what, int total);
void kb_bar_step(int done);
void kb_bar_note(const char *text);
void kb_bar_hide(void);
void kb_bar_end(void);
/* Progress to stderr, for steps that take more than a second; silenced by kb_quiet (util.h).
 * While a progress bar is up on a terminal the message becomes the bar's status instead. */
void kb_progress(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* Whether kb_bar_note will take kb_progress's messages (a bar is up and stderr is a tty). */
bool kb_bar_active(void);

/* The bar's text for `done` of `total` after `elapsed` seconds, `width` columns at most
 * (exposed for tests): "run [#####.....] 3/10  12s left  note". */
void kb_bar_format(char *out, size_t cap, int width, const char *what, int done, int total, double elapsed,
                   const char *note);

#endif
