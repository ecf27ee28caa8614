/* context_embed.c: where an agent's context files come from. Each target embeds its own
 * (its context_file and context_examples slots, e.g. src/targets/cpu/context_embed.c), so no
 * file here names a target; the screen's allow-list source is embedded here, since the cpu
 * rules list the allowed symbols from that very source (core/incbin.h). */
#include <string.h>

#include "context.h"
#include "../core/incbin.h"
#include "../targets/target.h"

KB_INCBIN(kb_ctx_screen_symbols, KB_ROOT "/src/targets/cpu/screen_symbols.c")

const char *kb_embedded_find(const kb_embedded_file *files, size_t n, const char *name)
{
    for (size_t i = 0; i < n; i++)
        if (!strcmp(files[i].name, name)) return files[i].text;
    return NULL;
}

const char *kb_context_file(const char *target, const char *name)
{
    if (!*target) return !strcmp(name, "screen_symbols.c") ? kb_ctx_screen_symbols : NULL;
    const kb_target *t = kb_target_find(target);
    return t && t->context_file ? t->context_file(name) : NULL;
}

const kb_context_example *kb_context_examples(const char *target, int *n)
{
    *n = 0;
    const kb_target *t = kb_target_find(target);
    return t && t->context_examples ? t->context_examples(n) : NULL;
}
