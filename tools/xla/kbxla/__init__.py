"""kbxla: the JAX side of kbench's `xla` baseline.

Each workload has a JAX definition: tools/xla/workloads/<id>.py (a jaxbench workload) with one
function, or a row of ROWS = {id: fn} in tools/xla/workloads/kb1/<family>.py (a KernelBench
family, see "the registry" below), each function of this form:

    def fn(params, scalars, *inputs):
        ...
        return (out0, out1, ...)

- params:  {name: int}   the preset's shape parameters (`kbench show <id> --json`)
- scalars: {name: float} the workload's float constants (EPS, SCALE, ...); they are baked into
           the exported program as constants
- inputs:  jax arrays in the order the spec lists them, in their storage dtype: float tensors
           bf16 or f32 (the evaluation dtype), index tensors int32
- returns: the outputs in spec order, as a tuple (a single array is accepted too). Each output
           may be f32 or the storage dtype: the framework casts it to the storage dtype and
           checks its shape against the spec.

A definition does the C reference's math: f32 arithmetic (upcast with `f32(x)`), dots through
`dot`/`einsum` below (storage-dtype operands allowed, f32 results), the same masks, gathers and
ragged semantics, written the way a JAX user would write them (`masked_softmax` below for
attention under a mask that may leave a row empty).

This module is imported with tools/xla on sys.path (export.py and check.py arrange that).
"""

import dataclasses
import hashlib
import importlib
import json
import os
import subprocess
import sys
import types
from collections.abc import Callable
from types import ModuleType
from typing import Any, Optional

os.environ.setdefault("JAX_PLATFORMS", "cpu")

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
from jax import lax  # noqa: E402

TOOLS_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # tools/xla
ROOT = os.path.dirname(os.path.dirname(TOOLS_DIR))                      # the repository
WORKLOADS_DIR = os.path.join(TOOLS_DIR, "workloads")
STABLEHLO_DIR = os.path.join(ROOT, "xla", "stablehlo")
PRESETS = ("tiny", "cpu")
DTYPES = ("bf16", "f32")

_DTYPES = {"bf16": jnp.bfloat16, "f32": jnp.float32, "int32": jnp.int32}

# The types of a workload definition: fn(params: Params, scalars: Scalars, *inputs: Array) -> Outputs
Array = jax.Array
Params = dict[str, int]
Scalars = dict[str, float]
Outputs = tuple[Array, ...]


# ---- helpers for workload definitions ------------------------------------------------------

def f32(x: Any) -> Array:
    """x as f32: the reference sees every stored element as its exact f32 value."""
    return jnp.asarray(x).astype(jnp.float32)


# The precision of every dot and einsum, read when a program is traced: the exports use HIGHEST;
# tools/xla/variants.py also times DEFAULT.
PRECISION = lax.Precision.HIGHEST


def dot(a: Array, b: Array) -> Array:
    """a @ b (jnp.matmul broadcasting) with f32 results; operands may be bf16 or f32."""
    return jnp.matmul(a, b, preferred_element_type=jnp.float32, precision=PRECISION)


def einsum(subscripts: str, *operands: Array) -> Array:
    """jnp.einsum with f32 results; operands may be bf16 or f32."""
    return jnp.einsum(subscripts, *operands, preferred_element_type=jnp.float32, precision=PRECISION)


def masked_softmax(s: Array, keep: Array, axis: int = -1) -> Array:
    """softmax of s over axis where keep, 0 elsewhere; a row with nothing kept is all 0 (as the
    references' attention rows with no visible key are)."""
    s = jnp.where(keep, s, -jnp.inf)
    m = jnp.max(s, axis=axis, keepdims=True)
    e = jnp.where(keep, jnp.exp(s - jnp.where(jnp.isfinite(m), m, 0.0)), 0.0)
    total = jnp.sum(e, axis=axis, keepdims=True)
    return e / jnp.where(total > 0, total, 1.0)


# ---- the spec ----------------------------------------------------------------------------------

@dataclasses.dataclass(frozen=True)
class Tensor:
    name: str
    kind: str          # "float" | "int32"
    dtype: str         # storage dtype: "bf16" | "f32" | "int32"
    dims: tuple[int, ...]

    @property
    def jax_dtype(self) -> Any:
        return _DTYPES[self.dtype]

    def abstract(self) -> jax.ShapeDtypeStruct:
        return jax.ShapeDtypeStruct(self.dims, self.jax_dtype)


@dataclasses.dataclass(frozen=True)
class Spec:
    id: str
    preset: str
    dtype: str
    params: Params
    scalars: Scalars
    inputs: tuple[Tensor, ...]
    outputs: tuple[Tensor, ...]
    tolerances: dict[str, dict[str, float]]   # {"bf16": {"atol", "rtol"}, "f32": {...}}

    @property
    def tol(self) -> tuple[float, float]:
        t = self.tolerances[self.dtype]
        return t["atol"], t["rtol"]

    @staticmethod
    def from_json(j: dict[str, Any]) -> "Spec":
        def tensors(lst: list[dict[str, Any]]) -> tuple[Tensor, ...]:
            return tuple(Tensor(t["name"], t["kind"], t["dtype"], tuple(t["dims"])) for t in lst)
        return Spec(j["id"], j["preset"], j["dtype"], dict(j["params"]), dict(j["scalars"]),
                    tensors(j["inputs"]), tensors(j["outputs"]), j["tolerances"])


def default_kbench() -> str:
    """The kbench binary: $KBENCH, else build/kbench in the repository."""
    return os.environ.get("KBENCH") or os.path.join(ROOT, "build", "kbench")


def spec(workload: str, preset: str, dtype: str, kbench: Optional[str] = None) -> Spec:
    """The spec of a workload at a preset and dtype, from `kbench show --json` (the one source)."""
    out = subprocess.run([kbench or default_kbench(), "show", workload, "--json", "--preset", preset,
                          "--dtype", dtype], check=True, capture_output=True, text=True).stdout
    return Spec.from_json(json.loads(out))


# ---- the registry ------------------------------------------------------------------------------
#
# Two kinds of definition. A workload of the jaxbench suite is one module,
# tools/xla/workloads/<id>.py, with one fn. A KernelBench level-1 family is one module,
# tools/xla/workloads/kb1/<family>.py (the name of its C file, src/suite/kb1/<family>.c), whose
# table ROWS = {id: fn} has one entry per row of the family's .def: the family's instances share
# their math and differ in a function or a constant, so the table is the family's rows, as in C.
# kb2's problems that are k-workloads need nothing (their ids are the k-workloads'); its others
# are families the same way, in tools/xla/workloads/kb2/.

FAMILY_DIRS = ("kb1", "kb2")  # packages of family modules under tools/xla/workloads


def _single_ids() -> list[str]:
    return [f[:-3] for f in os.listdir(WORKLOADS_DIR)
            if f.endswith(".py") and f[0] in "pk" and f[1:3].isdigit()]


def _family_modules() -> list[str]:
    """Module names (workloads.kb1.<family>) of every family definition."""
    mods = []
    for d in FAMILY_DIRS:
        path = os.path.join(WORKLOADS_DIR, d)
        for f in sorted(os.listdir(path) if os.path.isdir(path) else []):
            if f.endswith(".py") and not f.startswith("_"):
                mods.append(f"workloads.{d}.{f[:-3]}")
    return mods


def _import(name: str) -> ModuleType:
    if TOOLS_DIR not in sys.path:
        sys.path.insert(0, TOOLS_DIR)
    return importlib.import_module(name)


def _family_rows() -> dict[str, tuple[str, Callable[..., Any]]]:
    """{id: (family module, fn)} over every family definition; an id in two families is an error."""
    rows: dict[str, tuple[str, Callable[..., Any]]] = {}
    for name in _family_modules():
        table = getattr(_import(name), "ROWS", None)
        if not isinstance(table, dict):
            raise TypeError(f"{name} defines no ROWS = {{id: fn}}")
        for wid, fn in table.items():
            if wid in rows:
                raise ValueError(f"{wid} is defined by both {rows[wid][0]} and {name}")
            rows[wid] = (name, fn)
    return rows


def workload_ids() -> list[str]:
    """Ids of the workloads that have a JAX definition, sorted."""
    return sorted(_single_ids() + list(_family_rows()))


def resolve(name: str) -> str:
    """A full id from an id or its prefix ("p08" -> "p08_gemm", "kb1_019" -> "kb1_019_relu")."""
    if name in _single_ids():  # no family module imported: the tpu runner may read tools/xla only,
        return name            # and kb2's conv chains read their rows from src/ (conv_chain.def)
    ids = workload_ids()
    if name in ids:
        return name
    hits = [i for i in ids if i.startswith(name + "_")]
    if len(hits) != 1:
        raise KeyError(f"no JAX definition for '{name}' (have: {', '.join(ids) or 'none'})")
    return hits[0]


def load(workload: str) -> Any:
    """The definition of a workload: an object whose fn(params, scalars, *inputs) is its JAX
    function (its module, or for a family row a namespace holding the row's fn)."""
    wid = resolve(workload)
    if wid in _single_ids():
        mod = _import(f"workloads.{wid}")
        if not callable(getattr(mod, "fn", None)):
            raise TypeError(f"tools/xla/workloads/{wid}.py defines no fn(params, scalars, *inputs)")
        return mod
    family, fn = _family_rows()[wid]
    if not callable(fn):
        raise TypeError(f"{family}: ROWS[{wid!r}] is not a function of (params, scalars, *inputs)")
    return types.SimpleNamespace(fn=fn, __name__=family)


def program(sp: Spec, mod: Optional[Any] = None) -> Any:
    """The function XLA compiles for one spec: inputs in spec order -> tuple of outputs in spec
    order, each in its storage dtype and spec shape; params and scalars are baked in."""
    mod = mod or load(sp.id)
    params, scalars = dict(sp.params), dict(sp.scalars)

    def run(*inputs: Array) -> Outputs:
        outs = mod.fn(params, scalars, *inputs)
        if not isinstance(outs, (tuple, list)):
            outs = (outs,)
        if len(outs) != len(sp.outputs):
            raise ValueError(f"{sp.id}: fn returned {len(outs)} outputs, the spec has {len(sp.outputs)}")
        res = []
        for o, t in zip(outs, sp.outputs):
            if tuple(o.shape) != t.dims:
                raise ValueError(f"{sp.id}: output {t.name} has shape {tuple(o.shape)}, the spec says {t.dims}")
            res.append(o.astype(t.jax_dtype))
        return tuple(res)

    run.__name__ = run.__qualname__ = sp.id   # the module is called jit_<id>
    return jax.jit(run, keep_unused=True)      # every input stays a parameter, even an unused one


def lower_text(sp: Spec, mod: Optional[Any] = None) -> str:
    """StableHLO text of one spec: `func.func public @main(inputs in spec order) -> (outputs in
    spec order)`, no debug locations, so the same text on every run."""
    lowered = program(sp, mod).lower(*[t.abstract() for t in sp.inputs])
    return lowered.as_text(dialect="stablehlo")


def sha256(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def versions() -> dict[str, str]:
    import jaxlib
    return {"jax": jax.__version__, "jaxlib": jaxlib.__version__}


def compile_text(text: str) -> Callable[..., list[Any]]:
    """Compile StableHLO text with XLA on the CPU, as the C side's PJRT client does, and return
    a function of numpy inputs that returns the list of outputs as numpy arrays. It reaches into
    jaxlib's PJRT client (not a public JAX API): used only to check the exported files."""
    import numpy as np
    from jax._src import xla_bridge
    from jax._src.lib import xla_client

    backend = xla_bridge.get_backend("cpu")
    devices = xla_client.DeviceList(tuple(backend.local_devices()[:1]))
    exe = backend.compile_and_load(text, devices, xla_client.CompileOptions())

    def run(*inputs: Any) -> list[Any]:
        outs = exe.execute([jax.device_put(x, backend.local_devices()[0]) for x in inputs])
        return [np.asarray(o) for o in outs]
    return run
