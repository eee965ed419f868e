#!/usr/bin/env bash
# The release archives (issue 30; docs/performance.md, "Release archives"): in one invocation,
#   1. their sizes (compressed and unpacked);
#   2. alternating (bench/alternate.py), render of bench/specs/llama3-8b-full-sft-h800.yaml to stdout
#      - from the self-contained install (bin/clusterjob: the bundled runtime, Java 25, and the AOT cache the launcher
#        made in the user's cache after the first run),
#      - the same with CLUSTERJOB_CDS=0: the class-data archive the release carries (what the first run gets),
#      - the same JVM, options and AOT cache through the whole picocli command line instead of cli/FastPath
#        (picocli's model of render alone; issue 29), warm-up threads as usual: -Dclusterjob.fastpath=off (the
#        top-level command and render's model) and =subcommand (the same as the default: render's model alone),
#      - from the plain install with this machine's Java 17 and the class archive it made in the user's cache,
#      - the comparison: bench/py-render/render.py, Python 3 + Jinja2 + PyYAML rendering the same bytes;
#   3. the first render after unpacking against the second, N times each, for both archives (the second run waits
#      until the background training of the user's class archive is done).
# Usage: bench/dist.sh [RUNS] (default 21). Needs target/dist (mvn -B -Pdist -DskipTests package).
# DIST_BASELINE=ARCHIVE-OR-FOLDER adds, alternating with the rest, the render of another build's self-contained
# install (its .tar.gz, or the folder it unpacked into), e.g. the last release's: before and after in one run.
# JAVA17=none leaves out the plain install's rows (a machine without Java 17: the self-contained install needs none).
# DIST_CPUS=LIST (taskset's, e.g. 0,1) runs every timed command on those CPUs only: a 2-core machine's figures on a
# bigger quiet one.
# Writes bench/results/dist-<date>.json (the alternating run) and .txt (everything it prints).
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-21}
stamp=$(date -u +%Y%m%dT%H%M%SZ)
exec > >(tee "bench/results/dist-$stamp.txt") 2>&1
spec=$PWD/bench/specs/llama3-8b-full-sft-h800.yaml
py=${PYTHON:-python3}
self=$(echo target/dist/clusterjob-*-linux-*.tar.gz)
name=${self##*/} && name=${name%-linux-*}
plain=target/dist/$name.tar.gz
java17=${JAVA17:-$(ls -d /usr/lib/jvm/java-17-openjdk-*/bin/java | head -n 1)}
[[ $java17 == none ]] && plain=
[[ -f $self && (-z $plain || -f $plain) ]] || { echo "bench: no release archives in target/dist (mvn -B -Pdist -DskipTests package)" >&2; exit 2; }
pin=()
if [[ -n ${DIST_CPUS:-} ]]; then pin=(taskset -c "$DIST_CPUS"); fi
"$py" -c 'import jinja2, yaml' || { echo "bench: $py lacks jinja2/yaml (apt-get install python3-jinja2 python3-yaml)" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# Python with a bytecode cache it can write (a private prefix, written by the check below, before any timing): a Python
# whose site-packages hold no __pycache__ under PYTHONDONTWRITEBYTECODE=1 compiles Jinja2 from source on every run
# (the GPU host's did: its render took 290 ms instead of 185).
pyc="env -u PYTHONDONTWRITEBYTECODE PYTHONPYCACHEPREFIX=$tmp/pycache"

echo "== sizes"
for a in "$self" ${plain:+"$plain"}; do
  mkdir -p "$tmp/size" && tar -xzf "$a" -C "$tmp/size"
  echo "$(basename "$a"): $(stat -c %s "$a") bytes compressed, $(du -sb "$tmp/size" | cut -f1) bytes unpacked"
  rm -rf "$tmp/size"
done

mkdir -p "$tmp/self" "$tmp/plain"
tar -xzf "$self" -C "$tmp/self"
[[ -z $plain ]] || tar -xzf "$plain" -C "$tmp/plain"
s=$tmp/self/$name p=$tmp/plain/$name
export XDG_CACHE_HOME=$tmp/cache
# wait_archives DIR N: until DIR holds N class archives (.jsa or .aot) and no training is under way
wait_archives() {
  for _ in $(seq 1 120); do
    [[ $(find "$1" -name '*.jsa' -o -name '*.aot' 2>/dev/null | wc -l) -ge $2 && -z $(find "$1" -name '*.lock' 2>/dev/null) ]] && return
    sleep 1
  done
}
# first runs: each starts its install's class-archive training in the user's cache
kinds=(self plain) archives=2
if [[ $java17 == none ]]; then kinds=(self) archives=1; else CLUSTERJOB_JAVA=$java17 "$p/bin/clusterjob" --version >/dev/null; fi
"$s/bin/clusterjob" --version >/dev/null
wait_archives "$tmp/cache/clusterjob" $archives
ls "$tmp/cache/clusterjob"
# shellcheck source=src/main/launcher/launcher.bash
. "$s/lib/launcher.bash" # the launcher's JVM options, for the runs with picocli
aot=$(echo "$tmp/cache/clusterjob/"*_runtime_*.aot)
[[ -f $aot ]] || { echo "bench: the self-contained install made no AOT cache in $tmp/cache/clusterjob" >&2; exit 1; }
jvm="$s/lib/runtime/bin/java ${cj_opts[*]} -XX:AOTCache=$aot -XX:AOTMode=on"
nofast="$jvm -Dclusterjob.fastpath=off -jar $s/lib/clusterjob.jar"
model="$jvm -Dclusterjob.fastpath=subcommand -jar $s/lib/clusterjob.jar"

out_self=$("$s/bin/clusterjob" render "$spec" -o -)
plain_row=()
others=("env CLUSTERJOB_CDS=0 $s/bin/clusterjob" "$nofast" "$model")
if [[ $java17 != none ]]; then
  others+=("env CLUSTERJOB_JAVA=$java17 $p/bin/clusterjob")
  plain_row=("plain install, Java 17 + user class archive=CLUSTERJOB_JAVA=$java17 $p/bin/clusterjob render $spec -o -")
fi
for other in "${others[@]}"; do
  [[ $out_self == "$($other render "$spec" -o -)" ]] || { echo "bench: $other renders a different script" >&2; exit 1; }
done
[[ $out_self == "$(cd "$(dirname "$spec")" && $pyc "$py" "$OLDPWD/bench/py-render/render.py" "$(basename "$spec")")" ]] \
  || { echo "bench: the Python equivalent no longer renders the same script; update bench/py-render first" >&2; exit 1; }
echo "outputs identical ($(printf '%s' "$out_self" | wc -c) bytes); $(nproc) cores${DIST_CPUS:+, timed on CPUs $DIST_CPUS}; load $(cut -d' ' -f1-3 /proc/loadavg)"
"$py" --version
"$s/bin/clusterjob" --version | tail -n 1

baseline=()
if [[ -n ${DIST_BASELINE:-} ]]; then
  if [[ -d $DIST_BASELINE ]]; then b=$DIST_BASELINE; else mkdir -p "$tmp/base" && tar -xzf "$DIST_BASELINE" -C "$tmp/base" && b=$(echo "$tmp/base/"*); fi
  [[ $out_self == "$("$b/bin/clusterjob" render "$spec" -o -)" ]] || { echo "bench: the baseline renders a different script" >&2; exit 1; }
  echo "baseline: $b ($("$b/bin/clusterjob" --version | sed -n 's/^commit: //p'))"
  wait_archives "$tmp/cache/clusterjob" $((archives + 1)) # its first run made its class archive: none is made while timing
  baseline=("baseline: $(basename "$DIST_BASELINE")=$b/bin/clusterjob render $spec -o -")
fi

echo "== render, alternating"
result=bench/results/dist-$stamp.json
"${pin[@]}" python3 bench/alternate.py --runs "$runs" --warmup 3 --json "$result" -- "${baseline[@]}" \
  "self-contained install=$s/bin/clusterjob render $spec -o -" \
  "self-contained, release's archive only=CLUSTERJOB_CDS=0 $s/bin/clusterjob render $spec -o -" \
  "self-contained, picocli, whole command line=$nofast render $spec -o -" \
  "self-contained, picocli, render model only=$model render $spec -o -" \
  "${plain_row[@]}" \
  "python+jinja2 render=cd $(dirname "$spec") && $pyc $py $PWD/bench/py-render/render.py $(basename "$spec")"
echo "results: $result"

echo "== first render after unpacking vs the second (wall seconds, $(( runs / 3 + 1 )) times each)"
TIMEFORMAT=%R
median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
for kind in "${kinds[@]}"; do
  firsts=() seconds=()
  for _ in $(seq 1 $(( runs / 3 + 1 ))); do
    d=$tmp/again && rm -rf "$d" "$tmp/cache2" && mkdir -p "$d"
    if [[ $kind == self ]]; then tar -xzf "$self" -C "$d"; else tar -xzf "$plain" -C "$d"; fi
    run=(env XDG_CACHE_HOME="$tmp/cache2" CLUSTERJOB_JAVA="$([[ $kind == plain ]] && echo "$java17" || true)" "$d/$name/bin/clusterjob" render "$spec" -o -)
    [[ $kind == self ]] && run=(env XDG_CACHE_HOME="$tmp/cache2" "$d/$name/bin/clusterjob" render "$spec" -o -)
    firsts+=("$({ time "${pin[@]}" "${run[@]}" >/dev/null 2>&1; } 2>&1)") # only time's figure: the render's warnings go with its output
    wait_archives "$tmp/cache2/clusterjob" 1 # the second run of a user: after the background training made the archive
    seconds+=("$({ time "${pin[@]}" "${run[@]}" >/dev/null 2>&1; } 2>&1)")
  done
  echo "$kind: first $(printf '%s\n' "${firsts[@]}" | median) s, second $(printf '%s\n' "${seconds[@]}" | median) s (medians; first: ${firsts[*]}; second: ${seconds[*]})"
done
