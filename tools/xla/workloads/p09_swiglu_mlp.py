"""p09_swiglu_mlp: out = (silu(x . wg) * (x . wu)) . wd, the hidden activations kept in f32."""
import jax

from kbxla import dot


def fn(params, scalars, x, wg, wu, wd):
    h = jax.nn.silu(dot(x, wg)) * dot(x, wu)
    return (dot(h, wd),)
