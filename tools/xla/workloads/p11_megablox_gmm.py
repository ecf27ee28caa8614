"""p11_megablox_gmm: grouped matmul, out[r] = lhs[r] . rhs[g(r)] for consecutive row groups.

jax.lax.ragged_dot is JAX's grouped matmul (what MaxText uses where the megablox kernel is not
available). On CPU it lowers to one dense dot over a group-masked copy of lhs, G times the work
of the grouped product: that is what XLA gives a JAX user here.
"""
import jax
import jax.numpy as jnp

import kbxla
from kbxla import Array, Outputs, Params, Scalars


def fn(params: Params, scalars: Scalars, lhs: Array, rhs: Array, group_sizes: Array) -> Outputs:
    return (jax.lax.ragged_dot(lhs, rhs, group_sizes, preferred_element_type=jnp.float32,
                               precision=kbxla.PRECISION),)
