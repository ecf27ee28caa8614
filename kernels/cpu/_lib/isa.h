/* _lib/isa.h: which path a bf16 expert takes on this machine, decided at run time by the CPUID
 * instruction itself (no IFUNC, no constructor, nothing at load time): the AMX tiles where the
 * CPU has amx_tile and amx_bf16 and the kernel grants this process the tile data (the
 * ARCH_REQ_XCOMP_PERM request every AMX kernel makes), else AVX-512 BF16 (vdpbf16ps: Zen 4,
 * Cooper Lake, Sapphire Rapids), which the expert's KB_REQUIRES guarantees. The including file
 * declares KB_TUNE AVX512: 1 takes the AVX-512 BF16 path even where AMX is present (how the
 * tests run both paths on one machine). Needs <cpuid.h>, <sys/syscall.h>, <unistd.h> and
 * _GNU_SOURCE. Spliced into experts by tools/kernels/amalgamate. */
enum { ISA_AVX512 = 0, ISA_AMX = 1 };

/* Asked on every call: the answer is the machine's, and nothing is kept between calls. */
static inline int isa_path(void)
{
    if (AVX512) return ISA_AVX512;
    unsigned a, b, c, d;
    if (!__get_cpuid_count(7, 0, &a, &b, &c, &d)) return ISA_AVX512;
    if (!(d >> 22 & 1) || !(d >> 24 & 1)) return ISA_AVX512; /* amx_bf16, amx_tile */
    return syscall(SYS_arch_prctl, 0x1023 /* ARCH_REQ_XCOMP_PERM */, 18 /* XTILEDATA */) == 0 ? ISA_AMX
                                                                                              : ISA_AVX512;
}
