#!/usr/bin/env bash
# What the e2e classes cost in CPU, per class and per stack: the figure that decides how many of them a
# 2-core machine can run at once (docs/testing.md, "What the suite costs").
#
#   bench/e2e-cpu.sh STACK INSTANCE [CLASS,...]     (as root, after mvn -B package -DskipTests)
#
# Brings up testbed INSTANCE of STACK (debian12 | debian13) inside a cgroup-v1 cpuacct group, so the
# Slurm daemons, every job step, torch rank and clusterjob JVM the tests start are charged to it; runs
# the stack's e2e classes (or the ones named) one after the other in one surefire JVM; samples the group's
# CPU every 2 s; then joins the samples with each class's start and duration from surefire's reports.
# Writes bench/results/e2e-cpu-STACK-<UTC>.tsv (class, wall s, CPU s, CPU/wall) and prints it. The
# whole-process figure includes Maven's own JVM and the testbed's up/down; the per-class rows do not.
# Needs /sys/fs/cgroup/cpuacct (cgroup v1, as on this machine); it says so and stops where there is none.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$here"
die() { printf 'e2e-cpu: error: %s\n' "$*" >&2; exit 1; }
(($# >= 2)) || die "usage: bench/e2e-cpu.sh STACK INSTANCE [CLASS,...]"
stack=$1 inst=$2 classes=${3:-}
[[ $stack =~ ^(debian12|debian13)$ ]] || die "STACK must be debian12 or debian13: got '$stack'"
[[ $inst =~ ^[0-9]{1,2}$ ]] || die "INSTANCE must be 0-99: got '$inst'"
[[ $(id -u) -eq 0 ]] || die "must run as root (the testbed needs it)"
root=/sys/fs/cgroup/cpuacct
[[ -w $root ]] || die "no writable cgroup-v1 cpuacct hierarchy at $root: cannot charge the testbed's daemons to one group"
[[ -d target/classes && -d target/test-classes ]] || die "build first: mvn -B package -DskipTests"

cg=$root/cj-e2e-cpu-$stack-$inst-$$
mkdir "$cg"
stamp=$(date -u +%Y%m%dT%H%M%SZ)
out=bench/results/e2e-cpu-$stack-$stamp.tsv
samples=$(mktemp)
reports=target/surefire-reports/e2e-$stack
cleanup() {
  [[ -z ${sampler:-} ]] || kill "$sampler" 2>/dev/null || true   # never "kill 0": that is this process group
  CJ_TESTBED_STACK=$stack CJ_TESTBED_INSTANCE=$inst testbed/testbed.sh down >/dev/null 2>&1 || true
  echo $$ >"$root/cgroup.procs" 2>/dev/null || true
  rmdir "$cg" 2>/dev/null || true
  rm -f "$samples"
}
trap cleanup EXIT
echo $$ >"$cg/cgroup.procs" # this shell and everything it starts from now on
(while :; do printf '%s %s\n' "$(date +%s.%N)" "$(cat "$cg/cpuacct.usage")"; sleep 2; done) >"$samples" &
sampler=$!
t0=$(date +%s.%N)
CJ_TESTBED_STACK=$stack CJ_TESTBED_INSTANCE=$inst testbed/testbed.sh up >/dev/null
rm -rf "$reports"
sel=()
[[ -z $classes ]] || sel=(-Dtest="$classes")
rc=0
mvn -B -q surefire:test@e2e-"$stack" -Dcj.e2e.skip=false -Dcj.e2e.forks=1 -Dcj.e2e.instances."$stack"="$inst" \
  ${sel[@]+"${sel[@]}"} >"target/e2e-cpu-$stack.log" 2>&1 || rc=$?
t1=$(date +%s.%N)
total=$(cat "$cg/cpuacct.usage")
kill "$sampler"
sampler=

mkdir -p bench/results
{
  printf '# bench/e2e-cpu.sh %s %s%s on %s, %s cores, git %s; mvn exit %s\n' "$stack" "$inst" "${classes:+ $classes}" \
    "$(hostname)" "$(nproc)" "$(git rev-parse --short HEAD)" "$rc"
  printf 'class\twall_s\tcpu_s\tcpu_per_wall\n'
  for f in "$reports"/TEST-*.xml; do
    [[ -e $f ]] || continue
    name=$(sed -n 's/^<testsuite .*name="\([^"]*\)".*/\1/p' "$f" | head -n 1)
    dur=$(sed -n 's/^<testsuite .* time="\([0-9.,]*\)".*/\1/p' "$f" | head -n 1 | tr -d ,)
    # surefire 3.5 writes no start time: the report is written when the class ends
    s=$(awk -v m="$(stat -c %.9Y "$f")" -v d="$dur" 'BEGIN { printf "%.3f", m - d }')
    awk -v s="$s" -v d="$dur" -v n="${name##*.}" '
      { t[NR] = $1; u[NR] = $2 }
      END {
        e = s + d; a = -1; b = -1
        for (i = 1; i <= NR; i++) { if (a < 0 && t[i] >= s) a = i; if (t[i] <= e) b = i }
        if (a < 0 || b < a) { printf "%s\t%.0f\t?\t?\n", n, d; exit }
        c = (u[b] - u[a]) / 1e9
        printf "%s\t%.0f\t%.0f\t%.2f\n", n, d, c, (t[b] > t[a] ? c / (t[b] - t[a]) : 0)
      }' "$samples"
  done | sort -t$'\t' -k3,3nr
  awk -v a="$t0" -v b="$t1" -v c="$total" 'BEGIN { printf "whole run (up, Maven, classes)\t%.0f\t%.0f\t%.2f\n", b - a, c / 1e9, c / 1e9 / (b - a) }'
} | tee "$out"
printf 'e2e-cpu: %s (mvn log target/e2e-cpu-%s.log)\n' "$out" "$stack" >&2
exit "$rc"
