#!/bin/bash
# Device (needs target/devexp/trace.jar: the release jar with the per-thread trace, now in main): JVM-level levers for render from the self-contained install; CPUs 0,1; alternating.
set -u
cd "$(dirname "$0")/../.."
root=$PWD
V=/opt/torch/.venv/bin/python3
printf '#!/bin/sh\nunset PYTHONDONTWRITEBYTECODE\nPYTHONPYCACHEPREFIX=/tmp/pyc exec %s "$@"\n' $V > /tmp/py-warm; chmod +x /tmp/py-warm
S=$root/bench/specs/llama3-8b-full-sft-h800.yaml
/tmp/py-warm bench/py-render/render.py $S >/tmp/py.out
w=/tmp/w; rm -rf $w; mkdir -p $w/a $w/t
tar -xzf target/devexp/clusterjob-0.1.0-linux-x86_64.tar.gz -C $w/a
tar -xzf target/devexp/clusterjob-0.1.0-linux-x86_64.tar.gz -C $w/t
cp target/devexp/trace.jar $w/t/clusterjob-0.1.0/lib/clusterjob.jar; echo 0000000000000001 > $w/t/clusterjob-0.1.0/lib/clusterjob.id
H=$w/a/clusterjob-0.1.0; J=$H/lib/runtime/bin/java; JAR=$H/lib/clusterjob.jar
export XDG_CACHE_HOME=$w/cache
$H/bin/clusterjob --version >/dev/null; $w/t/clusterjob-0.1.0/bin/clusterjob --version >/dev/null
for i in $(seq 1 90); do [[ $(ls $w/cache/clusterjob/*.aot 2>/dev/null | wc -l) -ge 2 && -z $(ls $w/cache/clusterjob/*.lock 2>/dev/null) ]] && break; sleep 1; done
ls $w/cache/clusterjob
C0=$(ls $w/cache/clusterjob/*_a_*.aot)
. $H/lib/launcher.bash
O="${cj_opts[*]}"
# a cache trained on one render alone
mkdir -p $w/tr && (cd $w/tr && $J $O -XX:+UnlockDiagnosticVMOptions -XX:-AOTRecordTraining -XX:AOTCacheOutput=$w/render.aot -jar $JAR render $S -o - >/dev/null 2>&1); ls -la $w/render.aot
base="$J $O -XX:AOTCache=$C0 -jar $JAR"
$H/bin/clusterjob render -o - $S 2>/dev/null | cmp - /tmp/py.out && echo "same as python"
nproc; uptime
echo "== startuptime"; for i in 1 2 3; do taskset -c 0,1 $base -Xlog:startuptime --version 2>&1 | grep -E "Genesis|Create VM|java.lang classes"; done
echo "== java -version"; for i in 1 2 3; do /usr/bin/time -f "%e %U %S" taskset -c 0,1 $J -Xshare:auto -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -version 2>&1 | tail -1; done
echo "== thread cpu"; for i in 1 2 3 4 5; do CLUSTERJOB_TRACE_STARTUP=1 taskset -c 0,1 $w/t/clusterjob-0.1.0/bin/clusterjob render -o - $S 2>&1 >/dev/null | grep -a "^thread\|^startup" | cut -c1-900; done
taskset -c 0,1 python3 bench/alternate.py --runs 31 --warmup 3 --json $OUT/levers.json -- \
  "launcher=$H/bin/clusterjob render -o - $S" \
  "direct=$base render -o - $S" \
  "noreplay=$J $O -XX:+UnlockDiagnosticVMOptions -XX:-AOTReplayTraining -XX:AOTCache=$C0 -jar $JAR render -o - $S" \
  "reloc0=$J $O -XX:+UnlockDiagnosticVMOptions -XX:ArchiveRelocationMode=0 -XX:AOTCache=$C0 -jar $JAR render -o - $S" \
  "renderaot=$J $O -XX:AOTCache=$w/render.aot -jar $JAR render -o - $S" \
  "cts05=$J $O -XX:CompileThresholdScaling=0.5 -XX:AOTCache=$C0 -jar $JAR render -o - $S" \
  "python=/tmp/py-warm bench/py-render/render.py $S" 2>&1 | tail -9
