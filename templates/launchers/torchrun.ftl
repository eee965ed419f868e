
  # Launch: torchrun once per node (srun, static rendezvous) starts GPUS_PER_NODE processes there;
  # the node rank is expanded in each task's own shell.
  cj_task() {
    export NODE_RANK=$SLURM_NODEID
    exec<#list launcher.command as w> [=w]</#list> --nnodes="$NNODES" --node_rank="$SLURM_NODEID" --nproc_per_node="$GPUS_PER_NODE" \
      --master_addr="$MASTER_ADDR" --master_port="$MASTER_PORT"<#list launcher.args as a> [=a]</#list> "$@"
  }
<#include "/lib/srun-per-node.ftl">
