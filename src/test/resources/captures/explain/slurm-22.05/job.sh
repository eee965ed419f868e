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
