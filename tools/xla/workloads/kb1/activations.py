"""kb1 activations (src/suite/kb1/activations.c): out = f(x) elementwise, in f32, f the row's
activation with PyTorch's definition and the row's constants (scalars)."""
from collections.abc import Callable

import jax
import jax.numpy as jnp

from kbxla import Array, Outputs, Params, Scalars, f32


def elementwise(f: Callable[[Array, Scalars], Array]) -> Callable[..., Outputs]:
    """The row's fn: f of x upcast to f32 (the reference's arithmetic)."""
    def fn(params: Params, scalars: Scalars, x: Array) -> Outputs:
        return (f(f32(x), scalars),)
    return fn


ROWS = {
    "kb1_019_relu": elementwise(lambda t, s: jax.nn.relu(t)),
    "kb1_020_leaky_relu": elementwise(lambda t, s: jax.nn.leaky_relu(t, s["NEGATIVE_SLOPE"])),
    "kb1_021_sigmoid": elementwise(lambda t, s: jax.nn.sigmoid(t)),
    "kb1_022_tanh": elementwise(lambda t, s: jnp.tanh(t)),
    "kb1_025_swish": elementwise(lambda t, s: jax.nn.silu(t)),
    "kb1_026_gelu": elementwise(lambda t, s: jax.nn.gelu(t, approximate=False)),
    "kb1_027_selu": elementwise(lambda t, s: s["SCALE"] * jax.nn.elu(t, s["ALPHA"])),
    "kb1_028_hardsigmoid": elementwise(lambda t, s: jax.nn.hard_sigmoid(t)),
    # PyTorch's threshold: x itself above 20
    "kb1_029_softplus": elementwise(lambda t, s: jnp.where(t > 20.0, t, jax.nn.softplus(t))),
    "kb1_030_softsign": elementwise(lambda t, s: jax.nn.soft_sign(t)),
    "kb1_031_elu": elementwise(lambda t, s: jax.nn.elu(t, s["ALPHA"])),
    "kb1_032_hardtanh": elementwise(lambda t, s: jnp.clip(t, s["MIN_VAL"], s["MAX_VAL"])),
    "kb1_088_mingpt_new_gelu": elementwise(lambda t, s: jax.nn.gelu(t, approximate=True)),
}
