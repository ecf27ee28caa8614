/* screen.c: static checks on a compiled candidate's ELF file before anything loads it (see
 * screen.h).
 *
 * dlopen runs code of the object's before any check of ours can: DT_INIT, DT_INIT_ARRAY,
 * IFUNC resolvers (IRELATIVE relocations and STT_GNU_IFUNC symbols), and it changes the
 * process for everyone on the object's say-so (an executable stack for every thread, text made
 * writable for TEXTREL, extra libraries from DT_NEEDED or a run path). The screen reads the
 * object the way the dynamic loader does, through its program headers and dynamic segment, so
 * that a section table that omits or misnames something changes nothing; the section table is
 * read as well, for what only it shows (.ctors, .tm_clone_table, hidden symbols in .symtab).
 *
 * The rule for code at load time: the candidate may have exactly what the compiler's own start
 * files put into an empty candidate compiled with the same compiler and flags (the reference
 * object, kb_compile_reference): no more DT_INIT_ARRAY / DT_FINI_ARRAY entries than it (gcc 12
 * and clang 14: one each, frame_dummy and __do_global_dtors_aux), and DT_INIT / DT_FINI code
 * byte for byte the reference's (crti/crtn: _init calls __gmon_start__ if it is defined, _fini
 * does nothing). The one difference allowed is the displacement of a `mov slot(%rip), %reg`
 * load, and the slot it loads must then be bound to the same undefined symbol as in the
 * reference. The C runtime calls a few weak names when they are defined (__gmon_start__ from
 * _init, _ITM_registerTMCloneTable from frame_dummy, ...): a candidate may not define them.
 *
 * Every offset read from the file is bounds-checked: a truncated or corrupted object is an
 * abi_error, never a crash. Structures are copied out with memcpy, never cast in place, since
 * the file's offsets need not be aligned. */
#include "screen.h"

#include <elf.h>
#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../core/util.h"
#include "compile.h"
#include "../../harness/protocol.h"

#define MAX_PHDRS 64
#define MAX_NEEDED 16
#define MAX_SYMS (1u << 20) /* more than any real kernel exports; bounds the walks */

/* The libraries a candidate may link against: the C and maths libraries, the OpenMP runtimes
 * of gcc (libgomp) and clang (libomp), threads, glibc's vector maths (the vectoriser's _ZGV*
 * calls), gcc's support library, and the loader itself. Exact names: a path is never allowed. */
static const char *const allowed_needed[] = {
    "libc.so.6",   "libm.so.6",       "libmvec.so.1",  "libgomp.so.1",
    "libomp.so.5", "libpthread.so.0", "libgcc_s.so.1", "ld-linux-x86-64.so.2",
};

/* Weak names the C runtime's start files call when something defines them. */
static const char *const runtime_hooks[] = {
    "__gmon_start__",        "_ITM_registerTMCloneTable", "_ITM_deregisterTMCloneTable", "__cxa_finalize",
    "__register_frame_info", "__deregister_frame_info",   "_Jv_RegisterClasses",
};

typedef struct elf {
    const unsigned char *img;
    size_t len;
    Elf64_Ehdr eh;
    Elf64_Phdr ph[MAX_PHDRS];
    int nph;
    /* from the dynamic segment; has[] says which tags were present */
    uint64_t strtab, strsz, symtab, hash, gnu_hash, rela, relasz, jmprel, pltrelsz, init, fini, init_array,
        init_arraysz, fini_array, fini_arraysz, flags;
    bool has_init, has_fini, has_textrel, has_preinit, has_rel, has_loader_path;
    uint64_t runpath[2]; /* DT_RPATH, DT_RUNPATH string offsets; has_runpath[] says if present */
    bool has_runpath[2];
    uint64_t needed[MAX_NEEDED];
    int n_needed;
    uint64_t nsyms;
} elf;

/* A failed check: the verdict and its one-line detail. */
typedef struct finding {
    kb_verdict v;
    char *detail;
    size_t cap;
} finding;

static kb_verdict say(finding *f, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static kb_verdict say(finding *f, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(f->detail, f->cap, fmt, ap);
    va_end(ap);
    return f->v = KB_VERDICT_ABI_ERROR;
}

/* Copy n bytes at file offset off into dst; false when they are not all in the file. */
static bool rd(const elf *e, uint64_t off, void *dst, size_t n)
{
    if (off > e->len || n > e->len - off) return false;
    memcpy(dst, e->img + off, n);
    return true;
}

/* The file offset of n bytes at virtual address va, inside one PT_LOAD's file image. */
static bool va_to_off(const elf *e, uint64_t va, uint64_t n, uint64_t *off)
{
    for (int i = 0; i < e->nph; i++) {
        const Elf64_Phdr *p = &e->ph[i];
        if (p->p_type != PT_LOAD || va < p->p_vaddr) continue;
        uint64_t rel = va - p->p_vaddr;
        if (rel > p->p_filesz || n > p->p_filesz - rel) continue;
        if (p->p_offset > e->len || rel > e->len - p->p_offset) return false;
        *off = p->p_offset + rel;
        return *off <= e->len && n <= e->len - *off;
    }
    return false;
}

static bool rd_va(const elf *e, uint64_t va, void *dst, size_t n)
{
    uint64_t off;
    return va_to_off(e, va, n, &off) && rd(e, off, dst, n);
}

/* The NUL-terminated string at idx in a string table of size sz at file offset off, or NULL. */
static const char *str_at(const elf *e, uint64_t off, uint64_t sz, uint64_t idx)
{
    if (idx >= sz || off > e->len || sz > e->len - off) return NULL;
    const char *s = (const char *)e->img + off + idx;
    return memchr(s, 0, sz - idx) ? s : NULL;
}

/* A string of the dynamic string table (DT_STRTAB, DT_STRSZ). */
static const char *dyn_str(const elf *e, uint64_t idx)
{
    uint64_t off;
    if (!va_to_off(e, e->strtab, e->strsz, &off)) return NULL;
    return str_at(e, off, e->strsz, idx);
}

static bool dyn_sym(const elf *e, uint64_t i, Elf64_Sym *s)
{
    return i < e->nsyms && i <= UINT64_MAX / sizeof *s && rd_va(e, e->symtab + i * sizeof *s, s, sizeof *s);
}

static bool parse_headers(elf *e, finding *f)
{
    const unsigned char *id = e->img;
    if (e->len < sizeof e->eh || memcmp(id, ELFMAG, SELFMAG) != 0)
        return say(f, "the compiled candidate is not an ELF object"), false;
    memcpy(&e->eh, e->img, sizeof e->eh);
    if (id[EI_CLASS] != ELFCLASS64 || id[EI_DATA] != ELFDATA2LSB || e->eh.e_machine != EM_X86_64 ||
        e->eh.e_type != ET_DYN)
        return say(f, "the compiled candidate is not an x86-64 shared object"), false;
    if (e->eh.e_phentsize != sizeof(Elf64_Phdr) || e->eh.e_phnum == 0 || e->eh.e_phnum > MAX_PHDRS)
        return say(f,
                   "the compiled candidate's program header table is malformed (%d entries "
                   "of %d bytes)",
                   e->eh.e_phnum, e->eh.e_phentsize),
               false;
    e->nph = e->eh.e_phnum;
    for (int i = 0; i < e->nph; i++)
        if (!rd(e, e->eh.e_phoff + (uint64_t)i * sizeof(Elf64_Phdr), &e->ph[i], sizeof e->ph[i]))
            return say(f, "the compiled candidate is truncated: its program headers lie outside "
                          "the file"),
                   false;
    return true;
}

/* Program headers: no writable+executable segment, a non-executable stack. */
static bool check_segments(const elf *e, finding *f)
{
    bool stack = false;
    for (int i = 0; i < e->nph; i++) {
        const Elf64_Phdr *p = &e->ph[i];
        if (p->p_type == PT_LOAD && (p->p_flags & PF_W) && (p->p_flags & PF_X))
            return say(f,
                       "the candidate has a segment that is both writable and executable (at "
                       "0x%llx; a section declared \"awx\" or code in a writable section): keep code "
                       "in .text",
                       (unsigned long long)p->p_vaddr),
                   false;
        if (p->p_type == PT_GNU_STACK) {
            stack = true;
            if (p->p_flags & PF_X)
                return say(f, "the candidate asks for an executable stack (PT_GNU_STACK with PF_X, "
                              "e.g. from .note.GNU-stack,\"x\" or a nested function's trampoline): "
                              "loading it would make every thread's stack executable; remove it"),
                       false;
        }
    }
    if (!stack)
        return say(f, "the candidate has no PT_GNU_STACK header, which the loader takes as a "
                      "request for an executable stack: remove the assembly that drops "
                      ".note.GNU-stack"),
               false;
    return true;
}

/* Symbol count from DT_HASH (nchain) or DT_GNU_HASH (the highest index its chains reach). */
static bool count_symbols(elf *e, finding *f)
{
    uint32_t w[4];
    e->nsyms = 0;
    if (e->hash && rd_va(e, e->hash, w, 8)) e->nsyms = w[1];
    if (e->gnu_hash) {
        if (!rd_va(e, e->gnu_hash, w, 16))
            return say(f, "the candidate's DT_GNU_HASH table lies outside the file"), false;
        uint64_t nbuckets = w[0], symoffset = w[1], bloom = w[2];
        uint64_t buckets = e->gnu_hash + 16 + bloom * 8, max = 0, count = symoffset;
        if (nbuckets > MAX_SYMS || bloom > MAX_SYMS || symoffset > MAX_SYMS)
            return say(f, "the candidate's DT_GNU_HASH table is malformed"), false;
        for (uint64_t b = 0; b < nbuckets; b++) {
            uint32_t v;
            if (!rd_va(e, buckets + b * 4, &v, 4))
                return say(f, "the candidate's DT_GNU_HASH table lies outside the file"), false;
            if (v > max) max = v;
        }
        if (max) { /* walk the last chain to its end (the entry with bit 0 set) */
            if (max < symoffset) return say(f, "the candidate's DT_GNU_HASH table is malformed"), false;
            for (uint32_t c = 0; !(c & 1); max++) {
                if (max >= MAX_SYMS || !rd_va(e, buckets + nbuckets * 4 + (max - symoffset) * 4, &c, 4))
                    return say(f, "the candidate's DT_GNU_HASH chains run outside the file"), false;
            }
            count = max;
        }
        if (count > e->nsyms) e->nsyms = count;
    }
    if (e->nsyms > MAX_SYMS) return say(f, "the candidate's symbol table is malformed"), false;
    return true;
}

static bool parse_dynamic(elf *e, finding *f)
{
    const Elf64_Phdr *dyn = NULL;
    for (int i = 0; i < e->nph; i++)
        if (e->ph[i].p_type == PT_DYNAMIC) dyn = &e->ph[i];
    if (!dyn) return say(f, "the compiled candidate has no dynamic segment"), false;
    uint64_t n = dyn->p_filesz / sizeof(Elf64_Dyn);
    bool ended = false;
    for (uint64_t i = 0; i < n && !ended; i++) {
        Elf64_Dyn d;
        if (!rd(e, dyn->p_offset + i * sizeof d, &d, sizeof d))
            return say(f, "the candidate's dynamic segment lies outside the file"), false;
        uint64_t v = d.d_un.d_val;
        switch (d.d_tag) {
        case DT_NULL: ended = true; break;
        case DT_NEEDED:
            if (e->n_needed >= MAX_NEEDED)
                return say(f, "the candidate needs more than %d libraries", MAX_NEEDED), false;
            e->needed[e->n_needed++] = v;
            break;
        case DT_STRTAB: e->strtab = v; break;
        case DT_STRSZ: e->strsz = v; break;
        case DT_SYMTAB: e->symtab = v; break;
        case DT_SYMENT:
            if (v != sizeof(Elf64_Sym)) return say(f, "the candidate's DT_SYMENT is malformed"), false;
            break;
        case DT_RELAENT:
            if (v != sizeof(Elf64_Rela)) return say(f, "the candidate's DT_RELAENT is malformed"), false;
            break;
        case DT_PLTREL:
            if (v != DT_RELA) return say(f, "the candidate's PLT uses REL relocations"), false;
            break;
        case DT_HASH: e->hash = v; break;
        case DT_GNU_HASH: e->gnu_hash = v; break;
        case DT_RELA: e->rela = v; break;
        case DT_RELASZ: e->relasz = v; break;
        case DT_JMPREL: e->jmprel = v; break;
        case DT_PLTRELSZ: e->pltrelsz = v; break;
        case DT_REL:
        case DT_RELSZ: e->has_rel = true; break;
        case DT_INIT: e->init = v, e->has_init = true; break;
        case DT_FINI: e->fini = v, e->has_fini = true; break;
        case DT_INIT_ARRAY: e->init_array = v; break;
        case DT_INIT_ARRAYSZ: e->init_arraysz = v; break;
        case DT_FINI_ARRAY: e->fini_array = v; break;
        case DT_FINI_ARRAYSZ: e->fini_arraysz = v; break;
        case DT_PREINIT_ARRAY:
        case DT_PREINIT_ARRAYSZ: e->has_preinit = true; break;
        case DT_TEXTREL: e->has_textrel = true; break;
        case DT_FLAGS: e->flags = v; break;
        case DT_RPATH: e->runpath[0] = v, e->has_runpath[0] = true; break;
        case DT_RUNPATH: e->runpath[1] = v, e->has_runpath[1] = true; break;
        case DT_AUDIT:
        case DT_DEPAUDIT:
        case DT_FILTER:
        case DT_AUXILIARY: e->has_loader_path = true; break;
        default: break;
        }
    }
    if (!e->strtab || !e->symtab)
        return say(f, "the candidate's dynamic segment has no symbol or string table"), false;
    return count_symbols(e, f);
}

static bool in_list(const char *s, const char *const *list, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (!strcmp(s, list[i])) return true;
    return false;
}
#define IN_LIST(s, list) in_list(s, list, sizeof list / sizeof list[0])

static bool check_dynamic_tags(const elf *e, const elf *ref, finding *f)
{
    if (e->has_textrel || (e->flags & DF_TEXTREL))
        return say(f, "the candidate has text relocations (DT_TEXTREL: code the loader must make "
                      "writable): compile position-independent code, no absolute addresses in "
                      "assembly"),
               false;
    if (e->has_preinit)
        return say(f, "the candidate has a DT_PREINIT_ARRAY (code to run before everything "
                      "else): remove the .preinit_array section"),
               false;
    if (e->has_rel)
        return say(f, "the candidate has REL relocations, which the x86-64 compiler never emits: "
                      "remove the hand-written relocation sections"),
               false;
    if (e->has_loader_path)
        return say(f, "the candidate carries a loader directive (DT_AUDIT, DT_DEPAUDIT, "
                      "DT_FILTER or DT_AUXILIARY) that changes what the loader loads: remove it"),
               false;
    /* a search path only as the compiler's driver adds it (clang: its libomp directory) */
    for (int i = 0; i < 2; i++) {
        if (!e->has_runpath[i]) continue;
        const char *mine = dyn_str(e, e->runpath[i]);
        const char *theirs = ref->has_runpath[i] ? dyn_str(ref, ref->runpath[i]) : NULL;
        if (!mine || !theirs || strcmp(mine, theirs))
            return say(f,
                       "the candidate carries a library search path (%s %.100s) the compiler "
                       "does not emit: remove it",
                       i ? "DT_RUNPATH" : "DT_RPATH", mine ? mine : "?"),
                   false;
    }
    for (int i = 0; i < e->n_needed; i++) {
        const char *name = dyn_str(e, e->needed[i]);
        if (!name) return say(f, "the candidate's DT_NEEDED names lie outside its string table"), false;
        if (!IN_LIST(name, allowed_needed))
            return say(f,
                       "the candidate links against %.100s (DT_NEEDED): a kernel may use only "
                       "libc, libm, OpenMP and pthreads",
                       name),
                   false;
    }
    return true;
}

/* A symbol found in the dynamic or the static symbol table that rules the candidate out. */
static bool check_symbol(const char *name, const Elf64_Sym *s, const char *table, finding *f)
{
    if (ELF64_ST_TYPE(s->st_info) == STT_GNU_IFUNC)
        return say(f,
                   "the candidate defines an IFUNC symbol %.100s (%s; from "
                   "__attribute__((ifunc)) or target_clones): its resolver would run at load, "
                   "before any check, so IFUNC is refused by design; dispatch on the CPU inside "
                   "the kernel instead",
                   name, table),
               false;
    if (s->st_shndx != SHN_UNDEF && IN_LIST(name, runtime_hooks))
        return say(f,
                   "the candidate defines %.100s, a name the C runtime's start-up code calls "
                   "at load or unload: rename it",
                   name),
               false;
    return true;
}

/* Dynamic symbols: the entry point is defined, no IFUNC, no runtime hook defined, every import
 * on the allow-list (screen_symbols.c). */
static bool check_dynamic_symbols(const elf *e, finding *f)
{
    bool entry = false;
    char bad[512];
    size_t pos = 0;
    int n_bad = 0;
    bad[0] = 0;
    for (uint64_t i = 1; i < e->nsyms; i++) {
        Elf64_Sym s;
        if (!dyn_sym(e, i, &s)) return say(f, "the candidate's symbol table lies outside the file"), false;
        const char *name = dyn_str(e, s.st_name);
        if (!name) return say(f, "the candidate's symbol names lie outside its string table"), false;
        if (!check_symbol(name, &s, ".dynsym", f)) return false;
        if (s.st_shndx != SHN_UNDEF) {
            if (!strcmp(name, KB_ENTRY_SYMBOL) && ELF64_ST_TYPE(s.st_info) == STT_FUNC) entry = true;
            continue;
        }
        if (!*name || kb_screen_symbol_allowed(name)) continue;
        if (pos < sizeof bad)
            pos += (size_t)snprintf(bad + pos, sizeof bad - pos, "%s%s", n_bad ? ", " : "", name);
        n_bad++;
    }
    if (!entry) return say(f, "the compiled candidate exports no entry point"), false;
    if (n_bad)
        return say(f,
                   "the candidate calls functions a kernel may not use: %s (allowed: libm, "
                   "mem*/str*, malloc/free, OpenMP, pthreads; no I/O, libraries or system "
                   "services)",
                   bad),
               false;
    return true;
}

/* Calls fn(rela, ctx) on each RELA relocation (DT_RELA and DT_JMPREL); false when a table
 * lies outside the file or fn says stop. */
typedef bool (*rela_fn)(const elf *e, const Elf64_Rela *r, void *ctx, finding *f);
static bool each_rela(const elf *e, rela_fn fn, void *ctx, finding *f)
{
    const uint64_t tab[2][2] = {{e->rela, e->relasz}, {e->jmprel, e->pltrelsz}};
    for (int t = 0; t < 2; t++) {
        if (!tab[t][1]) continue;
        if (tab[t][1] % sizeof(Elf64_Rela) || tab[t][1] / sizeof(Elf64_Rela) > 16 * MAX_SYMS)
            return say(f, "the candidate's relocation table is malformed"), false;
        for (uint64_t i = 0; i < tab[t][1] / sizeof(Elf64_Rela); i++) {
            Elf64_Rela r;
            if (!rd_va(e, tab[t][0] + i * sizeof r, &r, sizeof r))
                return say(f, "the candidate's relocations lie outside the file"), false;
            if (!fn(e, &r, ctx, f)) return false;
        }
    }
    return true;
}

/* The addresses relocations write, collected to find two that write the same one. */
typedef struct reloc_targets {
    uint64_t *at;
    size_t n, cap;
} reloc_targets;

static bool in_range(uint64_t va, uint64_t start, uint64_t size)
{
    return size && va >= start && va - start < size;
}

/* One relocation: no IFUNC resolver; it writes 8 bytes inside a writable segment, never the
 * dynamic segment (whose DT_INIT_ARRAY the loader reads after relocating); into the init/fini
 * arrays only as R_X86_64_RELATIVE (the start files' own entries). */
static bool reloc_ok(const elf *e, const Elf64_Rela *r, void *ctx, finding *f)
{
    reloc_targets *t = ctx;
    uint32_t type = (uint32_t)ELF64_R_TYPE(r->r_info);
    if (type == R_X86_64_IRELATIVE)
        return say(f, "the candidate has an IRELATIVE relocation (an IFUNC resolver, from "
                      "__attribute__((ifunc)) or target_clones, that would run at load before any "
                      "check): IFUNC is refused by design; dispatch inside the kernel instead"),
               false;
    if (type == R_X86_64_NONE) return true;
    if (ELF64_R_SYM(r->r_info) >= e->nsyms && ELF64_R_SYM(r->r_info) != 0)
        return say(f, "a relocation of the candidate names a symbol beyond its symbol table"), false;
    bool writable = false;
    for (int i = 0; i < e->nph; i++) {
        const Elf64_Phdr *p = &e->ph[i];
        if (p->p_type == PT_DYNAMIC && in_range(r->r_offset, p->p_vaddr, p->p_memsz))
            return say(f,
                       "a relocation of the candidate rewrites its dynamic segment (at 0x%llx): "
                       "remove hand-written .reloc directives",
                       (unsigned long long)r->r_offset),
                   false;
        if (p->p_type == PT_LOAD && (p->p_flags & PF_W) && p->p_memsz >= 8 &&
            in_range(r->r_offset, p->p_vaddr, p->p_memsz - 7))
            writable = true;
    }
    if (!writable)
        return say(f,
                   "a relocation of the candidate writes read-only memory (at 0x%llx, a text "
                   "relocation): compile position-independent code",
                   (unsigned long long)r->r_offset),
               false;
    if ((in_range(r->r_offset, e->init_array, e->init_arraysz) ||
         in_range(r->r_offset, e->fini_array, e->fini_arraysz)) &&
        type != R_X86_64_RELATIVE)
        return say(f,
                   "a relocation of the candidate aims a constructor or destructor entry at a "
                   "symbol (type %u at 0x%llx): remove hand-written .reloc directives",
                   type, (unsigned long long)r->r_offset),
               false;
    if (t->n == t->cap) {
        t->cap = t->cap ? 2 * t->cap : 256;
        t->at = kb_xrealloc(t->at, t->cap * sizeof *t->at);
    }
    t->at[t->n++] = r->r_offset;
    return true;
}

static int cmp_u64(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

/* Every relocation on its own, then no address written twice: ld emits one relocation per
 * slot, and a second one on, say, the GOT slot _init calls through would redirect it. */
static bool relocations_ok(const elf *e, finding *f)
{
    reloc_targets t = {0};
    bool ok = each_rela(e, reloc_ok, &t, f);
    if (ok && t.n > 1) {
        qsort(t.at, t.n, sizeof *t.at, cmp_u64);
        for (size_t i = 1; i < t.n && ok; i++)
            if (t.at[i] - t.at[i - 1] < 8) {
                say(f,
                    "two relocations of the candidate write the same address (0x%llx): "
                    "remove hand-written .reloc directives",
                    (unsigned long long)t.at[i]);
                ok = false;
            }
    }
    free(t.at);
    return ok;
}

/* The symbol name a relocation at address slot binds to; "" when none, NULL when the symbol is
 * defined in the object itself (or the tables are malformed). */
typedef struct slot_query {
    uint64_t slot;
    const char *name;
    bool found, defined;
} slot_query;

static bool find_slot(const elf *e, const Elf64_Rela *r, void *ctx, finding *f)
{
    (void)f;
    slot_query *q = ctx;
    if (r->r_offset != q->slot) return true;
    uint32_t type = (uint32_t)ELF64_R_TYPE(r->r_info);
    Elf64_Sym s;
    q->found = true;
    if ((type != R_X86_64_GLOB_DAT && type != R_X86_64_JUMP_SLOT) ||
        !dyn_sym(e, ELF64_R_SYM(r->r_info), &s) || !(q->name = dyn_str(e, s.st_name)))
        q->defined = true, q->name = NULL;
    else
        q->defined = s.st_shndx != SHN_UNDEF;
    return false; /* stop: found */
}

static const char *slot_symbol(const elf *e, uint64_t slot)
{
    slot_query q = {.slot = slot};
    finding scratch = {.detail = (char[8]){0}, .cap = 8};
    each_rela(e, find_slot, &q, &scratch);
    return q.found && !q.defined ? q.name : NULL;
}

/* The size of the section that starts at va in the (trusted) reference object. */
static uint64_t ref_section_size(const elf *e, uint64_t va)
{
    for (uint64_t i = 0; i < e->eh.e_shnum; i++) {
        Elf64_Shdr sh;
        if (e->eh.e_shentsize != sizeof sh || !rd(e, e->eh.e_shoff + i * sizeof sh, &sh, sizeof sh)) return 0;
        if (sh.sh_addr == va && sh.sh_type == SHT_PROGBITS && (sh.sh_flags & SHF_EXECINSTR))
            return sh.sh_size;
    }
    return 0;
}

/* DT_INIT or DT_FINI code: the reference's bytes, but for the displacement of a
 * `mov disp32(%rip), %reg` (48 8b /r with mod=00 rm=101), whose slot must bind to the same
 * undefined symbol as the reference's. */
static bool check_code(const elf *c, const elf *ref, uint64_t cva, uint64_t rva, const char *what, finding *f)
{
    uint64_t n = ref_section_size(ref, rva);
    unsigned char rb[256], cb[256];
    if (!n || n > sizeof rb || !rd_va(ref, rva, rb, n))
        return f->v = KB_VERDICT_HARNESS_ERROR,
               snprintf(f->detail, f->cap,
                        "the reference object's %s code is unreadable (a "
                        "toolchain kbench does not know: report it)",
                        what),
               false;
    if (!rd_va(c, cva, cb, n)) return say(f, "the candidate's %s code lies outside the file", what), false;
    for (uint64_t i = 0; i < n; i++) {
        bool disp =
            i >= 3 && i + 4 <= n && rb[i - 3] == 0x48 && rb[i - 2] == 0x8b && (rb[i - 1] & 0xc7) == 0x05;
        if (disp) {
            int32_t dr, dc;
            memcpy(&dr, rb + i, 4);
            memcpy(&dc, cb + i, 4);
            const char *want = slot_symbol(ref, rva + i + 4 + (int64_t)dr);
            const char *got = slot_symbol(c, cva + i + 4 + (int64_t)dc);
            if (!want || !got || strcmp(want, got))
                return say(f,
                           "the candidate's %s code loads a different address than the "
                           "compiler's own (%s instead of %s): remove code placed in .init/.fini",
                           what, got ? got : "a symbol it defines", want ? want : "?"),
                       false;
            i += 3;
            continue;
        }
        if (rb[i] != cb[i])
            return say(f,
                       "the candidate adds code to %s (it runs at load or unload, outside the "
                       "checks): remove code placed in the .init or .fini section",
                       what),
                   false;
    }
    return true;
}

/* A symbol of the object's .symtab by name (the loader ignores .symtab; the screen reads it
 * for names only). false when there is none. */
static bool symtab_find(const elf *e, const char *name, Elf64_Sym *out)
{
    Elf64_Shdr shstr;
    if (!e->eh.e_shnum || e->eh.e_shentsize != sizeof(Elf64_Shdr) || e->eh.e_shstrndx >= e->eh.e_shnum ||
        !rd(e, e->eh.e_shoff + (uint64_t)e->eh.e_shstrndx * sizeof shstr, &shstr, sizeof shstr))
        return false;
    for (uint64_t i = 0; i < e->eh.e_shnum; i++) {
        Elf64_Shdr sh, strs;
        if (!rd(e, e->eh.e_shoff + i * sizeof sh, &sh, sizeof sh) || sh.sh_type != SHT_SYMTAB ||
            sh.sh_entsize != sizeof(Elf64_Sym) || sh.sh_link >= e->eh.e_shnum ||
            !rd(e, e->eh.e_shoff + (uint64_t)sh.sh_link * sizeof strs, &strs, sizeof strs))
            continue;
        for (uint64_t k = 1; k < sh.sh_size / sizeof(Elf64_Sym) && k < MAX_SYMS; k++) {
            Elf64_Sym sym;
            if (!rd(e, sh.sh_offset + k * sizeof sym, &sym, sizeof sym)) return false;
            const char *n = str_at(e, strs.sh_offset, strs.sh_size, sym.st_name);
            if (n && !strcmp(n, name)) return *out = sym, true;
        }
    }
    return false;
}

/* How many constructor entries (R_X86_64_RELATIVE relocations into DT_INIT_ARRAY) aim at addr. */
typedef struct init_query {
    uint64_t addr;
    int hits;
} init_query;

static bool count_init_hits(const elf *e, const Elf64_Rela *r, void *ctx, finding *f)
{
    (void)f;
    init_query *q = ctx;
    if (ELF64_R_TYPE(r->r_info) == R_X86_64_RELATIVE &&
        in_range(r->r_offset, e->init_array, e->init_arraysz) && (uint64_t)r->r_addend == q->addr)
        q->hits++;
    return true;
}

/* libgcc's CPU-feature constructor. __builtin_cpu_supports reads __cpu_model, which libgcc fills
 * in from a constructor of its own, __cpu_indicator_init, linked in with the builtin: the
 * toolchain's, not the candidate's, and what run-time dispatch needs. It is recognised as one
 * constructor entry aimed at a local function of that name and of libgcc's size (measured on the
 * dispatch reference, compiled with the builtin by the same compiler). Its bytes are not compared:
 * its displacements differ with the object's layout. A candidate that gave a constructor of its
 * own that name and size would run it where every load-time code runs: in its jail, under
 * Landlock and the first seccomp filter, before any input exists, so it can do nothing that its
 * first call (verification, untimed) could not (docs/integrity.md). */
static bool toolchain_constructor(const elf *c, const elf *dref)
{
    Elf64_Sym mine, libgcc;
    if (!dref || !symtab_find(dref, "__cpu_indicator_init", &libgcc) ||
        !symtab_find(c, "__cpu_indicator_init", &mine))
        return false;
    if (ELF64_ST_TYPE(mine.st_info) != STT_FUNC || ELF64_ST_BIND(mine.st_info) != STB_LOCAL ||
        mine.st_size != libgcc.st_size)
        return false;
    init_query q = {.addr = mine.st_value};
    finding none = {.v = KB_VERDICT_OK, .detail = NULL, .cap = 0};
    each_rela(c, count_init_hits, &q, &none);
    return q.hits == 1;
}

/* Load-time code against the reference: array entry counts and DT_INIT/DT_FINI bytes. */
static bool check_load_code(const elf *c, const elf *ref, const elf *dref, finding *f)
{
    uint64_t extra = c->init_arraysz == ref->init_arraysz + 8 && toolchain_constructor(c, dref) ? 8 : 0;
    if (c->init_arraysz > ref->init_arraysz + extra || c->fini_arraysz > ref->fini_arraysz)
        return say(f,
                   "the candidate defines a constructor or destructor (%llu+%llu DT_INIT_ARRAY"
                   "/DT_FINI_ARRAY entries where the compiler's own are %llu+%llu: code that runs "
                   "at load or exit, outside the checks): remove __attribute__((constructor/"
                   "destructor)) and .init_array/.ctors entries",
                   (unsigned long long)(c->init_arraysz / 8), (unsigned long long)(c->fini_arraysz / 8),
                   (unsigned long long)(ref->init_arraysz / 8), (unsigned long long)(ref->fini_arraysz / 8)),
               false;
    if (c->has_init != ref->has_init && c->has_init)
        return say(f, "the candidate has DT_INIT code where the compiler emits none: remove code "
                      "placed in .init"),
               false;
    if (c->has_fini != ref->has_fini && c->has_fini)
        return say(f, "the candidate has DT_FINI code where the compiler emits none: remove code "
                      "placed in .fini"),
               false;
    if (c->has_init && !check_code(c, ref, c->init, ref->init, "DT_INIT (.init)", f)) return false;
    if (c->has_fini && !check_code(c, ref, c->fini, ref->fini, "DT_FINI (.fini)", f)) return false;
    return true;
}

/* The section table, for what the loader ignores but that shows intent: .ctors/.dtors, a
 * transactional-memory clone table (which makes frame_dummy call _ITM_registerTMCloneTable),
 * and IFUNC or runtime-hook definitions hidden from .dynsym. */
static bool check_sections(const elf *e, finding *f)
{
    if (!e->eh.e_shnum) return true; /* the loader needs none; the program headers were checked */
    Elf64_Shdr shstr;
    if (e->eh.e_shentsize != sizeof(Elf64_Shdr) || e->eh.e_shstrndx >= e->eh.e_shnum ||
        !rd(e, e->eh.e_shoff + (uint64_t)e->eh.e_shstrndx * sizeof shstr, &shstr, sizeof shstr))
        return say(f, "the compiled candidate is truncated or corrupted: its section table lies "
                      "outside the file"),
               false;
    for (uint64_t i = 0; i < e->eh.e_shnum; i++) {
        Elf64_Shdr sh;
        if (!rd(e, e->eh.e_shoff + i * sizeof sh, &sh, sizeof sh))
            return say(f, "the compiled candidate is truncated: its section table lies outside "
                          "the file"),
                   false;
        const char *name = str_at(e, shstr.sh_offset, shstr.sh_size, sh.sh_name);
        if (!name) return say(f, "the candidate's section names lie outside the file"), false;
        if (sh.sh_size && (!strcmp(name, ".ctors") || !strcmp(name, ".dtors")))
            return say(f,
                       "the candidate has a %s section (constructors or destructors run at "
                       "load or exit): remove it",
                       name),
                   false;
        if (sh.sh_size && !strcmp(name, ".tm_clone_table"))
            return say(f, "the candidate has a .tm_clone_table (transactional-memory clones make "
                          "the start-up code call into the object at load): remove -fgnu-tm code"),
                   false;
        if (sh.sh_type != SHT_SYMTAB) continue;
        if (sh.sh_entsize != sizeof(Elf64_Sym) || sh.sh_link >= e->eh.e_shnum)
            return say(f, "the candidate's symbol table is malformed"), false;
        Elf64_Shdr strs;
        if (!rd(e, e->eh.e_shoff + (uint64_t)sh.sh_link * sizeof strs, &strs, sizeof strs))
            return say(f, "the candidate's symbol table lies outside the file"), false;
        for (uint64_t k = 1; k < sh.sh_size / sizeof(Elf64_Sym) && k < MAX_SYMS; k++) {
            Elf64_Sym s;
            if (!rd(e, sh.sh_offset + k * sizeof s, &s, sizeof s))
                return say(f, "the candidate's symbol table lies outside the file"), false;
            const char *sname = str_at(e, strs.sh_offset, strs.sh_size, s.st_name);
            if (!sname) return say(f, "the candidate's symbol names lie outside the file"), false;
            /* the start files' own local symbols (frame_dummy, ...) are not in runtime_hooks */
            if (!check_symbol(sname, &s, ".symtab", f)) return false;
        }
    }
    return true;
}

/* All checks of one object, in the order the loader meets what they look at. */
static kb_verdict screen_image(elf *e, elf *ref, elf *dref, finding *f)
{
    if (!parse_headers(e, f) || !check_segments(e, f) || !parse_dynamic(e, f) ||
        !check_dynamic_tags(e, ref, f) || !check_dynamic_symbols(e, f) || !relocations_ok(e, f) ||
        !check_sections(e, f) || !check_load_code(e, ref, dref, f))
        return f->v;
    return KB_VERDICT_OK;
}

kb_verdict kb_screen_against(const char *so_path, const char *ref_path, char *detail, size_t cap)
{
    finding f = {.v = KB_VERDICT_OK, .detail = detail, .cap = cap};
    size_t len = 0, rlen = 0;
    if (cap) detail[0] = 0;
    char *img = kb_read_file(so_path, &len);
    if (!img) {
        snprintf(detail, cap, "cannot read the compiled candidate %s: %s", so_path, strerror(errno));
        return KB_VERDICT_HARNESS_ERROR;
    }
    char *rimg = kb_read_file(ref_path, &rlen);
    elf ref = {.img = (const unsigned char *)rimg, .len = rlen};
    char rdetail[300] = "";
    finding rf = {.v = KB_VERDICT_OK, .detail = rdetail, .cap = sizeof rdetail};
    if (!rimg || !parse_headers(&ref, &rf) || !parse_dynamic(&ref, &rf)) {
        snprintf(detail, cap,
                 "the screen's reference object %s is unreadable (%s): delete it "
                 "and retry",
                 ref_path, rimg ? rdetail : strerror(errno));
        free(img);
        free(rimg);
        return KB_VERDICT_HARNESS_ERROR;
    }
    /* the dispatch reference, for libgcc's constructor: without it, none is recognised */
    char dpath[1024], dd[300];
    size_t dlen = 0;
    char *dimg = kb_compile_reference_dispatch(dpath, sizeof dpath, dd, sizeof dd) == KB_VERDICT_OK
                     ? kb_read_file(dpath, &dlen)
                     : NULL;
    elf dref = {.img = (const unsigned char *)dimg, .len = dlen};
    finding df = {.v = KB_VERDICT_OK, .detail = dd, .cap = sizeof dd};
    bool dref_ok = dimg && parse_headers(&dref, &df) && parse_dynamic(&dref, &df);
    elf e = {.img = (const unsigned char *)img, .len = len};
    kb_verdict v = screen_image(&e, &ref, dref_ok ? &dref : NULL, &f);
    free(img);
    free(rimg);
    free(dimg);
    return v;
}

kb_verdict kb_screen(const char *so_path, char *detail, size_t cap)
{
    char ref[1024];
    if (kb_compile_reference(ref, sizeof ref, detail, cap) != KB_VERDICT_OK) return KB_VERDICT_HARNESS_ERROR;
    return kb_screen_against(so_path, ref, detail, cap);
}
