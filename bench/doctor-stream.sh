#!/usr/bin/env bash
# Doctor on a large log (issue 26; docs/performance.md): whole-process wall and CPU times, in one invocation and
# alternating (bench/alternate.py), of
#   - this checkout's `java -jar target/clusterjob.jar doctor big.log`
#   - the comparison: the same command with another build's jar (BASE_JAR, e.g. main's, built with
#     `mvn -B -o -q package -DskipTests` in a worktree of main)
# big.log: LINES lines of NCCL INFO (what NCCL_DEBUG=INFO writes for hours) and one NCCL WARN at the end, the
# case where a user pastes gigabytes and the cause is in the last line. Both must print the same finding
# (checked first: the benchmark refuses to time commands whose outputs differ).
# With ALSO_JAR=JAR, a third command times that jar too (e.g. main's before a change), in the same alternation.
# Usage: bench/doctor-stream.sh BASE_JAR [LINES] [RUNS]   (defaults 1000000, 7). Writes bench/results/doctor-stream-<date>.json.
set -euo pipefail
cd "$(dirname "$0")/.."
base=${1:?usage: bench/doctor-stream.sh BASE_JAR [LINES] [RUNS]}
lines=${2:-1000000}
runs=${3:-7}
new=$PWD/target/clusterjob.jar
[[ -r $new ]] || mvn -B -o -q package -DskipTests
work=$(mktemp -d) && trap 'rm -rf "$work"' EXIT
awk -v n="$lines" 'BEGIN { for (i = 1; i < n; i++) printf "node1:7:7 [0] NCCL INFO Channel %02d/32 : 0 1 2 3 4 5 6 7\n", i % 32;
  print "node2:7:7 [0] NCCL WARN Bootstrap : no socket interface found" }' > "$work/big.log"
# doctor exits 4 when it reports an error; anything else is a failure of the benchmark
run() { echo "java -jar $1 doctor $work/big.log; test \$? -eq 4"; }
java -jar "$new" doctor "$work/big.log" > "$work/new.txt" || true
java -jar "$base" doctor "$work/big.log" > "$work/base.txt" || true
cmp -s "$work/new.txt" "$work/base.txt" || { echo "doctor-stream: the two jars print different findings:" >&2; diff "$work/base.txt" "$work/new.txt" >&2; exit 1; }
also=()
if [[ -n ${ALSO_JAR:-} ]]; then
  java -jar "$ALSO_JAR" doctor "$work/big.log" > "$work/also.txt" || true
  cmp -s "$work/new.txt" "$work/also.txt" || { echo "doctor-stream: ALSO_JAR prints different findings:" >&2; diff "$work/also.txt" "$work/new.txt" >&2; exit 1; }
  also=("also-doctor=$(run "$ALSO_JAR")")
fi
grep -q 'nccl.socket-interface-not-found' "$work/new.txt" || { echo "doctor-stream: no finding for the WARN line" >&2; exit 1; }
mkdir -p bench/results
python3 bench/alternate.py --runs "$runs" --warmup 1 --json "bench/results/doctor-stream-$(date -u +%Y%m%dT%H%M%SZ).json" -- \
  "doctor-${lines}-lines=$(run "$new")" "${also[@]}" "base-doctor=$(run "$base")"
