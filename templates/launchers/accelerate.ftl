
  # Launch: `accelerate launch` once per node (srun) for its machine rank; --num_processes counts all machines.
  cj_task() {
    export NODE_RANK=$SLURM_NODEID
    exec<#list launcher.command as w> [=w]</#list> launch --num_machines="$NNODES" --machine_rank="$SLURM_NODEID" \
      --main_process_ip="$MASTER_ADDR" --main_process_port="$MASTER_PORT" --num_processes="$WORLD_SIZE"<#list launcher.args as a> [=a]</#list> "$@"
  }
<#include "/lib/srun-per-node.ftl">
