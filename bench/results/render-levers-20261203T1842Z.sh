#!/bin/bash
# Device: the release before (old.jar: 91db1a2) and after (this tree) in the same runtime, and Python; CPUs 0,1.
set -u
cd "$(dirname "$0")/../.."
root=$PWD
V=/opt/torch/.venv/bin/python3
printf '#!/bin/sh\nunset PYTHONDONTWRITEBYTECODE\nPYTHONPYCACHEPREFIX=/tmp/pyc exec %s "$@"\n' $V > /tmp/py-warm; chmod +x /tmp/py-warm
S=$root/bench/specs/llama3-8b-full-sft-h800.yaml
/tmp/py-warm bench/py-render/render.py $S >/tmp/py.out
w=/tmp/w; rm -rf $w; mkdir -p $w
for v in new old; do mkdir -p $w/$v && tar -xzf target/devexp/clusterjob-0.1.0-linux-x86_64.tar.gz -C $w/$v; done
cp target/devexp/old.jar $w/old/clusterjob-0.1.0/lib/clusterjob.jar
export XDG_CACHE_HOME=$w/cache
for v in new old; do $w/$v/clusterjob-0.1.0/bin/clusterjob render -o - $S >/dev/null 2>&1; done
for i in $(seq 1 60); do [[ $(ls $w/cache/clusterjob/*.aot 2>/dev/null | wc -l) -ge 2 && -z $(ls $w/cache/clusterjob/*.lock 2>/dev/null) ]] && break; sleep 1; done
for v in new old; do $w/$v/clusterjob-0.1.0/bin/clusterjob render -o - $S 2>/dev/null | cmp - /tmp/py.out && echo "$v same as python"; done
uptime
for round in 1 2; do
taskset -c 0,1 python3 bench/alternate.py --runs 31 --warmup 3 --json $OUT/render-$round.json -- \
  "before=$w/old/clusterjob-0.1.0/bin/clusterjob render -o - $S" \
  "after=$w/new/clusterjob-0.1.0/bin/clusterjob render -o - $S" \
  "python=/tmp/py-warm bench/py-render/render.py $S" 2>&1 | tail -4
done
taskset -c 0,1 python3 bench/alternate.py --runs 31 --warmup 3 --json $OUT/version.json -- \
  "before-v=$w/old/clusterjob-0.1.0/bin/clusterjob --version" \
  "after-v=$w/new/clusterjob-0.1.0/bin/clusterjob --version" 2>&1 | tail -3
