"""k31_gemm_batchnorm_gelu_relu, a naive Pallas TPU kernel: out = relu(gelu(batch_norm(x w^T))),
batch norm in training mode (the statistics of the batch itself).

y = sum_k x[m][k] w[n][k]; mean[n], var[n] over the M rows (biased);
z = (y - mean) / sqrt(var + EPS) * gamma + beta; out = max(0, gelu(z)) (tanh form).

Shapes: x [M][K], w [N][K], gamma, beta [N], out [M][N]. A starting point: correct, not fast.

The statistics run down the columns, so each grid step owns whole columns: grid (column block
j, contraction block k), k innermost and "arbitrary", an f32 (M x bn) accumulator in VMEM
scratch. At the last k the column block has every row: mean and variance are sublane
reductions over M, then the affine, GELU and ReLU, one rounding. y stays in f32 (its column
means are large next to its spread: rounding y first would lose the variance).
"""
import math

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl
from jax.experimental.pallas import tpu as pltpu

EPS = KB_EPS  # noqa: F821  (kbench defines KB_<NAME> for every constant)


def pick(n, sizes):
    for s in sizes:
        if s <= n and n % s == 0:
            return s
    return n


def gelu_tanh(t):
    return 0.5 * t * (1.0 + jnp.tanh(math.sqrt(2.0 / math.pi) * (t + 0.044715 * t * t * t)))


def bn_kernel(x_ref, w_ref, gamma_ref, beta_ref, o_ref, acc_ref):
    k = pl.program_id(1)
    precision = jax.lax.Precision.HIGHEST if x_ref.dtype == jnp.float32 else None

    @pl.when(k == 0)
    def _():
        acc_ref[...] = jnp.zeros_like(acc_ref)

    acc_ref[...] += jax.lax.dot_general(x_ref[...], w_ref[...], (((1,), (1,)), ((), ())),
                                        preferred_element_type=jnp.float32, precision=precision)

    @pl.when(k == pl.num_programs(1) - 1)
    def _():
        y = acc_ref[...]                                            # [M, bn]
        mu = jnp.mean(y, axis=0, keepdims=True)
        d = y - mu
        var = jnp.mean(d * d, axis=0, keepdims=True)
        z = (d * jax.lax.rsqrt(var + EPS) * gamma_ref[...].astype(jnp.float32)
             + beta_ref[...].astype(jnp.float32))
        o_ref[...] = jnp.maximum(gelu_tanh(z), 0.0).astype(o_ref.dtype)


def kernel(x, w, gamma, beta):
    M, K = x.shape
    N = w.shape[0]
    bn = pick(N, (128,))
    bk = pick(K, (128,))
    return pl.pallas_call(
        bn_kernel,
        grid=(N // bn, K // bk),
        in_specs=[pl.BlockSpec((M, bk), lambda j, k: (0, k)),
                  pl.BlockSpec((bn, bk), lambda j, k: (j, k)),
                  pl.BlockSpec((1, bn), lambda j, k: (0, j)),
                  pl.BlockSpec((1, bn), lambda j, k: (0, j))],
        out_specs=pl.BlockSpec((M, bn), lambda j, k: (0, j)),
        out_shape=jax.ShapeDtypeStruct((M, N), x.dtype),
        scratch_shapes=[pltpu.VMEM((M, bn), jnp.float32)],
        # whole columns of M 16384 at tpu-v6e: over the 32 MiB scoped default in f32
        compiler_params=pltpu.CompilerParams(dimension_semantics=("parallel", "arbitrary"),
                                             vmem_limit_bytes=100 << 20),
    )(x, w, gamma.reshape(1, N), beta.reshape(1, N))
