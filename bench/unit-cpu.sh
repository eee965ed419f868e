#!/usr/bin/env bash
# CPU of single unit-test classes, before and after a change, run alternately (before, after, before, ...) so that
# the shared machine's load falls on both alike. "before" is another checkout of the repository (for example
# `git archive BASE | tar -x -C target/unit-cpu-base`), test-compiled there; "after" is this one, test-compiled.
# Each run is `/usr/bin/time -f '%U %S' mvn -B -q -o surefire:test -Dtest=CLASS` (user + system CPU s of the whole
# Maven process, its test JVM and everything the tests start); a failing run aborts.
#
#   bench/unit-cpu.sh BEFORE_DIR RUNS CLASS...     (CLASS as -Dtest takes it, e.g. GateScriptTest)
#
# Appends one row per class to bench/results/unit-cpu-<UTC>.tsv (or $CJ_UNIT_CPU_OUT): class, the before runs'
# CPU s, the after runs' CPU s (comma-separated, in run order), the two sums.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
die() { printf 'unit-cpu: error: %s\n' "$*" >&2; exit 1; }
(( $# >= 3 )) || die "usage: bench/unit-cpu.sh BEFORE_DIR RUNS CLASS..."
before=$(cd "$1" && pwd); runs=$2; shift 2
[[ -f $before/pom.xml ]] || die "$before has no pom.xml"
out=${CJ_UNIT_CPU_OUT:-$here/bench/results/unit-cpu-$(date -u +%Y%m%dT%H%M%SZ).tsv}
[[ -f $out ]] || printf 'class\tbefore CPU s\tafter CPU s\tbefore sum\tafter sum\n' > "$out"
cpu_of() { # dir class -> user+sys CPU s
  local t log
  t=$(mktemp); log=$(mktemp)
  if ! (cd "$1" && /usr/bin/time -o "$t" -f '%U %S' mvn -B -q -o surefire:test -Dtest="$2" > "$log" 2>&1); then
    tail -40 "$log" >&2; rm -f "$t" "$log"; die "$2 failed in $1"
  fi
  awk '{ printf "%.2f", $1 + $2 }' "$t"; rm -f "$t" "$log"
}
for class in "$@"; do
  b=(); a=()
  for ((i = 0; i < runs; i++)); do
    b+=("$(cpu_of "$before" "$class")")
    a+=("$(cpu_of "$here" "$class")")
    printf 'unit-cpu: %s run %d: before %s, after %s (load %s)\n' "$class" "$((i + 1))" "${b[-1]}" "${a[-1]}" "$(cut -d' ' -f1 /proc/loadavg)" >&2
  done
  sum() { printf '%s\n' "$@" | awk '{ s += $1 } END { printf "%.1f", s }'; }
  (IFS=,; printf '%s\t%s\t%s\t%s\t%s\n' "$class" "${b[*]}" "${a[*]}" "$(sum "${b[@]}")" "$(sum "${a[@]}")") >> "$out"
done
printf 'unit-cpu: wrote %s\n' "$out" >&2
