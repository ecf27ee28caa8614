#!/usr/bin/env bash
# tests/slurm/run.sh: kbench's scale-out on a real Slurm (`make test-slurm`). Starts munged,
# slurmctld and slurmd (Debian bookworm's slurm-wlm 22.05) as a single-node cluster on
# loopback, everything under a temp dir, as the user who runs it (root or not); then:
#   1. a 3-task job array over p12, k41 and p08 at --preset tiny (scripts/slurm/kbench-slurm)
#      and its merge job: the merged store holds the same evaluations (workload, candidate,
#      its hash, verdict) as one `kbench run` of the same seed in one process, and
#      `kbench report` reads it;
#   2. the same with task 1 killed (scancel) while it runs: the merge job names shard 1/3 as
#      missing and fails; re-running that one task and the merge completes the run, equal to 1.
# Missing packages are installed with apt-get when it can (root, or sudo without a password).
# Exit 0 passed, 1 failed, 77 skipped (no Slurm and no way to install it).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
kbench="$root/build/kbench"
[ -x "$kbench" ] || { echo "test-slurm: build kbench first (make)" >&2; exit 1; }
t0=$(date +%s)

need=()
for p in slurmctld slurmd slurm-client munge; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || need+=("$p")
done
if [ ${#need[@]} -ne 0 ]; then
    SUDO=""
    [ "$(id -u)" -eq 0 ] || SUDO="sudo -n"
    echo "test-slurm: installing ${need[*]}" >&2
    if ! { $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
               "${need[@]}" >/dev/null 2>&1 ||
           { $SUDO apt-get update -qq && $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
               --no-install-recommends "${need[@]}" >/dev/null; }; }; then
        echo "test-slurm: SKIP: cannot install ${need[*]} (needs root or sudo)" >&2
        exit 77
    fi
fi
# the packages' own services (if an init system started them) are not ours: we start our own

T="$(mktemp -d /tmp/kbench-slurm.XXXXXX)"
chmod 755 "$T"
user="$(id -un)"
pids=()
cleanup() {
    set +e
    [ -f "$T/slurm.conf" ] && SLURM_CONF="$T/slurm.conf" scancel --user="$user" >/dev/null 2>&1
    for p in "${pids[@]+"${pids[@]}"}"; do kill "$p" 2>/dev/null; done
    for p in "${pids[@]+"${pids[@]}"}"; do
        for _ in $(seq 30); do kill -0 "$p" 2>/dev/null || break; sleep 0.1; done
        kill -9 "$p" 2>/dev/null
    done
    wait 2>/dev/null
    if [ "${KEEP:-0}" = 1 ] || [ "${failed:-0}" = 1 ]; then echo "test-slurm: kept $T" >&2
    else rm -rf "$T"; fi
}
trap cleanup EXIT
fail() {
    failed=1
    echo "test-slurm: FAIL: $*" >&2
    for f in "$T"/log/*.log; do echo "---- $f (tail)" >&2; tail -n 15 "$f" >&2; done
    exit 1
}

# ---- munge: its own key, socket and files --------------------------------------------------
# the socket's directory must be reachable by all; the key's readable only by us
mkdir -p "$T/munge/private" "$T/log" "$T/run" "$T/state" "$T/spool"
chmod 755 "$T/munge"
chmod 700 "$T/munge/private"
dd if=/dev/urandom of="$T/munge/private/munge.key" bs=1024 count=1 status=none
chmod 400 "$T/munge/private/munge.key"
munged --foreground --force --socket="$T/munge/sock" --key-file="$T/munge/private/munge.key" \
    --log-file="$T/log/munged.log" --pid-file="$T/munge/private/munged.pid" --seed-file="$T/munge/private/seed" \
    >"$T/log/munged.out" 2>&1 &
pids+=($!)
for _ in $(seq 100); do [ -S "$T/munge/sock" ] && break; sleep 0.1; done
[ -S "$T/munge/sock" ] || fail "munged did not start"

# ---- slurm: one node on 127.0.0.1, this machine's CPUs ---------------------------------------
port=$((20000 + $$ % 20000))
cpus=$(nproc)
# slurmctld runs only on the host that SlurmctldHost names: this one, reached on loopback
host="$(hostname -s)"
cat > "$T/slurm.conf" <<CONF
ClusterName=kbtest
SlurmctldHost=$host(127.0.0.1)
MailProg=/bin/true
MessageTimeout=5
SlurmctldPort=$port
SlurmdPort=$((port + 1))
SrunPortRange=$((port + 2))-$((port + 40))
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$T/munge/sock
SlurmUser=$user
SlurmdUser=$user
StateSaveLocation=$T/state
SlurmdSpoolDir=$T/spool
SlurmctldPidFile=$T/run/slurmctld.pid
SlurmdPidFile=$T/run/slurmd.pid
SlurmctldLogFile=$T/log/slurmctld.log
SlurmdLogFile=$T/log/slurmd.log
SlurmctldDebug=info
SlurmdDebug=info
ProctrackType=proctrack/linuxproc
TaskPlugin=task/affinity
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
MpiDefault=none
SwitchType=switch/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
ReturnToService=2
SlurmdParameters=config_overrides
SchedulerParameters=sched_interval=2
MinJobAge=600
KillWait=2
InactiveLimit=0
NodeName=kbnode NodeAddr=127.0.0.1 CPUs=$cpus State=UNKNOWN
PartitionName=kbtest Nodes=kbnode Default=YES MaxTime=INFINITE State=UP
CONF
export SLURM_CONF="$T/slurm.conf"
slurmctld -D -i -f "$SLURM_CONF" >"$T/log/slurmctld.out" 2>&1 &
pids+=($!)
slurmd -D -N kbnode -f "$SLURM_CONF" >"$T/log/slurmd.out" 2>&1 &
pids+=($!)
state=
for _ in $(seq 100); do
    kill -0 "${pids[1]}" 2>/dev/null || fail "slurmctld exited"
    kill -0 "${pids[2]}" 2>/dev/null || fail "slurmd exited"
    state="$(timeout 5 sinfo -h -n kbnode -o %T 2>/dev/null || true)"
    [ "$state" = idle ] && break
    sleep 0.3
done
[ "$state" = idle ] || fail "the node did not come up (state '$state')"
echo "test-slurm: cluster up in $(( $(date +%s) - t0 )) s" >&2

# wait until none of our jobs is pending or running
wait_idle() {
    for _ in $(seq 900); do
        [ -z "$(squeue -h -u "$user" -o %i 2>/dev/null)" ] && return 0
        sleep 0.2
    done
    squeue >&2
    fail "jobs still queued after 180 s"
}

# the evaluations of a store as a sorted set (the same candidates and verdicts)
evals() { sqlite3 "$1" "SELECT workload, candidate_path, candidate_hash, verdict FROM evaluations ORDER BY 1, 2, 3"; }

args=(p12 k41 p08 --preset tiny --no-time --quiet)

# This machine's peaks, measured once: every store below starts with them (as the unit tests'
# stores do), so that the tasks do not each spend seconds re-measuring the same node. On a real
# cluster each task's fresh store measures its own node.
"$kbench" peak --allow-busy --db "$T/peaks.db" >/dev/null 2>&1 || fail "kbench peak failed"
with_peaks() {
    "$kbench" history --db "$1" >/dev/null 2>&1 || fail "cannot create the store $1"
    sqlite3 "$1" "ATTACH '$T/peaks.db' AS p; INSERT INTO machines SELECT * FROM p.machines;"
}

# ---- 1. three shards and their merge ---------------------------------------------------------
"$root/scripts/slurm/kbench-slurm" --dir "$T/run1" --shards 3 --kbench "$kbench" -- "${args[@]}" >/dev/null
for i in 0 1 2; do with_peaks "$T/run1/shards/shard-$i.db"; done
with_peaks "$T/single.db"
# one process, the same seed: what the merged store must equal
KBENCH_CACHE="$T/cache-single" KBENCH_SEED_FILE="$T/run1/seed" "$kbench" run "${args[@]}" \
    --db "$T/single.db" >"$T/single.out" 2>&1 || [ $? -eq 1 ] || fail "the single-process run failed: $(cat "$T/single.out")"
evals "$T/single.db" > "$T/single.txt"
# the three naive candidates at least; the experts only where the machine has what their
# KB_REQUIRES names (a skipped candidate records nothing: k41's and p08's need AMX)
[ "$(wc -l < "$T/single.txt")" -ge 3 ] || fail "the single-process run recorded $(wc -l < "$T/single.txt") evaluations"
"$T/run1/submit" >&2
wait_idle
[ "$(cat "$T/run1/merge.rc" 2>/dev/null)" = 0 ] || fail "merge job of run 1: rc $(cat "$T/run1/merge.rc" 2>/dev/null): $(cat "$T/run1/logs/merge.out")"
for i in 0 1 2; do
    grep -qE "candidates ok(, [0-9]+ skipped [^;]*)?; results in" "$T/run1/logs/shard-$i.out" ||
        fail "shard $i's log: $(cat "$T/run1/logs/shard-$i.out")"
done
evals "$T/run1/merged.db" > "$T/merged1.txt"
diff "$T/single.txt" "$T/merged1.txt" >&2 || fail "run 1: the merged evaluations differ from the single-process run's"
# each task ran exactly its shard: three shards, disjoint workloads, and the run is complete
[ "$(sqlite3 "$T/run1/merged.db" "SELECT count(*), count(DISTINCT shard_i), max(shard_n) FROM merged_shards")" = "3|3|3" ] ||
    fail "run 1: merged_shards: $(sqlite3 "$T/run1/merged.db" 'SELECT * FROM merged_shards')"
[ "$(sqlite3 "$T/run1/merged.db" "SELECT status FROM runs")" = done ] || fail "run 1: the merged run is not done"
# merging again changes nothing
before="$(sqlite3 "$T/run1/merged.db" "SELECT count(*) FROM evaluations; SELECT count(*) FROM runs; SELECT count(*) FROM machines")"
"$kbench" merge "$T/run1/merged.db" "$T"/run1/shards/*.db 2>"$T/remerge.err" || fail "re-merge: $(cat "$T/remerge.err")"
[ "$before" = "$(sqlite3 "$T/run1/merged.db" "SELECT count(*) FROM evaluations; SELECT count(*) FROM runs; SELECT count(*) FROM machines")" ] ||
    fail "merging the shards again changed the merged store"
"$kbench" report --db "$T/run1/merged.db" --out "$T/report" >"$T/report.out" 2>&1 || fail "kbench report: $(cat "$T/report.out")"
grep -q "$(wc -l < "$T/single.txt") evaluations of 3 workloads" "$T/report.out" || fail "report: $(cat "$T/report.out")"
echo "test-slurm: 1. three shards merged equal one process ($(( $(date +%s) - t0 )) s)" >&2

# ---- 2. a killed task is a missing shard; re-running it completes the run --------------------
"$root/scripts/slurm/kbench-slurm" --dir "$T/run2" --shards 3 --kbench "$kbench" -- "${args[@]}" >/dev/null
cp "$T/run1/seed" "$T/run2/seed"   # the same seed as the single-process run, for the comparison
for i in 0 1 2; do with_peaks "$T/run2/shards/shard-$i.db"; done
out="$("$T/run2/submit")"
array="$(echo "$out" | sed -n 's/.*array job \([0-9]*\).*/\1/p')"
[ -n "$array" ] || fail "submit printed '$out'"
# kill task 1 once it runs: on a one-node cluster (--exclusive) the tasks run in turn
running=
for _ in $(seq 900); do
    running="$(squeue -h -j "${array}_1" -t R -o %i 2>/dev/null || true)"
    [ -n "$running" ] && break
    sleep 0.1
done
[ -n "$running" ] || fail "task 1 never started"
scancel "${array}_1"
wait_idle
[ "$(cat "$T/run2/merge.rc" 2>/dev/null)" = 1 ] || fail "merge job with a killed task: rc $(cat "$T/run2/merge.rc" 2>/dev/null), expected 1"
grep -q "shard 1/3 is missing" "$T/run2/logs/merge.out" || fail "the merge did not name the killed shard: $(cat "$T/run2/logs/merge.out")"
[ "$(sqlite3 "$T/run2/merged.db" "SELECT status FROM runs")" = incomplete ] || fail "run 2: the merged run is not marked incomplete"
sbatch --wait --array=1 "$T/run2/array.sbatch" >/dev/null || fail "re-running task 1 failed: $(cat "$T/run2/logs/shard-1.out")"
sbatch --wait "$T/run2/merge.sbatch" >/dev/null || fail "the second merge failed: $(cat "$T/run2/logs/merge.out")"
[ "$(cat "$T/run2/merge.rc")" = 0 ] || fail "second merge: rc $(cat "$T/run2/merge.rc")"
evals "$T/run2/merged.db" > "$T/merged2.txt"
diff "$T/single.txt" "$T/merged2.txt" >&2 || fail "run 2: the merged evaluations differ from the single-process run's"
[ "$(sqlite3 "$T/run2/merged.db" "SELECT status FROM runs")" = done ] || fail "run 2: the merged run is not done"
echo "test-slurm: 2. a killed task was reported missing; re-running it completed the run" >&2
echo "test-slurm: passed in $(( $(date +%s) - t0 )) s" >&2
