"""p16_mamba2_ssd, a naive Pallas TPU kernel: Mamba-2 SSD in its quadratic (attention) form.

Shapes: q, k, v, out [B][H][S][D], a_log [B][H][S]. Per (b, h):
c[t] = sum_{u<=t} log(sigmoid(a_log[u]) + 1e-8); s[i][j] = (q[i].k[j]) exp(c[i] - c[j]) for
j <= i; out[i] = sum_j s[i][j] v[j] / max(|sum_j s[i][j]|, 1). A starting point: not fast.

Two pallas_calls:
1. the cumulative log-decay c, f32 [B*H][S]: the (b, h) rows in blocks of 8 (or all), the
   sequence in chunks of 128 (or all) walked in order ("arbitrary"); each chunk's prefix sum is
   a matmul with an upper-triangular ones matrix (the MXU's way to scan) plus the running
   total of the chunks before it, kept in a VMEM scratch.
2. the attention form: one grid step per (b, h, block of up to 128 query rows) with the
   head's whole k, v and c in VMEM. c arrives twice, as a column [S, 1] for the query rows and
   as a row [1, S] for the keys (two reshapes of the same array: no transpose in the kernel).
"""
import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl
from jax.experimental.pallas import tpu as pltpu


def pick(n, sizes):
    for s in sizes:
        if s <= n and n % s == 0:
            return s
    return n


def cumsum_kernel(a_ref, c_ref, carry_ref):
    t = pl.program_id(1)

    @pl.when(t == 0)
    def _():
        carry_ref[...] = jnp.zeros_like(carry_ref)

    la = jnp.log(jax.nn.sigmoid(a_ref[...].astype(jnp.float32)) + 1e-8)    # [rows, bs]
    bs = la.shape[1]
    u = jax.lax.broadcasted_iota(jnp.int32, (bs, bs), 0)
    w = jax.lax.broadcasted_iota(jnp.int32, (bs, bs), 1)
    upper = (u <= w).astype(jnp.float32)
    c = carry_ref[...] + jnp.dot(la, upper, preferred_element_type=jnp.float32,
                                 precision=jax.lax.Precision.HIGHEST)
    c_ref[...] = c
    carry_ref[...] = c[:, bs - 1:bs]


def ssd_kernel(q_ref, k_ref, v_ref, ccol_ref, crow_ref, o_ref):
    bq = q_ref.shape[0]
    S = k_ref.shape[0]
    i = pl.program_id(2)
    precision = jax.lax.Precision.HIGHEST if q_ref.dtype == jnp.float32 else None
    s = jax.lax.dot_general(q_ref[...], k_ref[...], (((1,), (1,)), ((), ())),
                            preferred_element_type=jnp.float32, precision=precision)
    row = i * bq + jax.lax.broadcasted_iota(jnp.int32, (bq, S), 0)
    col = jax.lax.broadcasted_iota(jnp.int32, (bq, S), 1)
    decay = jnp.where(col <= row, ccol_ref[...] - crow_ref[...], -jnp.inf)  # [bq,1]-[1,S]
    s = s * jnp.exp(decay)
    s = s / jnp.maximum(jnp.abs(jnp.sum(s, axis=-1, keepdims=True)), 1.0)
    o_ref[...] = jnp.dot(s.astype(v_ref.dtype), v_ref[...], preferred_element_type=jnp.float32,
                         precision=precision).astype(o_ref.dtype)


def kernel(q, k, v, a_log):
    B, H, S, D = q.shape
    rows = pick(B * H, (8,))
    bs = pick(S, (128,))
    c = pl.pallas_call(
        cumsum_kernel,
        grid=(B * H // rows, S // bs),
        in_specs=[pl.BlockSpec((rows, bs), lambda r, t: (r, t))],
        out_specs=pl.BlockSpec((rows, bs), lambda r, t: (r, t)),
        out_shape=jax.ShapeDtypeStruct((B * H, S), jnp.float32),
        scratch_shapes=[pltpu.VMEM((rows, 1), jnp.float32)],
        compiler_params=pltpu.CompilerParams(dimension_semantics=("parallel", "arbitrary")),
    )(a_log.reshape(B * H, S))
    bq = pick(S, (128, 64, 32, 16, 8))
    return pl.pallas_call(
        ssd_kernel,
        grid=(B, H, S // bq),
        in_specs=[pl.BlockSpec((None, None, bq, D), lambda b, h, i: (b, h, i, 0)),
                  pl.BlockSpec((None, None, S, D), lambda b, h, i: (b, h, 0, 0)),
                  pl.BlockSpec((None, None, S, D), lambda b, h, i: (b, h, 0, 0)),
                  pl.BlockSpec((None, None, bq, 1), lambda b, h, i: (b, h, i, 0)),
                  pl.BlockSpec((None, None, 1, S), lambda b, h, i: (b, h, 0, 0))],
        out_specs=pl.BlockSpec((None, None, bq, D), lambda b, h, i: (b, h, i, 0)),
        out_shape=jax.ShapeDtypeStruct(q.shape, q.dtype),
    )(q, k, v, c.reshape(B, H, S, 1), c.reshape(B, H, 1, S))
