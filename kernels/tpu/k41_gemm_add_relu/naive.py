"""k41_gemm_add_relu, a naive Pallas TPU kernel: out[m][n] = max(0, sum_k x[m][k] * w[k][n] + b[n]).

Shapes: x [M][K], w [K][N], b [N], out [M][N]. A starting point: correct, simple, not fast.

One grid step per (128-row, 128-column) output tile with the whole contraction in one block;
the bias (reshaped to [1][N] outside: only data movement) and the ReLU are applied before the
tile is rounded to the storage dtype.
"""
import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl


def pick(n, sizes):
    for s in sizes:
        if s <= n and n % s == 0:
            return s
    return n


def gemm_bias_relu_kernel(x_ref, w_ref, b_ref, o_ref):
    # f32 inputs: HIGHEST precision, or the MXU rounds them to bf16 (the f32 tolerance is 1e-4)
    precision = jax.lax.Precision.HIGHEST if x_ref.dtype == jnp.float32 else None
    y = jnp.dot(x_ref[...], w_ref[...], preferred_element_type=jnp.float32, precision=precision)
    y = y + b_ref[...].astype(jnp.float32)
    o_ref[...] = jnp.maximum(y, 0.0).astype(o_ref.dtype)


def kernel(x, w, b):
    M, K = x.shape
    N = w.shape[1]
    bm = pick(M, (128, 64, 32, 16, 8))
    bn = pick(N, (128,))
    return pl.pallas_call(
        gemm_bias_relu_kernel,
        grid=(M // bm, N // bn),
        in_specs=[pl.BlockSpec((bm, K), lambda i, j: (i, 0)),
                  pl.BlockSpec((K, bn), lambda i, j: (0, j)),
                  pl.BlockSpec((1, bn), lambda i, j: (0, j))],
        out_specs=pl.BlockSpec((bm, bn), lambda i, j: (i, j)),
        out_shape=jax.ShapeDtypeStruct((M, N), x.dtype),
    )(x, w, b.reshape(1, N))
