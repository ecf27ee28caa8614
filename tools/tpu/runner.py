"""runner.py: the child process of kbench's tpu target.

kbench (src/targets/tpu/tpu.c) starts one of these per evaluation with the .venv's Python:

    fd 0  the job, one JSON document (below)
    fd 3  kbench's input sets, a read-only memfd laid out by kb_layout (offsets in the job)
    fd 4  the output slots, a read-write memfd kbench poisoned (offsets in the job)
    fd 5  where the result goes: one JSON document, written once at the end

It never sees the seed, the reference or the store: kbench compares the outputs itself, exactly
as for the cpu target. What this process judges is what only JAX can see:

1. the candidate's source, before any of it runs (`static_check`): imports from an allow-list,
   no dunder or private names, no callbacks, files, configuration or interpret-mode switches;
2. the traced program at every preset kbench names (`screen`): the work must be inside
   `pallas_call` (a dot outside, or elementwise/reduction work beyond a small budget, is an
   abi_error naming the op); the kernel must lower for TPU (Mosaic), which is where misaligned
   blocks fail (compile_error); the VMEM its blocks need must fit the scoped limit;
3. the run (`verify`): every input set, then set 0 again, in JAX's TPU interpret mode with the
   race detector on, uninitialised VMEM filled with NaN and out-of-bounds reads raising; parallel
   grid dimensions are visited in a random order. A race is `race`, an out-of-bounds access or an
   exception `crash`.
4. only when the job asks for it and a TPU is attached (`time_on_tpu`): the kernel compiled for
   the TPU and XLA's own program (tools/xla, the xla baseline's definitions) timed interleaved on
   the TPU-sized inputs kbench also passes. kbench drives this part (fd time.ctl_fd): it judges
   both programs' outputs, which this process leaves in a region of kbench's, with its own
   comparator, and asks for batches of rounds until its stop rule is met; the times go back to
   kbench, which computes the statistics. Nothing here judges or summarises a time.

The job: {"candidate": path, "spec": {kbench show --json at the verification preset},
"screen": [specs of the other presets to trace and lower at], "n_sets": n, "in_offsets":
[[byte offset of input i in set s]], "out_offsets": [[offset of output o in slot s]] (n + 1 slots:
the last is the repeat of set 0), "in_size", "out_size", "grid_seed": int, "time": {"spec": the
timing preset's spec, "fd", "size", "offsets": its one input set, "out_fd", "out_size",
"out_offsets": [[the candidate's outputs], [XLA's]], "ctl_fd": the control socket, "xla_dir",
"interpret": bool} | null}.

The result: {"verdict": kbench verdict name, "detail": one line, "calls": verified calls,
"jax": version, "seconds": {phase: s}, "timing": {"device", "rounds"} | null (the times went to
kbench over the control socket), "timing_note": why not timed}.
"""

import ast
import contextlib
import io
import json
import math
import mmap
import os
import re
import socket
import sys
import time
import traceback
import types
from collections.abc import Callable, Iterator
from typing import Any, NoReturn, Optional

RESULT_FD = 5
IN_FD = 3
OUT_FD = 4

# ---- the candidate's source -------------------------------------------------------------------

# Modules a candidate may import (and the parents a `from` import names).
ALLOWED_MODULES = {
    "jax", "jax.numpy", "jax.lax", "jax.experimental", "jax.experimental.pallas",
    "jax.experimental.pallas.tpu", "functools", "math", "dataclasses", "typing", "numpy",
}

# Attribute names a candidate may not touch: host callbacks (work off the TPU), files, JAX's
# configuration and caches, foreign calls, and the interpret-mode switches kbench sets itself.
FORBIDDEN_ATTRS = {
    "pure_callback", "io_callback", "callback", "debug", "host_callback", "config", "ffi",
    "extend", "profiler", "export", "compilation_cache", "distributed", "clear_caches",
    "live_arrays", "device_put", "device_get", "make_array_from_callback", "dlpack",
    "load", "save", "savez", "savez_compressed", "fromfile", "tofile", "memmap", "loadtxt",
    "savetxt", "genfromtxt", "force_tpu_interpret_mode", "set_tpu_interpret_mode",
    "reset_tpu_interpret_mode_state", "InterpretParams", "interpreters", "stages", "core",
    "ctypes", "ctypeslib", "lib", "f2py", "testing", "distutils", "DataSource", "fromregex",
    "open_memmap", "version",
    # modules that allowed modules import and so expose as attributes (dataclasses.sys,
    # jax.version.os, ...): the way from an allowed import to the rest of the interpreter
    "os", "sys", "builtins", "subprocess", "importlib", "inspect", "types", "gc", "pathlib",
    "platform", "sysconfig", "tempfile", "threading", "traceback", "weakref", "operator",
    "fileinput", "codecs", "logging", "argparse", "shutil", "socket", "io", "pickle",
    "marshal", "runpy", "multiprocessing", "resource", "mmap", "posix", "site", "glob",
    # str.format reaches attributes through its format string
    "format", "format_map",
}
# attribute prefixes of frames, generators, coroutines, tracebacks and code objects: a frame's
# f_globals or f_back leads to other modules' globals
FORBIDDEN_ATTR_PREFIXES = ("f_", "gi_", "cr_", "ag_", "tb_", "co_")

FORBIDDEN_NAMES = {
    "eval", "exec", "compile", "open", "__import__", "globals", "locals", "vars", "getattr",
    "setattr", "delattr", "breakpoint", "input", "memoryview", "help", "exit", "quit",
}

SAFE_BUILTINS = [
    "abs", "all", "any", "bool", "callable", "dict", "divmod", "enumerate", "filter", "float",
    "frozenset", "hash", "int", "isinstance", "issubclass", "iter", "len", "list", "map", "max",
    "min", "next", "pow", "print", "range", "repr", "reversed", "round", "set", "slice", "sorted",
    "str", "sum", "tuple", "zip", "object", "property", "staticmethod", "classmethod", "super",
    "ArithmeticError", "AssertionError", "Exception", "IndexError", "KeyError",
    "NotImplementedError", "RuntimeError", "TypeError", "ValueError", "ZeroDivisionError",
    "True", "False", "None", "__build_class__",
]


class Verdict(Exception):
    """The evaluation ends with this verdict (a kbench verdict name) and detail."""

    def __init__(self, verdict: str, detail: str) -> None:
        super().__init__(detail)
        self.verdict = verdict
        self.detail = detail


def one_line(text: object, cap: int = 700) -> str:
    text = " ".join(str(text).split())
    return text if len(text) <= cap else text[: cap - 3] + "..."


def static_check(source: str, path: str) -> types.CodeType:
    """Reject what must never run, before anything runs: abi_error naming the line."""
    try:
        tree = ast.parse(source, filename=path)
    except SyntaxError as e:
        raise Verdict("compile_error", f"line {e.lineno}: syntax error: {e.msg}")

    def bad(node: ast.AST, what: str) -> NoReturn:
        raise Verdict("abi_error", f"line {getattr(node, 'lineno', '?')}: {what} (kbench show "
                      f"<id> --target tpu lists what a tpu candidate may use)")

    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for a in node.names:
                if a.name not in ALLOWED_MODULES:
                    bad(node, f"import of '{a.name}' is not allowed")
        elif isinstance(node, ast.ImportFrom):
            if node.level or not node.module or node.module not in ALLOWED_MODULES:
                bad(node, f"import from '{node.module or '.'}' is not allowed")
            for a in node.names:
                if a.name == "*" or a.name in FORBIDDEN_ATTRS or a.name.startswith("_"):
                    bad(node, f"importing '{a.name}' from '{node.module}' is not allowed")
        elif isinstance(node, ast.Attribute):
            if node.attr.startswith("_"):
                bad(node, f"private or dunder attribute '.{node.attr}' is not allowed")
            if node.attr in FORBIDDEN_ATTRS or node.attr.startswith(FORBIDDEN_ATTR_PREFIXES):
                bad(node, f"'.{node.attr}' is not allowed (it leads to host callbacks, files, "
                          f"the interpreter's modules, JAX's configuration or the interpret-mode "
                          f"switches)")
        elif isinstance(node, ast.Name):
            if node.id.startswith("__") or node.id in FORBIDDEN_NAMES:
                bad(node, f"'{node.id}' is not allowed")
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            if "__" in node.value or re.fullmatch(r"\s*_\w*\s*", node.value):
                bad(node, "strings naming private or dunder attributes are not allowed")
    if not any(isinstance(n, ast.FunctionDef) and n.name == "kernel" for n in tree.body):
        raise Verdict("abi_error", "no top-level `def kernel(...)`: a tpu candidate defines "
                                   "kernel(*inputs) returning the outputs")
    return compile(tree, path, "exec")


_IMPORT_NAME = __import__("dis").opmap["IMPORT_NAME"]


def restricted_import(name: str, globals: Optional[dict[str, Any]] = None,
                      locals: Optional[dict[str, Any]] = None, fromlist: Any = (),
                      level: int = 0) -> Any:
    """The candidate's __import__. Its own `import` statements (the IMPORT_NAME instruction in
    a frame of its file) get the allow-list; C code that imports through the current frame's
    builtins while a candidate frame is on top (numpy, jaxlib: PyImport_Import) does not."""
    f = sys._getframe(1)
    own = f.f_code.co_filename == CANDIDATE_PATH[0] and 0 <= f.f_lasti < len(f.f_code.co_code) \
        and f.f_code.co_code[f.f_lasti] == _IMPORT_NAME
    if own and (level or name not in ALLOWED_MODULES):
        raise ImportError(f"import of '{name}' is not allowed")
    return __import__(name, globals, locals, fromlist, level)


CANDIDATE_PATH: list[Optional[str]] = [None]


def load_candidate(code: types.CodeType, path: str, sp: dict[str, Any]) -> Callable[..., Any]:
    """Run the module once with the spec's constants as KB_<NAME> globals; return kernel."""
    import builtins
    safe = {k: getattr(builtins, k) for k in SAFE_BUILTINS if hasattr(builtins, k)}
    safe["__import__"] = restricted_import
    CANDIDATE_PATH[0] = path
    g: dict[str, Any] = {"__builtins__": safe, "__name__": "candidate", "__file__": path}
    for k, v in sp["params"].items():
        g[f"KB_{k}"] = int(v)
    for k, v in sp["scalars"].items():
        g[f"KB_{k}"] = float(v)
    try:
        exec(code, g)
    except Verdict:
        raise
    except Exception as e:
        raise Verdict("crash", f"loading the candidate raised {type(e).__name__}: {one_line(e, 400)}")
    k = g.get("kernel")
    if not callable(k):
        raise Verdict("abi_error", "`kernel` is not a function")
    return k


# ---- JAX ------------------------------------------------------------------------------------

# the modules import_jax() imports (late: only after the candidate's source passed static_check)
jax: Any
jnp: Any
pl: Any
pltpu: Any
ipc: Any
ml_dtypes: Any
np: Any

def import_jax() -> None:
    os.environ.setdefault("JAX_PLATFORMS", "cpu")   # kbench sets "" (any) to time on a TPU
    global jax, jnp, pl, pltpu, ipc, ml_dtypes, np
    import jax  # noqa: F401
    import jax.numpy as jnp  # noqa: F401
    import ml_dtypes  # noqa: F401
    import numpy as np  # noqa: F401
    from jax.experimental import pallas as pl  # noqa: F401
    from jax.experimental.pallas import tpu as pltpu  # noqa: F401
    from jax._src.pallas.mosaic.interpret import interpret_pallas_call as ipc  # noqa: F401


def np_dtype(name: str) -> Any:
    return {"bf16": ml_dtypes.bfloat16, "f32": np.float32, "int32": np.int32}[name]


def jnp_dtype(name: str) -> Any:
    return {"bf16": jnp.bfloat16, "f32": jnp.float32, "int32": jnp.int32}[name]


def abstract_inputs(sp: dict[str, Any]) -> list[Any]:
    return [jax.ShapeDtypeStruct(tuple(t["dims"]), jnp_dtype(t["dtype"])) for t in sp["inputs"]]


def describe(shape: Any, dtype: Any) -> str:
    names = {"bfloat16": "bf16", "float32": "f32", "int32": "i32", "float16": "f16"}
    d = str(dtype)
    return f"{names.get(d, d)}[{','.join(str(int(x)) for x in shape)}]"


def check_outputs(outs: Any, sp: dict[str, Any], where: str) -> Any:
    """The kernel's result against the spec: count, shapes, storage dtypes."""
    if not isinstance(outs, (tuple, list)):
        outs = (outs,)
    want = sp["outputs"]
    if len(outs) != len(want):
        raise Verdict("abi_error", f"{where}: kernel returned {len(outs)} outputs, the spec has "
                                   f"{len(want)} ({', '.join(t['name'] for t in want)})")
    for o, t in zip(outs, want):
        shape, dtype = tuple(getattr(o, "shape", ())), getattr(o, "dtype", None)
        if shape != tuple(t["dims"]) or dtype != jnp_dtype(t["dtype"]):
            raise Verdict("abi_error", f"{where}: output {t['name']} is {describe(shape, dtype)}, "
                                       f"the spec says {describe(t['dims'], jnp_dtype(t['dtype']))} "
                                       f"(outputs are returned in the storage dtype)")
    return tuple(outs)


# ---- the screen: where the work is ------------------------------------------------------------

# Outside a kernel these only move, reshape or retype data; everything else is work.
MOVEMENT = {
    "reshape", "broadcast_in_dim", "transpose", "squeeze", "expand_dims", "convert_element_type",
    "slice", "dynamic_slice", "dynamic_update_slice", "concatenate", "stack", "pad", "copy", "copy_p",
    "bitcast_convert_type", "iota", "rev", "reduce_precision", "split", "device_put",
    "optimization_barrier", "sharding_constraint",
}
# Never outside a kernel: the workloads' main work.
HEAVY = {"dot_general", "conv_general_dilated", "ragged_dot", "ragged_dot_general"}
CALLBACKS = {"pure_callback", "io_callback", "debug_callback", "callback", "outside_call",
             "host_callback", "ffi_call", "custom_call"}

DEFAULT_SCOPED_VMEM = 32 << 20   # v6e: XLA's --xla_tpu_scoped_vmem_limit_kib default
VMEM_CAPACITY = 128 << 20        # v6e, per TensorCore (pltpu.get_tpu_info_for_chip)


def numel(aval: Any) -> int:
    shape = getattr(aval, "shape", ())
    return int(math.prod(shape)) if shape else 1


def sub_jaxprs(params: dict[str, Any]) -> Iterator[Any]:
    from jax._src import core as jcore
    for v in params.values():
        for x in (v if isinstance(v, (tuple, list)) else (v,)):
            if isinstance(x, jcore.ClosedJaxpr):
                yield x.jaxpr
            elif isinstance(x, jcore.Jaxpr):
                yield x


def find_callbacks(jaxpr: Any) -> Optional[str]:
    for e in jaxpr.eqns:
        if e.primitive.name in CALLBACKS:
            return e.primitive.name
        for s in sub_jaxprs(e.params):
            c = find_callbacks(s)
            if c:
                return c
    return None


def padded_bytes(shape: Any, dtype: Any) -> int:
    """Bytes of a VMEM buffer: the last two dims padded to the (8 x packing, 128) tile."""
    itemsize = np.dtype(dtype).itemsize
    dims = [int(d) for d in shape] or [1]
    if len(dims) == 1:
        dims = [1] + dims
    sub = 8 * max(1, 4 // itemsize)
    dims[-1] = -(-dims[-1] // 128) * 128
    dims[-2] = -(-dims[-2] // sub) * sub
    return int(math.prod(dims)) * itemsize


def vmem_estimate(eqn: Any) -> int:
    """A lower bound of the VMEM one pallas_call's pipeline needs: each blocked VMEM operand
    with its buffers (2 unless pipeline_mode says otherwise), plus the VMEM scratch."""
    gm = eqn.params["grid_mapping"]
    total = 0
    for bm in gm.block_mappings:
        ref = bm.ref_aval
        space = str(getattr(ref, "memory_space", "default")).lower()
        if space not in ("default", "vmem", "none"):
            continue
        buffers = getattr(bm.pipeline_mode, "buffer_count", None) or 2
        total += buffers * padded_bytes(ref.shape, ref.dtype)
    for s in gm.scratch_avals:
        if str(getattr(s, "memory_space", "")).lower() == "vmem":
            total += padded_bytes(s.shape, s.dtype)
    return total


def screen(fn: Callable[..., Any], sp: dict[str, Any]) -> Any:
    """Trace kernel at sp's shapes and judge where its work is; returns the traced outputs."""
    where = f"at preset {sp['preset']}"
    try:
        closed = jax.make_jaxpr(fn)(*abstract_inputs(sp))
    except Verdict:
        raise
    except Exception as e:
        raise Verdict("compile_error", f"{where}: tracing kernel failed: {type(e).__name__}: "
                                       f"{one_line(e, 500)}")
    check_outputs(closed.out_avals, sp, where)
    budget = max(65536, 0.02 * (sum(math.prod(t["dims"]) for t in sp["inputs"]) +
                                sum(math.prod(t["dims"]) for t in sp["outputs"])))
    state: dict[str, Any] = {"calls": 0, "work": 0, "ops": []}

    def walk(jaxpr: Any) -> None:
        for e in jaxpr.eqns:
            name = e.primitive.name
            if name == "pallas_call":
                state["calls"] += 1
                cb = find_callbacks(e.params["jaxpr"])
                if cb:
                    raise Verdict("abi_error", f"{where}: the kernel calls back to the host ({cb})")
                cp = e.params.get("compiler_params")
                cp = cp.get("mosaic_tpu") if isinstance(cp, dict) else cp
                limit = getattr(cp, "vmem_limit_bytes", None) or DEFAULT_SCOPED_VMEM
                need = vmem_estimate(e)
                if need > min(limit, VMEM_CAPACITY):
                    raise Verdict("compile_error", f"{where}: the kernel's blocks need at least "
                                  f"{need / 2**20:.1f} MiB of VMEM (double-buffered blocks + "
                                  f"scratch), over the {min(limit, VMEM_CAPACITY) / 2**20:.0f} MiB "
                                  f"scoped VMEM limit: use smaller blocks, or raise "
                                  f"vmem_limit_bytes in pltpu.CompilerParams (v6e has 128 MiB)")
                continue
            if name in CALLBACKS:
                raise Verdict("abi_error", f"{where}: the program calls back to the host ({name})")
            subs = list(sub_jaxprs(e.params))
            if subs:
                for s in subs:
                    walk(s)
                continue
            if name in MOVEMENT:
                continue
            avals = [v.aval for v in e.invars if hasattr(v, "aval")] + [v.aval for v in e.outvars]
            big: Any = max(avals, key=numel) if avals else None
            n = numel(big) if big is not None else 1
            if name in HEAVY:
                raise Verdict("abi_error", f"{where}: {name} on {describe(big.shape, big.dtype)} is "
                              f"done outside the Pallas kernel: the work must be inside pallas_call")
            state["work"] += n
            state["ops"].append((n, name, big))

    walk(closed.jaxpr)
    if state["calls"] == 0:
        raise Verdict("abi_error", f"{where}: kernel makes no pallas_call: a tpu candidate does "
                                   f"its work in a Pallas kernel")
    if state["work"] > budget:
        n, name, big = max(state["ops"], key=lambda o: o[0])
        more = len(state["ops"]) - 1
        raise Verdict("abi_error", f"{where}: work done outside the Pallas kernel: {name} on "
                      f"{describe(big.shape, big.dtype)}" + (f" and {more} more op(s)" if more else "")
                      + f", {state['work']:.3g} elements in all (the budget for glue outside "
                      f"pallas_call is {budget:.3g}): move it into the kernel")
    return closed


def lower_for_tpu(fn: Callable[..., Any], sp: dict[str, Any]) -> str:
    """Lower the program for TPU, as a TPU would compile it: Mosaic rejects what it cannot tile."""
    where = f"at preset {sp['preset']}"
    # lowering rules that ask which TPU they target (tiling, bf16 support) see a v6e
    from jax._src import mesh as mesh_lib
    v6e = mesh_lib.AbstractDevice(device_kind="TPU v6 lite", num_cores=1, platform="tpu")
    try:
        with jax.sharding.use_abstract_mesh(mesh_lib.AbstractMesh((1,), ("x",), abstract_device=v6e)):
            exp = jax.export.export(jax.jit(fn), platforms=["tpu"])(*abstract_inputs(sp))
    except Exception as e:
        msg = str(e).strip().splitlines()
        first = " ".join(msg[:6]) if msg else type(e).__name__
        raise Verdict("compile_error", f"{where}: lowering for TPU (Mosaic) failed: "
                                       f"{type(e).__name__}: {one_line(first, 600)}")
    text = exp.mlir_module()
    if "tpu_custom_call" not in text:
        raise Verdict("abi_error", f"{where}: the lowered program has no Mosaic kernel")
    return text


# ---- verification in TPU interpret mode -----------------------------------------------------

def interpret_params(seed: int) -> Any:
    # vector_clock_size: the race detector gives every DMA one of (size - cores) clock slots;
    # with the default (2 x cores) all DMAs share one slot and look ordered among themselves,
    # which hides races between DMAs
    return pltpu.InterpretParams(detect_races=True, uninitialized_memory="nan",
                                 out_of_bounds_reads="raise", dma_execution_mode="on_wait",
                                 random_seed=seed, vector_clock_size=64)


def explain_failure(e: BaseException) -> str:
    """A crash's detail from an exception raised while interpreting: the innermost error."""
    text = str(e)
    lines = [ln.strip() for ln in text.splitlines() if ln.strip()]
    for ln in reversed(lines):
        if "Out-of-bounds" in ln or "out of bounds" in ln.lower():
            return "out-of-bounds access: " + one_line(ln.split(": ", 1)[-1] if ln.startswith(("IndexError", "ValueError")) else ln, 500)
    for ln in reversed(lines):
        if ln.split(":", 1)[0].endswith(("Error", "Exception")) and "Traceback" not in ln:
            return one_line(ln, 500)
    return f"{type(e).__name__}: {one_line(text, 500)}"


def race_report(captured: str) -> Optional[str]:
    lines = [ln.strip() for ln in captured.splitlines()]
    for i, ln in enumerate(lines):
        if ln.startswith("RACE DETECTED"):
            acc = [x for x in lines[i + 1:] if x.startswith(("read of", "write of"))][:2]
            if len(acc) == 2:
                return one_line(f"{acc[0]}; unordered with the {acc[1]}", 600)
    return "the interpreter's race detector fired"


def verify(fn: Callable[..., Any], sp: dict[str, Any], job: dict[str, Any], ins_map: mmap.mmap,
           outs_map: mmap.mmap, seconds: dict[str, float]) -> int:
    n_sets = int(job["n_sets"])
    params = interpret_params(int(job.get("grid_seed", 0)) & 0x7FFFFFFF)
    jitted = jax.jit(fn)
    cpu = jax.devices("cpu")[0]     # interpret mode runs on the host, TPU attached or not
    calls = 0
    order = list(range(n_sets)) + [0]   # the last call repeats set 0 into its own slot
    for slot, s in enumerate(order):
        ins = []
        for i, t in enumerate(sp["inputs"]):
            dt = np_dtype(t["dtype"])
            n = int(math.prod(t["dims"]))
            a = np.frombuffer(ins_map, dtype=dt, count=n, offset=int(job["in_offsets"][s][i]))
            ins.append(jax.device_put(a.reshape(t["dims"]), cpu))
        ipc.reset_tpu_interpret_mode_state()
        buf = io.StringIO()
        t0 = time.time()
        try:
            with contextlib.redirect_stdout(buf), jax.default_device(cpu), \
                    pltpu.force_tpu_interpret_mode(params):
                outs = jitted(*ins)
                outs = jax.block_until_ready(outs)
        except Verdict:
            raise
        except Exception as e:
            raise Verdict("crash", f"input set {s}: {explain_failure(e)}")
        finally:
            seconds[f"call{slot}"] = round(time.time() - t0, 3)
        races = getattr(ipc, "races", None)
        if races is not None and races.races_found:
            raise Verdict("race", f"input set {s}: data race in the kernel: {race_report(buf.getvalue())}")
        outs = check_outputs(outs, sp, f"input set {s}")
        for o, (t, off) in enumerate(zip(sp["outputs"], job["out_offsets"][slot])):
            a = np.asarray(outs[o])
            raw = a.tobytes()
            outs_map[int(off):int(off) + len(raw)] = raw
        calls += 1
    return calls


# ---- timing on a TPU ---------------------------------------------------------------------------

class Control:
    """The control socket kbench drives the timing through (the job's time.ctl_fd): one JSON
    line from here per message, one number per line from kbench (rounds to time; 0: stop)."""

    def __init__(self, fd: int) -> None:
        self.sock = socket.socket(fileno=fd)
        self.rf = self.sock.makefile("r", encoding="ascii")
        self.wf = self.sock.makefile("w", encoding="ascii")

    def say(self, msg: dict[str, Any]) -> None:
        self.wf.write(json.dumps(msg) + "\n")
        self.wf.flush()

    def rounds_asked(self) -> int:
        line = self.rf.readline()
        return int(line) if line.strip() else 0     # kbench gone: stop


def time_on_tpu(fn: Callable[..., Any], job: dict[str, Any], seconds: dict[str, float]) -> dict[str, Any]:
    """Candidate and XLA on the attached TPU at the timing preset, timed as kbench asks. Both
    run once and their outputs go to the timed output region (fd time.out_fd: the candidate's
    at out_offsets[0], XLA's at out_offsets[1]), where kbench judges them with its own
    comparator; then `ready`, and batches of ABBA rounds while kbench asks for them (it applies
    the stop rule of every target, core/stats.h). Raises Verdict (crash on the TPU). With
    time.interpret (KBENCH_TPU=interpret, tests only) the same runs on the host in TPU
    interpret mode at the verification preset: the protocol is tested, the times mean nothing."""
    tj = job["time"]
    sp = tj["spec"]
    interpret = bool(tj.get("interpret"))
    dev = jax.devices("cpu")[0] if interpret else [d for d in jax.devices() if d.platform == "tpu"][0]
    mode = (pltpu.force_tpu_interpret_mode(interpret_params(int(job.get("grid_seed", 0)) & 0x7FFFFFFF))
            if interpret else contextlib.nullcontext())
    sys.path.insert(0, tj["xla_dir"])
    import kbxla
    xla_fn = kbxla.program(kbxla.Spec.from_json(sp))
    tmap = mmap.mmap(tj["fd"], tj["size"], prot=mmap.PROT_READ)
    ins = []
    for i, t in enumerate(sp["inputs"]):
        n = int(math.prod(t["dims"]))
        a = np.frombuffer(tmap, dtype=np_dtype(t["dtype"]), count=n, offset=int(tj["offsets"][i]))
        ins.append(jax.device_put(a.reshape(t["dims"]), dev))
    cand = jax.jit(fn)
    ctl = Control(int(tj["ctl_fd"]))
    where = f"on the TPU at preset {sp['preset']}"
    with mode, jax.default_device(dev):
        t0 = time.time()
        try:
            c_out = check_outputs(jax.block_until_ready(cand(*ins)), sp, "on the TPU")
        except Verdict:
            raise
        except Exception as e:
            raise Verdict("crash", f"{where}: {explain_failure(e)}")
        x_out = jax.block_until_ready(xla_fn(*ins))
        if not isinstance(x_out, (tuple, list)):
            x_out = (x_out,)
        seconds["tpu_compile"] = round(time.time() - t0, 3)
        omap = mmap.mmap(tj["out_fd"], tj["out_size"], prot=mmap.PROT_READ | mmap.PROT_WRITE)
        for who, outs in enumerate((c_out, x_out)):
            for o, off in zip(outs, tj["out_offsets"][who]):
                raw = np.asarray(o).tobytes()
                omap[int(off):int(off) + len(raw)] = raw
        omap.flush()
        fns = [cand, xla_fn]
        t_start = time.time()
        warm = 0
        while warm < (1 if interpret else 3) or time.time() - t_start < 0.1:
            for f in fns:
                jax.block_until_ready(f(*ins))
            warm += 1
        ctl.say({"ready": True, "device": dev.device_kind})
        rounds = 0
        while (n := ctl.rounds_asked()) > 0:
            times: list[list[float]] = [[], []]
            for _ in range(n):
                for c in (0, 1, 1, 0):      # ABBA
                    t1 = time.perf_counter()
                    jax.block_until_ready(fns[c](*ins))
                    times[c].append(time.perf_counter() - t1)
            rounds += n
            ctl.say({"candidate": times[0], "xla": times[1]})
    return {"device": dev.device_kind, "rounds": rounds}


# ---- main ----------------------------------------------------------------------------------------

def run(job: dict[str, Any], result: dict[str, Any]) -> None:
    seconds = result["seconds"]
    t0 = time.time()
    path = job["candidate"]
    try:
        with open(path, encoding="utf-8") as f:
            source = f.read()
    except (OSError, UnicodeDecodeError) as e:
        raise Verdict("harness_error", f"cannot read the candidate {path}: {e}")
    code = static_check(source, path)
    import_jax()
    result["jax"] = jax.__version__
    seconds["import"] = round(time.time() - t0, 3)

    t0 = time.time()
    sp = job["spec"]
    fn = load_candidate(code, path, sp)
    screen(fn, sp)
    lower_for_tpu(fn, sp)
    for other in job.get("screen", []):
        ofn = load_candidate(code, path, other)
        screen(ofn, other)
        lower_for_tpu(ofn, other)
    seconds["screen"] = round(time.time() - t0, 3)

    t0 = time.time()
    ins_map = mmap.mmap(IN_FD, int(job["in_size"]), prot=mmap.PROT_READ)
    outs_map = mmap.mmap(OUT_FD, int(job["out_size"]), prot=mmap.PROT_READ | mmap.PROT_WRITE)
    result["calls"] = verify(fn, sp, job, ins_map, outs_map, seconds)
    seconds["verify"] = round(time.time() - t0, 3)

    if job.get("time"):
        try:
            tpu = [d for d in jax.devices() if d.platform == "tpu"]
        except RuntimeError:
            tpu = []
        if not tpu and not job["time"].get("interpret"):
            result["timing_note"] = "timing needs a TPU: verified only"
        else:
            tfn = load_candidate(code, path, job["time"]["spec"])
            result["timing"] = time_on_tpu(tfn, job, seconds)


def main() -> None:
    result = {"verdict": "harness_error", "detail": "", "calls": 0, "jax": None, "seconds": {},
              "timing": None, "timing_note": None}
    try:
        job = json.load(sys.stdin)
        run(job, result)
        result["verdict"] = "ok"
    except Verdict as v:
        result["verdict"], result["detail"] = v.verdict, v.detail
    except MemoryError:
        result["verdict"], result["detail"] = "crash", "out of memory"
    except Exception as e:
        traceback.print_exc()
        result["verdict"] = "crash"
        result["detail"] = f"{type(e).__name__}: {one_line(e, 600)}"
    data = json.dumps(result).encode()
    try:
        with os.fdopen(RESULT_FD, "wb", closefd=True) as f:
            f.write(data)
    except OSError:
        sys.stdout.write(data.decode() + "\n")
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(0)


if __name__ == "__main__":
    main()
