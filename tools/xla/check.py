#!/usr/bin/env python3
"""Check the JAX definitions against kbench's C references.

    tools/xla/check.py [--kbench PATH] [--preset tiny] [--dtype bf16,f32] [--seed HEX]
                       [--mlir [--mlir-dir DIR]] [ids...]

For every workload (default: each one with a definition), preset and dtype: `kbench dump` writes
input set 0 of seed HEX and the reference outputs; the definition runs on those inputs in JAX on
the CPU (jit-compiled, as exported); each output, in its storage dtype, is compared with the
reference as the harness compares a candidate: |got - want| <= atol + rtol*|want| with the
workload's tolerance for the dtype (an int32 index output exactly), NaN meeting NaN and an
infinity the same infinity. Prints one row per output and exits 1 on any mismatch. With --mlir,
the exported StableHLO files are compiled by XLA and run instead (what the C side's PJRT client
will load).
"""

import argparse
import json
import os
import subprocess
import sys
import tempfile
from typing import Any, Optional

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import kbxla  # noqa: E402

import ml_dtypes  # noqa: E402
import numpy as np  # noqa: E402

_NP = {"bf16": ml_dtypes.bfloat16, "f32": np.float32, "int32": np.int32}


def load_raw(directory: str, entry: dict[str, Any]) -> np.ndarray:
    data = np.fromfile(os.path.join(directory, entry["file"]), dtype=_NP[entry["dtype"]])
    return data.reshape(entry["dims"])


def compare(got: Any, want: Any, atol: float, rtol: float) -> tuple[int, float, float, Optional[int]]:
    """(n_bad, max_abs, max_rel, worst index or None), as kb_compare judges."""
    got = np.asarray(got, dtype=np.float64).ravel()
    want = np.asarray(want, dtype=np.float64).ravel()
    fin = np.isfinite(got) & np.isfinite(want)
    same_nonfinite = (np.isnan(got) & np.isnan(want)) | (np.isinf(want) & (got == want))
    err = np.where(fin, np.abs(got - want), np.inf)
    limit = atol + rtol * np.abs(want)
    bad = ~(same_nonfinite | (fin & (err <= limit)))
    max_abs = float(err[fin].max()) if fin.any() else 0.0
    rel = err[fin] / np.maximum(np.abs(want[fin]), 1e-30)
    max_rel = float(rel.max()) if fin.any() else 0.0
    worst = None
    if bad.any():
        excess = np.where(bad, np.where(fin, err - limit, np.inf), -np.inf)
        worst = int(np.argmax(excess))
    return int(bad.sum()), max_abs, max_rel, worst


def check_one(kbench: str, wid: str, preset: str, dtype: str, seed: str, workdir: str,
              mlir_dir: Optional[str] = None) -> list[tuple[str, int, int, float, float, str]]:
    d = os.path.join(workdir, f"{wid}-{preset}-{dtype}")
    subprocess.run([kbench, "dump", wid, "--preset", preset, "--dtype", dtype, "--seed", seed,
                    "--out", d], check=True, capture_output=True)
    with open(os.path.join(d, "manifest.json"), encoding="utf-8") as f:
        m = json.load(f)
    sp = kbxla.Spec.from_json(m["spec"])
    inputs = [load_raw(d, e) for e in m["inputs"]]
    if mlir_dir:  # the exported file, compiled by XLA as the C side compiles it
        with open(os.path.join(mlir_dir, preset, dtype, f"{wid}.mlir"), encoding="utf-8") as f:
            outs = kbxla.compile_text(f.read())(*inputs)
    else:
        outs = kbxla.program(sp)(*inputs)
    atol, rtol = m["tolerance"]["atol"], m["tolerance"]["rtol"]
    rows = []
    for o, e, t in zip(outs, m["outputs"], sp.outputs):
        want = load_raw(d, e)
        if o.dtype != t.jax_dtype or tuple(o.shape) != t.dims:
            raise TypeError(f"{wid}: output {t.name} is {o.dtype}{list(o.shape)}, the spec says {t.dtype}{list(t.dims)}")
        got = np.asarray(o.astype("float32"))
        # an index output (int32) must equal the reference exactly, as the harness compares it
        exact = t.kind == "int32"
        n_bad, max_abs, max_rel, worst = compare(got, want, 0.0 if exact else atol, 0.0 if exact else rtol)
        detail = ""
        if worst is not None:
            idx = np.unravel_index(worst, want.shape)
            detail = f"worst {list(map(int, idx))}: got {got.ravel()[worst]:.6g} want {want.ravel()[worst]:.6g}"
        rows.append((t.name, want.size, n_bad, max_abs, max_rel, detail))
    return rows


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[1])
    ap.add_argument("--kbench", default=kbxla.default_kbench(), help="the kbench binary (default build/kbench)")
    ap.add_argument("--preset", default="tiny", help="comma-separated presets (default tiny)")
    ap.add_argument("--dtype", default=",".join(kbxla.DTYPES), help="comma-separated dtypes")
    ap.add_argument("--seed", default="5eed", help="hex seed of the input set (default 5eed)")
    ap.add_argument("--mlir", action="store_true",
                    help="run the exported StableHLO files instead of tracing the definitions")
    ap.add_argument("--mlir-dir", default=kbxla.STABLEHLO_DIR, help="where they are (default xla/stablehlo)")
    ap.add_argument("ids", nargs="*", help="workload ids or prefixes (default: all with a definition)")
    a = ap.parse_args()
    if not os.access(a.kbench, os.X_OK):
        sys.exit(f"check: no kbench binary at {a.kbench} (build it with make, or pass --kbench)")
    try:
        ids = [kbxla.resolve(i) for i in a.ids] if a.ids else kbxla.workload_ids()
    except KeyError as e:
        sys.exit(f"check: {e.args[0]}")

    failed = 0
    print(f"{'workload':34s} {'preset':6s} {'dtype':5s} {'output':8s} {'n':>9s} {'bad':>6s} "
          f"{'max abs':>9s} {'max rel':>9s}  verdict")
    with tempfile.TemporaryDirectory(prefix="kbxla-check-") as work:
        for wid in ids:
            for preset in a.preset.split(","):
                for dtype in a.dtype.split(","):
                    try:
                        rows = check_one(a.kbench, wid, preset, dtype, a.seed, work,
                                         a.mlir_dir if a.mlir else None)
                    except Exception as e:  # one broken definition must not hide the others
                        failed += 1
                        print(f"{wid:34s} {preset:6s} {dtype:5s} {'-':8s} {'':>9s} {'':>6s} {'':>9s} "
                              f"{'':>9s}  ERROR {type(e).__name__}: {str(e).splitlines()[0] if str(e) else ''}")
                        continue
                    for name, n, n_bad, max_abs, max_rel, detail in rows:
                        failed += n_bad > 0
                        verdict = "ok" if n_bad == 0 else f"WRONG {detail}"
                        print(f"{wid:34s} {preset:6s} {dtype:5s} {name:8s} {n:9d} {n_bad:6d} "
                              f"{max_abs:9.2e} {max_rel:9.2e}  {verdict}", flush=True)
    print(f"check: {'all ok' if not failed else f'{failed} failed'}")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
