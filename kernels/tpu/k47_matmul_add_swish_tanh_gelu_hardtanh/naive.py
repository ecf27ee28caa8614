"""k47_matmul_add_swish_tanh_gelu_hardtanh, a naive Pallas TPU kernel: out =
hardtanh(gelu(tanh(swish(x w + b + a)))).

y = x w + b + a; s = y / (1 + exp(-y)); t = tanh(s); out = clamp(gelu(t), -1, 1) (gelu: tanh form)

Shapes: x [M][K], w [K][N], b [N], a [N], out [M][N]. A starting point: correct, simple, not fast.

One grid step per (128-row, 128-column) output tile with the whole contraction in one block
(a (bm x K) strip of x, a (K x bn) strip of w), the product in f32, then the epilogue on the
tile before one rounding to the storage dtype. Per-feature vectors are reshaped to [1][N]
outside (only data movement) and read as (1, bn) blocks; scalars as (1, 1) blocks.
"""
import math

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl


def pick(n, sizes):
    for s in sizes:
        if s <= n and n % s == 0:
            return s
    return n


def gelu_tanh(t):
    return 0.5 * t * (1.0 + jnp.tanh(math.sqrt(2.0 / math.pi) * (t + 0.044715 * t * t * t)))


def fused_kernel(x_ref, w_ref, b_ref, a_ref, o_ref):
    # f32 inputs: HIGHEST precision, or the MXU rounds them to bf16
    precision = jax.lax.Precision.HIGHEST if x_ref.dtype == jnp.float32 else None
    y = jnp.dot(x_ref[...], w_ref[...], preferred_element_type=jnp.float32, precision=precision)
    b = b_ref[...].astype(jnp.float32)
    a = a_ref[...].astype(jnp.float32)
    t = y + b + a
    t = jnp.tanh(t / (1.0 + jnp.exp(-t)))
    out = jnp.clip(gelu_tanh(t), -1.0, 1.0)
    o_ref[...] = out.astype(o_ref.dtype)


def kernel(x, w, b, a):
    M, K = x.shape
    N = w.shape[1]
    bm = pick(M, (128, 64, 32, 16, 8))
    bn = pick(N, (128,))
    vec = pl.BlockSpec((1, bn), lambda i, j: (0, j))
    return pl.pallas_call(
        fused_kernel,
        grid=(M // bm, N // bn),
        in_specs=[pl.BlockSpec((bm, K), lambda i, j: (i, 0)),
                  pl.BlockSpec((K, bn), lambda i, j: (0, j))] + [vec] * 2,
        out_specs=pl.BlockSpec((bm, bn), lambda i, j: (i, j)),
        out_shape=jax.ShapeDtypeStruct((M, N), x.dtype),
    )(x, w, b.reshape(1, N), a.reshape(1, N))
