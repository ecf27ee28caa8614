"""kb1 pooling (src/suite/kb1/pooling.c): max or average pooling of x [N][C][spatial...] over 1-3
spatial dims, in f32, as kb_ref_pool: the kernel K, stride S, padding P and dilation DIL (shape
parameters) the same in every spatial dim, floor-mode output extents, the taps o * S - P + t * DIL.
Max pooling pads with -inf; average pooling pads with 0 and divides by the whole window, K^dims
(PyTorch's count_include_pad)."""
from collections.abc import Callable

import jax.numpy as jnp
from jax import lax

from kbxla import Array, Outputs, Params, Scalars
from kbxla.nn import pool


def window(x: Array, params: Params, init: float, op: Callable[[Array, Array], Array]) -> Array:
    """op over each output's taps of f32(x) (padding is init), N and C untouched."""
    return pool(x, init, op, params["K"], params["S"], params["P"], params["DIL"])


def max_pool(params: Params, scalars: Scalars, x: Array) -> Outputs:
    return (window(x, params, -jnp.inf, lax.max),)


def avg_pool(params: Params, scalars: Scalars, x: Array) -> Outputs:
    return (window(x, params, 0.0, lax.add) / params["K"] ** (x.ndim - 2),)


ROWS = {
    "kb1_041_max_pooling_1d": max_pool,
    "kb1_042_max_pooling_2d": max_pool,
    "kb1_043_max_pooling_3d": max_pool,
    "kb1_044_average_pooling_1d": avg_pool,
    "kb1_045_average_pooling_2d": avg_pool,
    "kb1_046_average_pooling_3d": avg_pool,
}
