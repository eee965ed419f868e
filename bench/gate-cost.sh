#!/usr/bin/env bash
# What the fabric gate (docs/gate.md) adds to a job: the same 2-node job (testbed profile, 2 gloo ranks
# per node, srun launcher, the e2e all_reduce program) rendered with `--gate` (every gate setting at its
# default: tool auto -> the torch probe, no floor, 120 s budget) and with `--no-gate`, submitted
# ALTERNATELY (gated, plain, gated, plain ...) so that machine load hits both alike, each run to its end
# before the next. Per job: Slurm's RunTime (scontrol StartTime..EndTime, 1 s resolution) and, for gated
# jobs, the verdict line's seconds=. Prints the medians and the difference (goal: the gate adds <= 15 s).
#
# usage (as root, from the repository root, testbed up; CJ_TESTBED_INSTANCE picks the instance):
#   testbed/testbed.sh up && bench/gate-cost.sh [PAIRS]
# default PAIRS=7 (about 5 minutes). Writes a summary to stdout and, when $OUT is set, to $OUT/gate-cost.txt.
set -euo pipefail

PAIRS=${1:-7}
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$here"

say() { printf 'gate-cost: %s\n' "$*" >&2; }
die() { printf 'gate-cost: error: %s\n' "$*" >&2; exit 1; }

eval "$(testbed/testbed.sh env)" || die "no testbed: run testbed/testbed.sh up"
timeout 10 scontrol ping 2>/dev/null | grep -q 'is UP' || die "slurmctld does not answer: run testbed/testbed.sh up"
. "$CJ_TESTBED_ENV"
export PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin   # what the e2e jobs see (python3 = Debian's, with torch)

./clusterjob --version >/dev/null   # builds the jar once, outside the measurement

WORK=$(mktemp -d "$CJ_TESTBED_JOBS_DIR/bench-gate-cost-XXXXXX")
chmod 755 "$WORK"
common=(--profile-file src/test/e2e/testbed-profiles.yaml --profile testbed --nodes 2 --launcher srun --time 00:10:00)
./clusterjob render "${common[@]}" --job-name bench-gated --gate -o "$WORK/gated.sbatch" -- "$CJ_TESTBED_PYTHON" "$here/src/test/e2e/allreduce_env.py" >/dev/null
./clusterjob render "${common[@]}" --job-name bench-plain --no-gate -o "$WORK/plain.sbatch" -- "$CJ_TESTBED_PYTHON" "$here/src/test/e2e/allreduce_env.py" >/dev/null

# run_job SCRIPT: submits it, waits for its end, prints "RUNTIME_SECONDS GATE_SECONDS" (GATE_SECONDS - when none).
run_job() {
  local id info state start end out gate
  id=$(cd "$WORK" && sbatch --parsable "$1") || die "sbatch $1 failed"
  id=${id%%;*}
  while :; do
    info=$(scontrol show job -o "$id")
    state=$(sed -n 's/.* JobState=\([A-Z_]*\).*/\1/p' <<< "$info")
    case $state in
      COMPLETED) break ;;
      FAILED|CANCELLED|TIMEOUT|NODE_FAIL|OUT_OF_MEMORY|BOOT_FAIL|DEADLINE|PREEMPTED) die "job $id ended $state: $(sed -n 's/.* StdOut=\([^ ]*\).*/\1/p' <<< "$info")" ;;
    esac
    sleep 0.5
  done
  start=$(date -d "$(sed -n 's/.* StartTime=\([^ ]*\).*/\1/p' <<< "$info")" +%s)
  end=$(date -d "$(sed -n 's/.* EndTime=\([^ ]*\).*/\1/p' <<< "$info")" +%s)
  out=$(sed -n 's/.* StdOut=\([^ ]*\).*/\1/p' <<< "$info")
  gate=$(grep -o '^clusterjob-gate: PASS .* seconds=[0-9]*' "$out" | sed 's/.*seconds=//' || true)
  echo "$((end - start)) ${gate:--}"
}

median() { sort -n | awk '{ a[NR] = $1 } END { if (NR % 2) print a[(NR + 1) / 2]; else printf "%.1f\n", (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }

say "work dir $WORK; $PAIRS pairs, gated first"
: > "$WORK/gated.txt"
: > "$WORK/plain.txt"
for ((i = 1; i <= PAIRS; i++)); do
  g=$(run_job "$WORK/gated.sbatch")
  p=$(run_job "$WORK/plain.sbatch")
  echo "$g" >> "$WORK/gated.txt"
  echo "$p" >> "$WORK/plain.txt"
  say "pair $i: gated ${g% *} s (gate ${g#* } s), plain ${p% *} s"
done

mg=$(cut -d' ' -f1 "$WORK/gated.txt" | median)
mp=$(cut -d' ' -f1 "$WORK/plain.txt" | median)
ms=$(cut -d' ' -f2 "$WORK/gated.txt" | median)
load=$(cut -d' ' -f1 /proc/loadavg)
summary=$(cat <<EOF
gate cost, 2-node job on the testbed (instance ${CJ_TESTBED_INSTANCE}: ${CJ_TESTBED_NODES}), gate settings all default (torch probe, gloo, 2 ranks per node)
pairs: $PAIRS, alternating; load average at the end: $load
gated job RunTime, median:   $mg s   (each: $(cut -d' ' -f1 "$WORK/gated.txt" | tr '\n' ' '))
plain job RunTime, median:   $mp s   (each: $(cut -d' ' -f1 "$WORK/plain.txt" | tr '\n' ' '))
added by the gate (medians): $(awk -v a="$mg" -v b="$mp" 'BEGIN { printf "%.1f", a - b }') s   (goal <= 15 s)
verdict line seconds=, median: $ms s   (each: $(cut -d' ' -f2 "$WORK/gated.txt" | tr '\n' ' '))
EOF
)
printf '%s\n' "$summary"
if [[ -n ${OUT:-} ]]; then
  mkdir -p "$OUT"
  printf '%s\n' "$summary" > "$OUT/gate-cost.txt"
fi
