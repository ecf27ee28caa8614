/* verdict.h: the outcomes of one evaluation (design section 5). */
#ifndef KB_VERDICT_H
#define KB_VERDICT_H

typedef enum kb_verdict {
    KB_VERDICT_OK,
    KB_VERDICT_COMPILE_ERROR,
    KB_VERDICT_ABI_ERROR,
    KB_VERDICT_CRASH,
    KB_VERDICT_TIMEOUT,
    KB_VERDICT_WRONG,
    KB_VERDICT_INPUT_MODIFIED,
    KB_VERDICT_NONDETERMINISTIC,
    KB_VERDICT_STALE_OUTPUT,
    KB_VERDICT_SANDBOX_VIOLATION,
    KB_VERDICT_IMPOSSIBLE_TIME,
    KB_VERDICT_RACE,
    KB_VERDICT_HARNESS_ERROR,
    KB_VERDICT_COUNT
} kb_verdict;

const char *kb_verdict_name(kb_verdict v);    /* "compile_error" */
const char *kb_verdict_message(kb_verdict v); /* one line for humans */

#endif
