"""p12_rmsnorm, naive Pallas TPU kernel: out[r][e] = x[r][e] * rsqrt(mean_e(x[r]^2) + EPS) * scale[e].

One grid step per block of 8 rows (the sublane count), each holding whole rows, so the mean
over E is taken in one place. Math in f32, the output rounded to the storage dtype.
Shapes: x [R][E], scale [E], out [R][E].
"""
import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl

EPS = KB_EPS  # noqa: F821  (kbench defines KB_<NAME> for every constant and shape)


def rmsnorm_kernel(x_ref, scale_ref, o_ref):
    x = x_ref[...].astype(jnp.float32)                      # [8, E]
    ms = jnp.mean(x * x, axis=-1, keepdims=True)            # [8, 1]
    y = x * jax.lax.rsqrt(ms + EPS) * scale_ref[...].astype(jnp.float32)
    o_ref[...] = y.astype(o_ref.dtype)


def kernel(x, scale):
    R, E = x.shape
    rows = 8
    return pl.pallas_call(
        rmsnorm_kernel,
        grid=(R // rows,),
        in_specs=[pl.BlockSpec((rows, E), lambda i: (i, 0)),
                  pl.BlockSpec((1, E), lambda i: (0, 0))],
        out_specs=pl.BlockSpec((rows, E), lambda i: (i, 0)),
        out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype),
    )(x, scale.reshape(1, E))
