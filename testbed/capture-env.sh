#!/usr/bin/env bash
# Captures the real environments that `clusterjob explain` simulates, from a testbed: the batch
# shell's, each srun task's, each Open MPI rank's and each torchrun worker's, on one allocation shape
# per job. The explain unit tests compare the simulation with these files (EnvCapturesTest).
#   CJ_TESTBED_INSTANCE=N [CJ_TESTBED_STACK=debian13] testbed/testbed.sh up
#   CJ_TESTBED_INSTANCE=N [CJ_TESTBED_STACK=debian13] testbed/capture-env.sh [OUT]
# OUT defaults to src/test/resources/captures/explain/<slurm version>/. Each process's environment is
# one file, `env -0` as it printed it (NUL-separated NAME=VALUE), named JOB/PLACE-RANK.env0, plus
# JOB/job.txt (the sbatch options, the job id and the allocation's node names) and README.md. Jobs
# are submitted with `env -i` (only PATH, HOME, LANG, SLURM_CONF), so nothing of this shell leaks in.
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
REPO=$(cd "$HERE/.." && pwd)
TESTBED=$HERE/testbed.sh
ENV_FILE=$("$TESTBED" env | sed -n 's/^export CJ_TESTBED_ENV=//p')

say() { printf 'capture-env: %s\n' "$*" >&2; }
die() { printf 'capture-env: error: %s\n' "$*" >&2; exit 1; }
val() { sed -n "s/^$1=//p" "$ENV_FILE"; }

[[ -r $ENV_FILE ]] || die "no $ENV_FILE: start the cluster with '$TESTBED up'"
STACK=$(val CJ_TESTBED_STACK)
SLURM=$(val CJ_TESTBED_SLURM_VERSION)
case $SLURM in
  22.05.*) VERSION=slurm-22.05 ;;
  24.11.*) VERSION=slurm-24.11 ;;
  *) die "unknown Slurm version '$SLURM'" ;;
esac
OUT=${1:-$REPO/src/test/resources/captures/explain/$VERSION}
JOBS_DIR=$(val CJ_TESTBED_JOBS_DIR)
CLIENT_PATH=$(val CJ_TESTBED_PATH)
PARTITION=$(val CJ_TESTBED_OVERSUBSCRIBED_PARTITION)
IFNAME=$(val CJ_TESTBED_NODE_IFNAME)
CONF=$(val SLURM_CONF)
client() { env -i PATH="$CLIENT_PATH" HOME=/root LANG=C.UTF-8 SLURM_CONF="$CONF" "$@"; }

WORK=$(mktemp -d "$JOBS_DIR/capture-env-XXXXXX")
chmod 777 "$WORK"

# The job: what every process under it writes (ENVOUT/PLACE-RANK.env0). OMPI_ALLOW_RUN_AS_ROOT*: the
# testbed runs jobs as root; torchrun: Debian's 1.13 needs --redirects/--tee (docs/testing.md).
cat > "$WORK/job.sh" <<'EOF'
#!/bin/bash
set -eu
o=$ENVOUT
mkdir -p "$o"
env -0 > "$o/batch-0.env0"
hosts=$(scontrol show hostnames "$SLURM_JOB_NODELIST" | paste -sd,)
srun bash -c 'env -0 > "$0/step-$SLURM_PROCID.env0"' "$o"
if [[ -z ${SLURM_HET_SIZE:-} ]]; then
  srun --nodes="$SLURM_JOB_NUM_NODES" --ntasks="$SLURM_JOB_NUM_NODES" --ntasks-per-node=1 --nodelist="$hosts" \
    bash -c 'env -0 > "$0/pernode-$SLURM_PROCID.env0"' "$o"
  if [[ ${CAP_MPI:-0} == 1 ]]; then
    export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 OMPI_MCA_btl_tcp_if_include=$CAP_IF OMPI_MCA_oob_tcp_if_include=$CAP_IF
    mpirun -np "$CAP_NP" --host "$CAP_MPI_HOSTS" --map-by "ppr:$CAP_PPN:node" --bind-to none \
      bash -c 'env -0 > "$0/mpirun-$OMPI_COMM_WORLD_RANK.env0"' "$o"
  fi
  if [[ ${CAP_TORCH:-0} == 1 ]]; then
    first=${hosts%%,*}
    srun --nodes="$SLURM_JOB_NUM_NODES" --ntasks="$SLURM_JOB_NUM_NODES" --ntasks-per-node=1 --nodelist="$hosts" \
      bash -c 'exec /usr/bin/python3 -m torch.distributed.run --nnodes="$SLURM_JOB_NUM_NODES" --node_rank="$SLURM_NODEID" \
        --nproc_per_node="$1" --master_addr="$2" --master_port=29511 --redirects 1 --tee 1 --no_python \
        bash -c "env -0 > \"\$0/torchrun-\$RANK.env0\"" "$0"' "$o" "$CAP_PPN" "$first"
  fi
else
  srun --het-group=0,1 bash -c 'env -0 > "$0/het-$SLURM_PROCID.env0"' "$o"
fi
EOF

README=("# Real process environments for \`clusterjob explain\`'s tests ($VERSION)" ""
  "Written by \`testbed/capture-env.sh\` on the $STACK testbed (Slurm $SLURM, Open MPI $(val CJ_TESTBED_OPENMPI_VERSION)," \
  "torch $(val CJ_TESTBED_TORCH_VERSION)), instance $(val CJ_TESTBED_INSTANCE), on $(date -u +%Y-%m-%d)." \
  "Each \`*.env0\` is one process's \`env -0\`; \`job.txt\` the sbatch options, job id and nodes. The" \
  "job script is \`job.sh\` (a copy of the one in capture-env.sh)." "")

# capture NAME VARS -- SBATCH_OPTIONS...: submits job.sh with the options, waits, keeps its files.
capture() {
  local name=$1 id state
  local -a vars=()
  shift
  while [[ $1 != -- ]]; do vars+=("$1"); shift; done
  shift
  rm -rf "${OUT:?}/$name"
  id=$(client env ENVOUT="$OUT/$name" CAP_IF="$IFNAME" "${vars[@]}" \
    sbatch --parsable -J "cj-env-$name" -p "$PARTITION" -t 5 -o "$WORK/$name-%j.out" "$@" "$WORK/job.sh")
  id=${id%%;*}
  for _ in $(seq 1 300); do
    state=$(client scontrol show job -o "$id" | grep -o 'JobState=[A-Z_]*' | head -n 1 | cut -d= -f2)
    [[ $state == COMPLETED || $state == FAILED || $state == CANCELLED || $state == TIMEOUT ]] && break
    sleep 1
  done
  [[ $state == COMPLETED ]] || die "job $name ($id) ended $state: $(cat "$WORK/$name-$id.out")"
  {
    echo "options: $*"
    echo "vars: ${vars[*]}"
    echo "job_id: $id"
    echo "nodes: $(client scontrol show job -o "$id" | grep -o ' NodeList=[^ ]*' | head -n 1 | cut -d= -f2)"
  } > "$OUT/$name/job.txt"
  README+=("- \`$name/\`: \`sbatch $*\` (${vars[*]}), job $id, $(ls "$OUT/$name" | grep -c env0) environments")
  say "$name: job $id, $(ls "$OUT/$name" | grep -c env0) environments"
}

mkdir -p "$OUT"
NODES=$(val CJ_TESTBED_NODES)
N1=${NODES%%,*}
REST=${NODES#*,}
N2=${REST%%,*}
# The testbed profile's shape (2 tasks per node, no GPU request), every launcher's processes.
capture tasks CAP_MPI=1 CAP_TORCH=1 CAP_NP=4 CAP_PPN=2 CAP_MPI_HOSTS="$N1:2,$N2:2" -- -N 2 --ntasks-per-node=2 -w "$N1,$N2"
# The GPU profiles' shape: GPUs per node, CPUs per task, one task per node.
capture gpus -- -N 2 --ntasks-per-node=1 --gpus-per-node=2 --cpus-per-task=4 -w "$N1,$N2"
# Uneven tasks over nodes, no --ntasks-per-node (SLURM_TASKS_PER_NODE compressed).
capture uneven -- -N 2 -n 3 -w "$N1,$N2"
# A heterogeneous job: 2 tasks on one node, 1 on another, one step over both components.
capture het -- -N 1 --ntasks-per-node=2 -w "$N1" : -N 1 --ntasks-per-node=1 -w "$N2"

cp "$WORK/job.sh" "$OUT/job.sh"
printf '%s\n' "${README[@]}" > "$OUT/README.md"
say "wrote $OUT"
