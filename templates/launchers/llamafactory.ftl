
# Launch: one srun task per node runs llamafactory-cli with FORCE_TORCHRUN=1 and the variables
# LLaMA-Factory's launcher reads (NNODES, NODE_RANK, NPROC_PER_NODE, MASTER_ADDR, MASTER_PORT);
# without MASTER_ADDR it would fall back to 127.0.0.1 on every node. NODE_RANK is expanded in each
# task's own shell (declare -f ships the function), never by this batch shell.
cj_task() {
  export FORCE_TORCHRUN=1 NNODES NODE_RANK=$SLURM_NODEID NPROC_PER_NODE=$GPUS_PER_NODE MASTER_ADDR MASTER_PORT
  exec<#list launcher.command as w> [=w]</#list><#list launcher.args as a> [=a]</#list> "$@"
}
<#include "/lib/srun-per-node.ftl">
