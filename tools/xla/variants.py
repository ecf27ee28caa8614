#!/usr/bin/env python3
"""Time the xla baseline's variants side by side, each checked against the C reference.

    .venv/bin/python tools/xla/variants.py [--preset cpu] [--dtype bf16] [--rounds 3]
                                           [--flags NAME=XLA_FLAGS ...] [--json FILE] [--allow-busy] [ids...]

For a quiet machine (issue 15: is `xla` as fast as a JAX user gets it?). Per workload (default:
the 50 of the jaxbench suite; --suite kb1, kb2 or all for the KernelBench ones), on input set 0 of `kbench dump` at the preset and dtype:

  kbench   kbench's own xla baseline: `kbench eval <id> <shipped candidate> --json`, xla's median
           (the StableHLO export compiled by the PJRT plugin, timed by kbench's parent process)
  jit      the same definition under jax.jit in the pinned jaxlib, timed in Python around
           `block_until_ready` (what a JAX user gets), dots at HIGHEST precision as exported
  default  the same at DEFAULT precision for every dot, einsum and convolution (kbxla.PRECISION;
           f32 accumulation, preferred_element_type, kept; f32 epilogues unchanged): what XLA's
           CPU backend does by default
  <NAME>   jit again in a process started with XLA_FLAGS as given by --flags NAME=FLAGS (default:
           the XLA CPU flags that change speed; a flag this jaxlib does not know is reported, not
           fatal)

Every variant's outputs are compared with the C reference under the workload's tolerance (as
tools/xla/check.py does): a variant that fails is shown as `wrong`, never as fastest. Variants
take turns round by round so that drift hits them alike; the figure is the median over rounds of
each round's median call time. Prints a table (ms; ratios to `kbench`) and which correct variant
is fastest; --json writes every number.

Time: a kbench evaluation (its candidate timed too) per kbench row, and compile + at least 1 s per
jit row, per workload and round. At cpu on 2 cores with the default rows, measured 2026-12-02:
about 70 s per workload and round, so all 50 with 2 rounds take about 2 hours. Start with
p08_gemm k18_conv2d_relu_biasadd.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from typing import Any, Callable

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import kbxla  # noqa: E402
from check import compare, load_raw  # noqa: E402

import numpy as np  # noqa: E402
from jax import lax  # noqa: E402

# XLA CPU flags worth trying (the defaults of --flags); each is one variant.
# Not fast math (--xla_cpu_enable_fast_math=true): it licenses XLA to compute another function
# (reassociated sums, approximate exp/log, no NaN or Inf handling), and was never the fastest
# correct variant where it was measured (docs/xla.md).
DEFAULT_FLAGS = {
    "no-thunks": "--xla_cpu_use_thunk_runtime=false",
    "one-thread": "--xla_cpu_multi_thread_eigen=false",
    "no-xnnpack": "--xla_cpu_use_xnnpack=false",   # what kbench's plugin runs with (docs/xla.md)
}


def time_calls(f: Callable[[], Any], min_s: float = 1.0, min_calls: int = 10) -> float:
    """Median seconds of f() (which blocks until ready) over at least min_calls and min_s."""
    f()
    f()   # compiled and warm
    ts: list[float] = []
    start = time.monotonic()
    while len(ts) < min_calls or time.monotonic() - start < min_s:
        t0 = time.perf_counter()
        f()
        ts.append(time.perf_counter() - t0)
        if len(ts) >= 1000:
            break
    return statistics.median(ts)


def dumped(kbench: str, wid: str, preset: str, dtype: str, workdir: str) -> tuple[dict, list, list]:
    d = os.path.join(workdir, f"{wid}-{preset}-{dtype}")
    if not os.path.exists(os.path.join(d, "manifest.json")):
        subprocess.run([kbench, "dump", wid, "--preset", preset, "--dtype", dtype, "--seed", "5eed",
                        "--out", d], check=True, capture_output=True)
    with open(os.path.join(d, "manifest.json"), encoding="utf-8") as f:
        m = json.load(f)
    return m, [load_raw(d, e) for e in m["inputs"]], [load_raw(d, e) for e in m["outputs"]]


def jit_variant(kbench: str, wid: str, preset: str, dtype: str, workdir: str, precision: str) -> dict:
    """One workload under jax.jit at a precision, in this process: {ms, ok, detail}."""
    import jax
    m, inputs, refs = dumped(kbench, wid, preset, dtype, workdir)
    kbxla.PRECISION = lax.Precision.HIGHEST if precision == "highest" else lax.Precision.DEFAULT
    sp = kbxla.Spec.from_json(m["spec"])
    f = kbxla.program(sp)
    args = [jax.device_put(x) for x in inputs]
    outs = f(*args)
    atol, rtol = m["tolerance"]["atol"], m["tolerance"]["rtol"]
    bad = []
    for o, want, t in zip(outs, refs, sp.outputs):
        n_bad, max_abs, _, _ = compare(np.asarray(o.astype("float32")), want, atol, rtol)
        if n_bad:
            bad.append(f"{t.name}: {n_bad} of {want.size} out of tolerance (max abs err {max_abs:.3g})")
    ms = time_calls(lambda: jax.block_until_ready(f(*args))) * 1e3
    return {"ms": ms, "ok": not bad, "detail": "; ".join(bad)}


def child(args: argparse.Namespace) -> None:
    """--child: one jit measurement, its JSON on stdout (XLA_FLAGS came with the environment)."""
    print(json.dumps(jit_variant(args.kbench, args.ids[0], args.preset, args.dtype, args.workdir, "highest")))


def jit_with_flags(args: argparse.Namespace, wid: str, flags: str) -> dict:
    """One jit measurement under XLA_FLAGS=flags, in a child process (--child): XLA reads its
    flags once per process, so each set of flags needs a process of its own."""
    env = dict(os.environ, XLA_FLAGS=flags)
    p = subprocess.run([sys.executable, os.path.abspath(__file__), "--child", "--kbench", args.kbench,
                        "--preset", args.preset, "--dtype", args.dtype, "--workdir", args.workdir, wid],
                       env=env, capture_output=True, text=True)
    if p.returncode != 0:
        last = (p.stderr.strip().splitlines() or ["exit %d" % p.returncode])[-1]
        return {"ms": None, "ok": False, "detail": f"did not run with XLA_FLAGS={flags}: {last[:200]}"}
    return json.loads(p.stdout.strip().splitlines()[-1])


def kbench_xla(args: argparse.Namespace, wid: str, plugin: str | None = None) -> dict:
    """kbench's own xla row, from an evaluation of the workload's shipped candidate: its expert,
    or its naive one where there is no expert or this machine lacks what the expert requires
    (kbench eval exits 4, e.g. an AMX expert on a machine without AMX). plugin: a PJRT plugin
    other than the one kbench finds (KBENCH_PJRT_PLUGIN). The candidate's and lib's medians of
    the same evaluation come along (the experts' speedups in the second table)."""
    p = None
    env = dict(os.environ, KBENCH_PJRT_PLUGIN=plugin) if plugin else None
    for name in ("expert.c", "naive.c"):
        cand = os.path.join(kbxla.ROOT, "kernels", "cpu", wid, name)
        if not os.path.exists(cand):
            continue
        p = subprocess.run([args.kbench, "eval", wid, cand, "--preset", args.preset, "--dtype", args.dtype,
                            "--json", "--max-time", "2", "--db", os.path.join(args.workdir, "variants.db"),
                            *(["--allow-busy"] if args.allow_busy else [])],
                           capture_output=True, text=True, env=env)
        if p.returncode != 4:
            break
    if p is None:
        return {"ms": None, "ok": False, "detail": "no shipped candidate"}
    try:
        j = json.loads(p.stdout)
    except json.JSONDecodeError:
        return {"ms": None, "ok": False, "detail": f"kbench eval exited {p.returncode}: {p.stderr[-200:]}"}
    t = j.get("timings") or {}
    seen = {"candidate": j.get("candidate"), "verdict": j.get("verdict"), "lib_version": j.get("lib_version"),
            "xla_version": j.get("xla_version"),
            "candidate_ms": (t.get("candidate") or {}).get("median_ms"), "lib_ms": (t.get("lib") or {}).get("median_ms")}
    x = t.get("xla")
    if not x:
        return {"ms": None, "ok": False, "detail": j.get("xla_note") or "xla was not timed", **seen}
    return {"ms": x["median_ms"], "ok": True, "detail": "noisy" if j.get("noisy") else "", **seen}


def med(rs: list[dict], key: str) -> float | None:
    xs = [r[key] for r in rs if r.get(key) is not None]
    return statistics.median(xs) if xs else None


def speedups(ids: list[str], results: dict, plugins: dict[str, str]) -> None:
    """The shipped candidates' speedups (median over rounds of each baseline over the candidate)
    against lib and against xla on each plugin: the before/after of a baseline change."""
    rows = ["kbench", *plugins]
    print(f"\n| workload | candidate | ms | lib ms | vs lib | {' | '.join(f'xla {n} ms | vs xla {n}' for n in rows)} |")
    print(f"|---|---|---|---|---|{'---|---|' * len(rows)}")
    for wid in ids:
        rs = results[wid]["kbench"]
        c, lib = med(rs, "candidate_ms"), med(rs, "lib_ms")
        name = os.path.basename(next((r["candidate"] for r in rs if r.get("candidate")), "") or "-")
        cells = [wid, name, f"{c:.3f}" if c else "-", f"{lib:.3f}" if lib else "-",
                 f"{lib / c:.2f}x" if c and lib else "-"]
        for n in rows:
            x = med(results[wid][n], "ms")
            cells += [f"{x:.3f}" if x else "-", f"{x / c:.2f}x" if x and c else "-"]
        print(f"| {' | '.join(cells)} |")


def write_json(path: str, args: argparse.Namespace, flags: dict, plugins: dict, results: dict) -> None:
    with open(path + ".tmp", "w", encoding="utf-8") as f:
        json.dump({"preset": args.preset, "dtype": args.dtype, "flags": flags, "plugins": plugins,
                   "results": results}, f, indent=1)
    os.replace(path + ".tmp", path)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--kbench", default=kbxla.default_kbench())
    ap.add_argument("--preset", default="cpu")
    ap.add_argument("--dtype", default="bf16")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--flags", action="append", default=None, metavar="NAME=XLA_FLAGS",
                    help="an XLA_FLAGS variant (repeatable; default: %s)" % ", ".join(DEFAULT_FLAGS))
    ap.add_argument("--no-flags", action="store_true",
                    help="no XLA_FLAGS rows: kbench, jit and DEFAULT only (a second round of those, in half the time)")
    ap.add_argument("--suite", default="jaxbench", choices=["jaxbench", "kb1", "kb2", "all"],
                    help="the workloads when no ids are given (all: every one with a JAX definition)")
    ap.add_argument("--plugin", action="append", default=[], metavar="NAME=PATH",
                    help="another kbench row: kbench's xla on this PJRT plugin (repeatable)")
    ap.add_argument("--json", help="write every number here")
    ap.add_argument("--allow-busy", action="store_true", help="let kbench time on a busy machine (a functional check)")
    ap.add_argument("--workdir", default=None, help=argparse.SUPPRESS)
    ap.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    ap.add_argument("ids", nargs="*")
    args = ap.parse_args()
    if args.child:
        child(args)
        return
    flags = {} if args.no_flags else dict(f.split("=", 1) for f in args.flags) if args.flags else DEFAULT_FLAGS
    ids = [kbxla.resolve(i) for i in args.ids] or [
        w for w in kbxla.workload_ids()
        if args.suite == "all" or (w.startswith(args.suite + "_") if args.suite != "jaxbench" else not w.startswith("kb"))]
    args.workdir = args.workdir or tempfile.mkdtemp(prefix="kbench-xla-variants-")
    plugins = dict(p.split("=", 1) for p in args.plugin)
    names = ["kbench", *plugins, "jit", "default", *flags]
    with open("/proc/loadavg") as f:
        print(f"load before: {' '.join(f.read().split()[:3])}", file=sys.stderr)
    results: dict[str, dict[str, list[dict]]] = {w: {n: [] for n in names} for w in ids}
    for r in range(args.rounds):
        for wid in ids:
            order = names if r % 2 == 0 else names[::-1]
            for n in order:
                if n == "kbench" or n in plugins:
                    res = kbench_xla(args, wid, plugins.get(n))
                elif n in ("jit", "default"):
                    res = jit_variant(args.kbench, wid, args.preset, args.dtype, args.workdir,
                                      "highest" if n == "jit" else "default")
                else:
                    res = jit_with_flags(args, wid, flags[n])
                results[wid][n].append(res)
                if args.json:   # every measurement so far, in case the run is cut short
                    write_json(args.json, args, flags, plugins, results)
                print(f"round {r + 1}: {wid} {n}: {res}", file=sys.stderr)
    print(f"| workload | {' | '.join(names)} | fastest correct |")
    print(f"|---|{'---|' * len(names)}---|")
    for wid in ids:
        cells, best, base = [], None, None
        for n in names:
            rs = results[wid][n]
            ms = [x["ms"] for x in rs if x["ms"] is not None]
            ok = all(x["ok"] for x in rs)
            med = statistics.median(ms) if ms else None
            if n == "kbench":
                base = med
            if med is None:
                cells.append("-")
                continue
            ratio = f" ({med / base:.2f}x)" if base and n != "kbench" else ""
            cells.append(f"{med:.3f}{ratio}" + ("" if ok else " wrong"))
            if ok and (best is None or med < best[1]):
                best = (n, med)
        print(f"| {wid} | {' | '.join(cells)} | {best[0] if best else '-'} |")
    speedups(ids, results, plugins)
    with open("/proc/loadavg") as f:
        print(f"load after: {' '.join(f.read().split()[:3])}", file=sys.stderr)


if __name__ == "__main__":
    main()
