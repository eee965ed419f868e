#!/usr/bin/env bash
# Start-up benchmark (issue 8; docs/performance.md): whole-process wall and CPU times, in one
# invocation and alternating (bench/alternate.py), of
#   - ./clusterjob render bench/specs/llama3-8b-full-sft-h800.yaml -o -   (Java 25 AOT cache when present)
#   - the same with Java 17 and its AppCDS archive
#   - bench/py-render/render.py: the Python 3 + Jinja2 + PyYAML equivalent, which renders the SAME
#     bytes (checked first: the benchmark refuses to time commands whose outputs differ)
#   - ./clusterjob check slurm-examples mpi-examples (every example re-rendered in one JVM)
#   - ./clusterjob status of 8 jobs, with bench/fake-slurm/squeue printing a real capture (no controller:
#     the figure is clusterjob's own cost; a real squeue adds the controller's round trip)
# Usage: bench/startup.sh [RUNS]   (default 21). Writes bench/results/startup-<date>.json.
# PYTHON picks the interpreter (it needs jinja2 and yaml); JAVA17 the Java 17 binary.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-21}
spec=bench/specs/llama3-8b-full-sft-h800.yaml
py=${PYTHON:-python3}
java17=${JAVA17:-$(readlink -f "$(command -v java)")}

if ! "$py" -c 'import jinja2, yaml' 2>/dev/null; then
  if [[ $(id -u) -eq 0 ]] && command -v apt-get >/dev/null; then
    apt-get install -y -qq --no-install-recommends python3-jinja2 python3-yaml >/dev/null
    py=/usr/bin/python3
  fi
  "$py" -c 'import jinja2, yaml' || { echo "bench: $py lacks jinja2/yaml (PYTHON=... or apt-get install python3-jinja2 python3-yaml)" >&2; exit 2; }
fi

./clusterjob --version >/dev/null                       # builds the jar when needed
jar=$PWD/target/clusterjob.jar
# first runs make the class archives in the background; wait for them (each JDK its own, newer than the jar)
CLUSTERJOB_JAVA=$java17 ./clusterjob --version >/dev/null
cache=${XDG_CACHE_HOME:-$HOME/.cache}/clusterjob
prefix=$cache/${PWD//\//_}_
want=1
ls -d /usr/lib/jvm/temurin-25-jdk-* >/dev/null 2>&1 && want=2
for _ in $(seq 1 90); do
  n=0
  for a in "$prefix"*.aot "$prefix"*.jsa; do
    [[ -f $a && $a -nt $jar ]] && n=$((n + 1))
  done
  [[ $n -ge $want ]] && break
  sleep 1
done
ls -la "$prefix"* >&2

java_out=$(./clusterjob render "$spec" -o -)
py_out=$(cd "$(dirname "$spec")" && "$py" "$OLDPWD/bench/py-render/render.py" "$(basename "$spec")")
if [[ $java_out != "$py_out" ]]; then
  diff <(printf '%s\n' "$java_out") <(printf '%s\n' "$py_out") | head -20 >&2
  echo "bench: the Python equivalent no longer renders the same script; update bench/py-render first" >&2
  exit 1
fi
echo "outputs identical ($(printf '%s' "$java_out" | wc -c) bytes); $(nproc) cores; $(uname -r)"
"$py" --version
java -version 2>&1 | head -1
ls -d /usr/lib/jvm/temurin-25* 2>/dev/null || true

state=$(mktemp -d)
trap 'rm -rf "$state"' EXIT
out=bench/results/startup-$(date -u +%Y%m%dT%H%M%SZ).json
python3 bench/alternate.py --runs "$runs" --warmup 3 --json "$out" -- \
  "clusterjob render=./clusterjob render $spec -o -" \
  "clusterjob render, Java 17=CLUSTERJOB_JAVA=$java17 ./clusterjob render $spec -o -" \
  "clusterjob check (examples)=./clusterjob check slurm-examples mpi-examples" \
  "clusterjob status (8 jobs)=PATH=$PWD/bench/fake-slurm:\$PATH CLUSTERJOB_STATE_DIR=$state ./clusterjob status 1 2 7 6 5 8 9 4" \
  "python+jinja2 render=cd bench/specs && $py ../py-render/render.py llama3-8b-full-sft-h800.yaml"
echo "results: $out"
