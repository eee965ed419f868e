#!/usr/bin/env bash
# What tracking costs the scheduler: slurmctld RPCs per poll while `clusterjob wait` follows 1 job,
# then 50 jobs of the same length, on the real testbed (docs/testing.md). Counts come from sdiag's
# "Remote Procedure Call statistics by message type", reset before each case; polls are counted by a
# squeue wrapper put first on PATH. In the same run, a per-job poller (one `squeue -j ID` per job per
# poll, as torchx does) is measured over the same 50 jobs for comparison.
#
# usage (as root, from the repository root):
#   testbed/testbed.sh up && bench/wait-rpc.sh [JOB_SECONDS] [MANY]
# defaults: JOB_SECONDS=60, MANY=50. Goal: RPCs per poll for 1 and for MANY jobs within 1.2x.
# Takes about 2 x (JOB_SECONDS + 40 s). Writes a summary to stdout and, when $OUT is set, to $OUT/wait-rpc.txt.
set -euo pipefail

SECS=${1:-60}
MANY=${2:-50}
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$here"

say() { printf 'wait-rpc: %s\n' "$*" >&2; }
die() { printf 'wait-rpc: error: %s\n' "$*" >&2; exit 1; }

[[ $(id -u) -eq 0 ]] || die "run as root (sdiag --reset needs an operator)"
# The testbed of CJ_TESTBED_INSTANCE (0 when unset), as `testbed.sh env` and its testbed.env name it.
eval "$(testbed/testbed.sh env)" || die "no testbed: run testbed/testbed.sh up"
[[ -r $CJ_TESTBED_ENV ]] || die "no $CJ_TESTBED_ENV: run testbed/testbed.sh up (same CJ_TESTBED_INSTANCE)"
tb_value() { sed -n "s/^$1=//p" "$CJ_TESTBED_ENV"; }
timeout 10 scontrol ping 2>/dev/null | grep -q 'is UP' || die "slurmctld does not answer: run testbed/testbed.sh up"
PARTITION=$(tb_value CJ_TESTBED_OVERSUBSCRIBED_PARTITION)
JOBS_DIR=$(tb_value CJ_TESTBED_JOBS_DIR)

./clusterjob --version >/dev/null   # builds the jar once, outside the measurement

WORK=$(mktemp -d "$JOBS_DIR/bench-wait-rpc-XXXXXX")
chmod 755 "$WORK"
REAL_SQUEUE=$(command -v squeue)
mkdir -p "$WORK/bin"
cat >"$WORK/bin/squeue" <<EOF
#!/bin/sh
echo "\$*" >>"$WORK/squeue-calls"
exec "$REAL_SQUEUE" "\$@"
EOF
chmod 755 "$WORK/bin/squeue"

cat >"$WORK/job.sbatch" <<EOF
#!/bin/bash
#SBATCH --partition=$PARTITION
#SBATCH --ntasks=1
#SBATCH --cpus-per-task=1
#SBATCH --time=10
#SBATCH --job-name=bench
#SBATCH --output=$WORK/out/%j.out
sleep $SECS
EOF
mkdir -p "$WORK/out"

# rpc_table FILE: "TYPE COUNT" lines of sdiag's per-type RPC section.
rpc_table() {
  awk '/^Remote Procedure Call statistics by message type/ {on=1; next}
       /^Remote Procedure Call statistics by user/ {on=0}
       on && /count:/ { for (i = 1; i <= NF; i++) if ($i ~ /^count:/) { sub("count:", "", $i); print $1, $i } }' "$1"
}
# queries FILE: RPCs that answer questions about jobs/partitions/federation (what a poller sends);
# sdiag's own REQUEST_STATS_INFO and the jobs' life-cycle messages are not counted.
queries() { rpc_table "$1" | awk '$1 ~ /^REQUEST_.*INFO/ && $1 != "REQUEST_STATS_INFO" { s += $2 } END { print s + 0 }'; }

# submit_jobs N STATE_DIR: submits N copies in one clusterjob call (so they are in the journal), prints ids.
submit_jobs() {
  local n=$1 state=$2 i scripts=()
  for ((i = 0; i < n; i++)); do scripts+=("$WORK/job.sbatch"); done
  CLUSTERJOB_STATE_DIR=$state ./clusterjob submit "${scripts[@]}" --json | grep -o '"id":"[0-9]*"' | grep -o '[0-9]*' | tr '\n' ' '
}

# wait_running IDS...: until every job runs, so both cases track the same kind of job for the same time.
wait_running() {
  local ids start=$SECONDS
  ids=$(IFS=,; echo "$*")
  until [[ -z $("$REAL_SQUEUE" -h -t PD,CF --jobs="$ids,$1" -o %i) ]]; do
    ((SECONDS - start < 120)) || die "jobs still pending after 120 s"
    sleep 1
  done
}

RESULTS=()
run_case() {
  local n=$1 state="$WORK/state-$1" ids
  say "case $n job(s): submitting"
  read -r -a ids <<<"$(submit_jobs "$n" "$state")"
  wait_running "${ids[@]}"
  : >"$WORK/squeue-calls"
  sdiag --reset >/dev/null
  sdiag >"$WORK/sdiag-before-$n.txt"
  local t0=$SECONDS
  PATH="$WORK/bin:$PATH" CLUSTERJOB_STATE_DIR=$state ./clusterjob wait "${ids[@]}" >"$WORK/wait-$n.out" 2>"$WORK/wait-$n.err" \
    || die "clusterjob wait failed for $n job(s): $(tail -3 "$WORK/wait-$n.err")"
  local took=$((SECONDS - t0))
  sdiag >"$WORK/sdiag-after-$n.txt"
  local polls q before
  polls=$(wc -l <"$WORK/squeue-calls")
  before=$(queries "$WORK/sdiag-before-$n.txt")
  q=$(( $(queries "$WORK/sdiag-after-$n.txt") - before ))
  RESULTS+=("$n|$polls|$q|$(awk -v q="$q" -v p="$polls" 'BEGIN { printf "%.2f", q / p }')|$took")
  say "case $n: $polls polls, $q query RPCs, ${took} s"
  { echo "== $n job(s): sdiag after"; rpc_table "$WORK/sdiag-after-$n.txt"; } >>"$WORK/rpc-tables.txt"
}

# Per-job polling over MANY running jobs, for POLLS polls (the comparison).
run_baseline() {
  local n=$1 polls=$2 state="$WORK/state-base" ids i id
  say "baseline: one squeue per job per poll, $n jobs, $polls polls"
  read -r -a ids <<<"$(submit_jobs "$n" "$state")"
  wait_running "${ids[@]}"
  sdiag --reset >/dev/null
  sdiag >"$WORK/sdiag-before-base.txt"
  for ((i = 0; i < polls; i++)); do
    for id in "${ids[@]}"; do "$REAL_SQUEUE" -h -t all -j "$id" -o %T >/dev/null; done
  done
  sdiag >"$WORK/sdiag-after-base.txt"
  local q=$(( $(queries "$WORK/sdiag-after-base.txt") - $(queries "$WORK/sdiag-before-base.txt") ))
  RESULTS+=("$n (per-job squeue)|$polls|$q|$(awk -v q="$q" -v p="$polls" 'BEGIN { printf "%.2f", q / p }')|-")
  { echo "== baseline: sdiag after"; rpc_table "$WORK/sdiag-after-base.txt"; } >>"$WORK/rpc-tables.txt"
  scancel "${ids[@]}"
}

run_case 1
run_case "$MANY"
run_baseline "$MANY" 5

one=$(printf '%s\n' "${RESULTS[0]}" | cut -d'|' -f4)
many=$(printf '%s\n' "${RESULTS[1]}" | cut -d'|' -f4)
ratio=$(awk -v a="$one" -v b="$many" 'BEGIN { r = (a > b) ? a / b : b / a; printf "%.2f", r }')
verdict=$(awk -v r="$ratio" 'BEGIN { print (r <= 1.2) ? "met" : "NOT met" }')
summary=$(
  echo "clusterjob wait: slurmctld query RPCs per poll (sdiag), jobs of ${SECS} s on the testbed ($(sinfo -V))"
  echo
  echo "| jobs tracked | polls (squeue calls) | query RPCs | RPCs per poll | wait took (s) |"
  echo "| --- | --- | --- | --- | --- |"
  for r in "${RESULTS[@]}"; do echo "| ${r//|/ | } |"; done
  echo
  echo "ratio of RPCs per poll, 1 vs $MANY jobs: $ratio (goal <= 1.2: $verdict)"
  echo "per-type counts: $WORK/rpc-tables.txt; wait output: $WORK/wait-*.out"
)
echo "$summary"
if [[ -n ${OUT:-} ]]; then
  mkdir -p "$OUT"
  echo "$summary" >"$OUT/wait-rpc.txt"
  cp "$WORK/rpc-tables.txt" "$OUT/"
fi
