#!/usr/bin/env bash
# Doctor's own CPU per log (issue 26; docs/testing.md, "What the suite costs"): whole-process wall and CPU times, in one
# invocation and alternating (bench/alternate.py), of one JVM that diagnoses every log of the open corpus PASSES times with
# one LogDoctor, as the doctor tests do (bench/doctor-json/DoctorPassAll.java; C1 only and serial GC, as the tests and the
# launcher run), with this checkout's jar (target/clusterjob.jar) and with the comparison jar BASE_JAR (e.g. main's:
# `git archive main | tar -x -C DIR`, `mvn -o -q package -DskipTests` there). Both must print the same digest of every
# finding (checked first: the benchmark refuses otherwise). bench/doctor-corpus.sh times `clusterjob doctor --json` per log
# instead, the command line's own cost in it.
# Usage: bench/doctor-cpu.sh BASE_JAR [RUNS] [PASSES] [LOG_DIR]   (defaults 5, 3, the open corpus). Writes bench/results/doctor-cpu-<date>.json.
set -euo pipefail
cd "$(dirname "$0")/.."
base=${1:?usage: bench/doctor-cpu.sh BASE_JAR [RUNS] [PASSES] [LOG_DIR]}
runs=${2:-5}
passes=${3:-3}
dir=${4:-src/test/resources/realworld/doctor}
. bench/lib/two-jars.sh
two_jars "$base" bench/doctor-json/DoctorPassAll.java
run() { echo "$(jvm "$1" "$2") DoctorPassAll $dir $passes"; }
bash -c "$(run new "$new")" > "$work/new.txt"
bash -c "$(run base "$base")" > "$work/base.txt"
cmp -s "$work/new.txt" "$work/base.txt" || { echo "doctor-cpu: the two jars find differently:" >&2; cat "$work/base.txt" "$work/new.txt" >&2; exit 1; }
cat "$work/new.txt"
mkdir -p bench/results
python3 bench/alternate.py --runs "$runs" --warmup 1 --json "bench/results/doctor-cpu-$(date -u +%Y%m%dT%H%M%SZ).json" -- \
  "doctor-pass=$(run new "$new")" "base-doctor-pass=$(run base "$base")"
