# tools/xla/env.sh: sourced by regen and current: find the repository, the Python that has JAX
# (the .venv scripts/bootstrap makes, or $KBXLA_PYTHON) and the kbench binary ($KBENCH, else
# build/kbench).
KBXLA_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
KBXLA_PY="${KBXLA_PYTHON:-$KBXLA_ROOT/.venv/bin/python}"
KBENCH="${KBENCH:-$KBXLA_ROOT/build/kbench}"
export KBENCH

# 0 when the Python there can import the pinned jax
kbxla_have_jax() {
    [ -x "$KBXLA_PY" ] || return 1
    local want
    want="$(sed -n 's/^jax==//p' "$KBXLA_ROOT/tools/xla/requirements.txt")"
    "$KBXLA_PY" -c "import jax, sys; sys.exit(jax.__version__ != '$want')" 2>/dev/null
}
