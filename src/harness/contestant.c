/* contestant.c: the contestants' table (contestant.h). */
#include "contestant.h"

#include <string.h>

#include "../core/util.h"

static const struct {
    const char *name, *words;
} table[] = {
#define KB_CONTESTANT_ROW(id, name, words) [KB_CONTESTANT_##id] = {name, words},
    KB_CONTESTANTS(KB_CONTESTANT_ROW)
#undef KB_CONTESTANT_ROW
};
_Static_assert(KB_ARRAY_LEN(table) == KB_N_CONTESTANTS, "contestant table out of step");

const char *kb_contestant_name(kb_contestant c)
{
    KB_ASSERT((unsigned)c < KB_N_CONTESTANTS);
    return table[c].name;
}

const char *kb_contestant_words(kb_contestant c)
{
    KB_ASSERT((unsigned)c < KB_N_CONTESTANTS);
    return table[c].words;
}

int kb_contestant_of(const char *name)
{
    for (int i = 0; name && i < KB_N_CONTESTANTS; i++)
        if (!strcmp(table[i].name, name)) return i;
    return -1;
}
