"""p11_megablox_gmm: the grouped matmul of MoE experts (megablox), out[r] = lhs[r] rhs[g(r)] with
the rows in consecutive groups of group_sizes[g] rows (uneven, some empty), as a tiled Pallas
TPU kernel that visits only the (row block, group) pairs that share rows.

Shapes: lhs [M][K], rhs [G][K][N], group_sizes int32 [G], out [M][N] (tpu-v6e: G 128, M 32768,
K 4096, N 1536).

- Group metadata, computed from group_sizes outside the kernel (integer work on G-sized
  arrays: a few hundred elements): the group starts and ends, and a list of "tiles", the
  (row block, group) pairs that intersect, in row-block order. There are at most
  M/bm + G - 1 of them; that static bound is the grid's tile axis, and the unused tail
  repeats the last tile with its work switched off. All of it is scalar-prefetched into
  SMEM (PrefetchScalarGridSpec), where the index maps read it: tile t fetches lhs row block
  m_ids[t] and the rhs block of group g_ids[t]. Empty groups get no tile at all.
- Grid (column block j, tile t, contraction block k), t and k "arbitrary": consecutive tiles
  of one row block keep the same output block index, so the (bm x bn) f32 accumulator and
  the output block stay in VMEM across them; it is zeroed at the row block's first tile and
  written at its last (flags from the metadata). A tile adds only its group's rows (a where()
  on the global row index), so a row block that two groups share gets each row once.
- Pallas double-buffers the lhs and rhs blocks: the next tile's DMAs overlap this one's dot.
  bm 128, bk and bn up to 512 (bf16 blocks of 128 KiB-512 KiB: far under the scoped VMEM).
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


def group_metadata(group_sizes, M, bm):
    G = group_sizes.shape[0]
    ends = jnp.cumsum(group_sizes)
    starts = ends - group_sizes
    first_blk = starts // bm
    ntiles = jnp.where(group_sizes > 0, (ends - 1) // bm - first_blk + 1, 0)
    tile_end = jnp.cumsum(ntiles)
    tile_start = tile_end - ntiles
    T = M // bm + G - 1
    t = jnp.arange(T, dtype=jnp.int32)
    g = jnp.sum((tile_end[None, :] <= t[:, None]).astype(jnp.int32), axis=1)   # searchsorted
    valid = g < G
    gc = jnp.minimum(g, G - 1)
    m = first_blk[gc] + t - tile_start[gc]
    last_valid = tile_end[G - 1] - 1
    g_last = jnp.sum((tile_end <= last_valid).astype(jnp.int32))
    g_ids = jnp.where(valid, gc, g_last).astype(jnp.int32)
    m_ids = jnp.where(valid, m, M // bm - 1).astype(jnp.int32)
    prev = jnp.concatenate([jnp.full((1,), -1, jnp.int32), m_ids[:-1]])
    nxt = jnp.concatenate([m_ids[1:], jnp.full((1,), -1, jnp.int32)])
    first = (m_ids != prev).astype(jnp.int32)
    last = (m_ids != nxt).astype(jnp.int32)
    return (g_ids, m_ids, valid.astype(jnp.int32), first, last,
            starts.astype(jnp.int32), ends.astype(jnp.int32)), T


def gmm_kernel(g_ids, m_ids, valid, first, last, starts, ends, x_ref, w_ref, o_ref, acc_ref, *,
               precision):
    t, k = pl.program_id(1), pl.program_id(2)
    bm = x_ref.shape[0]

    @pl.when((first[t] == 1) & (k == 0))
    def _():
        acc_ref[...] = jnp.zeros_like(acc_ref)

    @pl.when(valid[t] == 1)
    def _():
        g = g_ids[t]
        y = jnp.dot(x_ref[...], w_ref[...], preferred_element_type=jnp.float32,
                    precision=precision)
        row = m_ids[t] * bm + jax.lax.broadcasted_iota(jnp.int32, y.shape, 0)
        acc_ref[...] += jnp.where((row >= starts[g]) & (row < ends[g]), y, 0.0)

    @pl.when((last[t] == 1) & (k == pl.num_programs(2) - 1))
    def _():
        o_ref[...] = acc_ref[...].astype(o_ref.dtype)


def kernel(lhs, rhs, group_sizes):
    M, K = lhs.shape
    G, _, N = rhs.shape
    bm = pick(M, (128, 64, 32, 16, 8))
    bk = pick(K, (512, 256, 128))
    bn = pick(N, (512, 256, 128))
    meta, T = group_metadata(group_sizes, M, bm)
    precision = jax.lax.Precision.HIGHEST if lhs.dtype == jnp.float32 else None

    def x_index(j, t, k, g_ids, m_ids, *rest):
        return (m_ids[t], k)

    def w_index(j, t, k, g_ids, m_ids, *rest):
        return (g_ids[t], k, j)

    def o_index(j, t, k, g_ids, m_ids, *rest):
        return (m_ids[t], j)

    return pl.pallas_call(
        functools.partial(gmm_kernel, precision=precision),
        grid_spec=pltpu.PrefetchScalarGridSpec(
            num_scalar_prefetch=len(meta),
            grid=(N // bn, T, K // bk),
            in_specs=[pl.BlockSpec((bm, bk), x_index),
                      pl.BlockSpec((None, bk, bn), w_index)],
            out_specs=pl.BlockSpec((bm, bn), o_index),
            scratch_shapes=[pltpu.VMEM((bm, bn), jnp.float32)]),
        out_shape=jax.ShapeDtypeStruct((M, N), lhs.dtype),
        compiler_params=pltpu.CompilerParams(
            dimension_semantics=("parallel", "arbitrary", "arbitrary")),
    )(*meta, lhs, rhs)
