"""p11_megablox_gmm, a naive Pallas TPU kernel: out[r] = lhs[r] rhs[g(r)] (the megablox grouped
matmul), rows in consecutive groups
of group_sizes[g] rows (some groups empty).

Shapes: lhs [M][K], rhs [G][K][N], group_sizes int32 [G], out [M][N]. A starting point: correct,
simple, not fast (every row block is multiplied by every group's weights).

group_sizes is scalar-prefetched into SMEM (PrefetchScalarGridSpec), so the kernel can read
it as scalars. Grid (row block i, column block j, group g), g innermost and "arbitrary": each
step multiplies the (bm x K) row block by w[g]'s (K x bn) block and adds the product into an
f32 accumulator only for the rows in [start(g), start(g) + size(g)) (a where() on the global
row index; start is the sum of the earlier sizes, a short scalar loop). The last g writes the
tile; rows of empty groups simply never match.
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


def gmm_kernel(sizes_ref, x_ref, w_ref, o_ref, acc_ref):
    i, g = pl.program_id(0), pl.program_id(2)
    bm = x_ref.shape[0]
    precision = jax.lax.Precision.HIGHEST if x_ref.dtype == jnp.float32 else None

    @pl.when(g == 0)
    def _():
        acc_ref[...] = jnp.zeros_like(acc_ref)

    start = jax.lax.fori_loop(0, g, lambda u, s: s + sizes_ref[u], jnp.int32(0))
    end = start + sizes_ref[g]
    y = jnp.dot(x_ref[...], w_ref[...], preferred_element_type=jnp.float32, precision=precision)
    row = i * bm + jax.lax.broadcasted_iota(jnp.int32, y.shape, 0)
    acc_ref[...] += jnp.where((row >= start) & (row < end), y, 0.0)

    @pl.when(g == pl.num_programs(2) - 1)
    def _():
        o_ref[...] = acc_ref[...].astype(o_ref.dtype)


def kernel(x, w, group_sizes):
    M, K = x.shape
    G, _, N = w.shape
    bm = pick(M, (128, 64, 32, 16, 8))
    bn = pick(N, (128,))
    return pl.pallas_call(
        gmm_kernel,
        grid_spec=pltpu.PrefetchScalarGridSpec(
            num_scalar_prefetch=1,
            grid=(M // bm, N // bn, G),
            in_specs=[pl.BlockSpec((bm, K), lambda i, j, g, sizes: (i, 0)),
                      pl.BlockSpec((None, K, bn), lambda i, j, g, sizes: (g, 0, j))],
            out_specs=pl.BlockSpec((bm, bn), lambda i, j, g, sizes: (i, j)),
            scratch_shapes=[pltpu.VMEM((bm, bn), jnp.float32)]),
        out_shape=jax.ShapeDtypeStruct((M, N), x.dtype),
        compiler_params=pltpu.CompilerParams(
            dimension_semantics=("parallel", "parallel", "arbitrary")),
    )(group_sizes, x, w)
