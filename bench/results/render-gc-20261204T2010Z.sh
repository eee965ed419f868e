#!/usr/bin/env bash
# One-off (issue 30): does another collector start faster with the AOT cache (the archived heap is mapped by G1,
# copied in by Serial)? The self-contained install of target/dist, its AOT cache made by the launcher's
# first run, java started directly with the launcher's options; alternating on CPUs 0,1 (bench/alternate.py).
set -euo pipefail
cd "$(dirname "$0")/../.."
w=$(mktemp -d); trap 'rm -rf "$w"' EXIT
tar -xzf target/dist/clusterjob-*-linux-*.tar.gz -C "$w"; s=$(echo "$w"/clusterjob-*)
export XDG_CACHE_HOME=$w/cache
"$s/bin/clusterjob" --version >/dev/null
for _ in $(seq 1 120); do [[ -n $(find "$w/cache" -name '*.aot') && -z $(find "$w/cache" -name '*.lock') ]] && break; sleep 1; done
aot=$(echo "$w"/cache/clusterjob/*.aot)
. "$s/lib/launcher.bash"
S=$PWD/bench/specs/llama3-8b-full-sft-h800.yaml
J="$s/lib/runtime/bin/java"; JAR=$s/lib/clusterjob.jar
O="${cj_opts[*]}"
py="env -u PYTHONDONTWRITEBYTECODE PYTHONPYCACHEPREFIX=$w/pyc python3"
(cd bench/specs && $py ../py-render/render.py "$(basename "$S")" >/dev/null)
for gc in G1 Parallel; do $J ${O/-XX:+UseSerialGC/-XX:+Use${gc}GC} -XX:AOTCache=$aot -XX:AOTMode=on -jar $JAR render $S -o - >/dev/null 2>&1 || echo "$gc: cache refused"; done
taskset -c 0,1 python3 bench/alternate.py --runs ${RUNS:-31} --warmup 3 --json "bench/results/render-gc-${STAMP:-x}.json" -- \
  "serial=$J $O -XX:AOTCache=$aot -XX:AOTMode=on -jar $JAR render $S -o -" \
  "g1=$J ${O/-XX:+UseSerialGC/-XX:+UseG1GC} -XX:AOTCache=$aot -XX:AOTMode=auto -jar $JAR render $S -o -" \
  "parallel=$J ${O/-XX:+UseSerialGC/-XX:+UseParallelGC} -XX:AOTCache=$aot -XX:AOTMode=auto -jar $JAR render $S -o -" \
  "launcher=$s/bin/clusterjob render $S -o -" \
  "python=cd bench/specs && $py ../py-render/render.py $(basename "$S")"
