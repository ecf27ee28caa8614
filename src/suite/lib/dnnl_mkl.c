/* dnnl_mkl.c: MKL GEMMs for the lib baselines (see dnnl_mkl.h); built only with BLAS=mkl. */
#include "dnnl_mkl.h"

#include <mkl.h>
#include <omp.h>
#include <stdio.h>

#ifndef KB_MKL_SOURCE
#define KB_MKL_SOURCE "system"
#endif

/* MKL's threads on the process's OpenMP (libgomp, as kbench and the candidates use), so that
 * OMP_NUM_THREADS (the runner's --threads) holds for it too and two OpenMP runtimes do not
 * compete. Must precede every other MKL call. */
static void init_once(void)
{
    static bool done;
    if (done) return;
    done = true;
    mkl_set_threading_layer(MKL_THREADING_GNU);
    mkl_set_num_threads(omp_get_max_threads());
}

void kb_mkl_version(char *buf, size_t cap)
{
    init_once();
    MKLVersion v;
    mkl_get_version(&v);
    snprintf(buf, cap, "MKL %d.%d (%s)", v.MajorVersion, v.UpdateVersion, KB_MKL_SOURCE);
}

bool kb_mkl_gemm_supported(kb_dtype a, kb_dtype b)
{
    return a == b && (a == KB_DTYPE_BF16 || a == KB_DTYPE_F32);
}

void kb_mkl_gemm(kb_dtype t, int64_t batch, int64_t m, int64_t n, int64_t k, bool trans_a, bool trans_b,
                 const void *a, const void *b, float *c)
{
    init_once();
    KB_ASSERT(batch >= 1 && kb_mkl_gemm_supported(t, t));
    const CBLAS_TRANSPOSE ta = trans_a ? CblasTrans : CblasNoTrans;
    const CBLAS_TRANSPOSE tb = trans_b ? CblasTrans : CblasNoTrans;
    const MKL_INT lda = (MKL_INT)(trans_a ? m : k), ldb = (MKL_INT)(trans_b ? k : n);
    for (int64_t i = 0; i < batch; i++) {
        float *ci = c + i * m * n;
        if (t == KB_DTYPE_BF16) {
            const MKL_BF16 *ai = (const MKL_BF16 *)a + i * m * k, *bi = (const MKL_BF16 *)b + i * k * n;
            cblas_gemm_bf16bf16f32(CblasRowMajor, ta, tb, (MKL_INT)m, (MKL_INT)n, (MKL_INT)k, 1.0f, ai, lda,
                                   bi, ldb, 0.0f, ci, (MKL_INT)n);
        } else {
            const float *ai = (const float *)a + i * m * k, *bi = (const float *)b + i * k * n;
            cblas_sgemm(CblasRowMajor, ta, tb, (MKL_INT)m, (MKL_INT)n, (MKL_INT)k, 1.0f, ai, lda, bi, ldb,
                        0.0f, ci, (MKL_INT)n);
        }
    }
}
