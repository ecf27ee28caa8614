"""p08_gemm: c[m][n] = sum_k a[m][k] * b[k][n], a tiled Pallas TPU matmul.

Shapes: a [M][K], b [K][N], c [M][N] (tpu-v6e: M 8192, K 8192, N 28672).

The grid walks output tiles (i, j) and, innermost, the contraction blocks k. Pallas pipelines
the blocks: while the MXU multiplies one (bm x bk) @ (bk x bn) pair in VMEM, the DMA engine
fetches the next pair from HBM. The k axis is "arbitrary" (sequential: it carries the f32
accumulator), i and j are "parallel" (independent tiles).

- Blocks are multiples of (8, 128) (sublanes x lanes) or the whole dimension: the Mosaic
  lowering rejects anything else. 512 x 1024 output tiles with bk 1024 keep the MXU (2 x
  256x256 on v6e) busy and need about 10 MiB of VMEM double-buffered in bf16, under the 32 MiB
  scoped default.
- The accumulator is an f32 VMEM scratch that lives across the k steps: zeroed at k == 0
  (pl.when), written out, rounded once to the storage dtype, at the last k.
- f32 inputs ask for HIGHEST precision (6 bf16 passes on the MXU): the f32 tolerance is 1e-4.
"""
import functools

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl
from jax.experimental.pallas import tpu as pltpu


def pick(n, sizes):
    """The first block size that divides n, else the whole dimension (always legal)."""
    for s in sizes:
        if s <= n and n % s == 0:
            return s
    return n


def matmul_kernel(a_ref, b_ref, c_ref, acc_ref, *, precision):
    k = pl.program_id(2)

    @pl.when(k == 0)
    def _():
        acc_ref[...] = jnp.zeros_like(acc_ref)

    acc_ref[...] += jnp.dot(a_ref[...], b_ref[...], preferred_element_type=jnp.float32,
                            precision=precision)

    @pl.when(k == pl.num_programs(2) - 1)
    def _():
        c_ref[...] = acc_ref[...].astype(c_ref.dtype)


def kernel(a, b):
    M, K = a.shape
    N = b.shape[1]
    bm = pick(M, (512, 256, 128, 64, 32, 16, 8))
    bn = pick(N, (1024, 512, 256, 128))
    bk = pick(K, (1024, 512, 256, 128))
    precision = jax.lax.Precision.HIGHEST if a.dtype == jnp.float32 else None
    return pl.pallas_call(
        functools.partial(matmul_kernel, precision=precision),
        grid=(M // bm, N // bn, K // bk),
        in_specs=[pl.BlockSpec((bm, bk), lambda i, j, k: (i, k)),
                  pl.BlockSpec((bk, bn), lambda i, j, k: (k, j))],
        out_specs=pl.BlockSpec((bm, bn), lambda i, j, k: (i, j)),
        out_shape=jax.ShapeDtypeStruct((M, N), a.dtype),
        scratch_shapes=[pltpu.VMEM((bm, bn), jnp.float32)],
        compiler_params=pltpu.CompilerParams(
            dimension_semantics=("parallel", "parallel", "arbitrary")),
    )(a, b)
