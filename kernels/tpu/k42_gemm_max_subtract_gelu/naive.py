"""k42_gemm_max_subtract_gelu, a naive Pallas TPU kernel: out[m][0] = gelu(mx[m] - mean(mx)),
mx[m] = max_n (x w + b)[m][n] (gelu: tanh form; the mean over the M rows).

Shapes: x [M][K], w [K][N], b [N], out [M][1]. A starting point: correct, simple, not fast.

Two pallas_calls: the row maxima need whole rows, their mean needs every row.
1. GEMM + bias + row max: grid (row block i, contraction block k), k innermost and
   "arbitrary", an f32 (bm x N) accumulator in VMEM scratch; at the last k the maximum over
   N, kept in f32 ([M][1]).
2. one block with all M maxima (an [M][1] column): the mean, the subtraction and the GELU.
"""
import math

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl
from jax.experimental.pallas import tpu as pltpu


def pick(n, sizes):
    for s in sizes:
        if s <= n and n % s == 0:
            return s
    return n


def gelu_tanh(t):
    return 0.5 * t * (1.0 + jnp.tanh(math.sqrt(2.0 / math.pi) * (t + 0.044715 * t * t * t)))


def rowmax_kernel(x_ref, w_ref, b_ref, o_ref, acc_ref):
    k = pl.program_id(1)
    precision = jax.lax.Precision.HIGHEST if x_ref.dtype == jnp.float32 else None

    @pl.when(k == 0)
    def _():
        acc_ref[...] = jnp.zeros_like(acc_ref)

    acc_ref[...] += jnp.dot(x_ref[...], w_ref[...], preferred_element_type=jnp.float32,
                            precision=precision)

    @pl.when(k == pl.num_programs(1) - 1)
    def _():
        y = acc_ref[...] + b_ref[...].astype(jnp.float32)
        o_ref[...] = jnp.max(y, axis=-1, keepdims=True)


def center_gelu_kernel(mx_ref, o_ref):
    mx = mx_ref[...]                                                # [M, 1] f32
    o_ref[...] = gelu_tanh(mx - jnp.mean(mx, axis=0, keepdims=True)).astype(o_ref.dtype)


def kernel(x, w, b):
    M, K = x.shape
    N = w.shape[1]
    bm = pick(M, (64, 32, 16, 8))
    bk = pick(K, (128,))
    mx = pl.pallas_call(
        rowmax_kernel,
        grid=(M // bm, K // bk),
        in_specs=[pl.BlockSpec((bm, bk), lambda i, k: (i, k)),
                  pl.BlockSpec((bk, N), lambda i, k: (k, 0)),
                  pl.BlockSpec((1, N), lambda i, k: (0, 0))],
        out_specs=pl.BlockSpec((bm, 1), lambda i, k: (i, 0)),
        out_shape=jax.ShapeDtypeStruct((M, 1), jnp.float32),
        scratch_shapes=[pltpu.VMEM((bm, N), jnp.float32)],
        compiler_params=pltpu.CompilerParams(dimension_semantics=("parallel", "arbitrary")),
    )(x, w, b.reshape(1, N))
    return pl.pallas_call(
        center_gelu_kernel,
        grid=(1,),
        in_specs=[pl.BlockSpec((M, 1), lambda i: (0, 0))],
        out_specs=pl.BlockSpec((M, 1), lambda i: (0, 0)),
        out_shape=jax.ShapeDtypeStruct((M, 1), x.dtype),
    )(mx)
