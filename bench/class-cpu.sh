#!/usr/bin/env bash
# Where the suite's CPU goes, per test class: ./run-tests with each of its parts (the unit tests, the release archives,
# each e2e lane with its testbed's Slurm daemons, job steps and torch ranks) charged to a cgroup-v1 cpuacct group of its
# own (run-tests' CJ_CPU_CGROUPS), sampled once a second beside the class each part's Maven log says is running.
# The unit tests and each lane run their classes one after another, so a group's CPU between two samples belongs to
# the class its log named at the first of them. Other work on the machine is not charged (it is not in the groups).
#
#   bench/class-cpu.sh            (as root; the environment passes through to run-tests)
#
# Writes bench/results/class-cpu-<UTC>.tsv: a header (git commit, cores, wall, run-tests' exit code, each group's
# CPU), then one row per group and class: CPU seconds, wall seconds, share of all groups' CPU, costliest first.
# run-tests' own output goes to target/class-cpu-run-tests.log.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$here"
die() { printf 'class-cpu: error: %s\n' "$*" >&2; exit 1; }
[[ $(id -u) -eq 0 ]] || die "must run as root (run-tests and the cgroups need it)"
root=/sys/fs/cgroup/cpuacct
[[ -w $root ]] || die "no writable cgroup-v1 cpuacct hierarchy at $root: cannot charge the parts to groups"

stamp=$(date -u +%Y%m%dT%H%M%SZ)
cg=$root/cj-class-cpu-$$
samples=$(mktemp /var/tmp/cj-class-cpu-XXXXXX.tsv)
mkdir -p bench/results target
out=bench/results/class-cpu-$stamp.tsv
# shellcheck disable=SC2317 # runs from the EXIT trap
cleanup() {
  local g
  for g in "$cg"/*/; do [[ -d $g ]] && rmdir "$g" 2>/dev/null; done
  rmdir "$cg" 2>/dev/null || true
  rm -f "$samples"
}
trap cleanup EXIT
mkdir "$cg"

# the class a Maven log names as running now ("[INFO] Running dev.clusterjob.x.YTest"), or "-" before the first
running() { local c; c=$(grep -a -o 'Running dev\.clusterjob\.[A-Za-z0-9_.]*' "$1" 2>/dev/null | tail -n 1) || true; echo "${c:-Running -}"; }
log_of() { # GROUP -> its Maven log
  case $1 in
    unit-tests-lane*) echo "target/$1.log" ;;
    e2e-*) echo "target/$1.log" ;;
    *) echo /dev/null ;;
  esac
}
sample() {
  local g name now
  now=$(date +%s.%N)
  for g in "$cg"/*/; do
    [[ -f $g/cpuacct.usage ]] || continue
    name=$(basename "$g")
    printf '%s\t%s\t%s\t%s\n' "$now" "$name" "$(cat "$g/cpuacct.usage")" "$(running "$(log_of "$name")" | cut -d' ' -f2)"
  done >>"$samples"
}

t0=$SECONDS
rc=0
# job control on while run-tests starts: a background command of a script would otherwise start with SIGINT ignored,
# and the unit test of clusterjob's Ctrl-C handling (InterruptsAndStreamsTest) could only check the ignored case
set -m
mkdir "$cg/main" # run-tests itself: the build, `clusterjob check`, the testbeds' ends
CJ_CPU_CGROUPS=$cg bash -c 'echo "$$" >"$1/main/cgroup.procs"; exec ./run-tests' _ "$cg" >target/class-cpu-run-tests.log 2>&1 &
rt=$!
set +m
while kill -0 "$rt" 2>/dev/null; do sample; sleep 1; done
wait "$rt" || rc=$?
sample
wall=$((SECONDS - t0))

{
  printf '# bench/class-cpu.sh on %s, %s cores, git %s; run-tests exit %s, wall %s s\n' "$(hostname)" "$(nproc)" \
    "$(git rev-parse --short HEAD)$(git diff --quiet HEAD -- . 2>/dev/null || echo '+changes')" "$rc" "$wall"
  awk -F'\t' '
    { t = $1; g = $2; u = $3 / 1e9; c = $4; sub(/^dev\.clusterjob\./, "", c)
      if (g in lastU) { cpu[g SUBSEP lastC[g]] += u - lastU[g]; wall[g SUBSEP lastC[g]] += t - lastT[g] }
      lastU[g] = u; lastT[g] = t; lastC[g] = c; total[g] = u }
    END {
      all = 0; for (g in total) all += total[g]
      printf "# CPU s per group:"; for (g in total) printf " %s %.0f", g, total[g]; printf "; all %.0f\n", all
      print "group\tclass\tcpu_s\twall_s\tshare"
      for (k in cpu) { split(k, p, SUBSEP); printf "%s\t%s\t%.1f\t%.0f\t%.3f\n", p[1], p[2], cpu[k], wall[k], cpu[k] / all }
    }' "$samples" | { IFS= read -r h; echo "$h"; IFS= read -r h; echo "$h"; sort -t$'\t' -k3,3 -rn; }
} >"$out"
cat "$out"
echo "class-cpu: wrote $out (run-tests' output: target/class-cpu-run-tests.log)" >&2
exit "$rc"
