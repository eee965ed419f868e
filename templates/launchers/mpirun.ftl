
# Launch: Open MPI's mpirun, from this batch shell, starts GPUS_PER_NODE ranks on each host (inside
# the allocation its daemons are started through srun). Every exported variable is passed with -x.
<#include "/lib/mpi-rank.ftl">
CJ_MPI_HOSTS=$(printf "%s:$GPUS_PER_NODE," "${CJ_TRAIN_HOSTS[@]}")
<#list launcher.command as w>[=w]<#sep> </#sep></#list> -np "$WORLD_SIZE" --host "${CJ_MPI_HOSTS%,}" --map-by "ppr:$GPUS_PER_NODE:node" --bind-to none \
  -x MASTER_ADDR -x MASTER_PORT -x NNODES -x GPUS_PER_NODE -x WORLD_SIZE<#list env as e> -x [=e.name?no_esc]</#list><#list launcher.args as a> [=a]</#list> \
  bash -c "$(declare -f cj_task); cj_task \"\$@\"" cj_task "${CJ_COMMAND[@]}"
