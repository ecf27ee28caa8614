"""p15_retnet_retention, a naive Pallas TPU kernel: multi-scale retention, parallel form.

Shapes: q, k, v, out [B][H][S][D]. Per (b, h), gamma = 1 - 2^(-5-h):
s[i][j] = (q[i].k[j]) gamma^(i-j) for j <= i (0 above the diagonal),
out[i] = sum_j s[i][j] v[j] / max(sum_j |s[i][j]|, 1). A starting point: correct, not fast.

One grid step per (b, h, block of up to 128 query rows) with the head's whole k and v in VMEM.
The decay gamma^(i-j) is exp((i - j) log gamma) from global row/column indices (a where()
zeroes the upper triangle before exp can overflow there); the row normaliser is a lane
reduction; all of it in f32, the scores rounded to v's dtype only for the second product.
"""
import math

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl


def retention_kernel(q_ref, k_ref, v_ref, o_ref):
    bq = q_ref.shape[0]
    S = k_ref.shape[0]
    h, i = pl.program_id(1), pl.program_id(2)
    precision = jax.lax.Precision.HIGHEST if q_ref.dtype == jnp.float32 else None
    log_gamma = jnp.log(1.0 - jnp.exp2(-5.0 - h.astype(jnp.float32)))
    s = jax.lax.dot_general(q_ref[...], k_ref[...], (((1,), (1,)), ((), ())),
                            preferred_element_type=jnp.float32, precision=precision)
    row = i * bq + jax.lax.broadcasted_iota(jnp.int32, (bq, S), 0)
    col = jax.lax.broadcasted_iota(jnp.int32, (bq, S), 1)
    dist = jnp.where(col <= row, row - col, 0).astype(jnp.float32)
    s = jnp.where(col <= row, s * jnp.exp(dist * log_gamma), 0.0)   # [bq, S]
    s = s / jnp.maximum(jnp.sum(jnp.abs(s), axis=-1, keepdims=True), 1.0)
    o_ref[...] = jnp.dot(s.astype(v_ref.dtype), v_ref[...], preferred_element_type=jnp.float32,
                         precision=precision).astype(o_ref.dtype)


def kernel(q, k, v):
    B, H, S, D = q.shape
    bq = next((b for b in (128, 64, 32, 16, 8) if S % b == 0), S)
    return pl.pallas_call(
        retention_kernel,
        grid=(B, H, S // bq),
        in_specs=[pl.BlockSpec((None, None, bq, D), lambda b, h, i: (b, h, i, 0)),
                  pl.BlockSpec((None, None, S, D), lambda b, h, i: (b, h, 0, 0)),
                  pl.BlockSpec((None, None, S, D), lambda b, h, i: (b, h, 0, 0))],
        out_specs=pl.BlockSpec((None, None, bq, D), lambda b, h, i: (b, h, i, 0)),
        out_shape=jax.ShapeDtypeStruct(q.shape, q.dtype),
    )(q, k, v)
