"""k41_gemm_add_relu: out[m][n] = max(0, sum_k x[m][k] * w[k][n] + b[n]), a tiled Pallas TPU
matmul with the bias and ReLU fused into the write-out.

Shapes: x [M][K], w [K][N], b [N], out [M][N] (tpu-v6e: M 4096, K 8192, N 8192).

The p08 structure (grid (i, j, k), k innermost and "arbitrary", f32 VMEM accumulator zeroed
at k == 0) with the epilogue where the tile leaves VMEM: at the last k the accumulator gets
the bias row (a (1, bn) block: the bias reshaped to [1][N] outside, which only moves data)
and the ReLU, and is rounded to the storage dtype once. The epilogue costs no HBM traffic:
that is the point of fusing it.
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


def gemm_bias_relu_kernel(x_ref, w_ref, b_ref, o_ref, acc_ref, *, precision):
    k = pl.program_id(2)

    @pl.when(k == 0)
    def _():
        acc_ref[...] = jnp.zeros_like(acc_ref)

    acc_ref[...] += jnp.dot(x_ref[...], w_ref[...], preferred_element_type=jnp.float32,
                            precision=precision)

    @pl.when(k == pl.num_programs(2) - 1)
    def _():
        y = acc_ref[...] + b_ref[...].astype(jnp.float32)       # [bm, bn] + [1, bn]
        o_ref[...] = jnp.maximum(y, 0.0).astype(o_ref.dtype)


def kernel(x, w, b):
    M, K = x.shape
    N = w.shape[1]
    bm = pick(M, (512, 256, 128, 64, 32, 16, 8))
    bn = pick(N, (1024, 512, 256, 128))
    bk = pick(K, (1024, 512, 256, 128))
    precision = jax.lax.Precision.HIGHEST if x.dtype == jnp.float32 else None
    return pl.pallas_call(
        functools.partial(gemm_bias_relu_kernel, precision=precision),
        grid=(M // bm, N // bn, K // bk),
        in_specs=[pl.BlockSpec((bm, bk), lambda i, j, k: (i, k)),
                  pl.BlockSpec((bk, bn), lambda i, j, k: (k, j)),
                  pl.BlockSpec((1, bn), lambda i, j, k: (0, j))],
        out_specs=pl.BlockSpec((bm, bn), lambda i, j, k: (i, j)),
        out_shape=jax.ShapeDtypeStruct((M, N), x.dtype),
        scratch_shapes=[pltpu.VMEM((bm, bn), jnp.float32)],
        compiler_params=pltpu.CompilerParams(
            dimension_semantics=("parallel", "parallel", "arbitrary")),
    )(x, w, b.reshape(1, N))
