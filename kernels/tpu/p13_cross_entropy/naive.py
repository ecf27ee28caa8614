"""p13_cross_entropy, a naive Pallas TPU kernel: the LM head and the mean cross-entropy,
loss = mean_b (logsumexp_v(hidden[b] w[:, v]) - hidden[b] w[:, labels[b]]).

Shapes: hidden [B][H], w [H][V], labels int32 [B], loss [1]. The logits never leave VMEM.

One pallas_call, grid (row block i, vocabulary block j), both "arbitrary" (the loss sums over
every row, so one output block lives across the whole grid). Per row block, an online
logsumexp over the vocabulary blocks: running max m and sum l (f32 VMEM scratch, [bb, 1]),
and the label's logit t picked out of the block that holds it by comparing column indices
with the label (a [bb, 1] int32 block). At the last vocabulary block the rows' losses go into
a running total; the last grid step writes total / B. The scalar output is a [1, 1] array
(one full-dims block) reshaped to [1] outside.
"""
import functools

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl
from jax.experimental.pallas import tpu as pltpu


def pick(n, sizes):
    for s in sizes:
        if s <= n and n % s == 0:
            return s
    return n


def ce_kernel(h_ref, w_ref, lab_ref, loss_ref, m_ref, l_ref, t_ref, tot_ref, *, n_rows):
    i, j = pl.program_id(0), pl.program_id(1)
    bv = w_ref.shape[1]
    precision = jax.lax.Precision.HIGHEST if h_ref.dtype == jnp.float32 else None

    @pl.when((i == 0) & (j == 0))
    def _():
        tot_ref[...] = jnp.zeros_like(tot_ref)

    @pl.when(j == 0)
    def _():
        m_ref[...] = jnp.full_like(m_ref, -jnp.inf)
        l_ref[...] = jnp.zeros_like(l_ref)
        t_ref[...] = jnp.zeros_like(t_ref)

    z = jnp.dot(h_ref[...], w_ref[...], preferred_element_type=jnp.float32,
                precision=precision)                                # [bb, bv]
    col = j * bv + jax.lax.broadcasted_iota(jnp.int32, z.shape, 1)
    t_ref[...] += jnp.sum(jnp.where(col == lab_ref[...], z, 0.0), axis=-1, keepdims=True)
    m_new = jnp.maximum(m_ref[...], jnp.max(z, axis=-1, keepdims=True))
    l_ref[...] = (l_ref[...] * jnp.exp(m_ref[...] - m_new)
                  + jnp.sum(jnp.exp(z - m_new), axis=-1, keepdims=True))
    m_ref[...] = m_new

    @pl.when(j == pl.num_programs(1) - 1)
    def _():
        rows = m_ref[...] + jnp.log(l_ref[...]) - t_ref[...]        # [bb, 1]
        tot_ref[...] += jnp.sum(rows, axis=0, keepdims=True)

        @pl.when(i == pl.num_programs(0) - 1)
        def _():
            loss_ref[...] = (tot_ref[...] / n_rows).astype(loss_ref.dtype)


def kernel(hidden, w, labels):
    B, H = hidden.shape
    V = w.shape[1]
    bb = pick(B, (128, 64, 32, 16, 8))
    bv = pick(V, (512, 256, 128))
    loss = pl.pallas_call(
        functools.partial(ce_kernel, n_rows=float(B)),
        grid=(B // bb, V // bv),
        in_specs=[pl.BlockSpec((bb, H), lambda i, j: (i, 0)),
                  pl.BlockSpec((H, bv), lambda i, j: (0, j)),
                  pl.BlockSpec((bb, 1), lambda i, j: (i, 0))],
        out_specs=pl.BlockSpec((1, 1), lambda i, j: (0, 0)),
        out_shape=jax.ShapeDtypeStruct((1, 1), hidden.dtype),
        scratch_shapes=[pltpu.VMEM((bb, 1), jnp.float32)] * 3
                       + [pltpu.VMEM((1, 1), jnp.float32)],
        compiler_params=pltpu.CompilerParams(dimension_semantics=("arbitrary", "arbitrary")),
    )(hidden, w, labels.reshape(B, 1))
    return loss.reshape(1)
