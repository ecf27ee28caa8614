"""k41_gemm_add_relu that applies the ReLU before adding the bias: max(0, x.w) + b instead of
max(0, x.w + b). Lowers, runs, no race; the values differ wherever b < 0 or x.w + b changes
sign. Expected: wrong."""
import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl
from jax.experimental.pallas import tpu as pltpu


def body(x_ref, w_ref, b_ref, o_ref, acc_ref):
    @pl.when(pl.program_id(2) == 0)
    def _():
        acc_ref[...] = jnp.zeros_like(acc_ref)

    acc_ref[...] += jnp.dot(x_ref[...], w_ref[...], preferred_element_type=jnp.float32)

    @pl.when(pl.program_id(2) == pl.num_programs(2) - 1)
    def _():
        y = jnp.maximum(acc_ref[...], 0.0) + b_ref[...].astype(jnp.float32)   # the bug
        o_ref[...] = y.astype(o_ref.dtype)


def kernel(x, w, b):
    M, K = x.shape
    N = w.shape[1]
    bm, bn, bk = 128, 512, 512
    return pl.pallas_call(
        body,
        grid=(M // bm, N // bn, K // bk),
        in_specs=[pl.BlockSpec((bm, bk), lambda i, j, k: (i, k)),
                  pl.BlockSpec((bk, bn), lambda i, j, k: (k, j)),
                  pl.BlockSpec((1, bn), lambda i, j, k: (0, j))],
        out_specs=pl.BlockSpec((bm, bn), lambda i, j, k: (i, j)),
        out_shape=jax.ShapeDtypeStruct((M, N), x.dtype),
        scratch_shapes=[pltpu.VMEM((bm, bn), jnp.float32)],
    )(x, w, b.reshape(1, N))
