#!/usr/bin/env python3
"""Does kbench's reference compute KernelBench's function? tools/fidelity/check runs this.

    check.py [--kbench PATH] [--suite kb1,kb2] [--preset tiny] [--seed HEX] [--markdown FILE]
             [--json FILE] [ids or KernelBench forms...]

For every problem of the suites (default kb1 and kb2, all 200): `kbench dump <id> --dtype f32`
writes input set 0 of seed HEX (default 0) and kbench's reference output; KernelBench's model of
the problem (kernelbench.py), built at kbench's sizes with kbench's tensors loaded into its
parameters, runs in training mode as KernelBench runs it, in float64 (so that what differs is the
function, not rounding); its output is compared elementwise with kbench's reference under the
problem's f32 tolerance (|got - want| <= atol + rtol |want|; index outputs exactly). A problem
whose forward uses dropout runs twice: as KernelBench runs it (dropout active: random) and with the
dropout as the identity (kbench's one deliberate change); the second decides.

Prints one line per problem and a summary; exit 0 when every problem matches (dropout aside) or
differs by a change kernelbench.py's STATED names with its reason (where KernelBench's function is
0 for every input), 1 otherwise. --markdown writes the table for docs/fidelity.md.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

import numpy as np
import torch
import torch.nn as nn

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import kernelbench as kb  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
NP_TYPES = {"f32": np.float32, "bf16": np.uint16, "i32": np.int32}


def load(d: str, e: dict) -> np.ndarray:
    a = np.fromfile(os.path.join(d, e["file"]), dtype=NP_TYPES["i32" if e["kind"] != "float" else e["dtype"]])
    return a.reshape(e["dims"]) if e["dims"] else a


def attr(m: nn.Module, path: str):
    """The module (or None) and the tensor at a dotted path."""
    owner = m
    for part in path.split(".")[:-1]:
        owner = getattr(owner, part)
    return owner, getattr(owner, path.split(".")[-1])


def run(entry: dict, kbench: str, preset: str, seed: str, tmp: str) -> dict:
    wid, form = entry["id"], entry["jaxbench"]
    level, num = int(form[1]), int(form.split("-")[1])
    out = {"id": wid, "form": form, "alias_of": entry.get("alias_of"), "notes": []}
    d = os.path.join(tmp, wid)
    subprocess.run([kbench, "dump", wid, "--out", d, "--preset", preset, "--dtype", "f32", "--seed", seed],
                   check=True, capture_output=True)
    man = json.load(open(os.path.join(d, "manifest.json")))
    P = man["spec"]["params"]
    prob = kb.PROBLEMS.get((level, num))
    if prob is None:
        out.update(status="no model", max_abs=None, max_rel=None, bad=None, n=None)
        return out
    inputs = {e["name"]: torch.from_numpy(load(d, e).astype(np.float64 if e["kind"] == "float" else np.int64))
              for e in man["inputs"]}
    torch.manual_seed(0)
    model = prob.build(P).double()
    used = set()
    for name, path in prob.params.items():
        if name not in inputs:
            continue
        owner, t = attr(model, path)
        v = inputs[name]
        if isinstance(owner, nn.Linear) and path.endswith("weight") and man["id"][:3] in kb.KN:
            v = v.T  # the k-workload holds x . w, [K][N]
        if v.numel() != t.numel():
            raise SystemExit(f"{wid}: input {name} {list(v.shape)} does not fit {path} {list(t.shape)}")
        with torch.no_grad():
            t.copy_(v.reshape(t.shape))
        used.add(name)
    args = []
    for names in prob.args:  # "y|y2": the name kbench's row uses
        name = next(n for n in names.split("|") if n in inputs)
        v = inputs[name]
        args.append(v.bool() if name == "mask" else v)
        used.add(name)
    unused = [e["name"] for e in man["inputs"] if e["name"] not in used]
    if unused:
        out["notes"].append("kbench inputs with no KernelBench counterpart: " + ", ".join(unused))
    ref_e = man["outputs"][0]
    ref = load(d, {**ref_e, "file": ref_e["file"], "dtype": "f32" if ref_e["kind"] == "float" else "i32"})
    model.train()  # KernelBench's eval never calls .eval(): batch norms use the batch's statistics
    with torch.no_grad():
        if (level, num) in kb.DROPOUT:
            torch.manual_seed(1)
            as_kb = model(*args).numpy().reshape(-1)
            for mod in model.modules():
                if isinstance(mod, nn.Dropout):
                    mod.eval()
            got = model(*args)
            bad_kb = int(np.sum(~close(as_kb, ref.reshape(-1), man)))
            out["notes"].append(f"dropout as KernelBench runs it (active, p 0.2): {bad_kb} of {as_kb.size} "
                                "elements differ; dropout as the identity (kbench's one deliberate change) decides")
        else:
            got = model(*args)
    got = got.numpy().reshape(-1)
    want = ref.reshape(-1)
    if got.size != want.size:
        out.update(status="differs", max_abs=None, max_rel=None, bad=None, n=int(want.size))
        out["notes"].append(f"KernelBench's output has {got.size} elements, kbench's {want.size}")
        return out
    ok = close(got, want, man)
    diff = np.abs(got.astype(np.float64) - want.astype(np.float64))
    scale = max(float(np.max(np.abs(want))), 1e-30)
    out.update(status="matches" if ok.all() else "differs", max_abs=float(diff.max()), max_rel=float(diff.max() / scale),
               bad=int((~ok).sum()), n=int(want.size))
    if (level, num) in kb.DROPOUT and not ok.all():
        out["notes"].append("it differs with the dropout as the identity too: not because of the dropout")
    if not ok.all() and (level, num) in kb.STATED:
        out["status"] = "stated"
        out["notes"].append(kb.STATED[(level, num)])
    return out


def close(got: np.ndarray, want: np.ndarray, man: dict) -> np.ndarray:
    if man["outputs"][0]["kind"] != "float":
        return got.astype(np.int64) == want.astype(np.int64)
    tol = man["tolerance"]
    g, w = got.astype(np.float64), want.astype(np.float64)
    return (np.abs(g - w) <= tol["atol"] + tol["rtol"] * np.abs(w)) | (np.isnan(g) & np.isnan(w))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--kbench", default=os.environ.get("KBENCH", os.path.join(ROOT, "build", "kbench")))
    ap.add_argument("--suite", default="kb1,kb2")
    ap.add_argument("--preset", default="tiny")
    ap.add_argument("--seed", default="0")
    ap.add_argument("--markdown")
    ap.add_argument("--json")
    ap.add_argument("ids", nargs="*")
    a = ap.parse_args()
    torch.set_num_threads(max(1, min(2, os.cpu_count() or 1)))
    entries = []
    for s in a.suite.split(","):
        lst = json.loads(subprocess.run([a.kbench, "list", "--suite", s, "--json"], check=True, capture_output=True,
                                        text=True).stdout)
        entries += [e for e in lst if not a.ids or e["id"] in a.ids or e["jaxbench"] in a.ids
                    or any(e["id"].startswith(i + "_") for i in a.ids)]
    rows = []
    with tempfile.TemporaryDirectory(prefix="kbench-fidelity-") as tmp:
        for e in entries:
            r = run(e, a.kbench, a.preset, a.seed, tmp)
            rows.append(r)
            extra = f"  [{'; '.join(r['notes'])}]" if r["notes"] else ""
            err = f"max |diff| {r['max_abs']:.3g} (rel {r['max_rel']:.3g}), {r['bad']}/{r['n']} out" \
                if r["max_abs"] is not None else ""
            print(f"{r['form']:7} {r['id']:62.62} {r['status']:9} {err}{extra}", flush=True)
    bad = [r for r in rows if r["status"] not in ("matches", "stated")]
    for s in a.suite.split(","):
        part = [r for r in rows if r["form"].startswith("L" + s[-1] + "-")]
        stated = sum(r["status"] == "stated" for r in part)
        print(f"{s}: {sum(r['status'] == 'matches' for r in part)} of {len(part)} match KernelBench's model"
              + (f"; {stated} differ by a stated change (KernelBench's output is 0 for every input)" if stated else ""))
    if a.json:
        json.dump({"torch": torch.__version__, "preset": a.preset, "seed": a.seed, "rows": rows},
                  open(a.json, "w"), indent=1)
    if a.markdown:
        with open(a.markdown, "w") as f:
            f.write("| KernelBench | kbench | result | max abs diff | out of tolerance | notes |\n"
                    "|---|---|---|---|---|---|\n")
            for r in rows:
                ab = f"{r['max_abs']:.2g}" if r["max_abs"] is not None else ""
                f.write(f"| {r['form']} | {r['id']}{' (= ' + r['alias_of'] + ')' if r['alias_of'] else ''} | "
                        f"{r['status']} | {ab} | {r['bad']}/{r['n']} | {'; '.join(r['notes'])} |\n")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
