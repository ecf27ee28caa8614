"""p14_ragged_dot: out[r] = x[r] . w[g(r)] for consecutive row groups: jax.lax.ragged_dot.

On CPU ragged_dot lowers to one dense dot over a group-masked copy of x (G times the work of the
grouped product): that is what XLA gives a JAX user here.
"""
import jax
import jax.numpy as jnp

import kbxla
from kbxla import Array, Outputs, Params, Scalars


def fn(params: Params, scalars: Scalars, x: Array, w: Array, group_sizes: Array) -> Outputs:
    return (jax.lax.ragged_dot(x, w, group_sizes, preferred_element_type=jnp.float32,
                               precision=kbxla.PRECISION),)
