
  # Launch: llamafactory-cli once per node (srun) with FORCE_TORCHRUN=1 and the variables its launcher reads
  # (without MASTER_ADDR it would use 127.0.0.1 on every node); NODE_RANK is expanded in each task's shell.
  cj_task() {
    export FORCE_TORCHRUN=1 NNODES NODE_RANK=$SLURM_NODEID NPROC_PER_NODE=$GPUS_PER_NODE MASTER_ADDR MASTER_PORT
    exec<#list launcher.command as w> [=w]</#list><#list launcher.args as a> [=a]</#list> "$@"
  }
<#include "/lib/srun-per-node.ftl">
