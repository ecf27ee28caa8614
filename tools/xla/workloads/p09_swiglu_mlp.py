"""p09_swiglu_mlp: out = (silu(x . wg) * (x . wu)) . wd, the hidden activations kept in f32."""
import jax

from kbxla import Array, Outputs, Params, Scalars, dot


def fn(params: Params, scalars: Scalars, x: Array, wg: Array, wu: Array, wd: Array) -> Outputs:
    h = jax.nn.silu(dot(x, wg)) * dot(x, wu)
    return (dot(h, wd),)
