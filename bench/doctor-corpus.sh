#!/usr/bin/env bash
# Doctor on many small logs (issue 26; docs/performance.md): whole-process wall and CPU times, in one invocation and
# alternating (bench/alternate.py), of one JVM that runs `doctor --json` over every log of the open corpus
# (bench/doctor-json/DoctorJsonAll.java, compiled once per jar; the JVM options the launcher gives: C1 only, serial GC)
#   - with this checkout's jar (target/clusterjob.jar)
#   - with the comparison jar BASE_JAR (e.g. main's: `git archive main | tar -x -C DIR`, `mvn -o -q package -DskipTests` there)
# Both must write the same output for every log, byte for byte (checked first: the benchmark refuses otherwise).
# Usage: bench/doctor-corpus.sh BASE_JAR [RUNS] [LOG_DIR]   (defaults 5, the open corpus). Writes bench/results/doctor-corpus-<date>.json.
set -euo pipefail
cd "$(dirname "$0")/.."
base=${1:?usage: bench/doctor-corpus.sh BASE_JAR [RUNS] [LOG_DIR]}
runs=${2:-5}
dir=${3:-src/test/resources/realworld/doctor}
. bench/lib/two-jars.sh
two_jars "$base" bench/doctor-json/DoctorJsonAll.java
# the logs copied aside: both builds read them under the same path (the path is in the output)
mkdir "$work/logs" && cp "$dir"/*.log "$work/logs/"
run() { echo "$(jvm "$1" "$2") DoctorJsonAll $work/logs $work/out-$1"; }
bash -c "$(run new "$new")"
bash -c "$(run base "$base")"
if ! diff -rq "$work/out-base" "$work/out-new" >&2; then
  echo "doctor-corpus: the two jars write different output for the logs above" >&2
  exit 1
fi
echo "identical output: $(ls "$work/out-new" | wc -l) logs"
mkdir -p bench/results
python3 bench/alternate.py --runs "$runs" --warmup 1 --json "bench/results/doctor-corpus-$(date -u +%Y%m%dT%H%M%SZ).json" -- \
  "doctor-corpus=$(run new "$new")" "base-doctor-corpus=$(run base "$base")"
