#!/usr/bin/env python3
"""Export the suite's JAX definitions as StableHLO text for the xla baseline.

    tools/xla/export.py [--kbench PATH] [--out DIR] [--preset tiny,cpu] [--dtype bf16,f32] [ids...]

For every workload (default: each one with a definition in tools/xla/workloads/), preset and
dtype: read the spec from `kbench show <id> --json`, lower the definition with abstract inputs of
the spec's shapes and dtypes, and write <out>/<preset>/<dtype>/<id>.mlir. <out>/manifest.json
records the jax/jaxlib versions and, per file, the sha256 of its text and the inputs and outputs
(name, dtype, dims) in the order the entry function takes and returns them. The manifest is
merged (other files' entries are kept), under a lock, so several exports may run at once.
Output is deterministic: the same text on every run with the same versions.
"""

import argparse
import fcntl
import json
import os
import sys
from typing import Any

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import kbxla  # noqa: E402


def tensor_entry(t: kbxla.Tensor) -> dict[str, Any]:
    return {"name": t.name, "dtype": t.dtype, "dims": list(t.dims)}


def write_if_changed(path: str, text: str) -> bool:
    try:
        with open(path, encoding="utf-8") as f:
            if f.read() == text:
                return False
    except FileNotFoundError:
        pass
    os.makedirs(os.path.dirname(path), exist_ok=True)
    tmp = f"{path}.tmp.{os.getpid()}"
    with open(tmp, "w", encoding="utf-8") as f:
        f.write(text)
    os.replace(tmp, path)
    return True


def update_manifest(out: str, entries: dict[str, Any]) -> None:
    """Merge entries {relpath: entry} into <out>/manifest.json under an exclusive lock."""
    path = os.path.join(out, "manifest.json")
    os.makedirs(out, exist_ok=True)
    lock = os.open(out, os.O_RDONLY | os.O_DIRECTORY)  # the directory itself is the lock
    try:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            with open(path, encoding="utf-8") as f:
                manifest = json.load(f)
        except FileNotFoundError:
            manifest = {}
        vers = kbxla.versions()
        old = {k: manifest.get(k) for k in vers}
        if manifest.get("files") and old != vers:
            print(f"export: the manifest's other files were made with {old}, this run uses {vers}: "
                  "run tools/xla/regen to bring them all to one version", file=sys.stderr)
        files = manifest.get("files", {})
        files.update(entries)
        # one line per file, so that a diff of the manifest names the files that changed
        lines = [f"    {json.dumps(k)}: {json.dumps(v)}" for k, v in sorted(files.items())]
        text = ("{\n"
                '  "generator": "tools/xla/export.py (regenerate with tools/xla/regen)",\n'
                f'  "jax": {json.dumps(vers["jax"])},\n  "jaxlib": {json.dumps(vers["jaxlib"])},\n'
                '  "files": {\n' + ",\n".join(lines) + "\n  }\n}\n")
        json.loads(text)  # it must stay valid JSON
        write_if_changed(path, text)
    finally:
        os.close(lock)  # releases the lock


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[1])
    ap.add_argument("--kbench", default=kbxla.default_kbench(), help="the kbench binary (default build/kbench)")
    ap.add_argument("--out", default=kbxla.STABLEHLO_DIR, help="output directory (default xla/stablehlo)")
    ap.add_argument("--preset", default=",".join(kbxla.PRESETS), help="comma-separated presets")
    ap.add_argument("--dtype", default=",".join(kbxla.DTYPES), help="comma-separated dtypes")
    ap.add_argument("--quiet", action="store_true")
    ap.add_argument("ids", nargs="*", help="workload ids or prefixes (default: all with a definition)")
    a = ap.parse_args()

    if not os.access(a.kbench, os.X_OK):
        sys.exit(f"export: no kbench binary at {a.kbench} (build it with make, or pass --kbench)")
    try:
        ids = [kbxla.resolve(i) for i in a.ids] if a.ids else kbxla.workload_ids()
    except KeyError as e:
        sys.exit(f"export: {e.args[0]}")
    presets = [p for p in a.preset.split(",") if p]
    dtypes = [d for d in a.dtype.split(",") if d]

    entries, changed = {}, 0
    for wid in ids:
        mod = kbxla.load(wid)
        for preset in presets:
            for dtype in dtypes:
                sp = kbxla.spec(wid, preset, dtype, a.kbench)
                text = kbxla.lower_text(sp, mod)
                rel = f"{preset}/{dtype}/{wid}.mlir"
                changed += write_if_changed(os.path.join(a.out, rel), text)
                entries[rel] = {
                    "id": wid, "preset": preset, "dtype": dtype,
                    "sha256": kbxla.sha256(text), "bytes": len(text.encode()),
                    "params": sp.params, "scalars": sp.scalars,
                    "inputs": [tensor_entry(t) for t in sp.inputs],
                    "outputs": [tensor_entry(t) for t in sp.outputs],
                }
                if not a.quiet:
                    print(f"{rel:60s} {len(text):9d} bytes")
    update_manifest(a.out, entries)
    if not a.quiet:
        print(f"export: {len(entries)} files ({changed} changed) in {a.out}")


if __name__ == "__main__":
    main()
