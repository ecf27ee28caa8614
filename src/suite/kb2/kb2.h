/* kb2/kb2.h: what every KernelBench level-2 family (src/suite/kb2/<family>.c) says the same way
 * about each of its rows: the id kb2_<3-digit number>_<name>, the form L2-<number>, the title
 * from KernelBench's file name (the level-1 families' kb1.h, at level 2). */
#ifndef KB_KB2_H
#define KB_KB2_H

#include "../kb1/kb1.h"

#define KB2_ROW_COMMON(num3, num, nm, file, fam) KB_LEVEL_ROW_COMMON(2, num3, num, nm, file, fam)

#endif
