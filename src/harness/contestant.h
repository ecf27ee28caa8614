/* contestant.h: who takes part in an evaluation, in one table: the candidate, the --vs candidate
 * (a second candidate, timed against the first), and the baselines lib and xla. Each has a name,
 * the one a result carries (kb_timing.who: the store's timings.who, the JSON's keys, the report's
 * legend and colours), and the words a message charges it by ("the lib baseline failed: ..."). */
#ifndef KB_CONTESTANT_H
#define KB_CONTESTANT_H

/* X(id, name, words) */
#define KB_CONTESTANTS(X)                      \
    X(CANDIDATE, "candidate", "the candidate") \
    X(VS, "vs", "the --vs candidate")          \
    X(LIB, "lib", "the lib baseline")          \
    X(XLA, "xla", "the xla baseline")

typedef enum kb_contestant {
#define KB_CONTESTANT_ENUM(id, name, words) KB_CONTESTANT_##id,
    KB_CONTESTANTS(KB_CONTESTANT_ENUM)
#undef KB_CONTESTANT_ENUM
        KB_N_CONTESTANTS
} kb_contestant;

/* "lib": its name in results. */
const char *kb_contestant_name(kb_contestant c);
/* "the lib baseline": its name in messages. */
const char *kb_contestant_words(kb_contestant c);
/* The contestant a result's name (kb_timing.who) stands for, or -1 for none. */
int kb_contestant_of(const char *name);

#endif
