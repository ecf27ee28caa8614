"""p10_sparse_moe, a naive Pallas TPU kernel: a top-2-of-X SwiGLU mixture of experts.

logits = x router (f32); a, b = the two largest (ties: the lower index); pa, pb = softmax of
those two; out[t] = pa SwiGLU_a(x[t]) + pb SwiGLU_b(x[t]), SwiGLU_e(x) = (silu(x gate[e]) *
(x up[e])) down[e].

Shapes: x [T][E], router [E][X], gate, up [X][E][F], down [X][F][E], out [T][E].
A starting point: correct, simple, not fast: it is dense, every token goes through every
expert and the outputs are weighted by the routing weights (zero for the experts not chosen).

Two pallas_calls:
1. routing: one step per block of tokens; the [bt, X] logits in f32, the top-2 by max and
   lowest-index-of-max (twice, the first one masked out), their softmax, written as a dense
   f32 [T][X] weight matrix.
2. experts: grid (token block, expert, hidden block), both inner axes "arbitrary"; each step
   computes h = silu(x gate) * (x up) for bf hidden units of one expert, h down into an f32
   [bt, E] accumulator scaled by that expert's weight column. The last step writes the tile.
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


def router_kernel(x_ref, r_ref, w_ref):
    precision = jax.lax.Precision.HIGHEST if x_ref.dtype == jnp.float32 else None
    z = jnp.dot(x_ref[...], r_ref[...], preferred_element_type=jnp.float32, precision=precision)
    nx = z.shape[1]
    idx = jax.lax.broadcasted_iota(jnp.int32, z.shape, 1)
    m1 = jnp.max(z, axis=-1, keepdims=True)
    a = jnp.min(jnp.where(z == m1, idx, nx), axis=-1, keepdims=True)
    z2 = jnp.where(idx == a, -jnp.inf, z)
    m2 = jnp.max(z2, axis=-1, keepdims=True)
    b = jnp.min(jnp.where(z2 == m2, idx, nx), axis=-1, keepdims=True)
    pa = 1.0 / (1.0 + jnp.exp(m2 - m1))                    # softmax of (m1, m2), m1 >= m2
    w_ref[...] = jnp.where(idx == a, pa, jnp.where(idx == b, 1.0 - pa, 0.0))


def expert_kernel(x_ref, w_ref, g_ref, u_ref, d_ref, o_ref, acc_ref):
    e, f = pl.program_id(1), pl.program_id(2)
    precision = jax.lax.Precision.HIGHEST if x_ref.dtype == jnp.float32 else None

    @pl.when((e == 0) & (f == 0))
    def _():
        acc_ref[...] = jnp.zeros_like(acc_ref)

    x = x_ref[...]
    g = jnp.dot(x, g_ref[...], preferred_element_type=jnp.float32, precision=precision)
    u = jnp.dot(x, u_ref[...], preferred_element_type=jnp.float32, precision=precision)
    h = g * jax.nn.sigmoid(g) * u                                          # [bt, bf]
    y = jnp.dot(h.astype(d_ref.dtype), d_ref[...], preferred_element_type=jnp.float32,
                precision=precision)                                       # [bt, E]
    col = jax.lax.broadcasted_iota(jnp.int32, w_ref.shape, 1)
    weight = jnp.sum(jnp.where(col == e, w_ref[...], 0.0), axis=-1, keepdims=True)
    acc_ref[...] += weight * y

    @pl.when((e == pl.num_programs(1) - 1) & (f == pl.num_programs(2) - 1))
    def _():
        o_ref[...] = acc_ref[...].astype(o_ref.dtype)


def kernel(x, router, gate, up, down):
    T, E = x.shape
    X, _, F = gate.shape
    bt = pick(T, (128, 64, 32, 16, 8))
    bf = pick(F, (256, 128))
    weights = pl.pallas_call(
        router_kernel,
        grid=(T // bt,),
        in_specs=[pl.BlockSpec((bt, E), lambda i: (i, 0)),
                  pl.BlockSpec((E, X), lambda i: (0, 0))],
        out_specs=pl.BlockSpec((bt, X), lambda i: (i, 0)),
        out_shape=jax.ShapeDtypeStruct((T, X), jnp.float32),
    )(x, router)
    return pl.pallas_call(
        expert_kernel,
        grid=(T // bt, X, F // bf),
        in_specs=[pl.BlockSpec((bt, E), lambda i, e, f: (i, 0)),
                  pl.BlockSpec((bt, X), lambda i, e, f: (i, 0)),
                  pl.BlockSpec((None, E, bf), lambda i, e, f: (e, 0, f)),
                  pl.BlockSpec((None, E, bf), lambda i, e, f: (e, 0, f)),
                  pl.BlockSpec((None, bf, E), lambda i, e, f: (e, f, 0))],
        out_specs=pl.BlockSpec((bt, E), lambda i, e, f: (i, 0)),
        out_shape=jax.ShapeDtypeStruct((T, E), x.dtype),
        scratch_shapes=[pltpu.VMEM((bt, E), jnp.float32)],
        # f32 at tpu-v6e (E 4096): 34 MiB of blocks, over the 32 MiB scoped default
        compiler_params=pltpu.CompilerParams(
            dimension_semantics=("parallel", "arbitrary", "arbitrary"),
            vmem_limit_bytes=64 << 20),
    )(x, weights, gate, up, down)
