"""kb1 reductions (src/suite/kb1/reduce.c): out[b][m] = op over n of x[b][n][m], in f32; argmax
and argmin give the int32 index of the extreme, the first on ties (as jnp.argmax does)."""
from collections.abc import Callable

import jax.numpy as jnp

from kbxla import Array, Outputs, Params, Scalars, f32


def over_axis_1(op: Callable[..., Array]) -> Callable[..., Outputs]:
    def fn(params: Params, scalars: Scalars, x: Array) -> Outputs:
        return (op(f32(x), axis=1),)
    return fn


ROWS = {
    "kb1_047_sum_reduction_over_a_dimension": over_axis_1(jnp.sum),
    "kb1_048_mean_reduction_over_a_dimension": over_axis_1(jnp.mean),
    "kb1_049_max_reduction_over_a_dimension": over_axis_1(jnp.max),
    "kb1_051_argmax_over_a_dimension": over_axis_1(jnp.argmax),
    "kb1_052_argmin_over_a_dimension": over_axis_1(jnp.argmin),
    "kb1_053_min_reduction_over_a_dimension": over_axis_1(jnp.min),
}
