"""p06_paged_attention: decode attention over a paged KV cache (one query token per sequence,
shuffled pages, uneven lengths), as a Pallas TPU kernel in the shape of JAX's paged attention:
the page table is scalar-prefetched and drives the DMAs, several pages per grid step, and
nothing is fetched or computed past a sequence's length.

Shapes: queries [B][HQ][D], k_pages, v_pages [P][PAGE][HKV][D], kv_lens int32 [B],
page_indices int32 [B][PPS], out [B][HQ][D] (tpu-v6e: B 64, HQ 64, HKV 8, D 128, PAGE 16,
PPS 256, P 16384).

- kv_lens and page_indices live in SMEM (PrefetchScalarGridSpec). Grid (b, kv head, page
  block), the page-block axis "arbitrary": each step brings ppb pages (ppb separate k and v
  blocks, each index map reading page_indices[b][p*ppb + u]), which Pallas double-buffers:
  the next step's 2*ppb page DMAs run while this step computes.
- Past the sequence's last page the index maps clamp to that page: the block index repeats,
  so the pipeline skips the DMA, and pl.when skips the step's work. A sequence of L positions
  costs cdiv(L, PAGE) page fetches, not PPS.
- The G = HQ/HKV query heads of a kv head are one (G, D) block: each page is read once per kv
  head. Per page, scores [G, PAGE] in f32, positions >= kv_len masked, and an online-softmax
  update of the running max, sum and f32 accumulator (VMEM scratch); out = acc / l.
- The pages are transposed to [P][HKV][PAGE][D] outside (layout glue): a one-head block of
  [PAGE][HKV][D] would put a squeezed dim in the (8, 128)-tiled pair.
"""
import functools
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


def paged_kernel(lens_ref, pages_ref, q_ref, *refs, ppb, scale, precision):
    k_refs, v_refs = refs[:ppb], refs[ppb:2 * ppb]
    o_ref, m_ref, l_ref, acc_ref = refs[2 * ppb:]
    b, p = pl.program_id(0), pl.program_id(2)
    page = k_refs[0].shape[0]
    kv_len = lens_ref[b]

    @pl.when(p == 0)
    def _():
        m_ref[...] = jnp.full_like(m_ref, -1e30)
        l_ref[...] = jnp.zeros_like(l_ref)
        acc_ref[...] = jnp.zeros_like(acc_ref)

    @pl.when(p * ppb * page < kv_len)
    def _():
        q = q_ref[...]
        for u in range(ppb):
            s = jax.lax.dot_general(q, k_refs[u][...], (((1,), (1,)), ((), ())),
                                    preferred_element_type=jnp.float32, precision=precision)
            pos = (p * ppb + u) * page + jax.lax.broadcasted_iota(jnp.int32, s.shape, 1)
            s = jnp.where(pos < kv_len, s * scale, -jnp.inf)              # [G, PAGE]
            m_prev = m_ref[...]
            m_new = jnp.maximum(m_prev, jnp.max(s, axis=-1, keepdims=True))
            alpha = jnp.exp(m_prev - m_new)
            e = jnp.exp(s - m_new)
            l_ref[...] = alpha * l_ref[...] + jnp.sum(e, axis=-1, keepdims=True)
            acc_ref[...] = alpha * acc_ref[...] + jnp.dot(
                e.astype(v_refs[u].dtype), v_refs[u][...], preferred_element_type=jnp.float32,
                precision=precision)
            m_ref[...] = m_new

    @pl.when(p == pl.num_programs(2) - 1)
    def _():
        o_ref[...] = (acc_ref[...] / l_ref[...]).astype(o_ref.dtype)


def kernel(queries, k_pages, v_pages, kv_lens, page_indices):
    B, HQ, D = queries.shape
    P, PAGE, HKV, _ = k_pages.shape
    PPS = page_indices.shape[1]
    G = HQ // HKV
    ppb = pick(PPS, (8, 4, 2, 1))
    q = queries.reshape(B, HKV, G, D)
    kt = k_pages.transpose(0, 2, 1, 3)                                # [P][HKV][PAGE][D]
    vt = v_pages.transpose(0, 2, 1, 3)
    precision = jax.lax.Precision.HIGHEST if queries.dtype == jnp.float32 else None

    def page_spec(u):
        def index(b, g, p, lens, pages):
            last = jnp.maximum(lens[b] - 1, 0) // PAGE               # the sequence's last page
            return (pages[b, jnp.minimum(p * ppb + u, last)], g, 0, 0)
        return pl.BlockSpec((None, None, PAGE, D), index)

    head = pl.BlockSpec((None, None, G, D), lambda b, g, p, lens, pages: (b, g, 0, 0))
    out = pl.pallas_call(
        functools.partial(paged_kernel, ppb=ppb, scale=1.0 / math.sqrt(D), precision=precision),
        grid_spec=pltpu.PrefetchScalarGridSpec(
            num_scalar_prefetch=2,
            grid=(B, HKV, PPS // ppb),
            in_specs=[head] + [page_spec(u) for u in range(ppb)] * 2,
            out_specs=head,
            scratch_shapes=[pltpu.VMEM((G, 1), jnp.float32), pltpu.VMEM((G, 1), jnp.float32),
                            pltpu.VMEM((G, D), jnp.float32)]),
        out_shape=jax.ShapeDtypeStruct((B, HKV, G, D), queries.dtype),
        compiler_params=pltpu.CompilerParams(
            dimension_semantics=("parallel", "parallel", "arbitrary")),
    )(kv_lens, page_indices, q, *([kt] * ppb), *([vt] * ppb))
    return out.reshape(B, HQ, D)
