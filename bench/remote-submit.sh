#!/usr/bin/env bash
# What going through SSH costs: wall time of `clusterjob submit --remote ... --wait` of a trivial job
# against a local `clusterjob submit --wait` of the same job, run alternately in ONE invocation
# (bench/alternate.py: medians and ratio); the same pair without --wait (the bare cost of connecting,
# uploading and sbatch over SSH, which the wait's poll schedule otherwise hides); then the number of
# SSH connections a 60 s `clusterjob wait` opens (goal: 1), counted from sshd's own log ("Accepted
# publickey" lines, LogLevel VERBOSE).
#
# The login node is this host (it runs slurmctld): the script starts its own OpenSSH sshd on
# 127.0.0.1:2222 (another free port when 2222 is taken) with fresh ed25519 host and user keys, and
# SetEnv SLURM_CONF so that its sessions reach the testbed. The remote clusterjob runs with no
# SLURM_CONF and a temporary home (JAVA_TOOL_OPTIONS=-Duser.home=...: its own ~/.ssh, no agent),
# so its Slurm commands can only go over SSH. The real ~/.ssh is never read or written.
#
# usage (as root, from the repository root; CJ_TESTBED_INSTANCE picks the testbed, docs/testing.md):
#   testbed/testbed.sh up && bench/remote-submit.sh [RUNS] [WAIT_SECONDS]
# defaults: RUNS=9 alternating pairs (after 1 warm-up pair), WAIT_SECONDS=60. Takes about
# RUNS x 10 s + WAIT_SECONDS + 30 s. Summary on stdout and, when $OUT is set, in $OUT/remote-submit.txt.
set -euo pipefail

RUNS=${1:-9}
WAIT=${2:-60}
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$here"

say() { printf 'remote-submit: %s\n' "$*" >&2; }
die() { printf 'remote-submit: error: %s\n' "$*" >&2; exit 1; }

[[ $(id -u) -eq 0 ]] || die "run as root (sshd, and the testbed's jobs run as root)"
[[ -x /usr/sbin/sshd && -x /usr/bin/ssh-keygen ]] || die "needs OpenSSH: apt-get install openssh-server openssh-client"
eval "$(testbed/testbed.sh env)" || die "no testbed: run testbed/testbed.sh up"
set -a; . "$CJ_TESTBED_ENV"; set +a   # CJ_TESTBED_JOBS_DIR, CJ_TESTBED_OVERSUBSCRIBED_PARTITION ...
timeout 10 scontrol ping 2>/dev/null | grep -q 'is UP' || die "slurmctld does not answer: run testbed/testbed.sh up"
PARTITION=${CJ_TESTBED_OVERSUBSCRIBED_PARTITION:-debug}

./clusterjob --version >/dev/null   # builds the jar once, outside the measurement

WORK=$(mktemp -d "${CJ_TESTBED_JOBS_DIR:-/tmp}/bench-remote-XXXXXX")
chmod 755 "$WORK"
SSHD_PID=
cleanup() {
  if [[ -n $SSHD_PID ]]; then
    for c in $(ps -o pid= --ppid "$SSHD_PID" 2>/dev/null); do kill -KILL "$c" 2>/dev/null || true; done   # its per-connection children
    kill "$SSHD_PID" 2>/dev/null || true
    wait "$SSHD_PID" 2>/dev/null || true
  fi
}
trap cleanup EXIT

# ---- sshd ------------------------------------------------------------------------------------------
port_free() { ! (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
PORT=2222
if ! port_free "$PORT"; then
  PORT=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
  say "port 2222 is taken, using $PORT"
fi
mkdir -p "$WORK/sshd" "$WORK/home/.ssh" /run/sshd
ssh-keygen -q -t ed25519 -N '' -C bench-host -f "$WORK/sshd/host_ed25519"
ssh-keygen -q -t ed25519 -N '' -C bench-user -f "$WORK/home/.ssh/id_ed25519"
cp "$WORK/home/.ssh/id_ed25519.pub" "$WORK/sshd/authorized_keys"
echo "[127.0.0.1]:$PORT $(cut -d' ' -f1,2 "$WORK/sshd/host_ed25519.pub")" >"$WORK/home/.ssh/known_hosts"
cat >"$WORK/sshd/sshd_config" <<EOF
SetEnv SLURM_CONF=$SLURM_CONF
Port $PORT
ListenAddress 127.0.0.1
HostKey $WORK/sshd/host_ed25519
AuthorizedKeysFile $WORK/sshd/authorized_keys
PidFile $WORK/sshd/sshd.pid
UsePAM no
StrictModes no
PubkeyAuthentication yes
PasswordAuthentication no
KbdInteractiveAuthentication no
PermitRootLogin prohibit-password
MaxStartups 100:30:200
Subsystem sftp internal-sftp
LogLevel VERBOSE
EOF
/usr/sbin/sshd -D -f "$WORK/sshd/sshd_config" -E "$WORK/sshd/sshd.log" &
SSHD_PID=$!
for _ in $(seq 100); do port_free "$PORT" || break; sleep 0.1; done
port_free "$PORT" && die "sshd did not start: $(tail -3 "$WORK/sshd/sshd.log")"
logins() { grep -c 'Accepted publickey' "$WORK/sshd/sshd.log" || true; }

# ---- the job and the two commands ------------------------------------------------------------------
mkdir -p "$WORK/local" "$WORK/remote" "$WORK/out"
cat >"$WORK/job.sbatch" <<EOF
#!/bin/bash
#SBATCH --partition=$PARTITION
#SBATCH --ntasks=1
#SBATCH --cpus-per-task=1
#SBATCH --time=5
#SBATCH --job-name=bench-remote
#SBATCH --output=$WORK/out/%j.out
true
EOF
cat >"$WORK/wait.sbatch" <<EOF
#!/bin/bash
#SBATCH --partition=$PARTITION
#SBATCH --ntasks=1
#SBATCH --cpus-per-task=1
#SBATCH --time=10
#SBATCH --job-name=bench-remote-wait
#SBATCH --output=$WORK/out/%j.out
sleep $WAIT
EOF
TARGET=root@127.0.0.1:$PORT
# Both commands run with the same JVM options (JAVA_TOOL_OPTIONS) so that only the transport differs.
JOPTS="-Duser.home=$WORK/home"
LOCAL_CMD="cd $WORK/local && JAVA_TOOL_OPTIONS='$JOPTS' CLUSTERJOB_STATE_DIR=$WORK/state-local $here/clusterjob submit $WORK/job.sbatch --wait"
REMOTE_CMD="cd $WORK/remote && env -u SLURM_CONF -u SSH_AUTH_SOCK JAVA_TOOL_OPTIONS='$JOPTS' CLUSTERJOB_STATE_DIR=$WORK/state-remote"
REMOTE_CMD+=" $here/clusterjob submit --remote $TARGET --remote-dir $WORK/remote-dir $WORK/job.sbatch --wait"

say "checking both commands once"
bash -c "$REMOTE_CMD" >"$WORK/check-remote.out" 2>"$WORK/check-remote.err" || die "remote submit failed: $(tail -3 "$WORK/check-remote.err")"
grep -q ' on ssh ' "$WORK/check-remote.out" || die "the remote command did not go over SSH: $(cat "$WORK/check-remote.out")"
bash -c "$LOCAL_CMD" >"$WORK/check-local.out" 2>"$WORK/check-local.err" || die "local submit failed: $(tail -3 "$WORK/check-local.err")"

say "$RUNS alternating runs of each"
logins_before_timing=$(logins)
python3 bench/alternate.py --runs "$RUNS" --warmup 1 --json "$WORK/timing.json" -- \
  "remote (submit --remote --wait)=$REMOTE_CMD" "local (submit --wait)=$LOCAL_CMD" | tee "$WORK/timing.txt" >&2
remote_runs=$((RUNS + 1))
logins_timing=$(( $(logins) - logins_before_timing ))
say "$RUNS alternating runs of each, without --wait"
python3 bench/alternate.py --runs "$RUNS" --warmup 1 --json "$WORK/timing-nowait.json" -- \
  "remote (submit --remote)=${REMOTE_CMD% --wait}" "local (submit)=${LOCAL_CMD% --wait}" | tee "$WORK/timing-nowait.txt" >&2
scancel --name=bench-remote 2>/dev/null || true

# ---- SSH connections during a long wait ------------------------------------------------------------
say "connections during a ${WAIT} s wait"
out=$(env -u SLURM_CONF -u SSH_AUTH_SOCK JAVA_TOOL_OPTIONS="$JOPTS" CLUSTERJOB_STATE_DIR="$WORK/state-wait" \
  ./clusterjob submit --remote "$TARGET" --remote-dir "$WORK/remote-dir" "$WORK/wait.sbatch" 2>"$WORK/wait-submit.err") \
  || die "submit of the ${WAIT} s job failed: $(tail -3 "$WORK/wait-submit.err")"
id=$(grep -o 'submitted [0-9]*' <<<"$out" | grep -o '[0-9]*')
before=$(logins)
t0=$SECONDS
env -u SLURM_CONF -u SSH_AUTH_SOCK JAVA_TOOL_OPTIONS="$JOPTS" CLUSTERJOB_STATE_DIR="$WORK/state-wait" \
  ./clusterjob wait "$id" >"$WORK/wait.out" 2>"$WORK/wait.err" || die "wait failed: $(tail -3 "$WORK/wait.err")"
took=$((SECONDS - t0))
sleep 1
wait_logins=$(( $(logins) - before ))

# field FILE INDEX KEY: one number of an alternate.py JSON result.
field() { python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["commands"][int(sys.argv[2])][sys.argv[3]])' "$@"; }
remote_ms=$(field "$WORK/timing.json" 0 median_wall_ms)
local_ms=$(field "$WORK/timing.json" 1 median_wall_ms)
remote_cpu=$(field "$WORK/timing.json" 0 median_cpu_ms)
local_cpu=$(field "$WORK/timing.json" 1 median_cpu_ms)
remote_nw=$(field "$WORK/timing-nowait.json" 0 median_wall_ms)
local_nw=$(field "$WORK/timing-nowait.json" 1 median_wall_ms)
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2fx", a / b }'; }
summary=$(
  echo "clusterjob over SSH vs local on the testbed ($(sinfo -V), $(/usr/sbin/sshd -V 2>&1 | head -1), sshd on 127.0.0.1:$PORT)"
  echo
  echo "| command (trivial job) | median wall | wall ratio | median CPU | CPU ratio |"
  echo "| --- | --- | --- | --- | --- |"
  echo "| submit --remote $TARGET --wait | ${remote_ms} ms | $(ratio "$remote_ms" "$local_ms") | ${remote_cpu} ms | $(ratio "$remote_cpu" "$local_cpu") |"
  echo "| submit --wait (local) | ${local_ms} ms | 1.00x | ${local_cpu} ms | 1.00x |"
  echo "| submit --remote $TARGET | ${remote_nw} ms | $(ratio "$remote_nw" "$local_nw") | | |"
  echo "| submit (local) | ${local_nw} ms | 1.00x | | |"
  echo
  echo "$RUNS alternating runs per pair after 1 warm-up pair, load average $(cut -d' ' -f1 /proc/loadavg) at the end;"
  echo "SSH logins during the timed --wait remote runs: $logins_timing for $remote_runs runs"
  echo "(one per clusterjob process: upload, sbatch and every poll of the wait share one session)."
  echo "clusterjob wait of a ${WAIT} s job over SSH: took ${took} s, opened $wait_logins SSH connection(s) (goal: 1; sshd log 'Accepted publickey')."
  echo "full timing table: $WORK/timing.txt; sshd log: $WORK/sshd/sshd.log; wait output: $WORK/wait.out"
)
echo "$summary"
if [[ -n ${OUT:-} ]]; then
  mkdir -p "$OUT"
  echo "$summary" >"$OUT/remote-submit.txt"
  cp "$WORK/timing.txt" "$OUT/remote-submit-timing.txt"
fi
[[ $wait_logins -eq 1 ]] || { say "goal missed: $wait_logins connections during the wait"; exit 1; }
