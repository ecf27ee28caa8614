/* incbin.h: one file of the repository compiled into the binary as a NUL-terminated string in
 * .rodata, so that kbench has it wherever it is started from. The assembler's .incbin reads the
 * file at build time (KB_ROOT is the repository); no #include names it, so the Makefile lists
 * each such file as a prerequisite of the object that embeds it. */
#ifndef KB_INCBIN_H
#define KB_INCBIN_H

/* sym: a NUL-terminated copy of the file at path (a string literal). */
#define KB_INCBIN(sym, path)                                                                 \
    __asm__(".section .rodata\n.global " #sym "\n.type " #sym ", @object\n.balign 16\n" #sym \
            ":\n.incbin \"" path "\"\n.byte 0\n.previous\n");                                \
    extern const char sym[];

#endif
