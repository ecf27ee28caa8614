"""p12_rmsnorm that imports os (here to read the reference from disk, if it could find one):
a tpu candidate may import only JAX, Pallas, numpy and a few pure-Python modules. Expected:
abi_error, before any of it runs."""
import os

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl


def body(x_ref, o_ref):
    o_ref[...] = x_ref[...]


def kernel(x, scale):
    os.listdir("/")
    return pl.pallas_call(body, out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype))(x)
