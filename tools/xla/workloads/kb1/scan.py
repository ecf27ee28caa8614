"""kb1 cumulative operations (src/suite/kb1/scan.c): running sums and products along each row of
x [R][C] (dim 1), in f32, as kb_ref_scan: reversed (from the row's end), exclusive (out[r][0] = 0,
the term at c left out) or masked (each term times mask, int32 0 or 1) where the row says so."""
from collections.abc import Callable

import jax.numpy as jnp
from jax import lax

from kbxla import Array, Outputs, Params, Scalars, f32


def running(op: Callable[..., Array], reverse: bool = False) -> Callable[..., Outputs]:
    """op (lax.cumsum or lax.cumprod) of each row, x times the mask where the row has one."""
    def fn(params: Params, scalars: Scalars, x: Array, *mask: Array) -> Outputs:
        terms = f32(x) * f32(mask[0]) if mask else f32(x)
        return (op(terms, axis=1, reverse=reverse),)
    return fn


def cumsum_exclusive(params: Params, scalars: Scalars, x: Array) -> Outputs:
    """The running sum of the terms before c: 0, then the inclusive sum of all but the last."""
    x = f32(x)
    return (jnp.pad(lax.cumsum(x[:, :-1], axis=1), ((0, 0), (1, 0))),)


ROWS = {
    "kb1_089_cumsum": running(lax.cumsum),
    "kb1_090_cumprod": running(lax.cumprod),
    "kb1_091_cumsum_reverse": running(lax.cumsum, reverse=True),
    "kb1_092_cumsum_exclusive": cumsum_exclusive,
    "kb1_093_masked_cumsum": running(lax.cumsum),
}
