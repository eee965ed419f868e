#!/usr/bin/env bash
# The release archives (issue 30; docs/performance.md, "Release archives"): in one invocation,
#   1. their sizes (compressed and unpacked);
#   2. alternating (bench/alternate.py), render of bench/specs/llama3-8b-full-sft-h800.yaml to stdout
#      - from the self-contained install (bin/clusterjob: the bundled runtime and its class-data archive),
#      - the same JVM, options and archive with -Dclusterjob.fastpath=off (every command through the whole
#        picocli command line: what cli/FastPath, one subcommand's model, saves; issue 29),
#      - from the plain install with this machine's Java 17 and the class archive it made in the user's cache,
#      - the comparison: bench/py-render/render.py, Python 3 + Jinja2 + PyYAML rendering the same bytes;
#   3. the first render after unpacking against the second, N times each, for both archives (the plain one's
#      second run waits until its background class-archive training is done).
# Usage: bench/dist.sh [RUNS] (default 21). Needs target/dist (mvn -B -Pdist -DskipTests package).
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
[[ -f $self && -f $plain ]] || { echo "bench: no release archives in target/dist (mvn -B -Pdist -DskipTests package)" >&2; exit 2; }
java17=${JAVA17:-$(ls -d /usr/lib/jvm/java-17-openjdk-*/bin/java | head -n 1)}
"$py" -c 'import jinja2, yaml' || { echo "bench: $py lacks jinja2/yaml (apt-get install python3-jinja2 python3-yaml)" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

echo "== sizes"
for a in "$self" "$plain"; do
  mkdir -p "$tmp/size" && tar -xzf "$a" -C "$tmp/size"
  echo "$(basename "$a"): $(stat -c %s "$a") bytes compressed, $(du -sb "$tmp/size" | cut -f1) bytes unpacked"
  rm -rf "$tmp/size"
done

mkdir -p "$tmp/self" "$tmp/plain"
tar -xzf "$self" -C "$tmp/self"
tar -xzf "$plain" -C "$tmp/plain"
s=$tmp/self/$name p=$tmp/plain/$name
export XDG_CACHE_HOME=$tmp/cache
CLUSTERJOB_JAVA=$java17 "$p/bin/clusterjob" --version >/dev/null # starts the plain install's class-archive training
for _ in $(seq 1 120); do
  [[ -n $(find "$tmp/cache/clusterjob" -name '*.jsa' 2>/dev/null) && -z $(find "$tmp/cache/clusterjob" -name '*.lock' 2>/dev/null) ]] && break
  sleep 1
done
ls "$tmp/cache/clusterjob"
# shellcheck source=src/main/launcher/launcher.bash
. "$s/lib/launcher.bash" # the launcher's JVM options, for the run without the fast path
nofast="$s/lib/runtime/bin/java ${cj_opts[*]} -XX:SharedArchiveFile=$s/lib/clusterjob.jsa -Dclusterjob.fastpath=off -jar $s/lib/clusterjob.jar"

out_self=$("$s/bin/clusterjob" render "$spec" -o -)
[[ $out_self == "$($nofast render "$spec" -o -)" && $out_self == "$(CLUSTERJOB_JAVA=$java17 "$p/bin/clusterjob" render "$spec" -o -)" ]] \
  || { echo "bench: the installs render different scripts" >&2; exit 1; }
[[ $out_self == "$(cd "$(dirname "$spec")" && "$py" "$OLDPWD/bench/py-render/render.py" "$(basename "$spec")")" ]] \
  || { echo "bench: the Python equivalent no longer renders the same script; update bench/py-render first" >&2; exit 1; }
echo "outputs identical ($(printf '%s' "$out_self" | wc -c) bytes); $(nproc) cores; load $(cut -d' ' -f1-3 /proc/loadavg)"
"$py" --version
"$s/bin/clusterjob" --version | tail -n 1

echo "== render, alternating"
result=bench/results/dist-$stamp.json
python3 bench/alternate.py --runs "$runs" --warmup 3 --json "$result" -- \
  "self-contained install=$s/bin/clusterjob render $spec -o -" \
  "self-contained, no fast path (picocli)=$nofast render $spec -o -" \
  "plain install, Java 17 + user class archive=CLUSTERJOB_JAVA=$java17 $p/bin/clusterjob render $spec -o -" \
  "python+jinja2 render=cd $(dirname "$spec") && $py $PWD/bench/py-render/render.py $(basename "$spec")"
echo "results: $result"

echo "== first render after unpacking vs the second (wall seconds, $(( runs / 3 + 1 )) times each)"
TIMEFORMAT=%R
median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
for kind in self plain; do
  firsts=() seconds=()
  for _ in $(seq 1 $(( runs / 3 + 1 ))); do
    d=$tmp/again && rm -rf "$d" "$tmp/cache2" && mkdir -p "$d"
    if [[ $kind == self ]]; then tar -xzf "$self" -C "$d"; else tar -xzf "$plain" -C "$d"; fi
    run=(env XDG_CACHE_HOME="$tmp/cache2" CLUSTERJOB_JAVA="$([[ $kind == plain ]] && echo "$java17" || true)" "$d/$name/bin/clusterjob" render "$spec" -o -)
    [[ $kind == self ]] && run=(env XDG_CACHE_HOME="$tmp/cache2" "$d/$name/bin/clusterjob" render "$spec" -o -)
    firsts+=("$({ time "${run[@]}" >/dev/null; } 2>&1)")
    if [[ $kind == plain ]]; then # the second run of a user: after the background training made the archive
      for _ in $(seq 1 120); do
        [[ -n $(find "$tmp/cache2/clusterjob" -name '*.jsa' 2>/dev/null) && -z $(find "$tmp/cache2/clusterjob" -name '*.lock' 2>/dev/null) ]] && break
        sleep 1
      done
    fi
    seconds+=("$({ time "${run[@]}" >/dev/null; } 2>&1)")
  done
  echo "$kind: first $(printf '%s\n' "${firsts[@]}" | median) s, second $(printf '%s\n' "${seconds[@]}" | median) s (medians; first: ${firsts[*]}; second: ${seconds[*]})"
done
