"""p08_gemm, a naive Pallas TPU kernel: c[m][n] = sum_k a[m][k] * b[k][n].

Shapes: a [M][K], b [K][N], c [M][N]. A starting point: correct, simple, not fast.

One grid step per (128-row, 128-column) output tile, each with the whole contraction in one
block: a (bm x K) strip of a and a (K x bn) strip of b in VMEM, one jnp.dot with f32 results,
rounded to the storage dtype. Blocks are multiples of (8, 128) or the whole dimension.
"""
import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl


def pick(n, sizes):
    for s in sizes:
        if s <= n and n % s == 0:
            return s
    return n


def matmul_kernel(a_ref, b_ref, c_ref):
    # f32 inputs: HIGHEST precision, or the MXU rounds them to bf16 (the f32 tolerance is 1e-4)
    precision = jax.lax.Precision.HIGHEST if a_ref.dtype == jnp.float32 else None
    c_ref[...] = jnp.dot(a_ref[...], b_ref[...], preferred_element_type=jnp.float32,
                         precision=precision).astype(c_ref.dtype)


def kernel(a, b):
    M, K = a.shape
    N = b.shape[1]
    bm = pick(M, (128, 64, 32, 16, 8))
    bn = pick(N, (128,))
    return pl.pallas_call(
        matmul_kernel,
        grid=(M // bm, N // bn),
        in_specs=[pl.BlockSpec((bm, K), lambda i, j: (i, 0)),
                  pl.BlockSpec((K, bn), lambda i, j: (0, j))],
        out_specs=pl.BlockSpec((bm, bn), lambda i, j: (i, j)),
        out_shape=jax.ShapeDtypeStruct((M, N), a.dtype),
    )(a, b)
