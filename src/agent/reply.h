/* reply.h: what a model's reply holds (reply.c). */
#ifndef KB_REPLY_H
#define KB_REPLY_H

#include <stddef.h>

#include "context.h"

/* The candidate file in a reply: the last fenced block (C or Python, or untagged) that defines
 * kernel(, else the last such block; NULL if none (heap). */
char *kb_extract_code(const char *reply);
/* The menu entry a plan names on its "Menu:" line, matched to the menu; "" if none. */
void kb_extract_menu_item(const char *plan, const kb_menu_item *menu, int n_menu, char *out, size_t cap);

#endif
