"""kb2 convolution chains (src/suite/kb2/conv_chain.c, the rows of conv_chain.def, the ops of
conv_chain.h): y = conv(x, w) (+ b), PyTorch's Conv2d/3d or ConvTranspose2d/3d (kbxla.nn's,
shared with kb1's convolutions: f32 accumulation, no kernel flip in the transposed ones), then
the row's ops in order on f32 values, the output rounded once to the storage type.

ROWS is read from conv_chain.def itself, the one table the C family also compiles (no copy to
keep in step): per row the convolution (C2, C3, T2, T3), its stride, padding and output padding
(the same on every spatial axis), whether it has a bias, x's average pool before it (L2-38), the
ops as (name, arguments...) and the output's dims as the .def names them (the result is reshaped
to them, which drops the size-1 axes the ops keep where the output does). The kernel size and
the shapes come from the inputs. The row's extra inputs follow x, w and b; an op's index i is the
i-th of them, as in C.

Numerics as the reference's (which runs in double): the erf GELU, the stable softplus (jax's
logaddexp), biased variances of the deviations, eps 1e-5 in every norm, softmax and
log-sum-exp with the maximum subtracted, floor-mode pooling with window = stride.
"""
import os
import re
from collections.abc import Callable
from typing import NamedTuple, Optional, Union

import jax
import jax.numpy as jnp
from jax import lax

from kbxla import Array, Outputs, Params, Scalars, f32, nn
from kbxla.nn import gelu, mish, standardize

EPS = 1e-5
INF = float("inf")

# the elementwise ops: f(t, the op's arguments)
ELEMENTWISE = {
    "RELU": jax.nn.relu,
    "LEAKY": lambda t, a: jnp.where(t > 0, t, a * t),
    "GELU": gelu,
    "TANH": jnp.tanh,
    "SIGMOID": jax.nn.sigmoid,
    "MISH": mish,
    "SWISH": jax.nn.silu,
    "HARDSWISH": lambda t: t * jnp.clip((t + 3) / 6, 0.0, 1.0),
    "HSIG_SWISH": lambda t: t * jax.nn.sigmoid(t + 3) / 6,  # what L2-58 calls its hardswish
    "CLAMP": lambda t, a, b: jnp.clip(t, a, b),
    "ADD": lambda t, a: t + a,
    "MUL": lambda t, a: t * a,
    "DIV": lambda t, a: t / a,
    "MIN": lambda t, a: jnp.minimum(t, a),
}


class Chain:
    """The state the other ops see besides y: the extra inputs, the saved copy, G."""

    def __init__(self, extras: tuple[Array, ...], groups: Optional[int]):
        self.extras, self.groups, self.saved = extras, groups, None

    def channel(self, i: int, y: Array) -> Array:
        """Extra input i ([C'] or [1]) shaped to broadcast over y's channels."""
        return f32(self.extras[i]).reshape((1, -1) + (1,) * (y.ndim - 2))

    def save(self, y: Array) -> Array:
        self.saved = y
        return y


def space(y: Array) -> tuple[int, ...]:
    return tuple(range(2, y.ndim))


def max_pool(y: Array, k: int) -> Array:
    return nn.pool(y, -INF, lax.max, k, k)


def avg_pool(y: Array, k: int) -> Array:
    return nn.pool(y, 0.0, lax.add, k, k) / k ** (y.ndim - 2)


# the other ops: f(y, chain, the op's arguments); a reduction keeps its axis at size 1
OPS = {
    "ADD_P": lambda y, ch, i: y + ch.channel(i, y),
    "SUB_P": lambda y, ch, i: y - ch.channel(i, y),
    "MUL_P": lambda y, ch, i: y * ch.channel(i, y),
    "ADD_T": lambda y, ch, i: y + f32(ch.extras[i]),
    "SAVE": lambda y, ch: ch.save(y),
    "ADD_SAVED": lambda y, ch: y + ch.saved,
    "MUL_SAVED": lambda y, ch: y * ch.saved,
    "SOFTMAX_C": lambda y, ch: jax.nn.softmax(y, axis=1),
    "MIN_C": lambda y, ch: jnp.min(y, axis=1, keepdims=True),
    "MAX_C": lambda y, ch: jnp.max(y, axis=1, keepdims=True),
    "SUM_C": lambda y, ch: jnp.sum(y, axis=1, keepdims=True),
    "MEAN_C": lambda y, ch: jnp.mean(y, axis=1, keepdims=True),
    "LSE_C": lambda y, ch: jax.nn.logsumexp(y, axis=1, keepdims=True),
    "MEAN_SP": lambda y, ch: jnp.mean(y, axis=space(y), keepdims=True),
    "SUM_SP": lambda y, ch: jnp.sum(y, axis=space(y), keepdims=True),
    "SUB_MEAN_SP": lambda y, ch: y - jnp.mean(y, axis=space(y), keepdims=True),
    "SOFTMAX_SP": lambda y, ch: jax.nn.softmax(y, axis=space(y)),
    "MIN_AX": lambda y, ch, k: jnp.min(y, axis=2 + k, keepdims=True),
    "SUM_AX": lambda y, ch, k: jnp.sum(y, axis=2 + k, keepdims=True),
    "MEAN_AX": lambda y, ch, k: jnp.mean(y, axis=2 + k, keepdims=True),
    "BN": lambda y, ch: standardize(y, (0,) + space(y), EPS),  # training mode: over N and space
    "GN": lambda y, ch: nn.group_norm(y, ch.groups, EPS),
    "IN": lambda y, ch: standardize(y, space(y), EPS),
    "LN_W": lambda y, ch: standardize(y, (y.ndim - 1,), EPS),
    "MAXPOOL": lambda y, ch, k: max_pool(y, k),
    "AVGPOOL": lambda y, ch, k: avg_pool(y, k),
}


class Row(NamedTuple):
    conv: str                          # C2, C3, T2, T3
    stride: int
    pad: int
    out_pad: int
    bias: bool
    prepool: int                       # x average-pooled by this window first (0: not)
    ops: tuple[tuple, ...]             # (name, arguments...), a name of ELEMENTWISE or OPS
    out: tuple[str, ...]               # the output's dims, as the .def names them ("1": size 1)


def chain(row: Row) -> Callable[..., Outputs]:
    """The row's fn: the convolution, then its ops one after another."""
    def fn(params: Params, scalars: Scalars, x: Array, w: Array, *rest: Array) -> Outputs:
        b, extras = (rest[0], rest[1:]) if row.bias else (None, rest)
        sp = int(row.conv[1])
        if row.prepool:  # in f32, so the convolution too
            x, w = avg_pool(x, row.prepool), f32(w)
        if row.conv[0] == "T":
            y = nn.conv_transpose(x, w, b, (row.stride,) * sp, (row.pad,) * sp, (1,) * sp,
                                  (row.out_pad,) * sp)
        else:
            y = nn.conv(x, w, b, (row.stride,) * sp, [(row.pad, row.pad)] * sp, (1,) * sp,
                        (1,) * sp)
        ch = Chain(extras, params.get("G"))
        for name, *args in row.ops:
            y = ELEMENTWISE[name](y, *args) if name in ELEMENTWISE else OPS[name](y, ch, *args)
        y = y.reshape(tuple(1 if d == "1" else params[d] for d in row.out))
        return (y,)
    return fn


# ---- the rows, from conv_chain.def ----------------------------------------------------------------

DEF = os.path.join(os.path.dirname(os.path.abspath(__file__)), *[".."] * 4, "src", "suite", "kb2",
                   "conv_chain.def")


def _split(s: str) -> list[str]:
    """s's top-level comma-separated items (parentheses and strings kept whole), each stripped."""
    items, depth, cur, quoted = [], 0, "", False
    for c in s:
        if c == '"':
            quoted = not quoted
        elif not quoted and c in "()":
            depth += 1 if c == "(" else -1
        elif not quoted and c == "," and depth == 0:
            items.append(cur.strip())
            cur = ""
            continue
        cur += c
    return items + [cur.strip()] if cur.strip() else items


def _inner(s: str, head: str = "") -> str:
    """The text inside head(...), which must be the whole of s."""
    if not (s.startswith(head + "(") and s.endswith(")")):
        raise ValueError(f"{DEF}: expected {head}(...), found {s!r}")
    return s[len(head) + 1:-1]


def _number(s: str) -> Union[int, float]:
    """An op's argument as C writes it: an int (an index, an axis, a window) or a float."""
    return int(s) if re.fullmatch(r"-?\d+", s) else float(s)   # float() reads inf and -inf too


def _op(text: str) -> tuple:
    """O(NAME, arguments...) -> (NAME, arguments...)."""
    name, *args = _split(_inner(text, "O"))
    return (name,) + tuple(_number(a) for a in args)


def def_rows(path: str = DEF) -> dict[str, Row]:
    """{kb2 id: Row} for every KB_ROW of conv_chain.def (its columns: see the .def's header)."""
    with open(path) as f:
        text = re.sub(r"/\*.*?\*/", "", f.read(), flags=re.S)
    rows = {}
    for m in re.finditer(r"^KB_ROW\(", text, flags=re.M):
        depth, end = 1, m.end()
        while depth:
            depth += {"(": 1, ")": -1}.get(text[end], 0)
            end += 1
        col = _split(text[m.end():end - 1])
        if len(col) != 20:
            raise ValueError(f"{path}: a KB_ROW of {len(col)} columns, not 20: {col[:3]}")
        num3, name, conv, stride, pad, out_pad, bias, prepool = col[0], col[2], *col[4:9], col[11]
        rows[f"kb2_{num3}_{name}"] = Row(conv, int(stride), int(pad), int(out_pad), bias == "1", int(prepool),
                                         tuple(_op(o) for o in _split(_inner(col[12]))),
                                         tuple(d.strip('"') for d in _split(_inner(col[15]))))
    return rows


ROWS = {wid: chain(row) for wid, row in def_rows().items()}
