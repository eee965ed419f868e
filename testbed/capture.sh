#!/usr/bin/env bash
# Captures real Slurm 22.05 client output from the testbed for the submitter's parser tests.
# Run on a FRESH testbed (empty queue):  testbed/testbed.sh down && testbed/testbed.sh up && testbed/capture.sh
# The checked-in captures come from instance 0 (node1..node3, /tmp/clusterjob-testbed): CapturedOutputTest
# expects those names. Another CJ_TESTBED_INSTANCE works too, for a look; write elsewhere with $1 then.
# Writes one file per capture (the raw bytes of the stream a parser reads) plus README.md into
# src/test/resources/captures/slurm/ (or the directory given as $1). Takes about 3-4 minutes:
# it waits for a real 1-minute TIMEOUT and for clients to give up on a stopped/paused controller.
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
REPO=$(cd "$HERE/.." && pwd)
OUT=${1:-$REPO/src/test/resources/captures/slurm}
TESTBED=$HERE/testbed.sh
ENV_FILE=$("$TESTBED" env | sed -n 's/^export CJ_TESTBED_ENV=//p')   # this instance's (CJ_TESTBED_INSTANCE)

say() { printf 'capture: %s\n' "$*" >&2; }
die() { printf 'capture: error: %s\n' "$*" >&2; exit 1; }

[[ -r $ENV_FILE ]] || die "no $ENV_FILE: start the cluster with '$TESTBED up'"
SLURM_CONF=$(sed -n 's/^SLURM_CONF=//p' "$ENV_FILE")
JOBS_DIR=$(sed -n 's/^CJ_TESTBED_JOBS_DIR=//p' "$ENV_FILE")
CLUSTER=$(sed -n 's/^CJ_TESTBED_CLUSTER=//p' "$ENV_FILE")
NODES=$(sed -n 's/^CJ_TESTBED_NODES=//p' "$ENV_FILE")
NODE1=${NODES%%,*}
PORT=$(sed -n 's/^CJ_TESTBED_CONTROLLER_PORT=//p' "$ENV_FILE")
export SLURM_CONF
timeout 10 scontrol ping 2>/dev/null | grep -q 'is UP' || die "slurmctld does not answer: run '$TESTBED up'"
[[ -z $(squeue -h -t all -o %i) ]] \
  || die "the queue is not empty (squeue --json would capture unrelated jobs): run '$TESTBED down && $TESTBED up' first"

mkdir -p "$OUT"
rm -f "$OUT"/*.txt
WORK=$(mktemp -d "$JOBS_DIR/capture-XXXXXX")
chmod 755 "$WORK"
cd "$WORK"

ENTRIES=()   # README sections, in capture order
# clusterjob's own squeue formats (Squeue.STATUS_FORMAT / TAG_FORMAT) and a submit tag like its own.
STATUS_FORMAT='JobID:0|,State:0|,TimeUsed:0|,NumNodes:0|,NodeList:0|,Reason:0|,exit_code:0|,Name:0'
TAG_FORMAT='JobID:0|,State:0|,Comment:0'
CAPTURE_TAG=clusterjob:5f0c9a4e-2b1d-4c3e-9f8a-7d6e5c4b3a21

# cap NAME STREAM COMMAND: runs COMMAND (a bash string, shown verbatim in README.md), saves the
# chosen stream (stdout|stderr) as NAME.txt and records exit code, time and the other stream.
cap() {
  local name=$1 stream=$2 cmd=$3 o e rc t0 t1 other=''
  o=$(mktemp) e=$(mktemp)
  t0=$(date +%s.%N)
  set +e
  bash -c "$cmd" >"$o" 2>"$e"
  rc=$?
  set -e
  t1=$(date +%s.%N)
  case $stream in
    stdout) cp "$o" "$OUT/$name.txt"; [[ -s $e ]] && other="stderr: \`$(head -c 300 "$e" | tr '\n' ' ')\`" ;;
    stderr) cp "$e" "$OUT/$name.txt"; [[ -s $o ]] && other="stdout: \`$(head -c 300 "$o" | tr '\n' ' ')\`" ;;
    *) die "bad stream $stream" ;;
  esac
  [[ -n $other ]] || other="the other stream was empty"
  ENTRIES+=("### \`$name.txt\`

\`\`\`sh
$cmd
\`\`\`

$stream, exit code $rc, $(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.1f", b - a }') s; $other
")
  rm -f "$o" "$e"
  say "$name.txt (exit $rc)"
}

# state JOBID: the job's base state from scontrol (PENDING, RUNNING, COMPLETED ...).
state() { scontrol show job -o "$1" 2>/dev/null | grep -o 'JobState=[A-Z_]*' | cut -d= -f2 || true; }
squeue_state() { squeue -h -t all -j "$1" -o %T 2>/dev/null || true; }

# wait_for SECS DESCRIPTION COMMAND...: poll until COMMAND succeeds.
wait_for() {
  local secs=$1 what=$2 start=$SECONDS
  shift 2
  until "$@"; do
    ((SECONDS - start < secs)) || die "timed out after ${secs} s waiting for $what"
    sleep 1
  done
}
is_state() { [[ $(state "$1") == "$2" ]]; }
is_squeue_state() { [[ $(squeue_state "$1") == "$2" ]]; }
pending_for_resources() { scontrol show job -o "$1" | grep -q 'JobState=PENDING Reason=Resources'; }

# ---- submission ---------------------------------------------------------------------------------
cap sbatch-parsable-success stdout \
  "sbatch --parsable -J cj-cap-hog -N 3 --gpus-per-node=8 -t 10 --wrap 'sleep 600'"
HOG=$(tr -d '[:space:]' <"$OUT/sbatch-parsable-success.txt")
HOG=${HOG%%;*}
cap sbatch-submitted stdout \
  "sbatch -J cj-cap-pending -N 1 --gpus-per-node=8 -t 5 --wrap 'sleep 5'"
PEND=$(grep -o '[0-9]*$' "$OUT/sbatch-submitted.txt")

wait_for 60 "job $HOG to run" is_state "$HOG" RUNNING
wait_for 60 "job $PEND to wait for resources" pending_for_resources "$PEND"
cap squeue-json stdout "squeue --json -j $HOG,$PEND"

cap sbatch-error-invalid-partition stderr "sbatch --parsable -p nosuch --wrap true"
cap sbatch-error-too-many-nodes stderr "sbatch --parsable -N 4 --wrap true"
cap sbatch-error-too-many-gpus stderr "sbatch --parsable -N 1 --gpus-per-node=9 --wrap true"
cap sbatch-error-bad-option stderr "sbatch --parsable --no-such-option --wrap true"
cap scontrol-show-config stdout "scontrol show config"

TO=$(sbatch --parsable -J cj-cap-timeout -t 1 --wrap 'sleep 600')
FAIL=$(sbatch --parsable -J cj-cap-fail --wrap 'echo failing; exit 3')
OK=$(sbatch --parsable -J cj-cap-ok --wrap 'echo done')
# Ignores SIGTERM (inherited by sleep): after scancel it stays COMPLETING for KillWait (30 s).
CG=$(sbatch --parsable -J cj-cap-completing -t 5 --wrap "trap '' TERM; sleep 600")
# The batch shell kills itself with SIGKILL (as the OOM killer would): FAILED, wait status 9.
SIG=$(sbatch --parsable -J cj-cap-signal --wrap 'kill -KILL $$')
# What clusterjob submits: its tag behind the script's own comment; a name with a space and a '|'.
TAG=$(sbatch --parsable -J 'cj cap|pipe' --comment="my note $CAPTURE_TAG" --wrap 'echo tagged')
say "jobs: hog=$HOG pending=$PEND timeout=$TO fail=$FAIL ok=$OK completing=$CG signal=$SIG tagged=$TAG"

wait_for 60 "job $OK to complete" is_state "$OK" COMPLETED
wait_for 60 "job $FAIL to fail" is_state "$FAIL" FAILED
wait_for 60 "job $SIG to fail" is_state "$SIG" FAILED
wait_for 60 "job $TAG to complete" is_state "$TAG" COMPLETED
wait_for 60 "job $CG to run" is_state "$CG" RUNNING
scancel "$CG"
wait_for 20 "job $CG to be COMPLETING" is_squeue_state "$CG" COMPLETING

# ---- tracking -----------------------------------------------------------------------------------
cap squeue-states stdout \
  "squeue -h -t all -j $HOG,$PEND,$CG,$OK,$FAIL -o '%i|%j|%T|%t|%M|%l|%D|%P|%N|%R'"
cap squeue-states-default-format stdout "squeue -t all -j $HOG,$PEND,$CG,$OK,$FAIL"
cap scontrol-show-job-running stdout "scontrol show job $HOG"
cap scontrol-show-job-running-oneline stdout "scontrol show job -o $HOG"
cap scontrol-show-job-pending stdout "scontrol show job $PEND"
cap scontrol-show-job-completing stdout "scontrol show job $CG"
cap scontrol-show-job-completed stdout "scontrol show job $OK"
cap scontrol-show-job-failed stdout "scontrol show job $FAIL"
cap scontrol-show-job-failed-oneline stdout "scontrol show job -o $FAIL"
cap scontrol-show-job-invalid-id stderr "scontrol show job 999999"
cap squeue-unknown-single-id stderr "squeue -h -t all -j 999999 -o '%i|%T'"
cap squeue-unknown-id-in-list stdout "squeue -h -t all -j $OK,999999 -o '%i|%T'"
cap scancel-unknown-id stderr "scancel 999999"
cap scancel-verbose-unknown-id stderr "scancel -v 999999"
cap sacct-accounting-disabled stderr "sacct -j $OK"
cap sacct-parsable-accounting-disabled stderr "sacct -j $OK -X -n -P -o JobID,State,ExitCode"

# sdiag: one REQUEST_JOB_INFO per multi-id squeue, one REQUEST_JOB_INFO_SINGLE per single-id squeue.
cap sdiag-reset stdout "sdiag --reset"
cap sdiag-before stdout "sdiag"
for _ in 1 2 3 4 5; do squeue -h -t all -j "$HOG,$PEND,$OK" -o '%i %T' >/dev/null; done
for _ in 1 2 3; do squeue -h -t all -j "$OK" -o '%i %T' >/dev/null; done
cap sdiag-after stdout "sdiag"
ENTRIES+=("Between \`sdiag-before\` and \`sdiag-after\` the script ran
\`squeue -h -t all -j $HOG,$PEND,$OK -o '%i %T'\` 5 times and \`squeue -h -t all -j $OK -o '%i %T'\` 3 times.
")

# ---- the exact calls of clusterjob's Tracker and Submitter (src/main/java/dev/clusterjob/slurm/Squeue.java)
# STATUS_FORMAT and TAG_FORMAT there; CapturedOutputTest checks that this script still uses them.
cap squeue-tracker-states stdout \
  "squeue -h -t all --me --jobs=$HOG,$PEND,$CG,$OK,$FAIL,$SIG,$TAG -O '$STATUS_FORMAT'"
cap squeue-tracker-foreign-ids stdout "squeue -h -t all --jobs=$HOG,$OK -O '$STATUS_FORMAT'"
cap squeue-tracker-one-id-twice stdout "squeue -h -t all --me --jobs=$OK,$OK -O '$STATUS_FORMAT'"
cap squeue-tracker-forgotten-id-twice stdout "squeue -h -t all --me --jobs=999999,999999 -O '$STATUS_FORMAT'"
cap squeue-tracker-forgotten-id-twice-stderr stderr "squeue -h -t all --me --jobs=999999,999999 -O '$STATUS_FORMAT'"
cap squeue-tracker-forgotten-id-in-list stdout "squeue -h -t all --me --jobs=$OK,999999 -O '$STATUS_FORMAT'"
cap squeue-tag-lookup stdout "squeue -h -t all --me -O '$TAG_FORMAT'"

# sdiag per tracker call shape: 5 polls of 1 job (listed twice), 5 polls of 7 jobs, and for contrast
# 5 single-id calls (what the duplicate id avoids). Each block starts from sdiag --reset.
sdiag_block() { # NAME JOBLIST
  sdiag --reset >/dev/null
  for _ in 1 2 3 4 5; do squeue -h -t all --me --jobs="$2" -O "$STATUS_FORMAT" >/dev/null 2>&1 || true; done
  cap "$1" stdout "sdiag"
  ENTRIES+=("\`$1.txt\`: after \`sdiag --reset\`, 5 x \`squeue -h -t all --me --jobs=$2 -O '$STATUS_FORMAT'\`.
")
}
sdiag_block sdiag-tracker-one-job "$OK,$OK"
sdiag_block sdiag-tracker-seven-jobs "$HOG,$PEND,$CG,$OK,$FAIL,$SIG,$TAG"
sdiag_block sdiag-tracker-single-id "$OK"

# ---- end states ---------------------------------------------------------------------------------
scancel "$HOG"
wait_for 60 "job $HOG to be CANCELLED" is_squeue_state "$HOG" CANCELLED
cap scontrol-show-job-cancelled stdout "scontrol show job $HOG"
scancel "$PEND" 2>/dev/null || true
say "waiting for job $TO to hit its 1-minute limit"
wait_for 240 "job $TO to time out" is_state "$TO" TIMEOUT
cap scontrol-show-job-timeout stdout "scontrol show job $TO"
wait_for 60 "job $CG to leave COMPLETING" is_squeue_state "$CG" CANCELLED
cap squeue-end-states stdout \
  "squeue -h -t all -j $HOG,$PEND,$TO,$FAIL,$OK,$CG -o '%i|%j|%T|%t|%M|%l|%D|%P|%N|%R'"
cap squeue-tracker-end-states stdout \
  "squeue -h -t all --me --jobs=$HOG,$PEND,$TO,$FAIL,$OK,$CG,$SIG,$TAG -O '$STATUS_FORMAT'"

# ---- controller trouble -------------------------------------------------------------------------
"$TESTBED" slurmctld-stop
cap squeue-controller-stopped stderr "squeue -h -t all -j $OK,$FAIL -o '%i|%T'"
cap squeue-single-id-controller-stopped stderr "squeue -h -t all -j $OK -o '%i|%T'"
cap squeue-tracker-controller-stopped stderr "squeue -h -t all --me --jobs=$OK,$FAIL -O '$STATUS_FORMAT'"
cap scontrol-show-job-controller-stopped stderr "scontrol show job $OK"
cap sbatch-controller-stopped stderr "sbatch --parsable --wrap true"
"$TESTBED" slurmctld-start
"$TESTBED" slurmctld-pause
cap squeue-controller-unresponsive stderr "squeue -h -t all -j $OK,$FAIL -o '%i|%T'"
cap squeue-tracker-controller-unresponsive stderr "squeue -h -t all --me --jobs=$OK,$FAIL -O '$STATUS_FORMAT'"
"$TESTBED" slurmctld-resume
ENTRIES+=("\`*-controller-stopped\` were taken after \`testbed/testbed.sh slurmctld-stop\` (nothing listens on
port $PORT); \`squeue-controller-unresponsive\` after \`testbed/testbed.sh slurmctld-pause\` (SIGSTOP: the
connection is accepted by the kernel but never answered, MessageTimeout=10 s).
")

# ---- README -------------------------------------------------------------------------------------
{
  cat <<EOF
# Real Slurm client output (captures)

Captured by \`testbed/capture.sh\` on the clusterjob testbed (docs/testing.md): Slurm
$(sinfo -V | awk '{ print $2 }'), cluster \`$CLUSTER\`, nodes ${NODES//,/, } ($(sinfo -h -N -n "$NODE1" -p gpu -o %c) CPUs, gres gpu:8 each),
partitions \`gpu\` (default) and \`debug\`, no accounting (\`AccountingStorageType=accounting_storage/none\`),
\`MinJobAge=300\`, \`EnforcePartLimits=ALL\`, \`MessageTimeout=10\` (default), \`KillWait=30\` (default). Captured $(date -u +%Y-%m-%dT%H:%MZ).

Each \`.txt\` file holds the raw bytes of ONE stream (named below) of the command shown, run as root
with \`SLURM_CONF\` from \`testbed/testbed.sh env\`. Job ids: $HOG (hog: 3 nodes x 8 GPUs, later cancelled),
$PEND (pending for Resources, later cancelled), $TO (1-minute limit -> TIMEOUT), $FAIL (\`exit 3\` -> FAILED),
$OK (COMPLETED), $CG (ignores SIGTERM, cancelled -> COMPLETING for KillWait, then CANCELLED),
$SIG (the batch shell SIGKILLs itself -> FAILED), $TAG (name \`cj cap|pipe\`, comment \`my note $CAPTURE_TAG\`, COMPLETED).

Regenerate on instance 0 (\`CJ_TESTBED_INSTANCE\` unset: the tests expect its names and paths):
\`testbed/testbed.sh down && testbed/testbed.sh up && testbed/capture.sh\` (about 3 minutes).

## Things these captures show

- \`squeue --json\` on 22.05 ignores \`-j\`: it returns every job the controller knows (filter client-side).
- \`squeue -j ID\` with ONE unknown id fails (exit 1, \`slurm_load_jobs error: Invalid job id specified\`);
  with a LIST containing an unknown id it succeeds and just omits it. A job older than MinJobAge looks
  exactly like an unknown id.
- A cancelled job whose processes ignore SIGTERM shows \`COMPLETING\`/\`CG\` (squeue) and
  \`JobState=COMPLETING\` (scontrol) for KillWait, then \`CANCELLED\`.
- \`scancel\` of an unknown (or long finished) id prints NOTHING and exits 0; only \`-v\` shows the error.
- \`%l\` (time limit) of a job without \`-t\` in a \`MaxTime=INFINITE\` partition reads \`365-00:00:00\`.
- \`sbatch -N 4\` on 3 nodes is rejected only because the testbed sets \`EnforcePartLimits=ALL\`;
  with Slurm's default (\`NO\`) it is accepted and pends forever with \`Reason=PartitionNodeLimit\`.
- \`sdiag\`: a multi-id \`squeue -j A,B,C\` costs one \`REQUEST_JOB_INFO\`, a single-id \`squeue -j A\` one
  \`REQUEST_JOB_INFO_SINGLE\` (+ \`REQUEST_FED_INFO\`); every squeue also costs one \`REQUEST_PARTITION_INFO\`.
- Without accounting, \`sacct\` prints \`Slurm accounting storage is disabled\` on stderr and exits 1.
- clusterjob's tracker call (\`squeue-tracker-*\`, \`-O '$STATUS_FORMAT'\`): fields
  whole and \`|\`-separated, no padding; the name comes last, so \`cj cap|pipe\` stays whole. \`exit_code\` is
  the raw wait(2) status: \`768\` = exit 3, \`9\` = SIGKILL, \`0\` for jobs that have not ended; a TIMEOUT or
  CANCELLED job shows what its batch shell returned. Lines come in squeue's order, not the \`--jobs\` order.
- \`--jobs=ID,ID\` (one id listed twice) prints the job once and costs what a list costs; a forgotten id
  listed twice prints nothing and exits 0, where \`--jobs=ID\` alone fails with \`Invalid job id specified\`.
- \`sdiag-tracker-*\`: a poll of 1 job (listed twice) and of 7 jobs each cost one \`REQUEST_JOB_INFO\` and one
  \`REQUEST_PARTITION_INFO\`; a single-id call costs \`REQUEST_JOB_INFO_SINGLE\` + \`REQUEST_FED_INFO\` +
  \`REQUEST_PARTITION_INFO\`. \`--me\` does NOT change the RPC: 22.05's squeue sends \`REQUEST_JOB_INFO\` (all jobs)
  and filters by user on the client (\`-u\` the same; \`REQUEST_JOB_USER_INFO\` is never sent).
- Controller stopped: \`connect failure\` only after the client's retries (about 9 s; 18 s for the
  single-id squeue and \`scontrol show job\`, which retry twice). Controller hung: \`Socket timed out on
  send/recv operation\` after MessageTimeout.

## Captures

EOF
  printf '%s\n' "${ENTRIES[@]}"
} >"$OUT/README.md"
say "wrote $(find "$OUT" -name '*.txt' | wc -l) captures and README.md to $OUT"
