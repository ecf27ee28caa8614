/* screen.c: static checks on a compiled candidate's ELF file (see screen.h).
 *
 * A shared object built by gcc or clang carries one compiler-supplied entry in .init_array
 * (frame_dummy) and one in .fini_array; anything beyond that is a constructor or destructor of
 * the candidate's, which would run at load time, outside every measurement and check. */
#include "screen.h"

#include <elf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/util.h"
#include "protocol.h"

static const Elf64_Shdr *section(const char *img, size_t len, const char *name)
{
    const Elf64_Ehdr *eh = (const Elf64_Ehdr *)img;
    if (eh->e_shoff + (size_t)eh->e_shnum * sizeof(Elf64_Shdr) > len || eh->e_shstrndx >= eh->e_shnum)
        return NULL;
    const Elf64_Shdr *sh = (const Elf64_Shdr *)(img + eh->e_shoff);
    const char *names = img + sh[eh->e_shstrndx].sh_offset;
    for (int i = 0; i < eh->e_shnum; i++)
        if (sh[i].sh_name < sh[eh->e_shstrndx].sh_size && !strcmp(names + sh[i].sh_name, name))
            return &sh[i];
    return NULL;
}

/* The imported (undefined) symbols that are not allowed, comma-separated into buf; returns how
 * many. Weak undefined symbols the C runtime references are on the list too. */
static int forbidden_imports(const char *img, size_t len, char *buf, size_t cap)
{
    const Elf64_Shdr *dynsym = section(img, len, ".dynsym"), *dynstr = section(img, len, ".dynstr");
    if (!dynsym || !dynstr || dynsym->sh_offset + dynsym->sh_size > len) return 0;
    const Elf64_Sym *sym = (const Elf64_Sym *)(img + dynsym->sh_offset);
    size_t n = dynsym->sh_size / sizeof *sym, pos = 0;
    int bad = 0;
    buf[0] = 0;
    for (size_t i = 1; i < n; i++) {
        if (sym[i].st_shndx != SHN_UNDEF || sym[i].st_name >= dynstr->sh_size) continue;
        const char *name = img + dynstr->sh_offset + sym[i].st_name;
        if (!*name || kb_screen_symbol_allowed(name)) continue;
        if (pos < cap) pos += (size_t)snprintf(buf + pos, cap - pos, "%s%s", bad ? ", " : "", name);
        bad++;
    }
    return bad;
}

static bool has_dynamic_symbol(const char *img, size_t len, const char *want)
{
    const Elf64_Shdr *dynsym = section(img, len, ".dynsym"), *dynstr = section(img, len, ".dynstr");
    if (!dynsym || !dynstr || dynsym->sh_offset + dynsym->sh_size > len) return false;
    const Elf64_Sym *sym = (const Elf64_Sym *)(img + dynsym->sh_offset);
    size_t n = dynsym->sh_size / sizeof *sym;
    for (size_t i = 0; i < n; i++)
        if (sym[i].st_shndx != SHN_UNDEF && sym[i].st_name < dynstr->sh_size &&
            !strcmp(img + dynstr->sh_offset + sym[i].st_name, want))
            return true;
    return false;
}

kb_verdict kb_screen(const char *so_path, char *detail, size_t cap)
{
    size_t len = 0;
    char *img = kb_read_file(so_path, &len);
    if (!img || len < sizeof(Elf64_Ehdr) || memcmp(img, ELFMAG, SELFMAG) != 0 ||
        img[EI_CLASS] != ELFCLASS64) {
        free(img);
        snprintf(detail, cap, "the compiled candidate %s is not a 64-bit ELF object", so_path);
        return KB_VERDICT_HARNESS_ERROR;
    }
    kb_verdict v = KB_VERDICT_OK;
    char names[512];
    const Elf64_Shdr *init = section(img, len, ".init_array"), *fini = section(img, len, ".fini_array");
    if (!has_dynamic_symbol(img, len, KB_ENTRY_SYMBOL)) {
        snprintf(detail, cap, "the compiled candidate exports no entry point");
        v = KB_VERDICT_ABI_ERROR;
    } else if (forbidden_imports(img, len, names, sizeof names) > 0) {
        snprintf(detail, cap, "the candidate calls functions a kernel may not use: %s (allowed: "
                 "libm, mem*/str*, malloc/free, OpenMP, pthreads; no I/O, libraries or system "
                 "services)", names);
        v = KB_VERDICT_ABI_ERROR;
    } else if ((init && init->sh_size > 8) || (fini && fini->sh_size > 8)) {
        snprintf(detail, cap, "the candidate defines a constructor or destructor (code that runs "
                 "at load or exit, outside the checks): remove __attribute__((constructor/destructor))");
        v = KB_VERDICT_ABI_ERROR;
    }
    free(img);
    return v;
}
