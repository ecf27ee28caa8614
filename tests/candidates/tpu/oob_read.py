"""p12_rmsnorm whose scale block follows the row blocks: index (i, 0) into a [1][E] array, so
from the second grid step on it reads past the end. On a TPU that is a read of whatever lies
beyond; interpret mode checks every block index. Expected: crash (out-of-bounds)."""
import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl

EPS = KB_EPS  # noqa: F821


def body(x_ref, scale_ref, o_ref):
    x = x_ref[...].astype(jnp.float32)
    ms = jnp.mean(x * x, axis=-1, keepdims=True)
    o_ref[...] = (x * jax.lax.rsqrt(ms + EPS) * scale_ref[...].astype(jnp.float32)).astype(o_ref.dtype)


def kernel(x, scale):
    R, E = x.shape
    rows = 64
    return pl.pallas_call(
        body,
        grid=(R // rows,),
        in_specs=[pl.BlockSpec((rows, E), lambda i: (i, 0)),
                  pl.BlockSpec((1, E), lambda i: (i, 0))],     # the bug: should be (0, 0)
        out_specs=pl.BlockSpec((rows, E), lambda i: (i, 0)),
        out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype),
    )(x, scale.reshape(1, E))
