#!/usr/bin/env bash
# Where the whole suite's CPU goes: ./run-tests in one cgroup-v1 cpuacct group (every process it starts,
# the Slurm daemons, job steps, torch ranks and JVMs included), with BSD process accounting on, so that each
# exited process's CPU is charged to a group of commands (docs/testing.md, "What the suite costs").
#
#   bench/suite-cpu.sh            (as root; the environment passes through: CJ_TESTBED_STACKS="debian12 debian13" ...)
#
# Writes bench/results/suite-cpu-<UTC>.tsv: a header with the git commit, cores, the stacks asked for, wall
# seconds, the cgroup's CPU seconds and run-tests' exit code, then one row per group (processes, CPU s,
# share of the accounted CPU) and the ten costliest command names. Prints it. run-tests' own output goes to
# target/suite-cpu-run-tests.log. Process accounting needs accton and dump-acct (Debian package acct); without
# them only the total is written. A JVM is accounted under the name of the thread that exited last
# ("C2 CompilerThre", "Reference Handl"...), so the JVM group matches those names.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$here"
die() { printf 'suite-cpu: error: %s\n' "$*" >&2; exit 1; }
[[ $(id -u) -eq 0 ]] || die "must run as root (run-tests and the cgroup need it)"
root=/sys/fs/cgroup/cpuacct
[[ -w $root ]] || die "no writable cgroup-v1 cpuacct hierarchy at $root: cannot charge the suite to one group"
acct=1
command -v accton >/dev/null && command -v dump-acct >/dev/null || acct=0

stamp=$(date -u +%Y%m%dT%H%M%SZ)
cg=$root/cj-suite-cpu-$$
pacct=$(mktemp /var/tmp/cj-suite-cpu-XXXXXX.pacct)
mkdir -p bench/results target
out=bench/results/suite-cpu-$stamp.tsv
# shellcheck disable=SC2317 # runs from the EXIT trap
cleanup() {
  if ((acct)); then accton off >/dev/null 2>&1 || true; fi
  rmdir "$cg" 2>/dev/null || true
  rm -f "$pacct"
}
trap cleanup EXIT
mkdir "$cg"
((acct)) && accton "$pacct" >/dev/null
t0=$SECONDS
rc=0
bash -c 'echo $$ >"$1/cgroup.procs"; exec ./run-tests' _ "$cg" >target/suite-cpu-run-tests.log 2>&1 || rc=$?
wall=$((SECONDS - t0))
cpu=$(awk '{ printf "%.0f", $1 / 1e9 }' "$cg/cpuacct.usage")
((acct)) && accton off >/dev/null

{
  printf '# bench/suite-cpu.sh on %s, %s cores, git %s; CJ_TESTBED_STACKS=%s; run-tests exit %s\n' "$(hostname)" "$(nproc)" \
    "$(git rev-parse --short HEAD)" "${CJ_TESTBED_STACKS:-(default)}" "$rc"
  printf '# wall %s s, cgroup CPU %s s (%.2f cores busy on average)\n' "$wall" "$cpu" "$(awk -v c="$cpu" -v w="$wall" 'BEGIN { print c / w }')"
  if ((acct)); then
    printf 'group\tprocesses\tcpu_s\tshare\n'
    # dump-acct: command|version|user|system|elapsed|... with times in ticks of 1/100 s
    dump-acct "$pacct" | awk -F'|' '
      function group(c) {
        if (c ~ /^(python3.*|pt_.*|agent|worker\[[0-9]+\])$/) return "python (torch ranks, probes, torchrun agents)"
        if (c ~ /^(java|C[12] CompilerThre|Reference Handl|Finalizer|Signal Dispatch|Attach Listener|process reaper|Sweeper thread|Service Thread|G1 .*|GC Thread.*|Monitor Deflati|Thread-[0-9]+|surefire-.*|Common-Cleaner|Notification Th|VM Thread|VM Periodic Tas|main)$/) return "JVMs (Maven, surefire, clusterjob)"
        if (c ~ /^(slurmstepd|slurmd|slurmctld|srun|sbatch|squeue|scontrol|sacct|scancel|sinfo|munged)$/) return "Slurm (daemons, steps, clients)"
        return "shells and tools (bash, job scripts, coreutils, ssh...)"
      }
      { c = $1; sub(/ +$/, "", c); t = ($3 + $4) / 100; g = group(c); n[g]++; s[g] += t; cn[c] += t; all += t }
      END {
        for (g in s) printf "%s\t%d\t%.0f\t%.2f\n", g, n[g], s[g], s[g] / all | "sort -t\"\t\" -k3,3nr"
        close("sort -t\"\t\" -k3,3nr")
        printf "# accounted CPU %.0f s; costliest command names:\n", all
        for (c in cn) printf "#   %.0f\t%s\n", cn[c], c | "sort -k2,2nr | head -n 10"
      }'
  fi
} >"$out"
cat "$out"
exit "$rc"
