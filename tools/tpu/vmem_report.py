"""vmem_report.py: the VMEM each shipped Pallas kernel needs at a preset (tpu-v6e by default),
per pallas_call: the runner's own lower bound (vmem_estimate: double-buffered blocks and VMEM
scratch, the check a candidate must pass) plus the largest value the kernel body makes (an f32
tile or temporary that Mosaic must also place in VMEM), against the call's vmem_limit_bytes.
It traces only (no lowering, no interpret mode): a few seconds for the whole suite.

    .venv/bin/python tools/tpu/vmem_report.py [--preset P] [--dtype bf16,f32] [file.py ...]

(default: every kernels/tpu/*/*.py). One line per kernel and dtype: "blocks+largest/limit" MiB
for each pallas_call. docs/tpu.md's VMEM paragraph quotes its figures.
"""
import argparse
import glob
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "tools", "tpu"))
import runner  # noqa: E402


def largest_value(jaxpr) -> int:
    """Bytes of the largest array value (not a ref) any equation of the kernel body makes."""
    best = 0
    for e in jaxpr.eqns:
        for v in e.outvars:
            if type(v.aval).__name__ == "ShapedArray":
                best = max(best, runner.padded_bytes(v.aval.shape, v.aval.dtype))
        for s in runner.sub_jaxprs(e.params):
            best = max(best, largest_value(s))
    return best


def calls(jaxpr, out) -> None:
    for e in jaxpr.eqns:
        if e.primitive.name == "pallas_call":
            cp = e.params.get("compiler_params")
            cp = cp.get("mosaic_tpu") if isinstance(cp, dict) else cp
            limit = getattr(cp, "vmem_limit_bytes", None) or runner.DEFAULT_SCOPED_VMEM
            out.append((runner.vmem_estimate(e), largest_value(e.params["jaxpr"]), limit))
            continue
        for s in runner.sub_jaxprs(e.params):
            calls(s, out)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--preset", default="tpu-v6e")
    ap.add_argument("--dtype", default="bf16,f32")
    ap.add_argument("--kbench", default=os.path.join(ROOT, "build", "kbench"))
    ap.add_argument("files", nargs="*")
    a = ap.parse_args()
    files = a.files or sorted(glob.glob(os.path.join(ROOT, "kernels", "tpu", "*", "*.py")))
    runner.import_jax()
    mib = 1 << 20
    for path in files:
        wid = os.path.basename(os.path.dirname(path))
        code = runner.static_check(open(path, encoding="utf-8").read(), path)
        for dt in a.dtype.split(","):
            sp = json.loads(subprocess.check_output([a.kbench, "show", wid, "--target", "tpu",
                                                     "--preset", a.preset, "--dtype", dt, "--json"]))
            fn = runner.load_candidate(code, path, sp)
            closed = runner.jax.make_jaxpr(fn)(*runner.abstract_inputs(sp))
            found = []
            calls(closed.jaxpr, found)
            cells = " ".join(f"{b / mib:.0f}+{t / mib:.0f}/{lim / mib:.0f}" for b, t, lim in found)
            print(f"{wid[:44]:44} {os.path.basename(path):9} {dt:4} {cells}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
