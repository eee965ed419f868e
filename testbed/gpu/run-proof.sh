#!/usr/bin/env bash
# The GPU proof (docs/gpu.md, issue 15), run as root on the GPU machine -- or on the CPU machine as
# the dry run (gloo, null gres). Boots testbed/gpu.sh, submits the clusterjob-rendered scripts in
# RENDERED (rendered on the CPU machine by testbed/gpu/render.sh), shapes a link with tc where a step
# needs it, and copies every job's output, gate folder and `scontrol show job` into RESULTS.
# Nothing here judges: the Java tests and summary.py read what RESULTS holds.
#
# usage: run-proof.sh RENDERED RESULTS      (CJ_GPU_DEBS: the packages for gpu.sh up)
#   CJ_PROOF_RATE   the shaped link's rate (default 1gbit)
#   CJ_PROOF_LIMIT  seconds one job may take before it is cancelled (default 300)
#   CJ_PROOF_STEPS  which steps, in order (default: nccl gate-healthy throttled gate-throttled eth0-preflight eth0;
#                   also: requeue, the requeue cycle, about 3 minutes because Slurm delays a requeued job;
#                   recover, the seeds' case: 2 nodes, no spare, gnode1 shaped, `clusterjob submit --wait
#                   --exclude-bad-nodes --retries 2` of gate-nospare.sbatch, about 2 minutes)
#                   sweep, clusterjob sweep's job over all pairs of gnode1..3 with gnode2 shaped (docs/sweep.md), its
#                   folder kept as RESULTS/sweep.sweep, about 1 minute
#   CJ_PROOF_JAVA   the java that runs RENDERED/clusterjob.jar in the recover step and for the sweep's report (default:
#                   java on PATH; the GPU machine has none: a jlink runtime, ../shared/testbed/gpu.md); without one the
#                   sweep's report is made on the CPU machine: testbed/gpu/sweep-report.sh RESULTS
set -uo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
rendered=$(cd "$1" && pwd) || exit 2
mkdir -p "$2" && results=$(cd "$2" && pwd) || exit 2
rate=${CJ_PROOF_RATE:-1gbit}
limit=${CJ_PROOF_LIMIT:-300}
steps=${CJ_PROOF_STEPS:-nccl gate-healthy throttled gate-throttled eth0-preflight eth0}
python=${CJ_PROOF_PYTHON:-/opt/torch/.venv/bin/python3}
[[ -x $python ]] || python=/usr/bin/python3
log() { printf '%s run-proof: %s\n' "$(date -u +%H:%M:%S)" "$*" | tee -a "$results/proof.log" >&2; }

# The program the rendered scripts name (/tmp/cj-gpu/allreduce_bench.py).
# A fixed name under /tmp: it must be our own folder (not a symlink, writable by no one else), or the jobs would run
# programs another user put there.
# shellcheck source=testbed/own-dir.sh
. "$here/../own-dir.sh"
mkdir -p /tmp/cj-gpu
own_dir /tmp/cj-gpu
cp "$here/allreduce_bench.py" "$here/requeue_train.py" /tmp/cj-gpu/ && rm -rf /tmp/cj-gpu/ckpt

{
  echo "date_utc=$(date -u +%Y-%m-%dT%H:%M:%SZ)"
  echo "kernel=$(uname -r)"
  echo "os=$(. /etc/os-release && echo "$PRETTY_NAME")"
  echo "cpus=$(nproc)"
  echo "gpus=$(nvidia-smi -L 2>/dev/null | tr '\n' ';' || echo none)"
  echo "driver=$(nvidia-smi --query-gpu=driver_version --format=csv,noheader 2>/dev/null || echo none)"
  "$python" -c 'import torch; print("torch=" + torch.__version__); print("cuda=" + str(torch.cuda.is_available())); print("nccl=" + (".".join(map(str, torch.cuda.nccl.version())) if torch.cuda.is_available() else "-"))' 2>&1
  echo "python=$python"
} >"$results/machine.txt"
cat "$results/machine.txt" >&2

t0=$SECONDS
"$here/../gpu.sh" up 2>&1 | tee "$results/up.log" || { log "gpu.sh up failed"; exit 1; }
log "testbed up in $((SECONDS - t0)) s"
set -a
# shellcheck disable=SC1090,SC1091
. "${CJ_GPU_DIR:-/tmp/clusterjob-gpu}/gpu.env"
set +a
cd "$CJ_GPU_JOBS" || exit 1

# submit NAME SCRIPT [SBATCH-ARG...]: submit, wait (cancel after $limit s), collect.
submit() {
  local name=$1 script=$rendered/$2 id start i
  shift 2
  start=$SECONDS
  id=$(sbatch --parsable "$@" "$script") || { log "$name: sbatch failed"; echo "$name - - sbatch-failed 0" >>"$results/jobs.tsv"; return 1; }
  id=${id%%;*}
  log "$name: job $id submitted ($*)"
  for ((i = 0; i < limit; i++)); do
    squeue -h -j "$id" 2>/dev/null | grep -q . || break
    sleep 1
  done
  if squeue -h -j "$id" 2>/dev/null | grep -q .; then
    log "$name: job $id still running after $limit s: scancel"
    scancel "$id"
    sleep 5
  fi
  collect "$name" "$id" "$start"
}

# recover NAME SCRIPT: `clusterjob submit SCRIPT --wait --exclude-bad-nodes --retries 2` (its stdout and
# stderr in NAME.txt, NAME.err, its journal in NAME.state/), then each job it submitted collected as NAME-1, NAME-2 ...
recover() {
  local name=$1 script=$rendered/$2 java=${CJ_PROOF_JAVA:-java} start=$SECONDS rc n=0 id
  [[ -f $rendered/clusterjob.jar ]] || { log "$name: no $rendered/clusterjob.jar (render.sh copies it)"; echo "$name - - no-jar 0" >>"$results/jobs.tsv"; return 1; }
  log "$name: clusterjob submit $2 --wait --exclude-bad-nodes --retries 2"
  CLUSTERJOB_STATE_DIR=$results/$name.state timeout -k 10 $((3 * limit)) "$java" -jar "$rendered/clusterjob.jar" submit "$script" \
    --wait --exclude-bad-nodes --retries 2 >"$results/$name.txt" 2>"$results/$name.err"
  rc=$?
  log "$name: clusterjob exit $rc in $((SECONDS - start)) s: $(tail -n 1 "$results/$name.txt")"
  while read -r id; do
    n=$((n + 1))
    collect "$name-$n" "$id" "$start"
  done < <(sed -n 's/^submitted \([0-9][0-9]*\) .*/\1/p' "$results/$name.txt")
  echo "$name - $rc clusterjob-exit $((SECONDS - start))" >>"$results/jobs.tsv"
}

# collect NAME ID START: the job's record, output, gate folder and picture into RESULTS, and its jobs.tsv line.
collect() {
  local name=$1 id=$2 start=$3 state out stem
  scontrol show job "$id" >"$results/$name.job.txt" 2>&1
  state=$(grep -o 'JobState=[A-Z_]*' "$results/$name.job.txt" | cut -d= -f2)
  out=$(grep -o 'StdOut=[^ ]*' "$results/$name.job.txt" | cut -d= -f2)
  [[ -f $out ]] || out=$(ls "$CJ_GPU_JOBS"/*-"$id".out 2>/dev/null | head -n 1)
  if [[ -n $out && -f $out ]]; then
    cp "$out" "$results/$name.out"
    stem=${out%.out}
    [[ -d $stem.gate ]] && cp -r "$stem.gate" "$results/$name.gate"
    [[ -f $stem.gate.svg ]] && cp "$stem.gate.svg" "$results/$name.gate.svg"
    [[ -d $stem.sweep ]] && cp -r "$stem.sweep" "$results/$name.sweep"
  fi
  echo "$name $id $(grep -o 'ExitCode=[0-9:]*' "$results/$name.job.txt" | head -n 1 | cut -d= -f2) $state $((SECONDS - start))" >>"$results/jobs.tsv"
  log "$name: job $id $state in $((SECONDS - start)) s"
}

for step in $steps; do
  case $step in
    nccl) submit nccl nccl-allreduce.sbatch ;;
    gate-healthy) submit gate-healthy gate-spare.sbatch ;;
    throttled)
      "$here/../gpu.sh" throttle gnode2 "$rate" 2>&1 | tee -a "$results/proof.log"
      CJ_BENCH_SIZES=16M,64M CJ_BENCH_ITERS=5 submit throttled nccl-allreduce.sbatch --nodelist=gnode1,gnode2 ;;
    gate-throttled)
      "$here/../gpu.sh" throttle gnode2 "$rate" 2>&1 | tee -a "$results/proof.log"
      submit gate-throttled gate-spare.sbatch
      "$here/../gpu.sh" unthrottle gnode2 2>&1 | tee -a "$results/proof.log" ;;
    unthrottle) "$here/../gpu.sh" unthrottle gnode2 2>&1 | tee -a "$results/proof.log" ;;
    eth0-preflight) submit eth0-preflight eth0-preflight.sbatch ;;
    eth0) submit eth0 eth0-nopreflight.sbatch ;;
    requeue) limit=${CJ_PROOF_REQUEUE_LIMIT:-400} submit requeue requeue.sbatch ;;
    sweep)
      # clusterjob sweep's job (docs/sweep.md): all pairs of gnode1..3, gnode2's link shaped; its folder (pairs.tsv,
      # each pair's probe output) is kept as RESULTS/sweep.sweep, and the report made from it where Java runs.
      "$here/../gpu.sh" throttle gnode2 "$rate" 2>&1 | tee -a "$results/proof.log"
      limit=${CJ_PROOF_SWEEP_LIMIT:-480} submit sweep sweep.sbatch
      "$here/../gpu.sh" unthrottle gnode2 2>&1 | tee -a "$results/proof.log"
      if [[ -d $results/sweep.sweep && -f $rendered/clusterjob.jar ]] && command -v "${CJ_PROOF_JAVA:-java}" >/dev/null; then
        "${CJ_PROOF_JAVA:-java}" -jar "$rendered/clusterjob.jar" sweep report "$results/sweep.sweep" --partition gpu --json \
          --html "$results/sweep.html" --svg "$results/sweep.svg" >"$results/sweep.json" 2>>"$results/proof.log"
        log "sweep: report exit $? (4: outliers found): sweep.html, sweep.svg, sweep.json"
      else
        log "sweep: no java here: on the CPU machine, testbed/gpu/sweep-report.sh RESULTS makes sweep.html, sweep.svg, sweep.json"
      fi ;;
    recover)
      "$here/../gpu.sh" throttle gnode1 "$rate" 2>&1 | tee -a "$results/proof.log"
      recover recover gate-nospare.sbatch
      "$here/../gpu.sh" unthrottle gnode1 2>&1 | tee -a "$results/proof.log" ;;
    *) log "unknown step $step" ;;
  esac
done

cp "${CJ_GPU_DIR:-/tmp/clusterjob-gpu}/etc/"*.conf "$results/" 2>/dev/null
"$here/../gpu.sh" down 2>&1 | tail -n 1 | tee -a "$results/proof.log"
log "done in $((SECONDS - t0)) s"
