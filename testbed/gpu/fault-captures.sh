#!/usr/bin/env bash
# Real multi-node failures for doctor's corpus (issue 26), made on the GPU testbed (testbed/gpu.sh: Slurm nodes
# gnode1..3 in network namespaces that share the machine's GPU; NCCL between them over sockets on bond0). Each case is
# a 2-node sbatch job of testbed/gpu/faults.py, written the way users write theirs (srun, one task per node, MASTER_ADDR
# from the node list), that fails on purpose: one rank's exception, kill, GPU memory, device assert, a collective
# mismatch, a hang, a wrong interface on one node, a port already taken, a link that goes down, a node that dies, the
# time limit. Nothing here writes an error message: the job's output file and `scontrol show job` are kept unchanged.
# The expected cause of each is written into the corpus index before doctor runs on it (src/test/resources/realworld/
# doctor/README.md); nothing here judges.
#
# usage: fault-captures.sh OUT [CASE...]     (as root; CJ_GPU_DEBS: the packages for gpu.sh up; default: every case)
#   CJ_FAULT_PYTHON   the python with torch (default /opt/torch/.venv/bin/python3, else python3)
#   CJ_FAULT_LIMIT    seconds one job may take before it is cancelled (default 150)
set -uo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
mkdir -p "$1" && out=$(cd "$1" && pwd) || exit 2
shift
limit=${CJ_FAULT_LIMIT:-150}
py=${CJ_FAULT_PYTHON:-/opt/torch/.venv/bin/python3}
[[ -x $py ]] || py=$(command -v python3)
cases=("$@")
((${#cases[@]})) || cases=(healthy-info exception sigkill oom assert ordinal mismatch-detail hang ifname-one-node
  gloo-ifname-one-node port-taken addr-wrong torchrun-exception step-gres alloc-gres time-limit link-down node-dies)
log() { printf '%s fault-captures: %s\n' "$(date -u +%H:%M:%S)" "$*" | tee -a "$out/captures.log" >&2; }

# The program and the scripts live in a folder of our own with a random name (jobs on every node see the one file
# system), never under a fixed name in /tmp.
work=$(mktemp -d /tmp/cj-faults.XXXXXX) || exit 2
cp "$here/faults.py" "$work/"
"$here/../gpu.sh" up >"$out/up.log" 2>&1 || { log "gpu.sh up failed: $(tail -n 3 "$out/up.log")"; exit 1; }
set -a
# shellcheck disable=SC1090,SC1091
. "${CJ_GPU_DIR:-/tmp/clusterjob-gpu}/gpu.env"
set +a
gpudir=${CJ_GPU_DIR:-/tmp/clusterjob-gpu}
"$py" -c 'import torch, sys; print("torch", torch.__version__, "cuda", torch.version.cuda, "nccl", ".".join(map(str, torch.cuda.nccl.version())) if torch.cuda.is_available() else "-", "python", sys.version.split()[0])' \
  >"$out/versions.txt" 2>&1
sinfo --version >>"$out/versions.txt" 2>&1

# script NAME SRUN-OPTIONS NODE-ENV JOB-ENV [SBATCH-LINE...]: the job script of one case, on stdout.
# NODE-ENV is shell run on each node before the program (a node's own environment); JOB-ENV is the batch script's.
script() {
  local name=$1 srun_opts=$2 node_env=$3 job_env=$4 line
  shift 4
  printf '#!/bin/bash\n#SBATCH --job-name=%s\n#SBATCH --nodes=2\n#SBATCH --ntasks-per-node=1\n#SBATCH --gres=gpu:1\n' "$name"
  printf '#SBATCH --output=%s/%s-%%j.out\n#SBATCH --time=10\n' "$work" "$name"
  for line in "$@"; do printf '#SBATCH %s\n' "$line"; done
  cat <<EOF
export MASTER_ADDR=\$(scontrol show hostnames "\$SLURM_JOB_NODELIST" | head -n 1)
export MASTER_PORT=29500
export NCCL_SOCKET_IFNAME=bond0 NCCL_IB_DISABLE=1 NCCL_NVLS_ENABLE=0 NCCL_DEBUG=WARN PYTHONUNBUFFERED=1 CJ_ITERS=30
$job_env
echo "job \$SLURM_JOB_ID on \$SLURM_JOB_NODELIST, master \$MASTER_ADDR:\$MASTER_PORT"
srun $srun_opts bash -c '$node_env
exec $py $work/faults.py'
EOF
}

# run NAME ACTION SCRIPT-ARGS...: submit, do ACTION once a rank has printed iteration 2 (or at once: "-"), wait
# (cancel after $limit s), keep the output and the job record.
run() {
  local name=$1 action=$2 id f i acted=0 start=$SECONDS
  shift 2
  script "$name" "$@" >"$work/$name.sbatch"
  cp "$work/$name.sbatch" "$out/$name.sbatch"
  if ! id=$(sbatch --parsable "$work/$name.sbatch" 2>"$out/$name.sbatch.err"); then
    log "$name: sbatch refused: $(cat "$out/$name.sbatch.err")"; return 0
  fi
  log "$name: job $id"
  f=$work/$name-$id.out
  for ((i = 0; i < limit; i++)); do
    squeue -h -j "$id" 2>/dev/null | grep -q . || break
    if ((!acted)) && [[ $action != - ]] && grep -q 'iter 2$' "$f" 2>/dev/null; then
      log "$name: $action"; "$action"; acted=1
    fi
    # a job that Slurm requeued after the node failure waits (BeginTime) for a node: the capture is complete
    if ((acted)) && [[ $(squeue -h -j "$id" -o %T 2>/dev/null) == PENDING ]]; then log "$name: requeued"; break; fi
    sleep 1
  done
  if squeue -h -j "$id" 2>/dev/null | grep -q .; then log "$name: still queued ($((SECONDS - start)) s, limit $limit s): scancel"; scancel "$id"; sleep 5; fi
  scontrol show job "$id" >"$out/$name.job.txt" 2>&1
  cp "$f" "$out/$name.out" 2>/dev/null || log "$name: no output file"
  log "$name: $(grep -o 'JobState=[A-Z_]* Reason=[^ ]*' "$out/$name.job.txt") in $((SECONDS - start)) s"
}

link_down() { ip link set cjg-gnode2 down; }
# node_dies: every process in gnode2's namespaces (slurmd, its steps, the rank) killed at once, as a node that loses
# power; its namespace holder stays, so the address stays and nothing answers.
node_dies() {
  local holder pid netns d
  holder=$(cat "$gpudir/run/holder-gnode2.pid")
  netns=$(readlink "/proc/$holder/ns/net")
  for d in /proc/[0-9]*; do
    pid=${d#/proc/}
    [[ $pid != "$holder" && $(readlink "$d/ns/net" 2>/dev/null) == "$netns" ]] && kill -KILL "$pid" 2>/dev/null
  done
  ip link set cjg-gnode2 down
}
wait_idle() { # after a case that took gnode2 away: its link back, its slurmd again, until Slurm says idle
  ip link set cjg-gnode2 up
  "$here/../gpu.sh" up >>"$out/up.log" 2>&1
  for ((i = 0; i < 90; i++)); do
    sinfo -h -n gnode2 -o %T | grep -qx idle && return 0
    scontrol update nodename=gnode2 state=resume >/dev/null 2>&1
    sleep 1
  done
  log "gnode2 not idle again: $(sinfo -h -n gnode2 -o '%T %E')"
}

# on_gnode2 VAR=VALUE: shell for the node's environment that sets VAR on gnode2 only (its $(hostname) is expanded there)
# shellcheck disable=SC2016
on_gnode2() { printf '[ "$(hostname)" = gnode2 ] && export %s' "$1"; }
last=${cases[-1]}
for c in "${cases[@]}"; do
  case $c in
    healthy-info) run "$c" - --label '' 'export NCCL_DEBUG=INFO CJ_ITERS=4' ;;
    exception) run "$c" - '' '' 'export CJ_FAULT=exception' ;;
    sigkill) run "$c" - '' '' 'export CJ_FAULT=sigkill' ;;
    oom) run "$c" - --label '' 'export CJ_FAULT=oom' ;;
    assert) run "$c" - '' '' 'export CJ_FAULT=assert CJ_PG_TIMEOUT=30' ;;
    ordinal) run "$c" - '' '' 'export CJ_FAULT=ordinal CJ_PG_TIMEOUT=30' ;;
    mismatch-detail) run "$c" - '' '' 'export CJ_FAULT=mismatch TORCH_DISTRIBUTED_DEBUG=DETAIL CJ_PG_TIMEOUT=30' ;;
    hang) run "$c" - --kill-on-bad-exit=1 '' 'export CJ_FAULT=hang CJ_PG_TIMEOUT=30' ;;
    ifname-one-node) run "$c" - '' "$(on_gnode2 NCCL_SOCKET_IFNAME=eth0)" 'export CJ_PG_TIMEOUT=30' ;;
    gloo-ifname-one-node) run "$c" - --label "$(on_gnode2 GLOO_SOCKET_IFNAME=eth0)" 'export CJ_BACKEND=gloo CJ_PG_TIMEOUT=30' ;;
    port-taken) run "$c" - '' '' "$py -c 'import socket,time; s=socket.socket(socket.AF_INET6); s.bind((\"::\", 29500)); s.listen(); time.sleep(600)' &
sleep 2
export CJ_PG_TIMEOUT=30" ;;
    addr-wrong) run "$c" - '' '' 'export MASTER_ADDR=10.78.0.77 CJ_PG_TIMEOUT=30' ;;
    torchrun-exception)
      run "$c" - '' "exec $py -m torch.distributed.run --nnodes 2 --nproc_per_node 1 --rdzv_backend c10d \
--rdzv_endpoint \$MASTER_ADDR:29400 --rdzv_id \$SLURM_JOB_ID $work/faults.py" 'export CJ_FAULT=exception' ;;
    step-gres) run "$c" - '--gres=gpu:2' '' '' ;;
    alloc-gres) run "$c" - '' '' '' '--gres=gpu:4' ;;
    time-limit) run "$c" - '' '' 'export CJ_ITERS=1000' '--time=1' ;;
    link-down) run "$c" link_down '' '' 'export CJ_PG_TIMEOUT=45'; [[ $c == "$last" ]] || wait_idle ;;
    node-dies) run "$c" node_dies '' '' 'export CJ_PG_TIMEOUT=45'; [[ $c == "$last" ]] || wait_idle ;;
    *) log "unknown case $c" ;;
  esac
done
cp "$gpudir/log/slurmctld.log" "$out/slurmctld.log" 2>/dev/null
"$here/../gpu.sh" down >>"$out/up.log" 2>&1
rm -rf "$work"
log "done"
