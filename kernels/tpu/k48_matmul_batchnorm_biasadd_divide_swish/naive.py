"""k48_matmul_batchnorm_biasadd_divide_swish, a naive Pallas TPU kernel: out = swish((bn_eval(x
w + lb) + bias) / DIVIDE).

v = ((x w + lb - bn_mean) / sqrt(bn_var + EPS) * bn_scale + bn_bias + bias[0]) / DIVIDE; out = v
/ (1 + exp(-v))

Shapes: x [M][K], w [K][N], lb [N], bn_scale [N], bn_bias [N], bn_mean [N], bn_var [N], bias
[1], out [M][N]. A starting point: correct, simple, not fast.

One grid step per (128-row, 128-column) output tile with the whole contraction in one block
(a (bm x K) strip of x, a (K x bn) strip of w), the product in f32, then the epilogue on the
tile before one rounding to the storage dtype. Per-feature vectors are reshaped to [1][N]
outside (only data movement) and read as (1, bn) blocks; scalars as (1, 1) blocks.
"""
import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl

EPS = KB_EPS  # noqa: F821  (kbench defines KB_<NAME> for every constant)
DIVIDE = KB_DIVIDE  # noqa: F821  (kbench defines KB_<NAME> for every constant)


def pick(n, sizes):
    for s in sizes:
        if s <= n and n % s == 0:
            return s
    return n


def fused_kernel(x_ref, w_ref, lb_ref, bn_scale_ref, bn_bias_ref, bn_mean_ref, bn_var_ref,
                 bias_ref, o_ref):
    # f32 inputs: HIGHEST precision, or the MXU rounds them to bf16
    precision = jax.lax.Precision.HIGHEST if x_ref.dtype == jnp.float32 else None
    y = jnp.dot(x_ref[...], w_ref[...], preferred_element_type=jnp.float32, precision=precision)
    lb = lb_ref[...].astype(jnp.float32)
    bn_scale = bn_scale_ref[...].astype(jnp.float32)
    bn_bias = bn_bias_ref[...].astype(jnp.float32)
    bn_mean = bn_mean_ref[...].astype(jnp.float32)
    bn_var = bn_var_ref[...].astype(jnp.float32)
    bias = bias_ref[...].astype(jnp.float32)
    v = ((y + lb - bn_mean) * jax.lax.rsqrt(bn_var + EPS) * bn_scale + bn_bias + bias) / DIVIDE
    out = v / (1.0 + jnp.exp(-v))
    o_ref[...] = out.astype(o_ref.dtype)


def kernel(x, w, lb, bn_scale, bn_bias, bn_mean, bn_var, bias):
    M, K = x.shape
    N = w.shape[1]
    bm = pick(M, (128, 64, 32, 16, 8))
    bn = pick(N, (128,))
    vec = pl.BlockSpec((1, bn), lambda i, j: (0, j))
    one = pl.BlockSpec((1, 1), lambda i, j: (0, 0))
    return pl.pallas_call(
        fused_kernel,
        grid=(M // bm, N // bn),
        in_specs=[pl.BlockSpec((bm, K), lambda i, j: (i, 0)),
                  pl.BlockSpec((K, bn), lambda i, j: (0, j))] + [vec] * 5 + [one] * 1,
        out_specs=pl.BlockSpec((bm, bn), lambda i, j: (i, j)),
        out_shape=jax.ShapeDtypeStruct((M, N), x.dtype),
    )(x, w, lb.reshape(1, N), bn_scale.reshape(1, N), bn_bias.reshape(1, N),
      bn_mean.reshape(1, N), bn_var.reshape(1, N), bias.reshape(1, 1))
