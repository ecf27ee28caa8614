/* kernel-call.c: call a compiled candidate's kernel once on inputs from `kbench dump`, and write
 * its outputs as raw files: for comparing two builds of one kernel bit for bit, and for counting
 * their instructions under callgrind (tools/kernels/codegen-check). Not part of kbench: no
 * sandbox, no checks; only for kbench's own kernels.
 *
 *   kernel-call SO DUMPDIR OUTDIR IN_FILE... -- OUT_BYTES...
 *
 * Inputs are the dump's raw files, in the prototype's order; outputs are allocated (64-byte
 * aligned, filled with a NaN pattern) with the sizes given. */
#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_ARGS 12

/* x86-64 SysV passes the first six pointers in registers and the rest on the stack, where the
 * caller pops them: a kernel of fewer parameters called through this type ignores the rest. */
typedef void (*kernel12)(void *, void *, void *, void *, void *, void *, void *, void *, void *, void *,
                         void *, void *);

static void *load(const char *path, size_t *n)
{
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    fseek(f, 0, SEEK_END);
    *n = (size_t)ftell(f);
    fseek(f, 0, SEEK_SET);
    void *p = aligned_alloc(64, (*n + 63) / 64 * 64 + 64);
    if (p && fread(p, 1, *n, f) != *n) p = NULL;
    fclose(f);
    return p;
}

int main(int argc, char **argv)
{
    if (argc < 4) {
        fprintf(stderr, "usage: kernel-call SO DUMPDIR OUTDIR IN_FILE... -- OUT_BYTES...\n");
        return 2;
    }
    void *so = dlopen(argv[1], RTLD_NOW | RTLD_LOCAL);
    kernel12 k = so ? (kernel12)(uintptr_t)dlsym(so, "kernel") : NULL;
    if (!k) {
        fprintf(stderr, "kernel-call: %s: %s\n", argv[1], dlerror());
        return 1;
    }
    void *args[MAX_ARGS] = {0};
    size_t out_bytes[MAX_ARGS] = {0};
    int n = 0, first_out = -1;
    for (int i = 4; i < argc && n < MAX_ARGS; i++) {
        if (!strcmp(argv[i], "--")) {
            first_out = n;
            continue;
        }
        if (first_out < 0) {
            char path[4096];
            size_t bytes;
            snprintf(path, sizeof path, "%s/%s", argv[2], argv[i]);
            if (!(args[n++] = load(path, &bytes))) {
                fprintf(stderr, "kernel-call: cannot read %s\n", path);
                return 1;
            }
        } else {
            out_bytes[n] = strtoull(argv[i], NULL, 10);
            args[n] = aligned_alloc(64, (out_bytes[n] + 63) / 64 * 64 + 64);
            memset(args[n], 0xff, out_bytes[n]);
            n++;
        }
    }
    k(args[0], args[1], args[2], args[3], args[4], args[5], args[6], args[7], args[8], args[9], args[10],
      args[11]);
    for (int i = first_out; i >= 0 && i < n; i++) {
        char path[4096];
        snprintf(path, sizeof path, "%s/out%d.bin", argv[3], i - first_out);
        FILE *f = fopen(path, "wb");
        if (!f || fwrite(args[i], 1, out_bytes[i], f) != out_bytes[i]) {
            fprintf(stderr, "kernel-call: cannot write %s\n", path);
            return 1;
        }
        fclose(f);
    }
    return 0;
}
