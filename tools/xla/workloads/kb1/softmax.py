"""kb1 softmax (src/suite/kb1/softmax.c): softmax or log-softmax of each row of x [R][C], in f32."""
from collections.abc import Callable

import jax

from kbxla import Array, Outputs, Params, Scalars, f32


def over_rows(f: Callable[..., Array]) -> Callable[..., Outputs]:
    def fn(params: Params, scalars: Scalars, x: Array) -> Outputs:
        return (f(f32(x), axis=-1),)
    return fn


ROWS = {
    "kb1_023_softmax": over_rows(jax.nn.softmax),
    "kb1_024_log_softmax": over_rows(jax.nn.log_softmax),
}
