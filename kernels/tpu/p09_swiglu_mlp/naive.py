"""p09_swiglu_mlp, a naive Pallas TPU kernel: out = (silu(x wg) * (x wu)) wd.

Shapes: x [M][E], wg, wu [E][F], wd [F][E], out [M][E]. A starting point: correct, not fast.

One pallas_call, grid (row block i, hidden block f), f innermost and "arbitrary": each step
takes a (bm x E) row block of x, (E x bf) column blocks of wg and wu and the (bf x E) row block
of wd, forms h = silu(x wg) * (x wu) for those bf hidden units in f32, and adds h wd into an
f32 (bm x E) accumulator; the last f writes it out. h never leaves VMEM.
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


def swiglu_kernel(x_ref, wg_ref, wu_ref, wd_ref, o_ref, acc_ref):
    f = pl.program_id(1)
    precision = jax.lax.Precision.HIGHEST if x_ref.dtype == jnp.float32 else None

    @pl.when(f == 0)
    def _():
        acc_ref[...] = jnp.zeros_like(acc_ref)

    x = x_ref[...]
    g = jnp.dot(x, wg_ref[...], preferred_element_type=jnp.float32, precision=precision)
    u = jnp.dot(x, wu_ref[...], preferred_element_type=jnp.float32, precision=precision)
    h = g * jax.nn.sigmoid(g) * u                                   # [bm, bf] f32
    acc_ref[...] += jnp.dot(h.astype(wd_ref.dtype), wd_ref[...],
                            preferred_element_type=jnp.float32, precision=precision)

    @pl.when(f == pl.num_programs(1) - 1)
    def _():
        o_ref[...] = acc_ref[...].astype(o_ref.dtype)


def kernel(x, wg, wu, wd):
    M, E = x.shape
    F = wg.shape[1]
    bm = pick(M, (128, 64, 32, 16, 8))
    bf = pick(F, (128,))
    return pl.pallas_call(
        swiglu_kernel,
        grid=(M // bm, F // bf),
        in_specs=[pl.BlockSpec((bm, E), lambda i, f: (i, 0)),
                  pl.BlockSpec((E, bf), lambda i, f: (0, f)),
                  pl.BlockSpec((E, bf), lambda i, f: (0, f)),
                  pl.BlockSpec((bf, E), lambda i, f: (f, 0))],
        out_specs=pl.BlockSpec((bm, E), lambda i, f: (i, 0)),
        out_shape=jax.ShapeDtypeStruct((M, E), x.dtype),
        scratch_shapes=[pltpu.VMEM((bm, E), jnp.float32)],
        # f32 at tpu-v6e (E 8192) needs ~44 MiB: over the 32 MiB scoped default, under v6e's 128
        compiler_params=pltpu.CompilerParams(dimension_semantics=("parallel", "arbitrary"),
                                             vmem_limit_bytes=64 << 20),
    )(x, wg, wu, wd)
