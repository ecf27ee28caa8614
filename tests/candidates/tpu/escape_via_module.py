"""p12_rmsnorm that reaches os through a module an allowed import exposes (dataclasses imports
sys, and sys.modules holds os), to look for the reference outputs on disk. The screen refuses
attribute names that lead to the interpreter's own modules, before anything runs.
Expected: abi_error."""
import dataclasses

import jax
from jax.experimental import pallas as pl


def body(x_ref, o_ref):
    o_ref[...] = x_ref[...]


def kernel(x, scale):
    os = dataclasses.sys.modules["os"]
    os.listdir(".")
    return pl.pallas_call(body, out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype))(x)
