"""kb1 normalisations (src/suite/kb1/norms.c): x divided by a statistic of a set of its elements
(minus the set's mean for the standard norms), in f32, as kb_ref_norm: biased variances from the
data (BatchNorm in training mode), eps = EPS, gamma and beta [C] or [C][H][W] where the row has
them. The standardisation and the group norm are kbxla.nn's, which kb2's chains share."""
from collections.abc import Callable

import jax.numpy as jnp

from kbxla import Array, Outputs, Params, Scalars, f32, nn
from kbxla.nn import Axes, standardize


def channel_norm(axes: Axes) -> Callable[..., Outputs]:
    """BatchNorm (axes (0, 2, 3), gamma and beta [C]) or LayerNorm (axes (1, 2, 3), [C][H][W]):
    the affine parameters broadcast over the axes that the set's index keeps."""
    def fn(params: Params, scalars: Scalars, x: Array, gamma: Array, beta: Array) -> Outputs:
        y = standardize(f32(x), axes, scalars["EPS"])
        trail = (1,) * (x.ndim - 1 - gamma.ndim)   # [C] -> [C][1][1]; [C][H][W] as it is
        return (y * f32(gamma).reshape(gamma.shape + trail) + f32(beta).reshape(beta.shape + trail),)
    return fn


def instance_norm(params: Params, scalars: Scalars, x: Array) -> Outputs:
    return (standardize(f32(x), (2, 3), scalars["EPS"]),)


def group_norm(params: Params, scalars: Scalars, x: Array, gamma: Array, beta: Array) -> Outputs:
    """The G groups of C/G consecutive channels, each normalised over (its channels, h, w)."""
    y = nn.group_norm(f32(x), params["G"], scalars["EPS"])
    return (y * f32(gamma)[:, None, None] + f32(beta)[:, None, None],)


def rms_norm(params: Params, scalars: Scalars, x: Array) -> Outputs:
    """Per (n, h, w), over the channels."""
    x = f32(x)
    return (x / jnp.sqrt(jnp.mean(x * x, axis=1, keepdims=True) + scalars["EPS"]),)


def divided_by(stat: Callable[[Array], Array]) -> Callable[..., Outputs]:
    """x / stat(x), stat a keepdims reduction (Frobenius over every element, L1 and L2 per row)."""
    def fn(params: Params, scalars: Scalars, x: Array) -> Outputs:
        x = f32(x)
        return (x / stat(x),)
    return fn


ROWS = {
    "kb1_033_batchnorm": channel_norm((0, 2, 3)),
    "kb1_034_instancenorm": instance_norm,
    "kb1_035_groupnorm": group_norm,
    "kb1_036_rmsnorm": rms_norm,
    "kb1_037_frobeniusnorm": divided_by(lambda x: jnp.sqrt(jnp.sum(x * x))),
    "kb1_038_l1norm": divided_by(lambda x: jnp.mean(jnp.abs(x), axis=1, keepdims=True)),
    "kb1_039_l2norm": divided_by(lambda x: jnp.sqrt(jnp.sum(x * x, axis=1, keepdims=True))),
    "kb1_040_layernorm": channel_norm((1, 2, 3)),
}
