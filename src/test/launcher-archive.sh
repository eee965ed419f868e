#!/usr/bin/env bash
# The launcher's class archive (docs/performance.md), tested as a user meets it: the first run of a
# built jar starts dev.clusterjob.startup.ClassArchiveTraining in the background; the archive appears in XDG_CACHE_HOME; the
# training ran its status against a stand-in squeue in a private folder, so the user's state folder
# was not created and no temporary folder or lock is left; later runs with the archive render the
# same bytes as the checked-in example. run-tests calls it after mvn verify (the jar exists then).
# Usage: src/test/launcher-archive.sh [JAVA ...]  (default: the java ./clusterjob would pick, and Java 17)
set -euo pipefail
cd "$(dirname "$0")/../.."
fail() { echo "launcher-archive: FAIL: $*" >&2; exit 1; }
[[ -f target/clusterjob.jar ]] || fail "target/clusterjob.jar missing (run mvn package first)"
javas=("$@")
if [[ ${#javas[@]} -eq 0 ]]; then
  javas=("")
  j17=$(ls -d /usr/lib/jvm/java-17-openjdk-*/bin/java 2>/dev/null | head -1 || true)
  [[ -n $j17 ]] && javas+=("$j17")
fi
for java in "${javas[@]}"; do
  t=$(mktemp -d)
  mkdir -p "$t/tmp"
  env_=(XDG_CACHE_HOME="$t/cache" CLUSTERJOB_STATE_DIR="$t/user-state" TMPDIR="$t/tmp")
  [[ -n $java ]] && env_+=(CLUSTERJOB_JAVA="$java")
  env "${env_[@]}" ./clusterjob --version >/dev/null || fail "clusterjob --version failed (${java:-default java})"
  archive=
  for _ in $(seq 1 120); do
    archive=$(find "$t/cache/clusterjob" -maxdepth 1 \( -name '*.aot' -o -name '*.jsa' \) -newer target/clusterjob.jar 2>/dev/null | head -1)
    [[ -n $archive && ! -e $archive.lock && -z $(find "$t/cache/clusterjob" -name '*.lock' 2>/dev/null) ]] && break
    sleep 1
  done
  [[ -n $archive && -s $archive ]] || fail "no class archive after 120 s in $t/cache/clusterjob (${java:-default java})"
  [[ -z $(find "$t/cache/clusterjob" -name '*.lock' -o -name '*.tmp' 2>/dev/null) ]] || fail "a lock or temporary archive was left: $(ls "$t/cache/clusterjob")"
  [[ ! -e $t/user-state ]] || fail "the training run touched the user's state folder: $(find "$t/user-state")"
  [[ -z $(ls -A "$t/tmp") ]] || fail "the training run left files in TMPDIR: $(ls -A "$t/tmp")"
  out=$(env "${env_[@]}" ./clusterjob render slurm-examples/torchrun-tcp.yaml -o -) || fail "render with the archive failed"
  [[ $out == "$(cat slurm-examples/torchrun-tcp.sbatch)" ]] || fail "render with the archive differs from slurm-examples/torchrun-tcp.sbatch"
  echo "launcher-archive: ok (${java:-default java}): $(basename "$archive"), $(stat -c %s "$archive") bytes"
  rm -rf "$t"
done
