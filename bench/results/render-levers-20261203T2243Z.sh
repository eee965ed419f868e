#!/bin/bash
# Device: the release (launcher with replay off) and JVM variants, alternating on CPUs 0,1, two rounds.
set -u
cd "$(dirname "$0")/../.."
root=$PWD
V=/opt/torch/.venv/bin/python3
printf '#!/bin/sh\nunset PYTHONDONTWRITEBYTECODE\nPYTHONPYCACHEPREFIX=/tmp/pyc exec %s "$@"\n' $V > /tmp/py-warm; chmod +x /tmp/py-warm
S=$root/bench/specs/llama3-8b-full-sft-h800.yaml
/tmp/py-warm bench/py-render/render.py $S >/tmp/py.out
w=/tmp/w; rm -rf $w; mkdir -p $w/a
tar -xzf target/devexp/clusterjob-0.1.0-linux-x86_64.tar.gz -C $w/a
H=$w/a/clusterjob-0.1.0; J=$H/lib/runtime/bin/java; JAR=$H/lib/clusterjob.jar
export XDG_CACHE_HOME=$w/cache
$H/bin/clusterjob --version >/dev/null
for i in $(seq 1 90); do [[ $(ls $w/cache/clusterjob/*.aot 2>/dev/null | wc -l) -ge 1 && -z $(ls $w/cache/clusterjob/*.lock 2>/dev/null) ]] && break; sleep 1; done
C0=$(ls $w/cache/clusterjob/*.aot); echo $C0
. $H/lib/launcher.bash
O="${cj_opts[*]} -XX:AOTCache=$C0 -XX:+UnlockDiagnosticVMOptions -XX:-AOTReplayTraining"
$H/bin/clusterjob render -o - $S 2>/dev/null | cmp - /tmp/py.out && echo "same as python"
for i in 1 2 3; do CLUSTERJOB_TRACE_STARTUP=1 taskset -c 0,1 $H/bin/clusterjob render -o - $S 2>&1 >/dev/null | grep -a "^startup-threads"; done
taskset -c 0,1 $J $O -Xlog:startuptime -jar $JAR --version 2>&1 | grep -E "Genesis|Create VM|java.lang classes|module system"
nproc; uptime
for round in 1 2; do
taskset -c 0,1 python3 bench/alternate.py --runs 31 --warmup 3 --json $OUT/levers2-$round.json -- \
  "launcher=$H/bin/clusterjob render -o - $S" \
  "hugemethods=$J $O -XX:-DontCompileHugeMethods -jar $JAR render -o - $S" \
  "noosr=$J $O -XX:-UseOnStackReplacement -jar $JAR render -o - $S" \
  "python=/tmp/py-warm bench/py-render/render.py $S" 2>&1 | tail -6
done
