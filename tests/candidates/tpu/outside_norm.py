"""p12_rmsnorm computed in jnp around a Pallas kernel that only applies the scale: the mean of
squares, the rsqrt and the normalising multiply all run outside pallas_call. Expected:
abi_error (work done outside the kernel)."""
import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl

EPS = KB_EPS  # noqa: F821


def scale_rows(y_ref, s_ref, o_ref):
    o_ref[...] = (y_ref[...] * s_ref[...]).astype(o_ref.dtype)


def kernel(x, scale):
    xf = x.astype(jnp.float32)
    y = xf * jax.lax.rsqrt(jnp.mean(xf * xf, axis=-1, keepdims=True) + EPS)
    R, E = x.shape
    return pl.pallas_call(
        scale_rows,
        grid=(R // 8,),
        in_specs=[pl.BlockSpec((8, E), lambda i: (i, 0)), pl.BlockSpec((1, E), lambda i: (0, 0))],
        out_specs=pl.BlockSpec((8, E), lambda i: (i, 0)),
        out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype),
    )(y, scale.reshape(1, E).astype(jnp.float32))
