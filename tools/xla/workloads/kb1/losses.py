"""kb1 losses (src/suite/kb1/losses.c): one number (a [1] tensor) over predictions p [N][D] and
targets, in f32, with PyTorch's definitions and the row's constants (scalars)."""
import jax
import jax.numpy as jnp

from kbxla import Array, Outputs, Params, Scalars, f32


def mse(params: Params, scalars: Scalars, p: Array, t: Array) -> Outputs:
    return (jnp.mean(jnp.square(f32(p) - f32(t))).reshape(1),)


def huber(params: Params, scalars: Scalars, p: Array, t: Array) -> Outputs:
    d, delta = jnp.abs(f32(p) - f32(t)), scalars["DELTA"]
    return (jnp.mean(jnp.where(d < delta, 0.5 * d * d, delta * (d - 0.5 * delta))).reshape(1),)


def cross_entropy(params: Params, scalars: Scalars, logits: Array, targets: Array) -> Outputs:
    logp = jax.nn.log_softmax(f32(logits), axis=-1)
    picked = jnp.take_along_axis(logp, targets[:, None], axis=-1)
    return (-jnp.mean(picked).reshape(1),)


def kl_div(params: Params, scalars: Scalars, p: Array, t: Array) -> Outputs:
    """'batchmean': the sum over all elements divided by the rows, as KernelBench's."""
    t = f32(t)
    return ((jnp.sum(t * (jnp.log(t) - jnp.log(f32(p)))) / p.shape[0]).reshape(1),)


def triplet_margin(params: Params, scalars: Scalars, a: Array, pos: Array, neg: Array) -> Outputs:
    """PyTorch's pairwise distance: the L2 norm of a - x + eps."""
    a, eps = f32(a), scalars["EPS"]
    dp = jnp.linalg.norm(a - f32(pos) + eps, axis=-1)
    dn = jnp.linalg.norm(a - f32(neg) + eps, axis=-1)
    return (jnp.mean(jax.nn.relu(dp - dn + scalars["MARGIN"])).reshape(1),)


def hinge(params: Params, scalars: Scalars, p: Array, t: Array) -> Outputs:
    """t [D] broadcasts along the last axis, as in KernelBench."""
    return (jnp.mean(jax.nn.relu(1.0 - f32(p) * f32(t))).reshape(1),)


ROWS = {
    "kb1_094_mse_loss": mse,
    "kb1_095_cross_entropy_loss": cross_entropy,
    "kb1_096_huber_loss": huber,
    "kb1_098_kl_div_loss": kl_div,
    "kb1_099_triplet_margin_loss": triplet_margin,
    "kb1_100_hinge_loss": hinge,
}
