/* peak.c: `kbench peak`: measure this machine's peaks on a quiet machine and store them (a
 * measurement beside other work is repeated, then refused unless --allow-busy). */
#include "cli.h"

int kb_cmd_peak(int argc, char **argv)
{
    kb_cli c;
    int rc = kb_cli_parse(&c, argc, argv, "peak");
    if (rc) return rc > 0 ? KB_EXIT_OK : KB_EXIT_USAGE;
    kb_store *st = kb_cli_store(&c);
    if (!st) return KB_EXIT_HARNESS;
    kb_machine m;
    kb_peaks p;
    kb_machine_detect(&m);
    int64_t id;
    rc = kb_cli_peaks_measure(st, &m, &p, &id);
    kb_store_close(st);
    if (rc) return KB_EXIT_HARNESS;
    if (c.json) {
        json_t *o =
            json_pack("{s:s,s:i,s:I,s:o,s:o,s:o,s:o,s:s,s:o,s:o,s:s}", "cpu", m.cpu, "cores", m.cores,
                      "llc_bytes", (json_int_t)m.llc_bytes, "fp32_gflops_1", kb_cli_real(p.fp32_1),
                      "fp32_gflops_all", kb_cli_real(p.fp32_all), "bf16_gflops_1", kb_cli_real(p.bf16_1),
                      "bf16_gflops_all", kb_cli_real(p.bf16_all), "bf16_path", p.bf16_path, "bw_gbs_1",
                      kb_cli_real(p.bw_1), "bw_gbs_all", kb_cli_real(p.bw_all), "measured_at", p.measured_at);
        json_object_set_new(o, "noisy", json_boolean(p.noisy));
        json_object_set_new(o, "noisy_reason", p.noisy ? json_string(p.noisy_reason) : json_null());
        kb_cli_print_json(o);
    } else {
        printf("%s, %d cores, last-level cache %zu MiB\n", m.cpu, m.cores, m.llc_bytes >> 20);
        printf("  fp32 FMA     %8.1f GFLOP/s (1 core)  %8.1f GFLOP/s (%d cores)\n", p.fp32_1, p.fp32_all,
               m.cores);
        printf("  bf16 %-7s %8.1f GFLOP/s (1 core)  %8.1f GFLOP/s (%d cores)\n", p.bf16_path, p.bf16_1,
               p.bf16_all, m.cores);
        printf(
            "  memory       %8.1f GB/s    (1 core)  %8.1f GB/s    (%d cores)  (best of triad, NT triad, read)\n",
            p.bw_1, p.bw_all, m.cores);
        if (p.noisy) printf("  noisy: measured while the machine was busy (%s)\n", p.noisy_reason);
    }
    return KB_EXIT_OK;
}
