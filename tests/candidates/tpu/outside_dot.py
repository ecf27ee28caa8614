"""p08_gemm that does the matmul in plain jnp and hands the product to a Pallas kernel that
only copies it: the "kernel" is trivial and XLA does the work. Expected: abi_error (the
screen names the dot_general done outside pallas_call)."""
import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl


def copy(c_ref, o_ref):
    o_ref[...] = c_ref[...]


def kernel(a, b):
    c = jnp.dot(a, b, preferred_element_type=jnp.float32).astype(a.dtype)
    return pl.pallas_call(copy, out_shape=jax.ShapeDtypeStruct(c.shape, c.dtype))(c)
