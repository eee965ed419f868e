#!/usr/bin/env bash
# Proves the testbed works with plain hand-written sbatch jobs (testbed/jobs/*.sbatch):
#   (a) torchrun per node, gloo all_reduce over 4 ranks on 2 hosts
#   (b) one process per srun task, ranks from SLURM_PROCID
#   (c) Open MPI mpirun inside the allocation, ranks from OMPI_COMM_WORLD_*
#   (d) --gpus-per-node=8 --ntasks-per-node=8 on 2 nodes: CUDA_VISIBLE_DEVICES / SLURM_GPUS_ON_NODE
# Needs a running testbed (testbed/testbed.sh up; CJ_TESTBED_INSTANCE=N for another instance, the same
# as for `up`). Exits non-zero on any failure.
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# testbed.sh env knows where this instance (CJ_TESTBED_INSTANCE, CJ_TESTBED_DIR) keeps testbed.env.
ENV_FILE=$("$HERE/testbed.sh" env | sed -n 's/^export CJ_TESTBED_ENV=//p')
TIMEOUT=${CJ_SELFTEST_TIMEOUT:-300}

say() { printf 'selftest: %s\n' "$*" >&2; }
die() { printf 'selftest: error: %s\n' "$*" >&2; exit 1; }

[[ -r $ENV_FILE ]] || die "no $ENV_FILE: start the cluster first with '$HERE/testbed.sh up' (same CJ_TESTBED_INSTANCE)"
SLURM_CONF=$(sed -n 's/^SLURM_CONF=//p' "$ENV_FILE")
JOBS_DIR=$(sed -n 's/^CJ_TESTBED_JOBS_DIR=//p' "$ENV_FILE")
export SLURM_CONF
timeout 10 scontrol ping 2>/dev/null | grep -q 'is UP' \
  || die "slurmctld does not answer: run '$HERE/testbed.sh status' / '$HERE/testbed.sh up'"

t0=$SECONDS
RUN_DIR=$(mktemp -d "$JOBS_DIR/selftest-XXXXXX")
chmod 755 "$RUN_DIR"
cp "$HERE"/jobs/*.sbatch "$HERE"/jobs/allreduce.py "$RUN_DIR"/
cd "$RUN_DIR"
say "job directory $RUN_DIR"

declare -A JOB=()        # case -> job id
CASES=(torchrun srun-per-task mpirun gpus)
for c in "${CASES[@]}"; do
  id=$(sbatch --parsable "$c.sbatch") || die "sbatch $c.sbatch failed"
  JOB[$c]=${id%%;*}
  say "submitted ($c) as job ${JOB[$c]}"
done

ids=$(IFS=,; echo "${JOB[*]}")
while :; do
  active=$(squeue -h -t PENDING,CONFIGURING,RUNNING,COMPLETING,SUSPENDED -j "$ids" -o '%i' 2>/dev/null || echo busy)
  [[ -z $active ]] && break
  if ((SECONDS - t0 > TIMEOUT)); then
    squeue -t all -j "$ids" >&2 || true
    scancel "${JOB[@]}" 2>/dev/null || true
    die "jobs still active after ${TIMEOUT} s (CJ_SELFTEST_TIMEOUT)"
  fi
  sleep 1
done

failed=0
fail() { say "FAIL ($1): $2"; failed=1; }

# Common checks: the job COMPLETED with exit 0:0 and left an output file.
job_ok() {
  local c=$1 id=${JOB[$1]} info state exitc
  info=$(scontrol show job -o "$id" 2>/dev/null || true)
  state=$(grep -o 'JobState=[A-Z_]*' <<<"$info" | cut -d= -f2 || true)
  exitc=$(grep -o ' ExitCode=[0-9:]*' <<<"$info" | cut -d= -f2 || true)
  local outs=(./*-"$id".out)
  OUT=${outs[0]}
  [[ -r $OUT ]] || { fail "$c" "job $id wrote no output file"; return 1; }
  if [[ -n $info && ($state != COMPLETED || $exitc != 0:0) ]]; then
    fail "$c" "job $id ended $state with exit code $exitc"
    return 1
  fi
  return 0
}

# All-reduce checks: 4 OK lines, ranks 0..3, on 2 distinct hosts, none BAD.
check_allreduce() {
  local c=$1 mode=$2 ranks hosts
  job_ok "$c" || return 0
  if grep -q 'ALLREDUCE BAD' "$OUT"; then fail "$c" "wrong sum"; return 0; fi
  ranks=$(grep -o "ALLREDUCE OK mode=$mode rank=[0-9]* .*world=4 .*sum=10 " "$OUT" | grep -o 'rank=[0-9]*' | sort -u | tr '\n' ' ')
  hosts=$(grep -o "ALLREDUCE OK mode=$mode .*host=[^ ]*" "$OUT" | grep -o 'host=[^ ]*' | sort -u | wc -l)
  [[ $ranks == 'rank=0 rank=1 rank=2 rank=3 ' ]] || { fail "$c" "expected ranks 0-3 with sum 10, got '$ranks'"; return 0; }
  ((hosts == 2)) || { fail "$c" "expected ranks on 2 hosts, got $hosts"; return 0; }
  say "ok   ($c) job ${JOB[$c]}: 4 gloo ranks on 2 hosts over bond0, all_reduce sum 10"
}

check_gpus() {
  local c=gpus n hosts
  job_ok "$c" || return 0
  n=$(grep -c '^GPUTASK .* CUDA_VISIBLE_DEVICES=0,1,2,3,4,5,6,7 SLURM_GPUS_ON_NODE=8$' "$OUT" || true)
  hosts=$(grep '^GPUTASK ' "$OUT" | grep -o 'host=[^ ]*' | sort -u | wc -l)
  ((n == 16)) || { fail "$c" "expected 16 tasks with CUDA_VISIBLE_DEVICES=0..7 and SLURM_GPUS_ON_NODE=8, got $n"; return 0; }
  ((hosts == 2)) || { fail "$c" "expected tasks on 2 hosts, got $hosts"; return 0; }
  say "ok   ($c) job ${JOB[$c]}: 16 tasks on 2 nodes see CUDA_VISIBLE_DEVICES=0,...,7 SLURM_GPUS_ON_NODE=8"
}

check_allreduce torchrun torchrun
check_allreduce srun-per-task slurm
check_allreduce mpirun ompi
check_gpus

if ((failed)); then
  for f in ./*.out; do
    [[ -e $f ]] || continue
    printf '\n===== %s =====\n' "$RUN_DIR/${f#./}" >&2
    tail -n 40 "$f" >&2
  done
  die "self-test FAILED after $((SECONDS - t0)) s (outputs above, kept in $RUN_DIR)"
fi
say "all 4 checks passed in $((SECONDS - t0)) s (outputs in $RUN_DIR)"
