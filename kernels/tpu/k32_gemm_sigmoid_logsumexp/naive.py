"""k32_gemm_sigmoid_logsumexp, a naive Pallas TPU kernel: two GEMMs with a sigmoid between and
a logsumexp over the logits, out[m] = logsumexp_o(sigmoid(x w1^T + b1) w2^T + b2).

Shapes: x [M][K], w1 [H][K], b1 [H], w2 [O][H], b2 [O], out [M]. A starting point.

One pallas_call, grid (row block i, hidden block j), j innermost and "arbitrary": each step
computes bh hidden units h = sigmoid(x w1[j]^T + b1[j]) for the row block (the whole K in one
block) and adds h w2[:, j]^T into an f32 (bm x O) logits accumulator; h never leaves VMEM. At
the last j the logits get b2 and a row logsumexp. The output is an [M][1] array (a (bm, 1)
block: full last dim) reshaped to [M] outside.
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


def mlp_lse_kernel(x_ref, w1_ref, b1_ref, w2_ref, b2_ref, o_ref, acc_ref):
    j = pl.program_id(1)
    precision = jax.lax.Precision.HIGHEST if x_ref.dtype == jnp.float32 else None
    nt = (((1,), (1,)), ((), ()))

    @pl.when(j == 0)
    def _():
        acc_ref[...] = jnp.zeros_like(acc_ref)

    h = jax.lax.dot_general(x_ref[...], w1_ref[...], nt, preferred_element_type=jnp.float32,
                            precision=precision)
    h = jax.nn.sigmoid(h + b1_ref[...].astype(jnp.float32))                # [bm, bh]
    acc_ref[...] += jax.lax.dot_general(h.astype(w2_ref.dtype), w2_ref[...], nt,
                                        preferred_element_type=jnp.float32, precision=precision)

    @pl.when(j == pl.num_programs(1) - 1)
    def _():
        z = acc_ref[...] + b2_ref[...].astype(jnp.float32)                 # [bm, O]
        mx = jnp.max(z, axis=-1, keepdims=True)
        lse = mx + jnp.log(jnp.sum(jnp.exp(z - mx), axis=-1, keepdims=True))
        o_ref[...] = lse.astype(o_ref.dtype)


def kernel(x, w1, b1, w2, b2):
    M, K = x.shape
    H = w1.shape[0]
    O = w2.shape[0]
    bm = pick(M, (128, 64, 32, 16, 8))
    bh = pick(H, (256, 128))
    out = pl.pallas_call(
        mlp_lse_kernel,
        grid=(M // bm, H // bh),
        in_specs=[pl.BlockSpec((bm, K), lambda i, j: (i, 0)),
                  pl.BlockSpec((bh, K), lambda i, j: (j, 0)),
                  pl.BlockSpec((1, bh), lambda i, j: (0, j)),
                  pl.BlockSpec((O, bh), lambda i, j: (0, j)),
                  pl.BlockSpec((1, O), lambda i, j: (0, 0))],
        out_specs=pl.BlockSpec((bm, 1), lambda i, j: (i, 0)),
        out_shape=jax.ShapeDtypeStruct((M, 1), x.dtype),
        scratch_shapes=[pltpu.VMEM((bm, O), jnp.float32)],
        compiler_params=pltpu.CompilerParams(dimension_semantics=("parallel", "arbitrary")),
    )(x, w1, b1.reshape(1, H), w2, b2.reshape(1, O))
    return out.reshape(M)
