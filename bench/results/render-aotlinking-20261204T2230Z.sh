#!/usr/bin/env bash
# One-off (issue 30): an AOT cache made with -XX:-AOTClassLinking (classes loaded lazily from the cache, as with
# a CDS archive) against the launcher's cache (all cached classes linked and loaded at start).
set -euo pipefail
cd "$(dirname "$0")/../.."
w=$(mktemp -d); trap 'rm -rf "$w"' EXIT
tar -xzf target/dist/clusterjob-*-linux-*.tar.gz -C "$w"; s=$(echo "$w"/clusterjob-*)
. "$s/lib/launcher.bash"
S=$PWD/bench/specs/llama3-8b-full-sft-h800.yaml
J="$s/lib/runtime/bin/java"; JAR=$s/lib/clusterjob.jar
O="${cj_opts[*]}"
T="-XX:+UnlockDiagnosticVMOptions -XX:-AOTRecordTraining"
R="-XX:+UnlockDiagnosticVMOptions -XX:-AOTReplayTraining"
for v in linked lazy; do
  extra=; [[ $v == lazy ]] && extra=-XX:-AOTClassLinking
  td=$(mktemp -d)
  (cd "$td" && PATH="$td:$PATH" CLUSTERJOB_TRAIN_DIR=$td CLUSTERJOB_STATE_DIR=$td/state $J $O $T $extra -XX:AOTCacheOutput=$w/$v.aot -cp $JAR dev.clusterjob.startup.ClassArchiveTraining >/dev/null 2>&1)
  ls -la $w/$v.aot
done
py="env -u PYTHONDONTWRITEBYTECODE PYTHONPYCACHEPREFIX=$w/pyc python3"
(cd bench/specs && $py ../py-render/render.py "$(basename "$S")" >/dev/null)
for v in linked lazy; do $J $O $R -XX:AOTCache=$w/$v.aot -XX:AOTMode=on -jar $JAR render $S -o - 2>&1 | md5sum; done
python3 bench/alternate.py --runs ${RUNS:-21} --warmup 3 --json "bench/results/render-aotlinking-${STAMP:-x}.json" -- \
  "linked=$J $O $R -XX:AOTCache=$w/linked.aot -XX:AOTMode=on -jar $JAR render $S -o -" \
  "lazy=$J $O $R -XX:AOTCache=$w/lazy.aot -XX:AOTMode=on -jar $JAR render $S -o -" \
  "version-linked=$J $O $R -XX:AOTCache=$w/linked.aot -XX:AOTMode=on -jar $JAR --version" \
  "version-lazy=$J $O $R -XX:AOTCache=$w/lazy.aot -XX:AOTMode=on -jar $JAR --version" \
  "python=cd bench/specs && $py ../py-render/render.py $(basename "$S")"
