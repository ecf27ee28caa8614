/* dnnl_mkl.h: the lib baselines' GEMMs on MKL instead of oneDNN's matmul (built with BLAS=mkl),
 * so that the two libraries can be compared on the same workloads (tools/baselines/compare).
 *
 * kb_dnnl_matmul (dnnl_util.h) keeps its interface: with BLAS=mkl it runs cblas_gemm_bf16bf16f32
 * (bf16 x bf16, f32 accumulation and result: AMX where the CPU has it) or cblas_sgemm (f32) into
 * an f32 result, then the bias and post-ops as one oneDNN binary pass over that result (which
 * also rounds to a bf16 dst). That pass is the price of a BLAS: a oneDNN matmul fuses it. */
#ifndef KB_DNNL_MKL_H
#define KB_DNNL_MKL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "../workload.h"

/* "MKL 2026.2 (PyPI mkl 2026.2.0)". */
void kb_mkl_version(char *buf, size_t cap);
/* Whether MKL has a GEMM for these operand types (bf16 x bf16 or f32 x f32). */
bool kb_mkl_gemm_supported(kb_dtype a, kb_dtype b);
/* C[b] = A[b] . B[b] in f32 for each of `batch` (>= 1) row-major problems; A is [m][k], or
 * [k][m] when trans_a; B is [k][n], or [n][k] when trans_b. a, b: bf16 or f32 (both the
 * same). */
void kb_mkl_gemm(kb_dtype t, int64_t batch, int64_t m, int64_t n, int64_t k, bool trans_a, bool trans_b,
                 const void *a, const void *b, float *c);

#endif
