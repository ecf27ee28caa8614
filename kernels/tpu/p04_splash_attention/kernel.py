"""p04_splash_attention: GQA attention under a causal local window plus global tokens, as a
block-sparse flash-attention Pallas TPU kernel (the idea of JAX's splash attention: visit only
the key blocks the mask leaves non-empty).

keep(i, j) = j <= i && (i - j < WINDOW || j < N_GLOBAL). Shapes: q [HQ][S][D], k, v
[HKV][S][D], out [HQ][S][D] (tpu-v6e: HQ 64, HKV 8, S 4096, D 128, WINDOW 1024, N_GLOBAL 128).

- The key axis of the grid is compressed: for query block i it has NGB + NWB steps, NGB =
  cdiv(N_GLOBAL, bk) for the global blocks and NWB = cdiv(WINDOW + bq - 1, bk) + 1 (an upper
  bound) for the window's blocks, lo(i) = (i*bq - WINDOW + 1) // bk up to the diagonal block
  hi(i). Step t maps to key block t (t < NGB) or lo(i) + t - NGB, clamped to hi(i), in the k/v
  index maps; steps that map past the diagonal, or to a global block again, do no work
  (pl.when) and ask for a block already fetched (mostly the step before's: no new DMA).
  At tpu-v6e that is 1 + 6 of 16 key blocks per query block: the work follows the mask's
  density (about 28%), not S^2.
- Within a visited block the exact mask by global row/column index; the online softmax state
  (running max and sum over 128 lanes, f32 accumulator) lives in VMEM scratch across the
  "arbitrary" key axis. Key 0 is global, so every row has a finite max after its first step.
- GQA: query head h reads kv head h // (HQ / HKV) through the index maps (no copies).
"""
import functools
import math

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl
from jax.experimental.pallas import tpu as pltpu

WINDOW = KB_WINDOW      # noqa: F821  (kbench defines KB_<NAME> for every shape and constant)
N_GLOBAL = KB_N_GLOBAL  # noqa: F821
LANES = 128


def pick(n, sizes):
    for s in sizes:
        if s <= n and n % s == 0:
            return s
    return n


def block_plan(i, t, *, bq, bk, ngb):
    """(key block, does this step work) for query block i, compressed step t."""
    hi = ((i + 1) * bq - 1) // bk
    lo = jnp.maximum((i * bq - WINDOW + 1) // bk, 0)
    win = lo + t - ngb
    blk = jnp.where(t < ngb, jnp.minimum(t, hi), jnp.minimum(win, hi))
    live = jnp.where(t < ngb, t <= hi, (win <= hi) & (win >= ngb))
    return blk, live


def splash_kernel(q_ref, k_ref, v_ref, o_ref, m_ref, l_ref, acc_ref, *, bq, bk, ngb, scale,
                  precision):
    i, t = pl.program_id(1), pl.program_id(2)
    blk, live = block_plan(i, t, bq=bq, bk=bk, ngb=ngb)

    @pl.when(t == 0)
    def _():
        m_ref[...] = jnp.full_like(m_ref, -1e30)
        l_ref[...] = jnp.zeros_like(l_ref)
        acc_ref[...] = jnp.zeros_like(acc_ref)

    @pl.when(live)
    def _():
        s = jax.lax.dot_general(q_ref[...], k_ref[...], (((1,), (1,)), ((), ())),
                                preferred_element_type=jnp.float32, precision=precision)
        s = s * scale
        row = i * bq + jax.lax.broadcasted_iota(jnp.int32, s.shape, 0)
        col = blk * bk + jax.lax.broadcasted_iota(jnp.int32, s.shape, 1)
        keep = (col <= row) & ((row - col < WINDOW) | (col < N_GLOBAL))
        s = jnp.where(keep, s, -jnp.inf)
        m_prev = m_ref[:, :1]
        m_new = jnp.maximum(m_prev, jnp.max(s, axis=-1, keepdims=True))
        alpha = jnp.exp(m_prev - m_new)
        p = jnp.exp(s - m_new)
        l_new = alpha * l_ref[:, :1] + jnp.sum(p, axis=-1, keepdims=True)
        acc_ref[...] = alpha * acc_ref[...] + jnp.dot(p.astype(v_ref.dtype), v_ref[...],
                                                      preferred_element_type=jnp.float32,
                                                      precision=precision)
        m_ref[...] = jnp.broadcast_to(m_new, m_ref.shape)
        l_ref[...] = jnp.broadcast_to(l_new, l_ref.shape)

    @pl.when(t == pl.num_programs(2) - 1)
    def _():
        o_ref[...] = (acc_ref[...] / l_ref[:, :1]).astype(o_ref.dtype)


def kernel(q, k, v):
    HQ, S, D = q.shape
    G = HQ // k.shape[0]
    bq = pick(S, (256, 128))
    bk = pick(S, (256, 128))
    ngb = -(-N_GLOBAL // bk)
    nwb = -(-(WINDOW + bq - 1) // bk) + 1
    steps = min(ngb + nwb, ngb + S // bk)
    precision = jax.lax.Precision.HIGHEST if q.dtype == jnp.float32 else None

    def kv_index(h, i, t):
        return (h // G, block_plan(i, t, bq=bq, bk=bk, ngb=ngb)[0], 0)

    body = functools.partial(splash_kernel, bq=bq, bk=bk, ngb=ngb, scale=1.0 / math.sqrt(D),
                             precision=precision)
    return pl.pallas_call(
        body,
        grid=(HQ, S // bq, steps),
        in_specs=[pl.BlockSpec((None, bq, D), lambda h, i, t: (h, i, 0)),
                  pl.BlockSpec((None, bk, D), kv_index),
                  pl.BlockSpec((None, bk, D), kv_index)],
        out_specs=pl.BlockSpec((None, bq, D), lambda h, i, t: (h, i, 0)),
        out_shape=jax.ShapeDtypeStruct(q.shape, q.dtype),
        scratch_shapes=[pltpu.VMEM((bq, LANES), jnp.float32),
                        pltpu.VMEM((bq, LANES), jnp.float32),
                        pltpu.VMEM((bq, D), jnp.float32)],
        compiler_params=pltpu.CompilerParams(
            dimension_semantics=("parallel", "parallel", "arbitrary")),
    )(q, k, v)
