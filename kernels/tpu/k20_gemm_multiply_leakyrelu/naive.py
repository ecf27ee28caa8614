"""k20_gemm_multiply_leakyrelu, a naive Pallas TPU kernel: out = leaky_relu(MULTIPLIER * (x w + b)).

v = MULTIPLIER * (sum_k x[m][k] w[k][n] + b[n]); out = v >= 0 ? v : NEGATIVE_SLOPE * v

Shapes: x [M][K], w [K][N], b [N], out [M][N]. A starting point: correct, simple, not fast.

One grid step per (128-row, 128-column) output tile with the whole contraction in one block
(a (bm x K) strip of x, a (K x bn) strip of w), the product in f32, then the epilogue on the
tile before one rounding to the storage dtype. Per-feature vectors are reshaped to [1][N]
outside (only data movement) and read as (1, bn) blocks; scalars as (1, 1) blocks.
"""
import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl

MULTIPLIER = KB_MULTIPLIER  # noqa: F821  (kbench defines KB_<NAME> for every constant)
NEGATIVE_SLOPE = KB_NEGATIVE_SLOPE  # noqa: F821  (kbench defines KB_<NAME> for every constant)


def pick(n, sizes):
    for s in sizes:
        if s <= n and n % s == 0:
            return s
    return n


def fused_kernel(x_ref, w_ref, b_ref, o_ref):
    # f32 inputs: HIGHEST precision, or the MXU rounds them to bf16
    precision = jax.lax.Precision.HIGHEST if x_ref.dtype == jnp.float32 else None
    y = jnp.dot(x_ref[...], w_ref[...], preferred_element_type=jnp.float32, precision=precision)
    b = b_ref[...].astype(jnp.float32)
    v = MULTIPLIER * (y + b)
    out = jnp.where(v >= 0, v, NEGATIVE_SLOPE * v)
    o_ref[...] = out.astype(o_ref.dtype)


def kernel(x, w, b):
    M, K = x.shape
    N = w.shape[1]
    bm = pick(M, (128, 64, 32, 16, 8))
    bn = pick(N, (128,))
    vec = pl.BlockSpec((1, bn), lambda i, j: (0, j))
    return pl.pallas_call(
        fused_kernel,
        grid=(M // bm, N // bn),
        in_specs=[pl.BlockSpec((bm, K), lambda i, j: (i, 0)),
                  pl.BlockSpec((K, bn), lambda i, j: (0, j))] + [vec] * 1,
        out_specs=pl.BlockSpec((bm, bn), lambda i, j: (i, j)),
        out_shape=jax.ShapeDtypeStruct((M, N), x.dtype),
    )(x, w, b.reshape(1, N))
