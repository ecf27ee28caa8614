/* peak.c: `kbench peak`: measure this machine's peaks and store them. */
#include "cli.h"

int kb_cmd_peak(int argc, char **argv)
{
    kb_cli c;
    int rc = kb_cli_parse(&c, argc, argv, "peak", "db json quiet");
    if (rc) return rc > 0 ? KB_EXIT_OK : KB_EXIT_USAGE;
    kb_store *st = kb_cli_store(&c);
    if (!st) return KB_EXIT_HARNESS;
    kb_machine m;
    kb_peaks p;
    kb_machine_detect(&m);
    kb_peaks_measure(&m, &p);
    int64_t id;
    kb_err err = {{0}};
    rc = kb_store_save_peaks(st, &m, &p, &id, &err);
    kb_store_close(st);
    if (c.json) {
        json_t *o = json_pack("{s:s,s:i,s:I,s:o,s:o,s:o,s:o,s:s,s:o,s:o,s:s}", "cpu", m.cpu, "cores", m.cores,
                              "llc_bytes", (json_int_t)m.llc_bytes, "fp32_gflops_1", kb_cli_real(p.fp32_1),
                              "fp32_gflops_all", kb_cli_real(p.fp32_all), "bf16_gflops_1", kb_cli_real(p.bf16_1),
                              "bf16_gflops_all", kb_cli_real(p.bf16_all), "bf16_path", p.bf16_path,
                              "bw_gbs_1", kb_cli_real(p.bw_1), "bw_gbs_all", kb_cli_real(p.bw_all),
                              "measured_at", p.measured_at);
        kb_cli_print_json(o);
    } else {
        printf("%s, %d cores, last-level cache %zu MiB\n", m.cpu, m.cores, m.llc_bytes >> 20);
        printf("  fp32 FMA     %8.1f GFLOP/s (1 core)  %8.1f GFLOP/s (%d cores)\n", p.fp32_1, p.fp32_all, m.cores);
        printf("  bf16 %-7s %8.1f GFLOP/s (1 core)  %8.1f GFLOP/s (%d cores)\n", p.bf16_path, p.bf16_1, p.bf16_all, m.cores);
        printf("  memory       %8.1f GB/s    (1 core)  %8.1f GB/s    (%d cores)  (best of triad, NT triad, read)\n", p.bw_1, p.bw_all, m.cores);
    }
    if (rc) {
        fprintf(stderr, "kbench: %s\n", err.msg);
        return KB_EXIT_HARNESS;
    }
    return KB_EXIT_OK;
}
